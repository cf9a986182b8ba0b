// /blog/rss.xml: the latest articles as RSS 2.0.
import type { Database } from "~/db/client.server";
import { absoluteUrl } from "~/domain/content/seo";
import { FEED_POSTS, listPosts, type PostSummary } from "./blog.server";
import { escapeXml, rfc822Date } from "./xml";

export interface FeedChannel {
  publicUrl: string;
  brandName: string;
}

export function renderBlogFeed(channel: FeedChannel, posts: PostSummary[], now = new Date()): string {
  const { publicUrl, brandName } = channel;
  const lastBuild = posts.reduce((latest, p) => (p.updatedAt > latest ? p.updatedAt : latest), posts[0]?.updatedAt ?? now);
  const items = posts.map((p) => {
    const link = absoluteUrl(publicUrl, `/blog/${p.slug}`);
    return [
      "    <item>",
      `      <title>${escapeXml(p.title)}</title>`,
      `      <link>${escapeXml(link)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(link)}</guid>`,
      `      <description>${escapeXml(p.excerpt)}</description>`,
      `      <pubDate>${rfc822Date(p.publishedAt)}</pubDate>`,
      `      <dc:creator>${escapeXml(p.author.name)}</dc:creator>`,
      p.categoryName ? `      <category>${escapeXml(p.categoryName)}</category>` : null,
      "    </item>",
    ]
      .filter(Boolean)
      .join("\n");
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    "  <channel>",
    `    <title>${escapeXml(`Blog ${brandName}`)}</title>`,
    `    <link>${escapeXml(absoluteUrl(publicUrl, "/blog"))}</link>`,
    `    <atom:link href="${escapeXml(absoluteUrl(publicUrl, "/blog/rss.xml"))}" rel="self" type="application/rss+xml"/>`,
    `    <description>${escapeXml("Artigos sobre nutrição, emagrecimento, bem-estar, saúde, suplementação e beleza.")}</description>`,
    "    <language>pt-BR</language>",
    `    <lastBuildDate>${rfc822Date(lastBuild)}</lastBuildDate>`,
    ...items,
    "  </channel>",
    "</rss>",
    "",
  ].join("\n");
}

export async function blogFeed(ctx: { db: Database; config: { publicUrl: string; brand: { name: string } } }): Promise<string> {
  const posts = await listPosts(ctx.db, { limit: FEED_POSTS });
  return renderBlogFeed({ publicUrl: ctx.config.publicUrl, brandName: ctx.config.brand.name }, posts);
}
