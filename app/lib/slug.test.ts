import { describe, expect, it } from "vitest";
import { foldForSearch, slugify } from "./slug";

describe("slugify (spec rule)", () => {
  it("lower-cases, strips accents and joins words with single hyphens", () => {
    expect(slugify("Colágeno: o que a ciência diz?")).toBe("colageno-o-que-a-ciencia-diz");
    expect(slugify("  --Sono   Reparador!!  ")).toBe("sono-reparador");
    expect(slugify("Ômega 3 & Vitamina D")).toBe("omega-3-vitamina-d");
    expect(slugify("!!!")).toBe("");
  });

  it("folds text for accent-insensitive search", () => {
    expect(foldForSearch("Colágeno PREMIUM")).toBe("colageno premium");
  });
});
