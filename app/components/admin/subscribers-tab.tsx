// Assinantes: the club's members (email, name, status, validity, provider).
import { useState } from "react";
import { cx } from "~/components/ui/cx";
import { matchesSearch } from "~/domain/admin/forms/shared";
import { formatDate } from "~/lib/dates";
import { Panel, SelectField } from "./fields";
import { SearchBox } from "./search-box";

export interface MemberRow {
  userId: string;
  email: string;
  name: string;
  status: "active" | "cancelled" | "expired";
  statusLabel: string;
  subscriptionEnd: Date | string | null;
  provider: string | null;
}

const STATUS_CLASS: Record<MemberRow["status"], string> = {
  active: "bg-green-100 text-green-900",
  cancelled: "bg-red-100 text-red-900",
  expired: "bg-stone-100 text-stone-800",
};

const PROVIDERS: Record<string, string> = { stripe: "Stripe", local: "Local (demonstração)" };

export function SubscribersTab({ members }: { members: MemberRow[] }) {
  const [query, setQuery] = useState("");
  const [status, setStatus] = useState("");
  const shown = members.filter((m) => (!status || m.status === status) && matchesSearch(query, m.email, m.name));
  const active = members.filter((m) => m.status === "active").length;
  return (
    <Panel
      title="Assinantes do Clube"
      actions={
        <SearchBox label="Buscar assinantes" placeholder="Buscar por email ou nome..." value={query} onChange={setQuery} />
      }
    >
      <div className="flex flex-wrap items-end justify-between gap-3">
        <p className="text-sm text-stone-700">
          {active} {active === 1 ? "assinatura ativa" : "assinaturas ativas"} de {members.length}{" "}
          {members.length === 1 ? "membro" : "membros"}.
        </p>
        <SelectField label="Status" value={status} onChange={(e) => setStatus(e.currentTarget.value)} className="w-full sm:w-48">
          <option value="">Todos</option>
          <option value="active">Ativa</option>
          <option value="cancelled">Cancelada</option>
          <option value="expired">Expirada</option>
        </SelectField>
      </div>
      <div className="mt-4 overflow-x-auto rounded-xl border border-stone-200">
        <table className="w-full min-w-[40rem] text-left text-sm">
          <caption className="sr-only">Assinantes do Clube</caption>
          <thead className="bg-stone-100 text-stone-700">
            <tr>
              <th scope="col" className="px-3 py-3">
                Email
              </th>
              <th scope="col" className="px-3 py-3">
                Nome
              </th>
              <th scope="col" className="px-3 py-3">
                Status
              </th>
              <th scope="col" className="px-3 py-3">
                Validade
              </th>
              <th scope="col" className="px-3 py-3">
                Provedor
              </th>
            </tr>
          </thead>
          <tbody>
            {shown.map((m) => (
              <tr key={m.userId} className="border-t border-stone-200">
                <td className="px-3 py-2 font-medium">{m.email}</td>
                <td className="px-3 py-2">{m.name || "—"}</td>
                <td className="px-3 py-2">
                  <span className={cx("rounded-full px-2 py-0.5 text-xs font-semibold", STATUS_CLASS[m.status])}>
                    {m.statusLabel}
                  </span>
                </td>
                <td className="px-3 py-2">{m.subscriptionEnd ? formatDate(m.subscriptionEnd) : "—"}</td>
                <td className="px-3 py-2">{m.provider ? (PROVIDERS[m.provider] ?? m.provider) : "—"}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {shown.length === 0 ? (
          <p className="p-6 text-center text-stone-700">
            {members.length === 0 ? "Nenhum assinante ainda." : "Nenhum assinante encontrado."}
          </p>
        ) : null}
      </div>
    </Panel>
  );
}
