// The plan pages' sections as the pages use them: static parts (see
// staticPart), so a visitor's phone keeps the server's HTML for them and never
// downloads or hydrates their code.
import type { ComponentProps } from "react";
import { staticPart } from "~/components/ui/deferred";
import type * as Sections from "./sections";

export type { Benefit, FaqItem, Specialist, Step, Testimonial } from "./sections";

const sections = () => import("./sections");
type Props<K extends keyof typeof Sections> = ComponentProps<(typeof Sections)[K]>;

export const BeforeAfter = staticPart<Props<"BeforeAfter">>(() => sections().then((m) => m.BeforeAfter));
export const Benefits = staticPart<Props<"Benefits">>(() => sections().then((m) => m.Benefits));
export const ClosingCta = staticPart<Props<"ClosingCta">>(() => sections().then((m) => m.ClosingCta));
export const ClubDiscount = staticPart<Props<"ClubDiscount">>(() => sections().then((m) => m.ClubDiscount));
export const Disclaimer = staticPart<Props<"Disclaimer">>(() => sections().then((m) => m.Disclaimer));
export const Faq = staticPart<Props<"Faq">>(() => sections().then((m) => m.Faq));
export const Guarantees = staticPart<Props<"Guarantees">>(() => sections().then((m) => m.Guarantees));
export const GuaranteeSeal = staticPart<Props<"GuaranteeSeal">>(() => sections().then((m) => m.GuaranteeSeal));
export const HowToUse = staticPart<Props<"HowToUse">>(() => sections().then((m) => m.HowToUse));
export const Specialists = staticPart<Props<"Specialists">>(() => sections().then((m) => m.Specialists));
export const Testimonials = staticPart<Props<"Testimonials">>(() => sections().then((m) => m.Testimonials));
