// Resultados: what became of the orders placed in a period (?de=&ate=, like
// the Funil tab), optionally for one product, objective or state: placed,
// confirmed, shipped, delivered, frustrated; delivered and paid or not,
// overdue; delivery and payment rates and what is still to collect. The
// figures come from app/domain/admin/results.server.ts (SQL over the orders
// and their events); this only shows them.
import { Form, Link } from "react-router";
import { Button } from "~/components/ui/button";
import type { ResultFigures, ResultsGroup, ResultsReport } from "~/domain/admin/results.server";
import { BRAZIL_STATES } from "~/lib/brazil-states";
import { formatDate } from "~/lib/dates";
import { formatBRL } from "~/lib/money";
import { OBJECTIVES } from "~/lib/plans";
import { OBJECTIVE_LABELS } from "~/lib/quiz";
import { Panel, SelectField, TextField } from "./fields";

const percent = new Intl.NumberFormat("pt-BR", { style: "percent", maximumFractionDigits: 1 });
const pct = (value: number | null) => (value === null ? "—" : percent.format(value));
const day = (iso: string) => formatDate(`${iso}T12:00:00-03:00`);

/** The serialised report (dates are strings in loader data; none are used here). */
export type ResultsTabData = ResultsReport;

function Figure({ label, value, hint }: { label: string; value: string | number; hint?: string }) {
  return (
    <div className="rounded-xl border border-stone-200 bg-white p-3">
      <dt className="text-xs font-medium text-stone-700">{label}</dt>
      <dd className="mt-1 text-2xl font-bold tabular-nums">{value}</dd>
      {hint ? <dd className="text-xs text-stone-600">{hint}</dd> : null}
    </div>
  );
}

const COLUMNS: { key: keyof ResultFigures; label: string; format?: (v: number | null) => string }[] = [
  { key: "placed", label: "Pedidos" },
  { key: "confirmed", label: "Confirmados" },
  { key: "shipped", label: "Enviados" },
  { key: "delivered", label: "Entregues" },
  { key: "failed", label: "Frustrados" },
  { key: "deliveredPaid", label: "Entregues e pagos" },
  { key: "deliveredUnpaid", label: "Entregues e não pagos" },
  { key: "overdue", label: "Vencidos" },
  { key: "deliveryRate", label: "Taxa de entrega", format: pct },
  { key: "paymentRate", label: "Taxa de pagamento", format: pct },
  { key: "toCollectCents", label: "A receber", format: (v) => formatBRL(v ?? 0) },
];

