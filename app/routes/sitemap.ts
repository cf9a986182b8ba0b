import { renderSitemap, sitemapEntries } from "~/domain/content/sitemap.server";
import type { Route } from "./+types/sitemap";

// GET /sitemap.xml: every public page with absolute URLs from PUBLIC_URL.
export async function loader({ context }: Route.LoaderArgs) {
  const xml = renderSitemap(context.config.publicUrl, await sitemapEntries(context));
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
