// Every plan and landing page's content, by key. Read on the server (the
// loaders send each page its view) and by the static sections' lazy module;
// never bundled into a page's first-load JavaScript.
import { dht } from "./dht";
import { emagrecimento } from "./emagrecimento";
import { energia } from "./energia";
import { foco } from "./foco";
import { newDetox } from "./new-detox";
import { pele } from "./pele";
import { sono } from "./sono";
import { PLAN_PAGE_PATHS } from "./paths";
import type { InteractiveSectionContent, PlanContent, StaticSectionContent } from "./types";

export const PLAN_PAGES = { emagrecimento, pele, sono, foco, energia, dht, newDetox } satisfies Record<
  keyof typeof PLAN_PAGE_PATHS,
  PlanContent
>;
export type PlanPageKey = keyof typeof PLAN_PAGES;

const KEY_BY_PATH = new Map<string, PlanPageKey>(
  Object.entries(PLAN_PAGE_PATHS).map(([key, path]) => [path, key as PlanPageKey]),
);

/**
 * The page a request's path names. Routes match paths case-insensitively and
 * with or without a trailing slash (`/PLANO-SONO/` is the sleep plan too).
 */
export function planPageKeyForPath(pathname: string): PlanPageKey | undefined {
  let path: string;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  return KEY_BY_PATH.get(path.replace(/^\/+|\/+$/g, "").toLowerCase());
}

const INTERACTIVE = new Set<string>([
  "orderForm",
  "videoChecklist",
  "productDetails",
  "kits",
] satisfies InteractiveSectionContent["kind"][]);

export function isStaticSection(s: PlanContent["sections"][number]): s is StaticSectionContent {
  return !INTERACTIVE.has(s.kind);
}

/** A run of static sections, rendered from the content by the static part. */
export interface StaticRange {
  kind: "static";
  from: number;
  to: number;
}

/** What a page's component needs: everything but the static sections' copy, which stays on the server. */
export type PlanPageView = Omit<PlanContent, "sections"> & {
  key: PlanPageKey;
  sections: (InteractiveSectionContent | StaticRange)[];
};

export function planPageView(key: PlanPageKey): PlanPageView {
  const { sections, ...rest } = PLAN_PAGES[key];
  const out: PlanPageView["sections"] = [];
  sections.forEach((s, i) => {
    const last = out[out.length - 1];
    if (!isStaticSection(s)) out.push(s);
    else if (last?.kind === "static" && last.to === i) last.to = i + 1;
    else out.push({ kind: "static", from: i, to: i + 1 });
  });
  return { ...rest, key, sections: out };
}