function GroupTable({ caption, first, groups }: { caption: string; first: string; groups: ResultsGroup[] }) {
  return (
    <div className="mt-6 overflow-x-auto rounded-xl border border-stone-200">
      <table className="w-full min-w-[64rem] text-left text-sm">
        <caption className="px-3 py-2 text-left font-semibold">{caption}</caption>
        <thead className="bg-stone-100 text-stone-700">
          <tr>
            <th scope="col" className="px-3 py-2">
              {first}
            </th>
            {COLUMNS.map((c) => (
              <th key={c.key} scope="col" className="px-3 py-2 text-right">
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {groups.length === 0 ? (
            <tr className="border-t border-stone-200">
              <td className="px-3 py-2" colSpan={COLUMNS.length + 1}>
                Nenhum pedido no período.
              </td>
            </tr>
          ) : (
            groups.map((g) => (
              <tr key={g.key} className="border-t border-stone-200">
                <th scope="row" className="px-3 py-2 font-medium">
                  {g.label}
                </th>
                {COLUMNS.map((c) => (
                  <td key={c.key} className="px-3 py-2 text-right tabular-nums whitespace-nowrap">
                    {c.format ? c.format(g[c.key] as number | null) : (g[c.key] as number)}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}

export function ResultsTab({ results }: { results: ResultsTabData }) {
  const { filters, totals: t, chain } = results;
  const { period } = filters;
  const filtered = filters.productId !== null || filters.objective !== null || filters.state !== null;
  return (
    <Panel title="Resultados de entrega e cobrança">
      <Form
        method="get"
        action="/admin"
        className="grid gap-3 sm:grid-cols-3 lg:grid-cols-[repeat(5,minmax(0,1fr))_auto] lg:items-end"
      >
        <input type="hidden" name="aba" value="resultados" />
        <TextField label="De" name="de" type="date" defaultValue={period.from} required />
        <TextField label="Até" name="ate" type="date" defaultValue={period.to} required />
        <SelectField label="Produto" name="produto" defaultValue={filters.productId === null ? "" : String(filters.productId)}>
          <option value="">Todos</option>
          {results.options.products.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </SelectField>
        <SelectField label="Objetivo" name="objetivo" defaultValue={filters.objective ?? ""}>
          <option value="">Todos</option>
          {OBJECTIVES.map((o) => (
            <option key={o} value={o}>
              {OBJECTIVE_LABELS[o]}
            </option>
          ))}
        </SelectField>
        <SelectField label="Estado" name="uf" defaultValue={filters.state ?? ""}>
          <option value="">Todos</option>
          {BRAZIL_STATES.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </SelectField>
        <div className="flex gap-2">
          <Button type="submit">Ver</Button>
          {filtered ? (
            <Link
              to={`/admin?aba=resultados&de=${period.from}&ate=${period.to}`}
              className="inline-flex min-h-11 items-center px-2 text-sm text-teal-800 underline"
            >
              Limpar
            </Link>
          ) : null}
        </div>
      </Form>
      <p className="mt-3 text-sm text-stone-700">
        Pedidos feitos entre {day(period.from)} e {day(period.to)}, acompanhados até hoje pelo histórico de cada pedido. Taxa de
        entrega: entregues ÷ enviados. Taxa de pagamento: pagos ÷ entregues. Vencido: entregue, não pago e com o prazo de
        pagamento encerrado.
      </p>

      <p role="status" className="mt-4 text-sm font-semibold">
        {t.placed === 0 ? "Nenhum pedido neste período." : `${t.placed} ${t.placed === 1 ? "pedido" : "pedidos"} no período.`}
      </p>

      <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6" aria-label="Números do período">
        <Figure label="Pedidos" value={t.placed} />
        <Figure label="Confirmados" value={t.confirmed} />
        <Figure label="Enviados" value={t.shipped} />
        <Figure label="Entregues" value={t.delivered} />
        <Figure label="Frustrados" value={t.failed} />
        <Figure label="Taxa de entrega" value={pct(t.deliveryRate)} hint="entregues ÷ enviados" />
        <Figure label="Entregues e pagos" value={t.deliveredPaid} />
        <Figure label="Entregues e não pagos" value={t.deliveredUnpaid} />
        <Figure label="Vencidos" value={t.overdue} />
        <Figure label="Taxa de pagamento" value={pct(t.paymentRate)} hint="pagos ÷ entregues" />
        <Figure label="A receber" value={formatBRL(t.toCollectCents)} hint="entregues e não pagos" />
      </dl>

      <section aria-labelledby="resultados-caminho" className="mt-6 rounded-xl bg-stone-50 p-4">
        <h3 id="resultados-caminho" className="font-semibold">
          Do quiz ao pagamento
        </h3>
        <ol className="mt-2 flex flex-wrap items-center gap-2 text-sm">
          <li>
            <Link to={`/admin?aba=funil&de=${period.from}&ate=${period.to}`} className="font-semibold text-teal-800 underline">
              Quiz: {chain.quizStarted} {chain.quizStarted === 1 ? "visitante" : "visitantes"}
            </Link>
          </li>
          <li aria-hidden="true">→</li>
          <li>Pedidos: {chain.ordered}</li>
          <li aria-hidden="true">→</li>
          <li>Entregues: {chain.delivered}</li>
          <li aria-hidden="true">→</li>
          <li>Pagos: {chain.paid}</li>
        </ol>
      </section>

      <GroupTable caption="Por objetivo do quiz" first="Objetivo" groups={results.byObjective} />
      <GroupTable caption="Por produto" first="Produto" groups={results.byProduct} />
      <GroupTable caption="Por estado" first="UF" groups={results.byState} />
    </Panel>
  );
}
