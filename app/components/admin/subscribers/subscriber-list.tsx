// Assinantes: the club's members (email, name, status, validity, provider),
// filtered by a GET form (?q=&status=) so it works without scripts.
import { useId } from "react";
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { cx } from "~/components/ui/cx";
import { inputClasses } from "~/components/ui/input";
import { Pill } from "~/components/ui/pill";
import { matchesSearch } from "~/domain/admin/forms/shared";
import type { ClubMemberRow } from "~/domain/club/subscribers.server";
import { formatDate } from "~/lib/dates";
import { AdminTable } from "../admin-table";

const STATUS_CLASS: Record<ClubMemberRow["status"], string> = {
  active: "bg-green-100 text-green-900",
  cancelled: "bg-red-100 text-red-900",
  expired: "bg-stone-100 text-stone-800",
};

const STATUS_OPTIONS = [
  { value: "active", label: "Ativa" },
  { value: "cancelled", label: "Cancelada" },
  { value: "expired", label: "Expirada" },
] as const;

const PROVIDERS: Record<string, string> = { stripe: "Stripe", local: "Local (demonstração)" };

export function SubscriberList({ members, query, status }: { members: ClubMemberRow[]; query: string; status: string }) {
  const searchId = useId();
  const statusId = useId();
  const shown = members.filter((m) => (!status || m.status === status) && matchesSearch(query, m.email, m.name));
  const active = members.filter((m) => m.status === "active").length;
  return (
    <>
      <p className="text-sm text-stone-700">
        {active} {active === 1 ? "assinatura ativa" : "assinaturas ativas"} de {members.length}{" "}
        {members.length === 1 ? "membro" : "membros"}.
      </p>
      <Form method="get" role="search" className="mt-3 flex flex-wrap items-end gap-2">
        <div className="min-w-0 flex-1 sm:max-w-sm">
          <label htmlFor={searchId} className="block text-sm font-medium text-stone-800">
            Buscar
          </label>
          <input
            id={searchId}
            type="search"
            name="q"
            defaultValue={query}
            maxLength={100}
            placeholder="Email ou nome..."
            className={cx(inputClasses, "mt-1")}
          />
        </div>
        <div className="w-full sm:w-48">
          <label htmlFor={statusId} className="block text-sm font-medium text-stone-800">
            Status
          </label>
          <select id={statusId} name="status" defaultValue={status} className={cx(inputClasses, "mt-1")}>
            <option value="">Todos</option>
            {STATUS_OPTIONS.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" variant="outline">
          Filtrar
        </Button>
      </Form>
      <AdminTable
        caption="Assinantes do Clube"
        columns={["Email", "Nome", "Status", "Validade", "Provedor"]}
        minWidth="min-w-[40rem]"
        className="mt-4"
        empty={shown.length === 0 && (members.length === 0 ? "Nenhum assinante ainda." : "Nenhum assinante encontrado.")}
      >
        {shown.map((m) => (
          <tr key={m.userId} className="border-t border-stone-200">
            <td className="px-3 py-2 font-medium break-all">{m.email}</td>
            <td className="px-3 py-2">{m.name || "—"}</td>
            <td className="px-3 py-2">
              <Pill className={STATUS_CLASS[m.status]}>{m.statusLabel}</Pill>
            </td>
            <td className="px-3 py-2 whitespace-nowrap">{m.subscriptionEnd ? formatDate(m.subscriptionEnd) : "—"}</td>
            <td className="px-3 py-2">{m.provider ? (PROVIDERS[m.provider] ?? m.provider) : "—"}</td>
          </tr>
        ))}
      </AdminTable>
    </>
  );
}

/** The status filter from the address: one of the known ones, or none. */
export function statusFilterOf(url: string): string {
  const status = new URL(url).searchParams.get("status") ?? "";
  return STATUS_OPTIONS.some((o) => o.value === status) ? status : "";
}
