// The period of a figures page (Resultados, Funil): two native date inputs
// named as in the URL (?de=&ate=), so the GET form works without scripts.
import { inputClasses } from "~/components/ui/input";

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
