import { useId } from "react";
import { cx } from "~/components/ui/cx";
import { SearchIcon } from "~/components/ui/icons";
import { inputClasses } from "~/components/ui/input";

/** A labelled search field that filters the list below as one types. */
export function SearchBox({
  label,
  placeholder,
  value,
  onChange,
  className,
}: {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  className?: string;
}) {
  const id = useId();
  return (
    <div className={cx("relative w-full sm:w-72", className)}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <SearchIcon className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-stone-500" />
      <input
        id={id}
        type="search"
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        placeholder={placeholder}
        className={cx(inputClasses, "pl-9")}
      />
    </div>
  );
}
