// Findability helpers shared by the content pages and the product page:
// canonical URL + Open Graph meta tags, and schema.org JSON-LD (Article,
// Recipe, Product). URLs are absolute, built from PUBLIC_URL (the loaders
// return `context.config.publicUrl`). Pure: safe in the browser and the server.
import type { MetaDescriptor } from "react-router";
import { brandNameFrom, pageMeta } from "~/lib/meta";

interface MatchLike {
  id: string;
  loaderData?: unknown;
}

/** "/blog/x" or "https://cdn/x.webp" → absolute URL under PUBLIC_URL (absolute URLs are kept). */
export function absoluteUrl(publicUrl: string, pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  const base = publicUrl.replace(/\/+$/, "");
  return `${base}${pathOrUrl.startsWith("/") ? "" : "/"}${pathOrUrl}`;
}

export interface SeoPage {
  /** The page title without the brand ("Receitas"); pageMeta adds " | {brand}". */
  title: string;
  description: string;
  /** PUBLIC_URL, from the loader. */
  publicUrl: string;
  /** Path (and query, if it selects different content) of the canonical URL (also og:url). */
  path: string;
  image?: string | null;
  imageAlt?: string;
  /** og:type; "article" adds the article:* times. */
  type?: "website" | "article";
  publishedTime?: Date | string | null;
  modifiedTime?: Date | string | null;
  /** Pages that must stay out of search results (the e-book reader). */
  noindex?: boolean;
}

