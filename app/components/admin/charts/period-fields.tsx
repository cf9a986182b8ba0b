// The period of a figures page (Resultados, Funil): two native date inputs
// named as in the URL (?de=&ate=), so the GET form works without scripts, and
// the links and texts that carry the same period, so the names live here once.
import { inputClasses } from "~/components/ui/input";
import { formatDay } from "~/lib/dates";

/** Two days, YYYY-MM-DD, both included (as the server parsed them). */
interface Period {
  from: string;
  to: string;
}

export function PeriodFields({ from, to }: { from: string; to: string }) {
  return (
    <>
      <label className="block text-sm font-medium text-stone-800">
        De
        <input type="date" name="de" defaultValue={from} required className={`${inputClasses} mt-1`} />
      </label>
      <label className="block text-sm font-medium text-stone-800">
        Até
        <input type="date" name="ate" defaultValue={to} required className={`${inputClasses} mt-1`} />
      </label>
    </>
  );
}

/** The period as a query string, with any other filter after it (a link to the other figures page keeps the period). */
export function periodQuery(period: Period, extra: Record<string, string> = {}): URLSearchParams {
  return new URLSearchParams({ de: period.from, ate: period.to, ...extra });
}

/** "de 01/06/2026 a 07/06/2026", for titles and descriptions. */
export function periodText(period: Period): string {
  return `de ${formatDay(period.from)} a ${formatDay(period.to)}`;
}
