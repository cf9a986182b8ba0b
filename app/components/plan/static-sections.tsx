// The plan pages' static sections as the pages use them (see staticPart): a
// visitor's phone keeps the server's HTML for them and never downloads or
// hydrates their code or their icons.
import type { ComponentProps } from "react";
import { staticPart } from "~/components/ui/deferred";
import type { PlanContentSections as Sections } from "./plan-content-sections";

export const PlanContentSections = staticPart<ComponentProps<typeof Sections>>(() =>
  import("./plan-content-sections").then((m) => m.PlanContentSections),
);
