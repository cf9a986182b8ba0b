// Funil: how many visitors reached each step of the quiz in a period, drawn as
// a funnel on the server (SVG, no client code) with its numbers as a table,
// and completion and orders per objective. Anonymous figures (see
// app/domain/quiz/); the period is in the URL (?de=&ate=), set by a GET form.
import { data, Link } from "react-router";
import { formatCount, formatPercent } from "~/components/admin/charts/chart-scale";
import { FunnelChart } from "~/components/admin/charts/funnel-chart";
import { ChartFigure, type NumbersColumn, NumbersTable } from "~/components/admin/charts/numbers-table";
import { PeriodForm, periodQuery, periodText } from "~/components/admin/charts/period-fields";
import { Button } from "~/components/ui/button";
import { requireAdmin } from "~/domain/admin/admin-session.server";
import { ADMIN_PAGE_HEADERS } from "~/domain/admin/admin-page.server";
import type { FunnelStageFigures } from "~/domain/quiz/quiz-events";
import { type FunnelObjectiveFigures, loadFunnel, parseFunnelPeriod } from "~/domain/quiz/quiz-events.server";
import { adminMeta } from "~/lib/meta";
import type { Route } from "./+types/funil";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(context, request);
  const funnel = await loadFunnel(context.db, parseFunnelPeriod(new URL(request.url).searchParams));
  return data({ funnel }, { headers: ADMIN_PAGE_HEADERS });
}

export const headers: Route.HeadersFunction = () => ADMIN_PAGE_HEADERS;

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "Funil", "Visitantes em cada etapa do quiz.");

const STEP_COLUMNS: NumbersColumn<FunnelStageFigures>[] = [
  { key: "visits", label: "Visitantes", value: (s) => s.visits, format: formatCount },
  { key: "shareOfStarted", label: "Dos que iniciaram", value: (s) => s.shareOfStarted, format: formatPercent },
  {
    key: "dropOff",
    label: "Perdidos desde a etapa anterior",
    value: (s) => s.dropOff,
    format: (v) => (v === null ? "—" : formatCount(v)),
  },
  { key: "dropOffRate", label: "Desistência", value: (s) => s.dropOffRate, format: formatPercent },
];

const OBJECTIVE_COLUMNS: NumbersColumn<FunnelObjectiveFigures>[] = [
  { key: "visits", label: "Escolheram", value: (o) => o.visits, format: formatCount },
  { key: "completed", label: "Concluíram", value: (o) => o.completed, format: formatCount },
  { key: "completionRate", label: "Taxa de conclusão", value: (o) => o.completionRate, format: formatPercent },
  { key: "planViewed", label: "Viram o plano", value: (o) => o.planViewed, format: formatCount },
  { key: "ordered", label: "Fizeram pedido", value: (o) => o.ordered, format: formatCount },
  { key: "orderConversion", label: "Conversão em pedido", value: (o) => o.orderConversion, format: formatPercent },
];

export default function Funil({ loaderData }: Route.ComponentProps) {
  const { period, stages, objectives, started } = loaderData.funnel;
  const periodName = periodText(period);
  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-2xl font-bold">Funil</h1>
        <p className="mt-1 text-sm text-stone-700">
          Visitantes que iniciaram o quiz {periodName}, acompanhados até o pedido. Sem dados pessoais; quem pede para não ser
          rastreado (Do Not Track) não é contado.
        </p>
      </header>

      <PeriodForm period={period} className="flex flex-wrap items-end gap-3">
        <Button type="submit">Ver período</Button>
        <Link to="/admin/funil" className="inline-flex min-h-11 items-center px-2 text-sm text-teal-800 underline">
          Últimos 30 dias
        </Link>
      </PeriodForm>

      <p role="status" className="text-sm font-semibold">
        {started === 0
          ? "Nenhum visitante iniciou o quiz neste período."
          : `${formatCount(started)} ${started === 1 ? "visitante iniciou" : "visitantes iniciaram"} o quiz.`}{" "}
        <Link to={`/admin/resultados?${periodQuery(period)}`} className="text-teal-800 underline">
          Depois do pedido: entregas e pagamentos do período
        </Link>
      </p>

      <div className="max-w-2xl">
        <ChartFigure
          id="grafico-funil"
          title="Visitantes por etapa do quiz"
          note="Cada barra: quem chegou à etapa, com a parte dos que iniciaram. Entre as barras: quantos desistiram."
          table={
            <NumbersTable
              caption="Visitantes por etapa do quiz"
              testId="tabela-funil"
              rowHeader="Etapa"
              rowKey={(s) => s.key}
              rowLabel={(s) => s.label}
              columns={STEP_COLUMNS}
              rows={stages}
            />
          }
        >
          <FunnelChart title={`Funil do quiz ${periodName}`} steps={stages} />
        </ChartFigure>
      </div>

      <section aria-labelledby="funil-objetivos" className="rounded-xl border border-stone-200 bg-white p-3 sm:p-4">
        <h2 id="funil-objetivos" className="font-semibold">
          Conclusão e pedidos por objetivo
        </h2>
        <div className="mt-2">
          <NumbersTable
            caption="Conclusão e pedidos por objetivo"
            testId="tabela-objetivos"
            rowHeader="Objetivo"
            rowKey={(o) => o.objective}
            rowLabel={(o) => (
              <Link
                to={`/admin/resultados?${periodQuery(period, { objetivo: o.objective })}`}
                aria-label={`Resultados de ${o.label}: entregas e pagamentos`}
                className="text-teal-800 underline"
              >
                {o.label}
              </Link>
            )}
            columns={OBJECTIVE_COLUMNS}
            rows={objectives}
          />
        </div>
        <p className="mt-2 text-xs text-stone-600">
          Taxa de conclusão: concluíram ÷ escolheram. Conversão em pedido: fizeram pedido ÷ concluíram.
        </p>
      </section>
    </div>
  );
}
