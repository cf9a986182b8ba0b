// The one page component of the plan and landing pages: it renders a page's
// content module (app/content/plans/) with the product and prices of the
// loader and the configured brand. The interactive parts only some pages use
// (the kit cards, the photo gallery) come in through `parts`, so a page's
// JavaScript holds only what it shows.
import { Fragment, useMemo, useState, type ComponentType, type ReactNode } from "react";
import { Link, useRouteLoaderData, useSearchParams } from "react-router";
import { HydrationBoundary } from "~/components/ui/hydration";
import { OrderForm } from "~/components/order/deferred-order-form";
import type { PlanPageView } from "~/content/plans";
import type { PlanPageData } from "~/domain/catalog/plan-page.server";
import { fillPlanText, richSegments, type PlanTextValues } from "~/content/plans/text";
import { clubPath, DEFAULT_BRAND } from "~/lib/brand";
import { formatBRL } from "~/lib/money";
import { brandNameFrom, pageMeta } from "~/lib/meta";
import { publicPage } from "~/platform/http/public-page";
import type { loader as rootLoader } from "~/root";
import { LoopVideo, VideoPlayer } from "./deferred-videos";
import { DETOX_VIDEO } from "./detox-video";
import type { PlanGalleryProps } from "./gallery";
import { CheckIcon, DropIcon } from "./plan-icons";
import { OrderSlot, PlanHero, PlanPage, installmentText, mainOffer, savingsCents } from "./plan-page";
import { PlanSection } from "./plan-section";
import { FormLink } from "./scroll-to-form";
import { PlanContentSections } from "./static-sections";
import { PLAN_KIT, type PlanKit } from "./plan-kit";

type Offer = PlanPageData["offers"][number];

export interface KitCardsProps {
  offers: Offer[];
  selected: string | undefined;
  onChoose: (code: string) => void;
  productImage: string | null;
  productName: string;
  target?: string;
  /** The page's own pieces the cards draw with (see plan-kit.ts). */
  kit: PlanKit;
}

/** Interactive parts a page passes in when its content uses them. */
export interface PlanParts {
  kits?: ComponentType<KitCardsProps>;
  gallery?: ComponentType<PlanGalleryProps>;
}

/** The offer with the largest saving (the kit the page recommends). */
function bestOffer(offers: Offer[]): Offer | undefined {
  return offers.reduce<Offer | undefined>((a, o) => (!a || savingsCents(o) > savingsCents(a) ? o : a), undefined);
}

function textValues(content: PlanPageView, data: PlanPageData | undefined, brandName: string): PlanTextValues {
  const price = data ? mainOffer(data) : undefined;
  const best = data ? bestOffer(data.offers) : undefined;
  return {
    produto: data?.product.name ?? content.fallbackProductName,
    marca: brandName,
    parcelas: price ? installmentText(price) : undefined,
    preco: price ? formatBRL(price.priceCents) : undefined,
    oferta: price?.title ?? content.offerTitleFallback,
    economia: formatBRL(best ? savingsCents(best) : 0),
    garantia: String(content.guaranteeDays ?? 30),
    descontoClube: content.clubDiscountPercent ? String(content.clubDiscountPercent) : undefined,
  };
}

/** A page's <title> and description from its content (the not-found page's when there is no product). */
export function planMeta(matches: Parameters<typeof pageMeta>[0], data: PlanPageData | undefined): ReturnType<typeof pageMeta> {
  if (!data) return pageMeta(matches, "Produto não encontrado", "Este produto não está disponível no momento.");
  const values = textValues(data.page, data, brandNameFrom(matches));
  return pageMeta(matches, fillPlanText(data.page.meta.title, values), fillPlanText(data.page.meta.description, values));
}

/** "O **{produto}** com _Bacopa_", filled and with its bold and italic runs. */
function RichText({ text, values }: { text: string; values: PlanTextValues }) {
  return (
    <p>
      {richSegments(fillPlanText(text, values)).map((s, i) =>
        s.style === "bold" ? (
          <strong key={i} className="text-stone-900">
            {s.text}
          </strong>
        ) : s.style === "italic" ? (
          <i key={i}>{s.text}</i>
        ) : (
          <Fragment key={i}>{s.text}</Fragment>
        ),
      )}
    </p>
  );
}

/**
 * The plan pages' opt-in to the page cache (decision 014): the page reads
 * `?pacote=` (the kit the cards link to), so a known kit is part of the
 * address it is stored under; any other query is rendered and not stored.
 */
export const PLAN_PUBLIC_PAGE = publicPage((search, data: PlanPageData) => {
  const kit = search.get("pacote");
  return { pacote: data.offers.some((o) => o.code === kit) ? kit : null };
});

