// Assinantes: the club's members (email, name, status, validity, provider).
import { useState } from "react";
import { Pill } from "~/components/ui/pill";
import { matchesSearch } from "~/domain/admin/forms/shared";
import { formatDate } from "~/lib/dates";
import { AdminTable } from "./admin-table";
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
      <AdminTable
        caption="Assinantes do Clube"
        columns={["Email", "Nome", "Status", "Validade", "Provedor"]}
        minWidth="min-w-[40rem]"
        className="mt-4"
        empty={shown.length === 0 && (members.length === 0 ? "Nenhum assinante ainda." : "Nenhum assinante encontrado.")}
      >
        {shown.map((m) => (
          <tr key={m.userId} className="border-t border-stone-200">
            <td className="px-3 py-2 font-medium">{m.email}</td>
            <td className="px-3 py-2">{m.name || "—"}</td>
            <td className="px-3 py-2">
              <Pill className={STATUS_CLASS[m.status]}>{m.statusLabel}</Pill>
            </td>
            <td className="px-3 py-2">{m.subscriptionEnd ? formatDate(m.subscriptionEnd) : "—"}</td>
            <td className="px-3 py-2">{m.provider ? (PROVIDERS[m.provider] ?? m.provider) : "—"}</td>
          </tr>
        ))}
      </AdminTable>
    </Panel>
  );
}
