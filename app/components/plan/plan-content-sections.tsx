// The static sections of a plan page's content (benefits, steps, people,
// testimonials, guarantees, FAQ, closing call, club banner, small print).
// Loaded only where there is no server HTML (see staticPart): on a first visit
// neither this code nor the icons reach the phone.
import type { ComponentType } from "react";
import { ClockIcon, LeafIcon, TruckIcon, UserIcon, UtensilsIcon, type IconProps } from "~/components/ui/icons";
import { isStaticSection, PLAN_PAGES, type PlanPageKey } from "~/content/plans";
import type { PlanIconName } from "~/content/plans/types";
import { fillPlanText, type PlanTextValues } from "~/content/plans/text";
import type { PlanKit } from "./plan-kit";
import { BoltIcon, BrainIcon, CapsuleIcon, HeartIcon, MoonIcon, ScaleIcon } from "./section-icons";
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

const ICONS: Record<Exclude<PlanIconName, "drop" | "shield">, ComponentType<IconProps>> = {
  bolt: BoltIcon,
  brain: BrainIcon,
  capsule: CapsuleIcon,
  clock: ClockIcon,
  heart: HeartIcon,
  leaf: LeafIcon,
  moon: MoonIcon,
  scale: ScaleIcon,
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
  kit,
}: {
  kit: PlanKit;
  page: PlanPageKey;
  from: number;
  to: number;
  values: PlanTextValues;
  facts: PlanShopFacts;
}) {
  const fill = (text: string) => fillPlanText(text, values);
  // Two icons are the page's own (its first load draws them too): they come with the kit.
  const iconOf = (name: PlanIconName) => (name === "drop" ? kit.DropIcon : name === "shield" ? kit.ShieldIcon : ICONS[name]);
  return PLAN_PAGES[page].sections
    .slice(from, to)
    .filter(isStaticSection)
    .map((s, key) => {
      switch (s.kind) {
        case "benefits":
          return (
            <Benefits
              key={key}
              kit={kit}
              title={fill(s.title)}
              intro={s.intro ? fill(s.intro) : undefined}
              items={s.items.map((b) => ({ icon: iconOf(b.icon), title: fill(b.title), text: fill(b.text) }))}
            />
          );
        case "howToUse":
          return (
            <HowToUse
              key={key}
              kit={kit}
              title={s.title}
              steps={s.steps.map((step) => ({ title: fill(step.title), text: fill(step.text) }))}
            />
          );
        case "specialists":
          return <Specialists key={key} kit={kit} people={s.people} intro={s.intro} />;
        case "beforeAfter":
          return <BeforeAfter key={key} kit={kit} captions={s.captions} />;
        case "testimonials":
          return (
            <Testimonials
              key={key}
              kit={kit}
              title={s.title ? fill(s.title) : undefined}
              items={s.items.map((t) => ({ ...t, text: fill(t.text) }))}
            />
          );
        case "guarantees":
          return <Guarantees key={key} kit={kit} guaranteeDays={facts.guaranteeDays} />;
        case "guaranteeSeal":
          return <GuaranteeSeal key={key} days={facts.guaranteeDays ?? 30} productName={facts.productName} />;
        case "faq":
          return <Faq key={key} kit={kit} items={s.items.map((f) => ({ q: fill(f.q), a: fill(f.a) }))} />;
        case "closingCta":
          return (
            <ClosingCta
              key={key}
              kit={kit}
              title={fill(s.title)}
              text={<p>{fill(s.text)}</p>}
              target={s.target}
              label={s.label}
            />
          );
        case "disclaimer":
          return <Disclaimer key={key} extra={s.extra} />;
        case "clubDiscount":
          return (
            <ClubDiscount
              key={key}
              kit={kit}
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
