// The one return-path check: what a browser would read as another site, or
// what a header cannot hold, never becomes a Location.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isSafeRedirectPath, safeRedirectPath } from "./safe-redirect";

/** Return values an attacker tries, each of which must fall back. */
const HOSTILE_RETURN_PATHS = [
  "https://evil.example",
  "http:/evil.example",
  "javascript:alert(1)",
  "//evil.example",
  "///evil.example",
  "/\\evil.example",
  "\\\\evil.example",
  "/\t/evil.example",
  "/\n/evil.example",
  "/\r\nSet-Cookie: x=1",
  "/a\r\nLocation: https://evil.example",
  "/\u2028evil",
  "/\u2029evil",
  "/\u0085evil",
  "/\u007fevil",
  "/\u0000evil",
  " /evil",
  "/ /evil.example",
  "/%2F%2Fevil.example",
  "/%2f/evil.example",
  "/%5Cevil.example",
  "/%0d%0aSet-Cookie:%20x=1",
  "/%E2%80%A8evil",
  "/%zz",
  "evil.example",
  "",
  "/" + "a".repeat(2001),
];

describe("safeRedirectPath", () => {
  it("keeps the shop's own paths, with their query and fragment", () => {
    for (const path of [
      "/",
      "/pedidos",
      "/loja?categoria=detox&pagina=2",
      "/auth/login?redirectTo=%2Fpagar%2Fabc",
      "/blog/a%C3%A7a%C3%AD-com-granola",
      "/produtos/1#detalhes",
      "/busca?q=%0d%0a",
    ])
      expect(safeRedirectPath(path), path).toBe(path);
  });

  it("falls back for every hostile value", () => {
    for (const value of HOSTILE_RETURN_PATHS) {
      expect(safeRedirectPath(value), JSON.stringify(value)).toBe("/");
      expect(safeRedirectPath(value, { fallback: "/dashboard" }), JSON.stringify(value)).toBe("/dashboard");
    }
    for (const value of [null, undefined, 1, ["/pedidos"], { path: "/" }]) expect(safeRedirectPath(value)).toBe("/");
  });

  it("within a section: only that section's paths", () => {
    const admin = { fallback: "/admin", within: "/admin" };
    for (const path of ["/admin", "/admin/pedidos/12", "/admin?aba=pedidos", "/admin#x"])
      expect(safeRedirectPath(path, admin)).toBe(path);
    for (const path of ["/administrador", "/pedidos", "/admin\t/x", "//admin"])
      expect(safeRedirectPath(path, admin)).toBe("/admin");
  });

  it("whatever it accepts is a same-origin path a browser cannot read as another host", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.webPath(), fc.webUrl(), fc.string({ unit: "binary" })), (value) => {
        const out = safeRedirectPath(value);
        // What a browser does to a Location: drop TAB/LF/CR, read "\" as "/", resolve against the page.
        const asRead = out.replace(/[\t\n\r]/g, "").replaceAll("\\", "/");
        expect(new URL(asRead, "https://loja.example/x").origin).toBe("https://loja.example");
        expect(() => new Headers({ Location: out })).not.toThrow();
        expect(isSafeRedirectPath(out) || out === "/").toBe(true);
      }),
      { numRuns: 2000 },
    );
  });
});