export function PlanContentPage({ data, parts = {} }: { data: PlanPageData; parts?: PlanParts }) {
  const { product, offers, page: content } = data;
  const brand = useRouteLoaderData<typeof rootLoader>("root")?.brand ?? DEFAULT_BRAND;
  const values = textValues(content, data, brand.name);
  const fill = (text: string) => fillPlanText(text, values);
  const price = mainOffer(data);
  const clubHref = clubPath(brand);

  // The kit chosen on the cards (or in ?pacote=, which the cards link to) is the one the order form selects.
  const [params] = useSearchParams();
  const fromUrl = params.get("pacote");
  const [chosenKit, setChosenKit] = useState<string | undefined>(
    offers.some((o) => o.code === fromUrl) ? (fromUrl ?? undefined) : undefined,
  );

  const best = bestOffer(offers);
  const bestSaving = best ? savingsCents(best) : 0;
  const heroExtra: ReactNode =
    content.hero.extra === "clubHint" ? (
      <p className="mt-3 rounded-xl bg-brand-50 p-3 text-sm text-brand-900">
        Assinante do Clube {brand.name} tem <strong>{content.clubDiscountPercent}% de desconto</strong>.{" "}
        <Link to={clubHref} className="font-semibold underline underline-offset-2">
          Conheça o Clube {brand.name}
        </Link>
      </p>
    ) : content.hero.extra === "bestKit" && best && bestSaving > 0 ? (
      <p className="mt-3 rounded-xl bg-brand-50 p-3 text-sm text-brand-900">
        No <strong>{best.title}</strong> você economiza <strong>{formatBRL(bestSaving)}</strong> e paga {installmentText(best)}.
      </p>
    ) : null;

  const Gallery = parts.gallery;
  // The photos' alt texts name the product and the brand. Memoised: the gallery may still be waiting for its code.
  const galleryValues = useMemo(() => ({ produto: product.name, marca: brand.name }), [product.name, brand.name]);
  const sticky = content.sticky;
  const lowestMonthly = Math.min(...offers.map((o) => Math.round(o.priceCents / Math.max(1, o.units))));

  const facts = {
    productName: product.name,
    priceCents: price.priceCents,
    brandName: brand.name,
    clubHref,
    guaranteeDays: content.guaranteeDays,
    clubDiscountPercent: content.clubDiscountPercent,
  };

  function section(s: PlanPageView["sections"][number]): ReactNode {
    switch (s.kind) {
      case "orderForm":
        return (
          <OrderSlot className="mx-auto max-w-4xl">
            <OrderForm
              product={product}
              offers={s.preselect ? offers : offers.length ? offers : undefined}
              variant={s.variant}
              selectedOfferCode={s.preselect === "first" ? offers[0]?.code : s.preselect === "url" ? chosenKit : undefined}
              id={s.formId}
              title={fill(s.title)}
            />
          </OrderSlot>
        );
      case "videoChecklist": {
        return (
          <PlanSection id={s.id} eyebrow={s.eyebrow} title={s.title}>
            <div className="grid items-center gap-6 md:grid-cols-2">
              <LoopVideo video={DETOX_VIDEO} className="mx-auto w-full max-w-md" caption={fill(DETOX_VIDEO.description)} />
              <ul className="space-y-3 text-lg">
                {s.items.map(fill).map((item) => (
                  <li key={item} className="flex gap-3">
                    <CheckIcon className="mt-1 size-5 shrink-0 text-brand-700" />
                    {item}
                  </li>
                ))}
                <li className="flex gap-3 text-base text-stone-700">
                  <DropIcon className="mt-1 size-5 shrink-0 text-brand-700" />
                  {s.tip}
                </li>
              </ul>
            </div>
          </PlanSection>
        );
      }
      case "productDetails":
        return (
          <PlanSection id={s.id} eyebrow={s.eyebrow} title={fill(s.title)}>
            <div className="grid gap-8 md:grid-cols-2 md:items-start">
              <VideoPlayer video={DETOX_VIDEO} title={fill(s.videoTitle)} caption={fill(DETOX_VIDEO.description)} />
              <div>
                <p className="text-stone-800">{product.description}</p>
                <dl className="mt-5 divide-y divide-stone-200 rounded-2xl border border-stone-200 bg-white">
                  {s.rows.map(([term, value]) => (
                    <div key={term} className="grid gap-1 px-4 py-3 sm:grid-cols-3">
                      <dt className="font-semibold text-stone-900">{term}</dt>
                      <dd className="text-stone-700 sm:col-span-2">{fill(value)}</dd>
                    </div>
                  ))}
                </dl>
                <FormLink className="mt-5 w-full sm:w-auto">{s.cta}</FormLink>
              </div>
            </div>
          </PlanSection>
        );
      case "kits": {
        const Kits = parts.kits;
        if (!Kits) throw new Error("This plan page's content has kit cards: pass parts.kits.");
        return (
          <PlanSection id={s.id} eyebrow={s.eyebrow} title={s.title} intro={s.intro}>
            <Kits
              offers={offers}
              selected={chosenKit}
              onChoose={setChosenKit}
              productImage={product.imageUrl}
              productName={product.name}
              target={s.formId}
              kit={PLAN_KIT}
            />
          </PlanSection>
        );
      }
      case "static":
        return <PlanContentSections kit={PLAN_KIT} page={content.key} from={s.from} to={s.to} values={values} facts={facts} />;
    }
  }

  if (content.hero.media === "gallery" && !Gallery) {
    throw new Error("This plan page's content shows a gallery: pass parts.gallery.");
  }

  return (
    <PlanPage
      data={data}
      target={sticky?.target}
      ctaLabel={sticky?.label}
      hideStickyOn={sticky?.hideOn}
      stickyDetail={
        sticky?.detail === "lowestMonthly" && offers.length > 1 ? `A partir de ${formatBRL(lowestMonthly)} por mês` : undefined
      }
    >
      <PlanHero
        data={data}
        greetingNote={content.hero.greetingNote}
        headline={fill(content.hero.headline)}
        intro={<RichText text={content.hero.intro} values={values} />}
        badges={content.hero.badges?.map(fill)}
        media={Gallery ? <Gallery values={galleryValues} label={`Fotos do ${product.name}`} /> : undefined}
        guaranteeDays={content.guaranteeDays}
        ctaLabel={content.hero.ctaLabel}
        target={content.hero.target}
        extra={heroExtra}
      />
      {/* Each section hydrates in a task of its own. */}
      {content.sections.map((s, key) => (
        <HydrationBoundary key={key}>{section(s)}</HydrationBoundary>
      ))}
    </PlanPage>
  );
}
