// The frame every plan section shares (a titled section with an id for in-page
// links) and the shop promises of the hero. Hydrated with the page; the
// sections themselves live in sections.tsx and stay static.
import type { ReactNode } from "react";
import { cx } from "~/components/ui/cx";
import { TruckIcon, WalletIcon } from "~/components/ui/icons";
import { CheckIcon, ShieldIcon } from "./plan-icons";

// ---------------------------------------------------------------------------
// Frame

/** A titled page section with an id for in-page links. */
export function PlanSection({
  id,
  eyebrow,
  title,
  intro,
  children,
  className,
  tone = "plain",
}: {
  id: string;
  eyebrow?: string;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  className?: string;
  tone?: "plain" | "card" | "brand";
}) {
  const headingId = `${id}-titulo`;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={cx(
        "mt-12 scroll-mt-4 [contain-intrinsic-size:auto_700px] [content-visibility:auto] md:scroll-mt-20",
        tone === "card" && "rounded-3xl border border-stone-200 bg-white p-5 sm:p-8",
        tone === "brand" && "rounded-3xl bg-brand-900 p-5 text-white sm:p-8",
        className,
      )}
    >
      {eyebrow ? (
        <p
          className={cx("text-sm font-semibold uppercase tracking-wide", tone === "brand" ? "text-accent-300" : "text-brand-700")}
        >
          {eyebrow}
        </p>
      ) : null}
      <h2 id={headingId} className="mt-1 text-2xl font-bold leading-tight sm:text-3xl">
        {title}
      </h2>
      {intro ? <div className={cx("mt-2 max-w-3xl", tone === "brand" ? "text-brand-50" : "text-stone-700")}>{intro}</div> : null}
      <div className="mt-6">{children}</div>
    </section>
  );
}

// ---------------------------------------------------------------------------
// Promises (spec §1)

export function promisesFor(guaranteeDays: number) {
  return [
    { icon: WalletIcon, title: "Pague só depois de receber", text: "Em até 7 dias, no boleto ou no cartão." },
    { icon: TruckIcon, title: "Frete grátis", text: "Entrega em 2 a 5 dias úteis em todo o Brasil." },
    {
      icon: ShieldIcon,
      title: `Garantia de ${guaranteeDays} dias`,
      text: "Não gostou? Fale com a gente e devolvemos seu dinheiro.",
    },
  ];
}

/** A compact check list of the shop promises (for the hero). */
export function PromiseList({ guaranteeDays = 30, className }: { guaranteeDays?: number; className?: string }) {
  return (
    <ul className={cx("space-y-2 text-sm text-stone-800", className)}>
      {promisesFor(guaranteeDays).map((p) => (
        <li key={p.title} className="flex gap-2">
          <CheckIcon className="mt-0.5 size-4 shrink-0 text-brand-700" />
          <span>
            <strong className="font-semibold">{p.title}</strong> — {p.text}
          </span>
        </li>
      ))}
    </ul>
  );
}
