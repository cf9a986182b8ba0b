import { describe, expect, it } from "vitest";
import { canonicalPath, isCanonicalAddress, PUBLIC_PAGE, publicPage, type RouteMatchLike } from "./public-page";

const root: RouteMatchLike = { route: { path: "" }, params: {} };
const matchesOf = (path: string | undefined, params: Record<string, string> = {}): RouteMatchLike[] => [
  { ...root, params },
  { route: { path }, params },
];

// Shaped like the store's opt-in: a known category and page 2 onwards are part of the address.
const store = publicPage((_search, data: { category: string | null; categories: string[]; page: number }) => ({
  categoria: data.category !== null && data.categories.includes(data.category) ? data.category : null,
  pagina: data.page > 1 ? data.page : null,
}));
const storeData = (category: string | null, page = 1) => ({ category, categories: ["Proteínas", "Foco e Memória"], page });
const at = (address: string) => new URL(address, "http://loja.test");

describe("the address a public render may be stored under", () => {
  it("spells the path as the routes do: static segments as written, parameters encoded; a splat has no spelling", () => {
    expect(canonicalPath([root, { route: { path: undefined }, params: {} }])).toBe("/");
    expect(canonicalPath(matchesOf("loja"))).toBe("/loja");
    expect(canonicalPath(matchesOf("produto/:id", { id: "12" }))).toBe("/produto/12");
    expect(canonicalPath(matchesOf(":clubPath", { clubPath: "clube-lift" }))).toBe("/clube-lift");
    expect(canonicalPath(matchesOf("blog/:slug", { slug: "proteína em pó" }))).toBe("/blog/prote%C3%ADna%20em%20p%C3%B3");
    expect(canonicalPath(matchesOf("*", { "*": "x" }))).toBeNull();
  });

  it("a page without parameters: only its bare address", () => {
    const home = matchesOf("plano-sono");
    expect(isCanonicalAddress(PUBLIC_PAGE, at("/plano-sono"), home, {})).toBe(true);
    expect(isCanonicalAddress(PUBLIC_PAGE, at("/plano-sono?"), home, {})).toBe(true); // the same key as the bare address
    for (const other of ["/plano-sono?x=1", "/plano-sono?utm_source=email", "/PLANO-SONO", "/Plano-Sono", "/plano-sono/"]) {
      expect(isCanonicalAddress(PUBLIC_PAGE, at(other), home, {}), other).toBe(false);
    }
  });

  it("a page with parameters: exactly the ones it read, with values it accepted, each once, in any order", () => {
    const loja = matchesOf("loja");
    const yes = (address: string, data: ReturnType<typeof storeData>) => isCanonicalAddress(store, at(address), loja, data);
    expect(yes("/loja", storeData(null))).toBe(true);
    expect(yes("/loja?categoria=Prote%C3%ADnas", storeData("Proteínas"))).toBe(true);
    expect(yes("/loja?categoria=Foco%20e%20Mem%C3%B3ria&pagina=2", storeData("Foco e Memória", 2))).toBe(true);
    expect(yes("/loja?pagina=2&categoria=Foco+e+Mem%C3%B3ria", storeData("Foco e Memória", 2))).toBe(true);
    // Rendered, never stored:
    expect(yes("/loja?x=1", storeData(null))).toBe(false); // unknown parameter
    expect(yes("/loja?categoria=Prote%C3%ADnas&utm_source=a", storeData("Proteínas"))).toBe(false); // known plus unknown
    expect(yes("/loja?categoria=inventada", storeData("inventada"))).toBe(false); // a value the page does not know
    expect(yes("/loja?pagina=1", storeData(null, 1))).toBe(false); // page 1 has no parameter
    expect(yes("/loja?pagina=999", storeData(null, 4))).toBe(false); // past the end: the page shows page 4
    expect(yes("/loja?pagina=02", storeData(null, 2))).toBe(false); // another spelling of 2
    expect(yes("/loja?pagina=2&pagina=2", storeData(null, 2))).toBe(false); // twice
    expect(yes("/loja?Categoria=Prote%C3%ADnas", storeData(null))).toBe(false); // another case
  });
});
