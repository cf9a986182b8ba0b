// The static sections of a plan page's content (benefits, steps, people,
// testimonials, guarantees, FAQ, closing call, club banner, small print).
// Loaded only where there is no server HTML (see staticPart): on a first visit
// neither this code nor the icons reach the phone.
import type { ComponentType } from "react";
import { ClockIcon, LeafIcon, TruckIcon, UserIcon, UtensilsIcon, type IconProps } from "~/components/ui/icons";
import { isStaticSection, PLAN_PAGES, type PlanPageKey } from "~/content/plans";
import type { PlanIconName } from "~/content/plans/types";
import { fillPlanText, type PlanTextValues } from "~/content/plans/text";
import { BoltIcon, BrainIcon, CapsuleIcon, DropIcon, HeartIcon, MoonIcon, ScaleIcon, ShieldIcon } from "./plan-icons";
import { SparklesIcon } from "~/components/ui/icons";
import {
  BeforeAfter,
  Benefits,
  ClosingCta,
  ClubDiscount,
  Disclaimer,
  Faq,
  GuaranteeSeal,
  Guarantees,
  HowToUse,
  Specialists,
  Testimonials,
} from "./sections";

const ICONS: Record<PlanIconName, ComponentType<IconProps>> = {
  bolt: BoltIcon,
  brain: BrainIcon,
  capsule: CapsuleIcon,
  clock: ClockIcon,
  drop: DropIcon,
  heart: HeartIcon,
  leaf: LeafIcon,
  moon: MoonIcon,
  scale: ScaleIcon,
  shield: ShieldIcon,
  sparkles: SparklesIcon,
  truck: TruckIcon,
  user: UserIcon,
  utensils: UtensilsIcon,
};

/** What the static sections need to know besides their content. */
export interface PlanShopFacts {
  productName: string;
  priceCents: number;
  brandName: string;
  clubHref: string;
  guaranteeDays?: number;
  clubDiscountPercent?: number;
}

/** The static sections from..to of a page's content (see planPageView). */
export function PlanContentSections({
  page,
  from,
  to,
  values,
  facts,
}: {
  page: PlanPageKey;
  from: number;
  to: number;
  values: PlanTextValues;
  facts: PlanShopFacts;
}) {
  const fill = (text: string) => fillPlanText(text, values);
  return PLAN_PAGES[page].sections
    .slice(from, to)
    .filter(isStaticSection)
    .map((s, key) => {
      switch (s.kind) {
        case "benefits":
          return (
            <Benefits
              key={key}
              title={fill(s.title)}
              intro={s.intro ? fill(s.intro) : undefined}
              items={s.items.map((b) => ({ icon: ICONS[b.icon], title: fill(b.title), text: fill(b.text) }))}
            />
          );
        case "howToUse":
          return (
            <HowToUse
              key={key}
              title={s.title}
              steps={s.steps.map((step) => ({ title: fill(step.title), text: fill(step.text) }))}
            />
          );
        case "specialists":
          return <Specialists key={key} people={s.people} intro={s.intro} />;
        case "beforeAfter":
          return <BeforeAfter key={key} captions={s.captions} />;
        case "testimonials":
          return (
            <Testimonials
              key={key}
              title={s.title ? fill(s.title) : undefined}
              items={s.items.map((t) => ({ ...t, text: fill(t.text) }))}
            />
          );
        case "guarantees":
          return <Guarantees key={key} guaranteeDays={facts.guaranteeDays} />;
        case "guaranteeSeal":
          return <GuaranteeSeal key={key} days={facts.guaranteeDays ?? 30} productName={facts.productName} />;
        case "faq":
          return <Faq key={key} items={s.items.map((f) => ({ q: fill(f.q), a: fill(f.a) }))} />;
        case "closingCta":
          return <ClosingCta key={key} title={fill(s.title)} text={<p>{fill(s.text)}</p>} target={s.target} label={s.label} />;
        case "disclaimer":
          return <Disclaimer key={key} extra={s.extra} />;
        case "clubDiscount":
          return (
            <ClubDiscount
              key={key}
              clubHref={facts.clubHref}
              brandName={facts.brandName}
              productName={facts.productName}
              priceCents={facts.priceCents}
              discountPercent={facts.clubDiscountPercent}
            />
          );
      }
    });
}
