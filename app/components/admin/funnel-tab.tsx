// Funil: how many visitors reached each step of the quiz in a period, the
// drop-off between steps, and completion and orders per objective. Anonymous
// figures (see app/domain/analytics/); the period is in the URL (?de=&ate=).
import { Form, Link } from "react-router";
import { Button } from "~/components/ui/button";
import { formatDate } from "~/lib/dates";
import { TextField, Panel } from "./fields";
import { FunnelChart } from "./funnel-chart";
import type { FunnelReport } from "~/domain/analytics/quiz-events.server";

/** What the admin loader gives the tab: the report as the server computed it (a type only: no server code reaches the browser). */
export type FunnelTabData = FunnelReport;

const percent = new Intl.NumberFormat("pt-BR", { style: "percent", maximumFractionDigits: 1 });
const pct = (value: number | null) => (value === null ? "—" : percent.format(value));
/** "2026-06-01" → "01/06/2026" (a calendar day, not an instant). */
const day = (iso: string) => formatDate(`${iso}T12:00:00-03:00`);

export function FunnelTab({ funnel }: { funnel: FunnelTabData }) {
  const { period, stages, objectives, started } = funnel;
  const title = `Funil do quiz de ${day(period.from)} a ${day(period.to)}`;
  return (
    <Panel title="Funil do quiz">
      <Form method="get" action="/admin" className="flex flex-wrap items-end gap-3">
        <input type="hidden" name="aba" value="funil" />
        <TextField label="De" name="de" type="date" defaultValue={period.from} required />
        <TextField label="Até" name="ate" type="date" defaultValue={period.to} required />
        <Button type="submit">Ver período</Button>
        <Link to="/admin?aba=funil" className="inline-flex min-h-11 items-center px-2 text-sm text-teal-800 underline">
          Últimos 30 dias
        </Link>
      </Form>
      <p className="mt-3 text-sm text-stone-700">
        Visitantes que iniciaram o quiz entre {day(period.from)} e {day(period.to)}, acompanhados até o pedido. Sem dados
        pessoais; quem pede para não ser rastreado (Do Not Track) não é contado.
      </p>

      <p role="status" className="mt-4 text-sm font-semibold">
        {started === 0
          ? "Nenhum visitante iniciou o quiz neste período."
          : `${started} ${started === 1 ? "visitante iniciou" : "visitantes iniciaram"} o quiz.`}
      </p>

      <p className="mt-2 text-sm">
        Depois do pedido: quiz → pedido → entregue → pago.{" "}
        <Link to={`/admin?aba=resultados&de=${period.from}&ate=${period.to}`} className="font-semibold text-teal-800 underline">
          Ver entregas e pagamentos do período
        </Link>
      </p>

      <div className="mt-4 overflow-x-auto">
        <FunnelChart bars={stages} title={title} />
      </div>

      <div className="mt-6 overflow-x-auto rounded-xl border border-stone-200">
        <table className="w-full min-w-[36rem] text-left text-sm">
          <caption className="px-3 py-2 text-left font-semibold">Visitantes por etapa</caption>
          <thead className="bg-stone-100 text-stone-700">
            <tr>
              <th scope="col" className="px-3 py-2">
                Etapa
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                Visitantes
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                Dos que iniciaram
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                Desistência desde a etapa anterior
              </th>
            </tr>
          </thead>
          <tbody>
            {stages.map((s) => (
              <tr key={s.key} className="border-t border-stone-200">
                <th scope="row" className="px-3 py-2 font-medium">
                  {s.label}
                </th>
                <td className="px-3 py-2 text-right tabular-nums">{s.visits}</td>
                <td className="px-3 py-2 text-right tabular-nums">{pct(s.shareOfStarted)}</td>
                <td className="px-3 py-2 text-right tabular-nums">
                  {s.dropOff === null ? "—" : `${s.dropOff} (${pct(s.dropOffRate)})`}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <div className="mt-6 overflow-x-auto rounded-xl border border-stone-200">
        <table className="w-full min-w-[40rem] text-left text-sm">
          <caption className="px-3 py-2 text-left font-semibold">Conclusão e pedidos por objetivo</caption>
          <thead className="bg-stone-100 text-stone-700">
            <tr>
              <th scope="col" className="px-3 py-2">
                Objetivo
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                Escolheram
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                Concluíram
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                Taxa de conclusão
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                Viram o plano
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                Fizeram pedido
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                Conversão em pedido
              </th>
            </tr>
          </thead>
          <tbody>
            {objectives.map((o) => (
              <tr key={o.objective} className="border-t border-stone-200">
                <th scope="row" className="px-3 py-2 font-medium">
                  <Link
                    to={`/admin?aba=resultados&de=${period.from}&ate=${period.to}&objetivo=${o.objective}`}
                    aria-label={`Resultados de ${o.label}: entregas e pagamentos`}
                    className="text-teal-800 underline"
                  >
                    {o.label}
                  </Link>
                </th>
                <td className="px-3 py-2 text-right tabular-nums">{o.visits}</td>
                <td className="px-3 py-2 text-right tabular-nums">{o.completed}</td>
                <td className="px-3 py-2 text-right tabular-nums">{pct(o.completionRate)}</td>
                <td className="px-3 py-2 text-right tabular-nums">{o.planViewed}</td>
                <td className="px-3 py-2 text-right tabular-nums">{o.ordered}</td>
                <td className="px-3 py-2 text-right tabular-nums">{pct(o.orderConversion)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="px-3 py-2 text-xs text-stone-600">
          Taxa de conclusão: concluíram ÷ escolheram. Conversão em pedido: fizeram pedido ÷ concluíram.
        </p>
      </div>
    </Panel>
  );
}
