import { LockIcon } from "~/components/ui/icons";

/** Darkens a locked card's picture and says why; the card's button leads to the club. */
export function LockedOverlay({ label = "Exclusivo para assinantes" }: { label?: string }) {
  return (
    <div className="absolute inset-0 flex items-center justify-center bg-stone-950/50 p-3">
      <span className="inline-flex items-center gap-1.5 rounded-full bg-white px-3 py-1.5 text-xs font-semibold text-stone-900 shadow">
        <LockIcon className="size-4" />
        {label}
      </span>
    </div>
  );
}
