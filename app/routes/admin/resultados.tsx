// Resultados: what became of the orders placed in a period, week by week and
// state by state, as charts drawn on the server (SVG, no client code) with
// their numbers as tables. Filters live in the URL (?de=&ate=&produto=&objetivo=&uf=)
// and the map's measure too (?mapa=entrega|pagamento), all through one GET form.
import type { ReactNode } from "react";
import { data, Link } from "react-router";
import { BarChart } from "~/components/admin/charts/bar-chart";
import { BrazilMap } from "~/components/admin/charts/brazil-map";
import { formatCount, formatPercent } from "~/components/admin/charts/chart-scale";
import { LineChart } from "~/components/admin/charts/line-chart";
import { ChartFigure, type NumbersColumn, NumbersTable } from "~/components/admin/charts/numbers-table";
import { PeriodForm, periodQuery, periodText } from "~/components/admin/charts/period-fields";
import { Button } from "~/components/ui/button";
import { inputClasses } from "~/components/ui/input";
import { requireAdmin } from "~/domain/admin/admin-session.server";
import { ADMIN_PAGE_HEADERS } from "~/domain/admin/admin-page.server";
import { loadResults, parseResultsFilters, type ResultsGroup } from "~/domain/orders/back-office/results.server";
import { BRAZIL_STATES } from "~/lib/brazil-states";
import { adminMeta } from "~/lib/meta";
import { formatBRL } from "~/lib/money";
import { OBJECTIVES } from "~/domain/quiz/objective-plans";
import { OBJECTIVE_LABELS } from "~/domain/quiz/quiz-rules";
import type { Route } from "./+types/resultados";

type MapMeasure = "entrega" | "pagamento";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(context, request);
  const params = new URL(request.url).searchParams;
  const mapMeasure: MapMeasure = params.get("mapa") === "pagamento" ? "pagamento" : "entrega";
  const results = await loadResults(context.db, parseResultsFilters(params));
  return data({ results, mapMeasure }, { headers: ADMIN_PAGE_HEADERS });
}

export const headers: Route.HeadersFunction = () => ADMIN_PAGE_HEADERS;

export const meta: Route.MetaFunction = ({ matches }) =>
  adminMeta(matches, "Resultados", "Entregas e pagamentos dos pedidos por semana e por estado.");

const money = (v: number | null) => formatBRL(v ?? 0);

const FIGURE_COLUMNS: NumbersColumn<ResultsGroup>[] = [
  { key: "placed", label: "Pedidos", value: (g) => g.placed, format: formatCount },
  { key: "shipped", label: "Enviados", value: (g) => g.shipped, format: formatCount },
  { key: "delivered", label: "Entregues", value: (g) => g.delivered, format: formatCount },
  { key: "failed", label: "Frustrados", value: (g) => g.failed, format: formatCount },
  { key: "deliveredPaid", label: "Pagos", value: (g) => g.deliveredPaid, format: formatCount },
  { key: "deliveredUnpaid", label: "Entregues e não pagos", value: (g) => g.deliveredUnpaid, format: formatCount },
  { key: "deliveryRate", label: "Taxa de entrega", value: (g) => g.deliveryRate, format: formatPercent },
  { key: "paymentRate", label: "Taxa de pagamento", value: (g) => g.paymentRate, format: formatPercent },
  { key: "toCollectCents", label: "A receber", value: (g) => g.toCollectCents, format: money },
];

/** Part of the week's (or period's) orders; null without orders. */
const shareOfPlaced = (part: number, g: { placed: number }) => (g.placed > 0 ? part / g.placed : null);

const CONFIRMATION_COLUMNS: NumbersColumn<ResultsGroup>[] = [
  { key: "placed", label: "Pedidos", value: (g) => g.placed, format: formatCount },
  {
    key: "confirmedByWhatsApp",
    label: "Por WhatsApp",
    value: (g) => shareOfPlaced(g.confirmedByWhatsApp, g),
    format: formatPercent,
  },
  { key: "confirmedByLink", label: "Pelo link", value: (g) => shareOfPlaced(g.confirmedByLink, g), format: formatPercent },
  { key: "confirmedByTeam", label: "Pela equipe", value: (g) => shareOfPlaced(g.confirmedByTeam, g), format: formatPercent },
  { key: "confirmed", label: "Confirmados", value: (g) => g.confirmed, format: formatCount },
];