function iso(value: Date | string): string {
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

/** Descriptions are cut at a word boundary to about 160 characters. */
export function metaDescription(text: string, max = 160): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:!?-]+$/, "")}…`;
}

/** <title>, description, canonical link, Open Graph and Twitter card tags for one page. */
export function seoMeta(matches: readonly (MatchLike | undefined)[], page: SeoPage): MetaDescriptor[] {
  const brand = brandNameFrom(matches);
  const description = metaDescription(page.description);
  const url = absoluteUrl(page.publicUrl, page.path);
  const image = page.image ? absoluteUrl(page.publicUrl, page.image) : null;
  const type = page.type ?? "website";
  const tags: MetaDescriptor[] = [
    ...pageMeta(matches, page.title, description),
    // A noindex page names no canonical (mixed signals for search engines).
    ...(page.noindex ? [] : [{ tagName: "link", rel: "canonical", href: url } as MetaDescriptor]),
    { property: "og:site_name", content: brand },
    { property: "og:locale", content: "pt_BR" },
    { property: "og:type", content: type },
    { property: "og:title", content: page.title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { name: "twitter:card", content: image ? "summary_large_image" : "summary" },
  ];
  if (image) {
    tags.push({ property: "og:image", content: image });
    if (page.imageAlt) tags.push({ property: "og:image:alt", content: page.imageAlt });
  }
  if (type === "article" && page.publishedTime)
    tags.push({ property: "article:published_time", content: iso(page.publishedTime) });
  if (type === "article" && page.modifiedTime) tags.push({ property: "article:modified_time", content: iso(page.modifiedTime) });
  if (page.noindex) tags.push({ name: "robots", content: "noindex" });
  return tags;
}

/**
 * JSON for a <script type="application/ld+json">: `<`, `>`, `&` and the JS
 * line separators are escaped as \uXXXX, so no text can close the script tag.
 */
export function jsonLdString(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/** 2990 → "29.90" (schema.org prices are decimal strings; no float arithmetic). */
export function centsToDecimal(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(Math.trunc(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

export interface ArticleJsonLdInput {
  publicUrl: string;
  path: string;
  title: string;
  description: string;
  image?: string | null;
  publishedAt: Date | string;
  modifiedAt?: Date | string | null;
  author: { name: string; role?: string };
  brandName: string;
  section?: string | null;
  tags?: string[];
  wordCount?: number;
}

export function articleJsonLd(input: ArticleJsonLdInput) {
  const url = absoluteUrl(input.publicUrl, input.path);
  return {
    "@context": "https://schema.org",
    "@type": "Article",
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    url,
    headline: input.title.slice(0, 110),
    description: input.description,
    ...(input.image ? { image: [absoluteUrl(input.publicUrl, input.image)] } : {}),
    datePublished: iso(input.publishedAt),
    dateModified: iso(input.modifiedAt ?? input.publishedAt),
    author: { "@type": "Person", name: input.author.name, ...(input.author.role ? { jobTitle: input.author.role } : {}) },
    publisher: {
      "@type": "Organization",
      name: input.brandName,
      logo: { "@type": "ImageObject", url: absoluteUrl(input.publicUrl, "/favicon.svg") },
    },
    inLanguage: "pt-BR",
    ...(input.section ? { articleSection: input.section } : {}),
    ...(input.tags?.length ? { keywords: input.tags.join(", ") } : {}),
    ...(input.wordCount ? { wordCount: input.wordCount } : {}),
  };
}

export interface RecipeJsonLdInput {
  publicUrl: string;
  path: string;
  title: string;
  description: string;
  image?: string | null;
  brandName: string;
  datePublished?: Date | string | null;
  prepMinutes?: number | null;
  servings?: number | null;
  /** Null for a locked premium recipe: its ingredients and steps are not public. */
  ingredients?: string[] | null;
  steps?: string[] | null;
  premium?: boolean;
}

export function recipeJsonLd(input: RecipeJsonLdInput) {
  const url = absoluteUrl(input.publicUrl, input.path);
  return {
    "@context": "https://schema.org",
    "@type": "Recipe",
    url,
    name: input.title,
    description: input.description,
    ...(input.image ? { image: [absoluteUrl(input.publicUrl, input.image)] } : {}),
    author: { "@type": "Organization", name: input.brandName },
    ...(input.datePublished ? { datePublished: iso(input.datePublished) } : {}),
    ...(input.prepMinutes ? { prepTime: `PT${input.prepMinutes}M`, totalTime: `PT${input.prepMinutes}M` } : {}),
    ...(input.servings ? { recipeYield: `${input.servings} ${input.servings === 1 ? "porção" : "porções"}` } : {}),
    ...(input.ingredients?.length ? { recipeIngredient: input.ingredients } : {}),
    ...(input.steps?.length ? { recipeInstructions: input.steps.map((text) => ({ "@type": "HowToStep", text })) } : {}),
    ...(input.premium ? { isAccessibleForFree: false } : {}),
    inLanguage: "pt-BR",
  };
}

export interface ProductJsonLdInput {
  publicUrl: string;
  /** The product page's path, e.g. `/produto/12` or `/ebook/3`. */
  path: string;
  name: string;
  description: string;
  image?: string | null;
  brandName: string;
  /** Price in cents; null/undefined leaves `offers` out (nothing to buy). */
  priceCents?: number | null;
  sku?: string | number | null;
  category?: string | null;
  available?: boolean;
}

/**
 * schema.org Product with an Offer in BRL. For app/routes/produto.tsx:
 *
 *   <JsonLd data={productJsonLd({ publicUrl, path: `/produto/${product.id}`, name: product.name,
 *     description: product.description, image: product.imageUrl, priceCents: product.priceCents,
 *     sku: product.id, category: product.category, brandName })} />
 *
 * (JsonLd from ~/components/content/json-ld; publicUrl from the loader's context.config.publicUrl.)
 */
export function productJsonLd(input: ProductJsonLdInput) {
  const url = absoluteUrl(input.publicUrl, input.path);
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    url,
    name: input.name,
    description: input.description,
    ...(input.image ? { image: [absoluteUrl(input.publicUrl, input.image)] } : {}),
    brand: { "@type": "Brand", name: input.brandName },
    ...(input.sku !== undefined && input.sku !== null ? { sku: String(input.sku) } : {}),
    ...(input.category ? { category: input.category } : {}),
    ...(input.priceCents !== undefined && input.priceCents !== null
      ? {
          offers: {
            "@type": "Offer",
            url,
            priceCurrency: "BRL",
            price: centsToDecimal(input.priceCents),
            availability: input.available === false ? "https://schema.org/OutOfStock" : "https://schema.org/InStock",
            itemCondition: "https://schema.org/NewCondition",
          },
        }
      : {}),
  };
}
