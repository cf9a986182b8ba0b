// The frame of the plan and landing pages: greeting, hero (product, price,
// promises, call to action), the order-form slot and the mobile sticky CTA.
// Prices always come from the loader data (cents from the database).
import type { ReactNode } from "react";
import { ProductImage } from "~/components/product-image";
import { cx } from "~/components/ui/cx";
import type { PlanProductData } from "~/domain/catalog/plan-product.server";
import { formatBRL, installmentCents } from "~/lib/money";
import { useRouteLoaderData } from "react-router";
import { useVisitorProfile } from "~/components/quiz/use-visitor-profile";
import { firstNameOf } from "~/domain/quiz/visitor-profile";
import type { loader as rootLoader } from "~/root";
import { usePlanViewedEvent } from "~/components/quiz/use-quiz-tracker";
import { PromiseList } from "./plan-section";
import { FormLink, StickyCta } from "./scroll-to-form";

export interface PriceInfo {
  code?: string;
  title?: string;
  priceCents: number;
  compareAtCents: number | null;
  installments: number;
}

/** The price the page advertises: the first offer (the preselected one), else the product. */
export function mainOffer(data: PlanProductData): PriceInfo {
  const first = data.offers[0];
  if (first) return first;
  return { priceCents: data.product.priceCents, compareAtCents: data.product.compareAtCents, installments: 12 };
}

/** 14700 of 29900 → 51 (% off), or null when there is no real discount. */
export function discountPercent(priceCents: number, compareAtCents: number | null | undefined): number | null {
  if (!compareAtCents || compareAtCents <= priceCents) return null;
  return Math.round((1 - priceCents / compareAtCents) * 100);
}

export function savingsCents(price: Pick<PriceInfo, "priceCents" | "compareAtCents">): number {
  return price.compareAtCents && price.compareAtCents > price.priceCents ? price.compareAtCents - price.priceCents : 0;
}

/** "12x de R$ 12,25". */
export function installmentText(price: Pick<PriceInfo, "priceCents" | "installments">): string {
  const n = Math.max(1, price.installments);
  return `${n}x de ${formatBRL(installmentCents(price.priceCents, n))}`;
}

/** De/por price, installments and savings. */
export function PriceBlock({ price, className }: { price: PriceInfo; className?: string }) {
  const saving = savingsCents(price);
  return (
    <div className={className}>
      {saving ? (
        <p className="text-sm text-stone-600">
          <del>De {formatBRL(price.compareAtCents!)}</del>
        </p>
      ) : null}
      <p className="text-stone-900">
        {saving ? <span className="mr-1 text-base font-medium">por</span> : null}
        <span className="text-4xl font-extrabold tracking-tight">{formatBRL(price.priceCents)}</span>
      </p>
      <p className="text-sm text-stone-700">
        ou <strong className="font-semibold text-stone-900">{installmentText(price)}</strong> no cartão
      </p>
      {saving ? <p className="mt-1 text-sm font-semibold text-brand-800">Economize {formatBRL(saving)}</p> : null}
    </div>
  );
}

/**
 * 'Olá, {primeiro nome}!' from the quiz profile; on the server (and until the
 * profile is read) from a quiz answered without scripts; 'Olá, Cliente!' otherwise.
 */
export function Greeting({ note, className }: { note?: string; className?: string }) {
  const profile = useVisitorProfile();
  const serverName = useRouteLoaderData<typeof rootLoader>("root")?.quizName;
  const first = serverName && !profile.name.trim() && !profile.fullName.trim() ? serverName : firstNameOf(profile);
  const name = first.charAt(0).toLocaleUpperCase("pt-BR") + first.slice(1);
  return (
    <p className={cx("text-base", className)}>
      <span className="font-bold text-brand-800">Olá, {name}!</span>
      {note ? <span className="text-stone-700"> {note}</span> : null}
    </p>
  );
}

/** The hero's product picture: preloaded at high priority, responsive, with a local placeholder if it fails. */
export function HeroImage({ src, alt, className }: { src: string | null; alt: string; className?: string }) {
  return (
    <ProductImage
      src={src}
      alt={alt}
      width={800}
      height={800}
      priority
      sizes="(min-width: 768px) 400px, 100vw"
      className={cx("block aspect-square h-auto w-full", className)}
    />
  );
}

export function Chip({
  children,
  tone = "accent",
  size = "md",
}: {
  children: ReactNode;
  tone?: "accent" | "brand" | "light";
  size?: "sm" | "md";
}) {
  return (
    <span
      className={cx(
        "inline-flex items-center whitespace-nowrap rounded-full font-bold",
        size === "sm" ? "px-2.5 py-0.5 text-xs" : "px-3 py-1 text-sm",
        tone === "accent" && "bg-accent text-accent-foreground",
        tone === "brand" && "bg-brand-800 text-white",
        tone === "light" && "bg-brand-50 text-brand-900",
      )}
    >
      {children}
    </span>
  );
}