const PAYMENT_COLUMNS: NumbersColumn<ResultsGroup>[] = [
  { key: "deliveredPaid", label: "Entregues e pagos", value: (g) => g.deliveredPaid, format: formatCount },
  { key: "paidAfterReminder", label: "Pagos após lembrete", value: (g) => g.paidAfterReminder, format: formatCount },
  { key: "paidByProvider", label: "Pagos automaticamente", value: (g) => g.paidByProvider, format: formatCount },
  { key: "paidByAdmin", label: "Pagos marcados à mão", value: (g) => g.paidByAdmin, format: formatCount },
];

function Figure({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <div className="rounded-xl border border-stone-200 bg-white p-3">
      <dt className="text-xs font-medium text-stone-700">{label}</dt>
      <dd className="mt-1 text-xl font-bold tabular-nums">{value}</dd>
      {hint ? <dd className="text-xs text-stone-600">{hint}</dd> : null}
    </div>
  );
}

function Select({
  label,
  name,
  defaultValue,
  children,
}: {
  label: string;
  name: string;
  defaultValue: string;
  children: ReactNode;
}) {
  return (
    <label className="block text-sm font-medium text-stone-800">
      {label}
      <select name={name} defaultValue={defaultValue} className={`${inputClasses} mt-1`}>
        {children}
      </select>
    </label>
  );
}

