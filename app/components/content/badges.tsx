import { cx } from "~/components/ui/cx";
import { CrownIcon } from "~/components/ui/icons";

/** Amber badge with dark text (AA contrast): a premium recipe or e-book. */
export function PremiumBadge({ className }: { className?: string }) {
  return (
    <span
      className={cx(
        "inline-flex items-center gap-1 rounded-full bg-accent-100 px-2.5 py-1 text-xs font-semibold text-amber-900 ring-1 ring-amber-300",
        className,
      )}
    >
      <CrownIcon className="size-3.5" />
      Premium
    </span>
  );
}

export function FreeBadge({ className, label = "Gratuito" }: { className?: string; label?: string }) {
  return (
    <span
      className={cx(
        "inline-flex items-center rounded-full bg-brand-50 px-2.5 py-1 text-xs font-semibold text-brand-900 ring-1 ring-brand-200",
        className,
      )}
    >
      {label}
    </span>
  );
}
