import { Link } from "react-router";
import { ChevronRightIcon } from "./content-icons";

export interface Crumb {
  label: string;
  to?: string;
}

/** "Você está em": links up the hierarchy; the last crumb is the current page. */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  return (
    <nav aria-label="Você está em" className="text-sm text-stone-600">
      <ol className="flex items-center gap-1">
        {items.map((item, index) => (
          <li
            key={`${item.label}-${index}`}
            className={`flex items-center gap-1 ${index === items.length - 1 ? "min-w-0" : "shrink-0"}`}
          >
            {index > 0 ? <ChevronRightIcon className="size-4 shrink-0 text-stone-400" /> : null}
            {item.to && index < items.length - 1 ? (
              <Link
                to={item.to}
                className="inline-flex min-h-11 items-center font-medium text-brand-800 underline-offset-2 hover:underline"
              >
                {item.label}
              </Link>
            ) : (
              <span aria-current="page" className="truncate text-stone-700">
                {item.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
