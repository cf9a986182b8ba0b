// What a plan or landing page says, as data. One page component
// (app/components/plan/plan-content-page.tsx) renders every page from it.
//
// Texts may carry tokens filled at render time, so names and prices always
// come from the configuration and the database: {produto} the product's name,
// {marca} the configured brand, {parcelas} "12x de R$ 12,25", {preco} the
// advertised price, {oferta} the advertised offer's title, {economia} the best
// kit saving, {garantia} the guarantee in days, {descontoClube} the club discount.
// Rich texts (hero intro) also take **bold** and _italic_.

/** Icons the sections may use, by name (the page component maps them). */
export type PlanIconName =
  | "bolt"
  | "brain"
  | "capsule"
  | "clock"
  | "drop"
  | "heart"
  | "leaf"
  | "moon"
  | "scale"
  | "shield"
  | "sparkles"
  | "truck"
  | "user"
  | "utensils";

export interface BenefitContent {
  icon: PlanIconName;
  title: string;
  text: string;
}

export interface StepContent {
  title: string;
  text: string;
}

export interface SpecialistContent {
  name: string;
  role: string;
  registration?: string;
  /** Key of the portrait in app/components/plan/media.ts. */
  photo: "marina" | "felipe" | "helena" | "lucas";
  quote: string;
}

export interface TestimonialContent {
  name: string;
  city: string;
  text: string;
  rating?: number;
  detail?: string;
}

export interface FaqContent {
  q: string;
  a: string;
}

export interface OrderFormContent {
  kind: "orderForm";
  /** The form's element id (in-page links point at it). */
  formId: string;
  variant: "full" | "simple";
  title: string;
  /** "first": the first offer starts selected; "url": the ?pacote= offer, chosen on the kit cards. */
  preselect?: "first" | "url";
}

export type PlanSectionContent = InteractiveSectionContent | StaticSectionContent;

/** Sections that hydrate (forms, videos, kit cards): their content travels with the page. */
export type InteractiveSectionContent =
  | OrderFormContent
  /** The looping video beside a check list (what arrives at home). */
  | { kind: "videoChecklist"; id: string; eyebrow: string; title: string; items: string[]; tip: string }
  /** The product video beside its description and a details table. */
  | {
      kind: "productDetails";
      id: string;
      eyebrow: string;
      title: string;
      videoTitle: string;
      rows: [string, string][];
      cta: string;
    }
  /** The kit cards; choosing one selects it in the order form. */
  | { kind: "kits"; id: string; eyebrow: string; title: string; intro: string; formId: string };

/** Sections that never hydrate: their copy never reaches the browser as JavaScript. */
export type StaticSectionContent =
  | { kind: "benefits"; title: string; intro?: string; items: BenefitContent[] }
  | { kind: "howToUse"; title?: string; steps: StepContent[] }
  | { kind: "specialists"; intro?: string; people: SpecialistContent[] }
  | { kind: "beforeAfter"; captions: [string, string] }
  | { kind: "testimonials"; title?: string; items: TestimonialContent[] }
  | { kind: "guarantees" }
  | { kind: "guaranteeSeal" }
  | { kind: "faq"; items: FaqContent[] }
  | { kind: "closingCta"; title: string; text: string; label?: string; target?: string }
  | { kind: "disclaimer"; extra?: string }
  | { kind: "clubDiscount" };

export interface PlanContent {
  /** The product the page sells (its handle in the catalog). */
  productHandle: string;
  /** Shown in the title when the product cannot be read (an error page). */
  fallbackProductName: string;
  meta: { title: string; description: string };
  guaranteeDays?: number;
  clubDiscountPercent?: number;
  /** {oferta} when the advertised offer has no title. */
  offerTitleFallback?: string;
  hero: {
    greetingNote: string;
    headline: string;
    intro: string;
    badges?: string[];
    /** "gallery": the product's photo gallery replaces the single picture. */
    media?: "gallery";
    ctaLabel?: string;
    target?: string;
    /** Under the price: the club discount hint, or the best kit's saving. */
    extra?: "clubHint" | "bestKit";
  };
  /** The mobile sticky bar and the hero button: where they lead and what they say. */
  sticky?: { target: string; label: string; hideOn?: string[]; detail?: "lowestMonthly" };
  sections: PlanSectionContent[];
}
