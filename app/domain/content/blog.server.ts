// The blog: lists newest first, one article by slug (HTML sanitised on the
// way out), related articles, the sidebar and the feed.
import { and, desc, eq, ne } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { type BlogAuthor, blogPosts } from "~/db/schema";
import { BLOG_CATEGORIES } from "~/domain/content/blog-categories";
import { formatDate, formatLongDate } from "~/lib/dates";
import { isAllowedImageSrc, sanitizeArticleHtml } from "./sanitize-html.server";

export type BlogPost = typeof blogPosts.$inferSelect;
export type BlogCategory = (typeof BLOG_CATEGORIES)[number];

/** Spec: related articles 2, sidebar recent 3, feed 20. */
export const RELATED_POSTS = 2;
export const SIDEBAR_RECENT_POSTS = 3;
export const FEED_POSTS = 20;

export const DEFAULT_AUTHOR: BlogAuthor = { name: "Admin", role: "Administrador" };

export function blogCategories(): readonly BlogCategory[] {
  return BLOG_CATEGORIES;
}

export function findCategory(slug: string | null | undefined): BlogCategory | null {
  return BLOG_CATEGORIES.find((c) => c.slug === slug) ?? null;
}

/** The author may arrive as an object or a JSON string (spec); missing parts fall back to Admin / Administrador. */
export function normalizeAuthor(value: unknown): BlogAuthor {
  let author = value;
  if (typeof author === "string") {
    try {
      author = JSON.parse(author);
    } catch {
      author = null;
    }
  }
  if (!author || typeof author !== "object") return { ...DEFAULT_AUTHOR };
  const { name, role, avatar } = author as Record<string, unknown>;
  const text = (v: unknown) => (typeof v === "string" && v.trim() ? v.trim() : null);
  const avatarUrl = text(avatar);
  return {
    name: text(name) ?? DEFAULT_AUTHOR.name,
    role: text(role) ?? DEFAULT_AUTHOR.role,
    // Same rule as article images: relative or https only.
    ...(avatarUrl && isAllowedImageSrc(avatarUrl) ? { avatar: avatarUrl } : {}),
  };
}

const summaryColumns = {
  id: blogPosts.id,
  title: blogPosts.title,
  slug: blogPosts.slug,
  excerpt: blogPosts.excerpt,
  coverImage: blogPosts.coverImage,
  publishedAt: blogPosts.publishedAt,
  updatedAt: blogPosts.updatedAt,
  category: blogPosts.category,
  author: blogPosts.author,
};

type SummaryRow = Pick<BlogPost, keyof typeof summaryColumns>;

function toSummary(row: SummaryRow) {
  return {
    ...row,
    // Dates go out formatted: a page's first Intl formatter costs a slow phone a long task (issue 35).
    publishedOn: formatDate(row.publishedAt),
    author: normalizeAuthor(row.author),
    categoryName: findCategory(row.category)?.name ?? null,
  };
}

export type PostSummary = ReturnType<typeof toSummary>;

/** Newest first, optionally one category. */
export async function listPosts(db: Database, options: { category?: string; limit?: number } = {}): Promise<PostSummary[]> {
  const query = db
    .select(summaryColumns)
    .from(blogPosts)
    .where(options.category ? eq(blogPosts.category, options.category) : undefined)
    .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id));
  const rows = await (options.limit ? query.limit(options.limit) : query);
  return rows.map(toSummary);
}

export async function findPostBySlug(db: Database, slug: string): Promise<BlogPost | null> {
  if (slug.length > 200) return null;
  const [row] = await db.select().from(blogPosts).where(eq(blogPosts.slug, slug));
  return row ?? null;
}

/** Same category, not the article itself, newest first. */
export async function relatedPosts(
  db: Database,
  post: Pick<BlogPost, "id" | "category">,
  limit = RELATED_POSTS,
): Promise<PostSummary[]> {
  const rows = await db
    .select(summaryColumns)
    .from(blogPosts)
    .where(and(eq(blogPosts.category, post.category), ne(blogPosts.id, post.id)))
    .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
    .limit(limit);
  return rows.map(toSummary);
}

/** words / 200 rounded up, minimum 1 (spec). */
export function readingMinutes(html: string): number {
  const text = html.replace(/<[^>]*>/g, " ").replace(/&[a-z0-9#]+;/gi, " ");
  const words = text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
  return Math.max(1, Math.ceil(words / 200));
}

/** What every blog page shows beside its content. */
export async function blogSidebar(db: Database) {
  return { categories: blogCategories(), recent: await listPosts(db, { limit: SIDEBAR_RECENT_POSTS }) };
}

/** One article ready to render: sanitised HTML, reading time, author with defaults, related posts. */
export async function loadArticle(db: Database, slug: string) {
  const post = await findPostBySlug(db, slug);
  if (!post) return null;
  const contentHtml = sanitizeArticleHtml(post.content);
  const [related, sidebar] = await Promise.all([relatedPosts(db, post), blogSidebar(db)]);
  return {
    post: {
      id: post.id,
      slug: post.slug,
      title: post.title,
      excerpt: post.excerpt,
      coverImage: post.coverImage,
      publishedAt: post.publishedAt,
      publishedOn: formatLongDate(post.publishedAt),
      updatedAt: post.updatedAt,
      author: normalizeAuthor(post.author),
      category: findCategory(post.category),
      tags: post.tags.map((t) => t.trim()).filter(Boolean),
      contentHtml,
      minutes: readingMinutes(contentHtml),
    },
    related,
    sidebar,
  };
}

/** /blog: the newest article featured, the next six under 'Artigos Recentes'. */
export async function blogHomePage(db: Database) {
  const [posts, sidebar] = await Promise.all([listPosts(db, { limit: 7 }), blogSidebar(db)]);
  return { featured: posts[0] ?? null, recent: posts.slice(1), sidebar };
}

/** /blog/lista and /blog/categorias/{slug}: every article, or one category's. */
export async function blogListingPage(db: Database, category: BlogCategory | null) {
  const [posts, sidebar] = await Promise.all([listPosts(db, category ? { category: category.slug } : {}), blogSidebar(db)]);
  return { posts, sidebar };
}
