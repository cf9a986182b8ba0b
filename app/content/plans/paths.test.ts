import { describe, expect, it } from "vitest";
import { PLAN_PAGES, planPageKeyForPath } from "./index";
import { PLAN_PAGE_PATHS } from "./paths";

describe("the plan pages' addresses", () => {
  it("finds every page by its path, spelled as the router matches it", () => {
    for (const [key, path] of Object.entries(PLAN_PAGE_PATHS)) {
      expect(PLAN_PAGES).toHaveProperty(key);
      expect(planPageKeyForPath(`/${path}`)).toBe(key);
    }
    expect(planPageKeyForPath("/PLANO-SONO/")).toBe("sono");
    expect(planPageKeyForPath("/new%2Ddetox")).toBe("newDetox");
  });

  it("knows no other path", () => {
    for (const path of ["/", "/plano", "/loja", "/plano-sono/extra", "/%E0%A4%A"])
      expect(planPageKeyForPath(path)).toBeUndefined();
  });
});
