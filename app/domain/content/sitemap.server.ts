// /sitemap.xml: every public page, with absolute URLs under PUBLIC_URL.
import { asc, desc } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { blogPosts, ebooks, products, recipes } from "~/db/schema";
import { isVisible } from "~/domain/catalog/products.server";
import { clubPath, type Brand } from "~/lib/brand";
import { PLAN_PAGE_PATHS } from "~/content/plans/paths";
import { absoluteUrl } from "~/domain/content/seo";
import { blogCategories } from "./blog.server";
import { escapeXml } from "./xml";

export interface SitemapEntry {
  path: string;
  lastmod?: Date;
}

/** Public pages that are always there (account, cart, checkout and admin pages stay out). */
export function staticPages(brand: Brand): string[] {
  return [
    "/",
    ...Object.values(PLAN_PAGE_PATHS).map((path) => `/${path}`),
    clubPath(brand),
    "/loja",
    "/blog",
    "/blog/lista",
    ...blogCategories().map((c) => `/blog/categorias/${c.slug}`),
    "/receitas",
    "/ebooks",
    "/privacidade",
    "/termos",
  ];
}

export async function sitemapEntries(ctx: { db: Database; config: { brand: Brand } }): Promise<SitemapEntry[]> {
  const { db } = ctx;
  const [productRows, postRows, recipeRows, ebookRows] = await Promise.all([
    db.select({ id: products.id, updatedAt: products.updatedAt }).from(products).where(isVisible).orderBy(asc(products.id)),
    db.select({ slug: blogPosts.slug, updatedAt: blogPosts.updatedAt }).from(blogPosts).orderBy(desc(blogPosts.publishedAt)),
    db.select({ slug: recipes.slug, updatedAt: recipes.updatedAt }).from(recipes).orderBy(asc(recipes.slug)),
    db.select({ id: ebooks.id, updatedAt: ebooks.updatedAt }).from(ebooks).orderBy(asc(ebooks.id)),
  ]);
  return [
    ...staticPages(ctx.config.brand).map((path) => ({ path })),
    ...productRows.map((p) => ({ path: `/produto/${p.id}`, lastmod: p.updatedAt })),
    ...postRows.map((p) => ({ path: `/blog/${p.slug}`, lastmod: p.updatedAt })),
    ...recipeRows.map((r) => ({ path: `/receitas/${r.slug}`, lastmod: r.updatedAt })),
    ...ebookRows.map((e) => ({ path: `/ebook/${e.id}`, lastmod: e.updatedAt })),
  ];
}

export function renderSitemap(publicUrl: string, entries: SitemapEntry[]): string {
  const urls = entries.map((e) => {
    const lastmod = e.lastmod ? `<lastmod>${e.lastmod.toISOString()}</lastmod>` : "";
    return `  <url><loc>${escapeXml(absoluteUrl(publicUrl, e.path))}</loc>${lastmod}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}