export default function Resultados({ loaderData }: Route.ComponentProps) {
  const { results, mapMeasure } = loaderData;
  const { filters, totals: t, byWeek, byState } = results;
  const { period } = filters;
  const query = periodQuery(period);
  if (filters.productId !== null) query.set("produto", String(filters.productId));
  if (filters.objective) query.set("objetivo", filters.objective);
  if (filters.state) query.set("uf", filters.state);
  const withMap = (measure: MapMeasure) => `?${new URLSearchParams({ ...Object.fromEntries(query), mapa: measure })}`;
  const filtered = filters.productId !== null || filters.objective !== null || filters.state !== null;
  const periodName = periodText(period);
  const weekLabels = byWeek.map((w) => w.label);
  const stateRate = (g: ResultsGroup) => (mapMeasure === "entrega" ? g.deliveryRate : g.paymentRate);
  const stateGroups = new Map(byState.map((g) => [g.key, g]));
  const states = BRAZIL_STATES.map((uf) => stateGroups.get(uf)).filter((g): g is ResultsGroup => g !== undefined);
  const measureName = mapMeasure === "entrega" ? "Taxa de entrega" : "Taxa de pagamento";

  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-2xl font-bold">Resultados</h1>
        <p className="mt-1 text-sm text-stone-700">
          Pedidos feitos {periodName}, acompanhados até hoje. Taxa de entrega: entregues ÷ enviados. Taxa de pagamento: pagos ÷
          entregues. A receber: entregues e ainda não pagos.
        </p>
      </header>

      <PeriodForm
        period={period}
        className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-[repeat(5,minmax(0,1fr))_auto] lg:items-end"
      >
        <Select label="Produto" name="produto" defaultValue={filters.productId === null ? "" : String(filters.productId)}>
          <option value="">Todos</option>
          {results.options.products.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </Select>
        <Select label="Objetivo" name="objetivo" defaultValue={filters.objective ?? ""}>
          <option value="">Todos</option>
          {OBJECTIVES.map((o) => (
            <option key={o} value={o}>
              {OBJECTIVE_LABELS[o]}
            </option>
          ))}
        </Select>
        <Select label="Estado" name="uf" defaultValue={filters.state ?? ""}>
          <option value="">Todos</option>
          {BRAZIL_STATES.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </Select>
        <input type="hidden" name="mapa" value={mapMeasure} />
        <div className="flex items-end gap-2">
          <Button type="submit">Ver</Button>
          {filtered ? (
            <Link
              to={`?${periodQuery(period)}`}
              className="inline-flex min-h-11 items-center px-2 text-sm text-teal-800 underline"
            >
              Limpar
            </Link>
          ) : null}
        </div>
      </PeriodForm>

      <p role="status" className="text-sm font-semibold">
        {t.placed === 0
          ? "Nenhum pedido neste período."
          : `${formatCount(t.placed)} ${t.placed === 1 ? "pedido" : "pedidos"} no período.`}{" "}
        <Link to={`/admin/funil?${periodQuery(period)}`} className="text-teal-800 underline">
          Ver o funil do quiz ({formatCount(results.chain.quizStarted)}{" "}
          {results.chain.quizStarted === 1 ? "visitante" : "visitantes"})
        </Link>
      </p>

      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5" aria-label="Números do período">
        <Figure label="Pedidos" value={formatCount(t.placed)} />
        <Figure label="Confirmados" value={formatCount(t.confirmed)} />
        <Figure label="Enviados" value={formatCount(t.shipped)} />
        <Figure label="Frustrados" value={formatCount(t.failed)} hint="entrega que não aconteceu" />
        <Figure label="Entregues" value={formatCount(t.delivered)} />
        <Figure label="Entregues e pagos" value={formatCount(t.deliveredPaid)} />
        <Figure label="Entregues e não pagos" value={formatCount(t.deliveredUnpaid)} />
        <Figure label="Taxa de entrega" value={formatPercent(t.deliveryRate)} hint="entregues ÷ enviados" />
        <Figure label="Taxa de pagamento" value={formatPercent(t.paymentRate)} hint="pagos ÷ entregues" />
        <Figure label="A receber" value={formatBRL(t.toCollectCents)} hint={`${formatCount(t.overdue)} vencidos`} />
      </dl>

      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6" aria-label="Confirmação e cobrança no período">
        <Figure
          label="Confirmados por WhatsApp"
          value={formatCount(t.confirmedByWhatsApp)}
          hint={`${formatPercent(shareOfPlaced(t.confirmedByWhatsApp, t))} dos pedidos`}
        />
        <Figure
          label="Confirmados pelo link"
          value={formatCount(t.confirmedByLink)}
          hint={`${formatPercent(shareOfPlaced(t.confirmedByLink, t))} dos pedidos`}
        />
        <Figure
          label="Confirmados pela equipe"
          value={formatCount(t.confirmedByTeam)}
          hint={`${formatPercent(shareOfPlaced(t.confirmedByTeam, t))} dos pedidos`}
        />
        <Figure label="Pagos automaticamente" value={formatCount(t.paidByProvider)} hint="Pix ou cartão, sem clique" />
        <Figure label="Pagos marcados à mão" value={formatCount(t.paidByAdmin)} hint="pela equipe" />
        <Figure
          label="Pagos após lembrete"
          value={formatCount(t.paidAfterReminder)}
          hint={`de ${formatCount(t.deliveredPaid)} entregues e pagos`}
        />
      </dl>

      <div className="grid gap-4 lg:grid-cols-2">
        <ChartFigure
          id="grafico-pedidos"
          title="Pedidos por semana"
          note="Semanas de segunda a domingo, pelo dia do pedido."
          table={
            <NumbersTable
              caption="Pedidos, entregas e pagamentos por semana"
              testId="tabela-semanas"
              rowHeader="Semana de"
              rowKey={(w) => w.key}
              rowLabel={(w) => w.label}
              columns={FIGURE_COLUMNS}
              rows={byWeek}
            />
          }
        >
          <BarChart
            title={`Pedidos por semana, ${periodName}`}
            description={`${formatCount(t.placed)} pedidos em ${byWeek.length} semanas; o maior número numa semana foi ${formatCount(Math.max(0, ...byWeek.map((w) => w.placed)))}.`}
            data={byWeek.map((w) => ({ key: w.key, label: w.label, value: w.placed }))}
            format={formatCount}
          />
        </ChartFigure>

        <ChartFigure
          id="grafico-taxas"
          title="Taxas de entrega e de pagamento por semana"
          note="Semana sem envios (ou sem entregas) fica sem ponto."
          table={
            <NumbersTable
              caption="Taxas por semana"
              rowHeader="Semana de"
              rowKey={(w) => w.key}
              rowLabel={(w) => w.label}
              columns={FIGURE_COLUMNS.filter((c) =>
                ["shipped", "delivered", "deliveredPaid", "deliveryRate", "paymentRate"].includes(c.key),
              )}
              rows={byWeek}
            />
          }
        >
          <LineChart
            title={`Taxas de entrega e de pagamento por semana, ${periodName}`}
            description={`No período: taxa de entrega ${formatPercent(t.deliveryRate)}, taxa de pagamento ${formatPercent(t.paymentRate)}.`}
            labels={weekLabels}
            series={[
              {
                key: "entrega",
                name: "Taxa de entrega",
                color: "#0f766e",
                marker: "circle",
                values: byWeek.map((w) => w.deliveryRate),
              },
              {
                key: "pagamento",
                name: "Taxa de pagamento",
                color: "#9a3412",
                dash: "6 4",
                marker: "square",
                values: byWeek.map((w) => w.paymentRate),
              },
            ]}
          />
        </ChartFigure>

        <ChartFigure
          id="grafico-receber"
          title="A receber por semana do pedido"
          note="Pedidos entregues e ainda não pagos, pela semana em que foram feitos."
          table={
            <NumbersTable
              caption="A receber por semana"
              rowHeader="Semana de"
              rowKey={(w) => w.key}
              rowLabel={(w) => w.label}
              columns={FIGURE_COLUMNS.filter((c) => ["delivered", "deliveredPaid", "toCollectCents"].includes(c.key))}
              rows={byWeek}
            />
          }
        >
          <BarChart
            title={`Valor a receber por semana do pedido, ${periodName}`}
            description={`${formatBRL(t.toCollectCents)} a receber no período, ${formatCount(t.overdue)} pedidos vencidos.`}
            data={byWeek.map((w) => ({ key: w.key, label: w.label, value: w.toCollectCents }))}
            format={formatBRL}
            formatTick={(cents) => formatBRL(cents).replace(/,00$/, "")}
            color="#9a3412"
          />
        </ChartFigure>

        <section
          aria-labelledby="mapa-estados"
          className="min-w-0 rounded-xl border border-stone-200 bg-white p-3 sm:p-4 lg:row-span-2"
        >
          <h2 id="mapa-estados" className="font-semibold text-stone-900">
            {measureName} por estado
          </h2>
          <nav aria-label="Cor do mapa" className="mt-2 flex flex-wrap gap-2 text-sm">
            {(["entrega", "pagamento"] as const).map((m) => (
              <Link
                key={m}
                to={withMap(m)}
                aria-current={m === mapMeasure ? "true" : undefined}
                className={`inline-flex min-h-11 items-center rounded-lg border px-3 font-semibold ${m === mapMeasure ? "border-teal-800 bg-teal-800 text-white" : "border-stone-300 text-teal-900 underline"}`}
              >
                {m === "entrega" ? "Taxa de entrega" : "Taxa de pagamento"}
              </Link>
            ))}
          </nav>
          <div className="mt-3">
            <BrazilMap
              title={`Mapa do Brasil: ${measureName.toLowerCase()} por estado, ${periodName}`}
              description={`${states.length} estados com pedidos no período. Os números de cada estado estão na tabela ao lado do mapa.`}
              values={BRAZIL_STATES.map((uf) => {
                const g = stateGroups.get(uf);
                return { uf, rate: g ? stateRate(g) : null };
              })}
            />
          </div>
          <div className="mt-3 max-h-96 overflow-y-auto">
            <NumbersTable
              caption={`${measureName} por estado`}
              testId="tabela-estados"
              rowHeader="UF"
              rowKey={(g) => g.key}
              rowLabel={(g) => g.label}
              columns={FIGURE_COLUMNS.filter((c) =>
                ["placed", "shipped", "delivered", "deliveredPaid", "deliveryRate", "paymentRate"].includes(c.key),
              )}
              rows={[...states].sort((a, b) => (stateRate(b) ?? -1) - (stateRate(a) ?? -1) || a.key.localeCompare(b.key))}
            />
          </div>
        </section>

        <ChartFigure
          id="grafico-confirmacao"
          title="Como os pedidos foram confirmados, por semana"
          note="Parte dos pedidos da semana confirmada pelo cliente no WhatsApp (botão), pelo link /confirmar ou pela equipe."
          table={
            <NumbersTable
              caption="Confirmação por semana"
              testId="tabela-confirmacao"
              rowHeader="Semana de"
              rowKey={(w) => w.key}
              rowLabel={(w) => w.label}
              columns={CONFIRMATION_COLUMNS}
              rows={byWeek}
            />
          }
        >
          <LineChart
            title={`Pedidos confirmados por WhatsApp, pelo link e pela equipe, por semana, ${periodName}`}
            description={`No período: ${formatPercent(shareOfPlaced(t.confirmedByWhatsApp, t))} dos pedidos confirmados por WhatsApp, ${formatPercent(shareOfPlaced(t.confirmedByLink, t))} pelo link e ${formatPercent(shareOfPlaced(t.confirmedByTeam, t))} pela equipe.`}
            labels={weekLabels}
            series={[
              {
                key: "whatsapp",
                name: "Por WhatsApp",
                color: "#0f766e",
                marker: "circle",
                values: byWeek.map((w) => shareOfPlaced(w.confirmedByWhatsApp, w)),
              },
              {
                key: "link",
                name: "Pelo link",
                color: "#1d4ed8",
                dash: "2 3",
                marker: "square",
                values: byWeek.map((w) => shareOfPlaced(w.confirmedByLink, w)),
              },
              {
                key: "equipe",
                name: "Pela equipe",
                color: "#9a3412",
                dash: "6 4",
                marker: "circle",
                values: byWeek.map((w) => shareOfPlaced(w.confirmedByTeam, w)),
              },
            ]}
          />
        </ChartFigure>

        <ChartFigure
          id="grafico-lembretes"
          title="Pagos após lembrete, por semana do pedido"
          note="Pedidos entregues que foram pagos depois de um lembrete de pagamento (e-mail ou WhatsApp). Na tabela, também os pagamentos confirmados automaticamente (Pix ou cartão) e os marcados à mão."
          table={
            <NumbersTable
              caption="Pagamentos por semana"
              testId="tabela-pagamentos"
              rowHeader="Semana de"
              rowKey={(w) => w.key}
              rowLabel={(w) => w.label}
              columns={PAYMENT_COLUMNS}
              rows={byWeek}
            />
          }
        >
          <BarChart
            title={`Pedidos entregues pagos após lembrete, por semana, ${periodName}`}
            description={`${formatCount(t.paidAfterReminder)} de ${formatCount(t.deliveredPaid)} pedidos entregues e pagos no período foram pagos após um lembrete.`}
            data={byWeek.map((w) => ({ key: w.key, label: w.label, value: w.paidAfterReminder }))}
            format={formatCount}
            // Few orders a week: label only the whole numbers of the axis.
            formatTick={(v) => (Number.isInteger(v) ? formatCount(v) : "")}
          />
        </ChartFigure>
      </div>

      <GroupSection title="Por objetivo do quiz" header="Objetivo" groups={results.byObjective} />
      <GroupSection title="Por produto" header="Produto" groups={results.byProduct} />
    </div>
  );
}

function GroupSection({ title, header, groups }: { title: string; header: string; groups: ResultsGroup[] }) {
  return (
    <section aria-label={title} className="rounded-xl border border-stone-200 bg-white p-3 sm:p-4">
      <h2 className="font-semibold">{title}</h2>
      <div className="mt-2">
        {groups.length === 0 ? (
          <p className="text-sm">Nenhum pedido no período.</p>
        ) : (
          <NumbersTable
            caption={title}
            rowHeader={header}
            rowKey={(g) => g.key}
            rowLabel={(g) => g.label}
            columns={FIGURE_COLUMNS}
            rows={groups}
          />
        )}
      </div>
    </section>
  );
}