export interface PlanHeroProps {
  data: PlanProductData;
  headline: string;
  intro: ReactNode;
  greetingNote?: string;
  /** Short highlights shown as chips over the image ("Pague 1 leve 2"). */
  badges?: string[];
  /** Replaces the product image (e.g. the /new-detox gallery). */
  media?: ReactNode;
  guaranteeDays?: number;
  ctaLabel?: string;
  target?: string;
  /** Under the price, before the button (e.g. the club discount hint). */
  extra?: ReactNode;
}

export function PlanHero({
  data,
  headline,
  intro,
  greetingNote = "Seu plano personalizado está pronto.",
  badges = [],
  media,
  guaranteeDays = 30,
  ctaLabel = "Quero o meu",
  target = "order-form",
  extra,
}: PlanHeroProps) {
  const { product } = data;
  const price = mainOffer(data);
  const off = discountPercent(price.priceCents, price.compareAtCents);
  return (
    <section aria-labelledby="plano-titulo" className="grid gap-6 md:grid-cols-2 md:gap-x-10 md:gap-y-4" data-sticky-cta-hide>
      <div className="order-1 md:col-start-2">
        <Greeting note={greetingNote} />
        <h1
          id="plano-titulo"
          className="mt-2 text-[1.75rem] font-extrabold leading-tight tracking-tight text-stone-950 sm:text-4xl"
        >
          {headline}
        </h1>
        <div className="mt-3 text-base text-stone-700 sm:text-lg">{intro}</div>
      </div>

      {/* Phones: the product photo sits inside the price card, so the price shows on the first screen. */}
      <div className={cx("order-2 md:col-start-1 md:row-span-2 md:row-start-1", !media && "hidden md:block")}>
        {media ?? (
          <div className="relative overflow-hidden rounded-3xl border border-stone-200 bg-white">
            <HeroImage src={product.imageUrl} alt={`Embalagem do ${product.name}`} />
            {off || badges.length ? (
              <div className="absolute left-3 top-3 flex flex-col items-start gap-2">
                {off ? <Chip>{off}% OFF</Chip> : null}
                {badges.map((b) => (
                  <Chip key={b} tone="brand">
                    {b}
                  </Chip>
                ))}
              </div>
            ) : null}
          </div>
        )}
      </div>

      <div className="order-3 md:col-start-2">
        <div className="rounded-3xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6">
          <div className="flex gap-4">
            {!media ? (
              <div className="w-28 shrink-0 self-start overflow-hidden rounded-2xl border border-stone-200 bg-white sm:w-36 md:hidden">
                <HeroImage src={product.imageUrl} alt={`Embalagem do ${product.name}`} />
              </div>
            ) : null}
            <div className="min-w-0">
              <p className="font-semibold text-stone-900">{product.name}</p>
              {price.title ? <p className="text-sm text-stone-700">{price.title}</p> : null}
              {off || badges.length ? (
                <p className={cx("mt-2 flex flex-wrap gap-2", !media && "md:hidden")}>
                  {off ? <Chip size="sm">{off}% OFF</Chip> : null}
                  {!media
                    ? badges.map((b) => (
                        <Chip key={b} tone="brand" size="sm">
                          {b}
                        </Chip>
                      ))
                    : null}
                </p>
              ) : null}
            </div>
          </div>
          <PriceBlock price={price} className="mt-3" />
          {extra}
          <FormLink target={target} className="mt-5 w-full" data-sticky-cta-hide>
            {ctaLabel}
          </FormLink>
          <PromiseList guaranteeDays={guaranteeDays} className="mt-5" />
        </div>
      </div>
    </section>
  );
}

/** Where the OrderForm goes: its section gets room under the sticky header when scrolled to. */
export function OrderSlot({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={cx("mt-10 *:scroll-mt-4 md:*:scroll-mt-20", className)}>{children}</div>;
}

/** Page container plus the mobile "Quero o meu" bar. */
export function PlanPage({
  children,
  data,
  target = "order-form",
  ctaLabel = "Quero o meu",
  hideStickyOn,
  stickyDetail,
}: {
  children: ReactNode;
  data: PlanProductData;
  target?: string;
  ctaLabel?: string;
  hideStickyOn?: string[];
  /** Second line of the sticky bar; default "R$ 147,00 ou 12x de R$ 12,25". */
  stickyDetail?: string;
}) {
  const price = mainOffer(data);
  usePlanViewedEvent();
  return (
    <div className="mx-auto max-w-6xl px-4 pb-28 pt-6 sm:pt-8 md:pb-12">
      {children}
      <StickyCta
        target={target}
        label={ctaLabel}
        detail={stickyDetail ?? `${formatBRL(price.priceCents)} ou ${installmentText(price)}`}
        hideOn={hideStickyOn}
      />
    </div>
  );
}
