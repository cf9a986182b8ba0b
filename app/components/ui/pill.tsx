import type { ReactNode } from "react";

/** A small coloured label (a status, a flag); `className` gives its colours. */
export function Pill({ className, title, children }: { className: string; title?: string; children: ReactNode }) {
  return (
    <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${className}`} title={title}>
      {children}
    </span>
  );
}
