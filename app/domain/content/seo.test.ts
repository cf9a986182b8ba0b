import { describe, expect, it } from "vitest";
import {
  absoluteUrl,
  articleJsonLd,
  centsToDecimal,
  jsonLdString,
  metaDescription,
  productJsonLd,
  recipeJsonLd,
  seoMeta,
} from "./seo";

const matches = [{ id: "root", loaderData: { brand: { name: "Lift" } } }];

describe("seo helpers", () => {
  it("builds absolute URLs from PUBLIC_URL", () => {
    expect(absoluteUrl("https://loja.example/", "/blog/x")).toBe("https://loja.example/blog/x");
    expect(absoluteUrl("https://loja.example", "files/a.webp")).toBe("https://loja.example/files/a.webp");
    expect(absoluteUrl("https://loja.example", "https://cdn.example/a.webp")).toBe("https://cdn.example/a.webp");
  });

  it("escapes < in JSON-LD so no text can close the script tag", () => {
    const text = jsonLdString({ name: "</script><script>alert(1)</script> & \u2028" });
    expect(text).not.toContain("<");
    expect(text).toContain("\\u003c/script\\u003e");
    expect(JSON.parse(text)).toEqual({ name: "</script><script>alert(1)</script> & \u2028" });
  });

  it("writes prices as decimal strings without floats", () => {
    expect(centsToDecimal(14700)).toBe("147.00");
    expect(centsToDecimal(2990)).toBe("29.90");
    expect(centsToDecimal(5)).toBe("0.05");
    expect(centsToDecimal(0)).toBe("0.00");
  });

  it("gives each page a title, description, canonical URL and Open Graph tags", () => {
    const tags = seoMeta(matches, {
      title: "Receitas",
      description: "Receitas saudáveis.",
      publicUrl: "https://loja.example",
      path: "/receitas",
      image: "/files/recipes/a.webp",
    });
    expect(tags).toContainEqual({ title: "Receitas | Lift" });
    expect(tags).toContainEqual({ name: "description", content: "Receitas saudáveis." });
    expect(tags).toContainEqual({ tagName: "link", rel: "canonical", href: "https://loja.example/receitas" });
    expect(tags).toContainEqual({ property: "og:url", content: "https://loja.example/receitas" });
    expect(tags).toContainEqual({ property: "og:image", content: "https://loja.example/files/recipes/a.webp" });
    expect(tags).toContainEqual({ property: "og:locale", content: "pt_BR" });
    expect(tags).not.toContainEqual({ name: "robots", content: "noindex" });
  });

  it("cuts long descriptions at a word", () => {
    const text = metaDescription("palavra ".repeat(60));
    expect(text.length).toBeLessThanOrEqual(160);
    expect(text.endsWith("palavra…")).toBe(true);
  });

  it("describes articles, recipes and products in schema.org terms", () => {
    const article = articleJsonLd({
      publicUrl: "https://l.example",
      path: "/blog/a",
      title: "T",
      description: "D",
      publishedAt: new Date("2026-01-02T03:04:05Z"),
      author: { name: "Admin", role: "Administrador" },
      brandName: "Lift",
    });
    expect(article).toMatchObject({
      "@type": "Article",
      headline: "T",
      datePublished: "2026-01-02T03:04:05.000Z",
      author: { name: "Admin" },
    });
    const locked = recipeJsonLd({
      publicUrl: "https://l.example",
      path: "/receitas/a",
      title: "R",
      description: "D",
      brandName: "Lift",
      ingredients: null,
      premium: true,
    });
    expect(locked).not.toHaveProperty("recipeIngredient");
    expect(locked).toMatchObject({ "@type": "Recipe", isAccessibleForFree: false });
    const product = productJsonLd({
      publicUrl: "https://l.example",
      path: "/produto/3",
      name: "P",
      description: "D",
      brandName: "Lift",
      priceCents: 14700,
      sku: 3,
    });
    expect(product).toMatchObject({
      "@type": "Product",
      sku: "3",
      offers: { price: "147.00", priceCurrency: "BRL", url: "https://l.example/produto/3" },
    });
    expect(
      productJsonLd({ publicUrl: "https://l.example", path: "/ebook/1", name: "E", description: "", brandName: "Lift" }),
    ).not.toHaveProperty("offers");
  });
});
