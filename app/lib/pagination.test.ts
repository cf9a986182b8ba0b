import { describe, expect, it } from "vitest";
import { pageCount, pageFromParam, pageHref } from "./pagination";

describe("pagination", () => {
  it("reads a page number and treats anything else as page 1", () => {
    expect(pageFromParam("3")).toBe(3);
    for (const bad of [null, "", "0", "-2", "2.5", "abc", "1e9", "9999999"]) expect(pageFromParam(bad), String(bad)).toBe(1);
  });

  it("counts pages, with at least one", () => {
    expect(pageCount(0, 24)).toBe(1);
    expect(pageCount(24, 24)).toBe(1);
    expect(pageCount(25, 24)).toBe(2);
  });

  it("keeps the other parameters and drops the number for page 1", () => {
    const search = new URLSearchParams("categoria=Sono&pagina=3");
    expect(pageHref("/loja", search, 2)).toBe("/loja?categoria=Sono&pagina=2");
    expect(pageHref("/loja", search, 1)).toBe("/loja?categoria=Sono");
    expect(pageHref("/loja", new URLSearchParams(), 1)).toBe("/loja");
  });
});
