import { and, desc, eq, ne } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { BLOG_CATEGORIES, blogPosts } from "~/db/schema";

export type BlogPost = typeof blogPosts.$inferSelect;
export type BlogCategorySlug = (typeof BLOG_CATEGORIES)[number]["slug"];

export function findCategory(slug: string) {
  return BLOG_CATEGORIES.find((c) => c.slug === slug) ?? null;
}

const summary = {
  id: blogPosts.id,
  title: blogPosts.title,
  slug: blogPosts.slug,
  excerpt: blogPosts.excerpt,
  coverImage: blogPosts.coverImage,
  publishedAt: blogPosts.publishedAt,
  category: blogPosts.category,
  author: blogPosts.author,
};

export async function listPosts(db: Database, options: { category?: string; limit?: number } = {}) {
  const query = db
    .select(summary)
    .from(blogPosts)
    .where(options.category ? eq(blogPosts.category, options.category) : undefined)
    .orderBy(desc(blogPosts.publishedAt));
  return options.limit ? query.limit(options.limit) : query;
}

export type PostSummary = Awaited<ReturnType<typeof listPosts>>[number];

export async function findPostBySlug(db: Database, slug: string): Promise<BlogPost | null> {
  if (slug.length > 200) return null;
  const [row] = await db.select().from(blogPosts).where(eq(blogPosts.slug, slug));
  return row ?? null;
}

export async function relatedPosts(db: Database, post: Pick<BlogPost, "id" | "category">, limit = 2) {
  return db
    .select(summary)
    .from(blogPosts)
    .where(and(eq(blogPosts.category, post.category), ne(blogPosts.id, post.id)))
    .orderBy(desc(blogPosts.publishedAt))
    .limit(limit);
}

/** words / 200 rounded up, minimum 1 (spec). */
export function readingMinutes(html: string): number {
  const words = html.replace(/<[^>]*>/g, " ").split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.ceil(words / 200));
}
