// The admin's blog: list, write, edit, delete. The article HTML from the
// editor is sanitised here, on the server, before it is saved; slugs are
// unique (title-slug, then -2, -3…); published_at is now on create and update
// (spec); a cover that cannot be stored publishes without it (or keeps the
// previous one) with a warning.
import { and, desc, eq, like, ne, or } from "drizzle-orm";
import { type BlogAuthor, blogPosts } from "~/db/schema";
import { DEFAULT_AUTHOR, findCategory } from "~/domain/content/blog.server";
import { sanitizeArticleHtml } from "~/domain/content/sanitize-html.server";
import { deleteObjects, keyFromPublicUrl, prepareUpload, storeUpload } from "~/platform/storage/uploads.server";
import { type BlogFormData, htmlText } from "~/domain/content/forms/blog";
import { ADMIN_MESSAGES } from "~/domain/admin/forms/shared";
import { type Database, isUniqueViolation, type Transaction } from "~/db/client.server";
import type { AppServices } from "~/services.server";
import { type AdminOutcome as AdminResult, notFound, refused, saved } from "../admin/admin-form.server";

type Ctx = Pick<AppServices, "db" | "storage" | "logger">;

export interface AdminPostRow {
  id: number;
  title: string;
  slug: string;
  category: string;
  categoryName: string;
  publishedAt: Date;
}

export interface AdminPostDetails extends AdminPostRow {
  excerpt: string;
  content: string;
  coverImage: string | null;
  tags: string[];
  author: BlogAuthor;
}

export async function listAdminPosts(ctx: Pick<Ctx, "db">): Promise<AdminPostRow[]> {
  const rows = await ctx.db
    .select({
      id: blogPosts.id,
      title: blogPosts.title,
      slug: blogPosts.slug,
      category: blogPosts.category,
      publishedAt: blogPosts.publishedAt,
    })
    .from(blogPosts)
    .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id));
  return rows.map((r) => ({ ...r, categoryName: findCategory(r.category)?.name ?? r.category }));
}

export async function findAdminPost(ctx: Pick<Ctx, "db">, id: number): Promise<AdminPostDetails | null> {
  const [row] = await ctx.db.select().from(blogPosts).where(eq(blogPosts.id, id));
  if (!row) return null;
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    category: row.category,
    categoryName: findCategory(row.category)?.name ?? row.category,
    publishedAt: row.publishedAt,
    excerpt: row.excerpt,
    content: row.content,
    coverImage: row.coverImage,
    tags: row.tags,
    author: row.author,
  };
}

/** The slug itself when free, else slug-2, slug-3… (ignoring the post being edited). */
export async function uniqueSlug(db: Database | Transaction, base: string, exceptId?: number): Promise<string> {
  const rows = await db
    .select({ slug: blogPosts.slug })
    .from(blogPosts)
    .where(
      and(
        or(eq(blogPosts.slug, base), like(blogPosts.slug, `${base}-%`)),
        exceptId === undefined ? undefined : ne(blogPosts.id, exceptId),
      ),
    );
  const taken = new Set(rows.map((r) => r.slug));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

export type PostInput = Omit<BlogFormData, "tags"> & { tags: string[]; slug: string };

function excerptOf(input: PostInput, content: string): string {
  if (input.excerpt) return input.excerpt;
  const textOnly = htmlText(content)
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'");
  return textOnly.length > 180 ? `${textOnly.slice(0, 177).replace(/\s+\S*$/, "")}...` : textOnly;
}

type CoverOutcome = { ok: true; url: string | null; failed: boolean } | { ok: false; result: AdminResult };

/** A file that is not an image is refused; one that cannot be stored is reported as a warning. */
async function uploadCover(ctx: Ctx, cover: File | null): Promise<CoverOutcome> {
  if (!cover) return { ok: true, url: null, failed: false };
  const prepared = await prepareUpload(cover, "blog-cover");
  if (!prepared.ok) return { ok: false, result: refused(400, prepared.message, { cover: prepared.message }) };
  try {
    return { ok: true, url: (await storeUpload(ctx.storage, prepared.upload)).url, failed: false };
  } catch (error) {
    ctx.logger.warn("Falha ao gravar a capa do artigo", { reason: String(error) });
    return { ok: true, url: null, failed: true };
  }
}

/** Writes with a free slug; a concurrent writer taking the same slug makes it try the next one. */
async function withUniqueSlug<T>(
  ctx: Ctx,
  base: string,
  exceptId: number | undefined,
  write: (slug: string) => Promise<T>,
): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    const slug = await uniqueSlug(ctx.db, base, exceptId);
    try {
      return await write(slug);
    } catch (error) {
      if (attempt >= 3 || !isUniqueViolation(error)) throw error;
    }
  }
}

function authorOf(input: PostInput): BlogAuthor {
  return { name: input.authorName || DEFAULT_AUTHOR.name, role: input.authorRole || DEFAULT_AUTHOR.role };
}

export async function createPost(ctx: Ctx, input: PostInput, cover: File | null): Promise<AdminResult> {
  const content = sanitizeArticleHtml(input.content);
  if (!htmlText(content) && !/<img\b/i.test(content))
    return refused(400, ADMIN_MESSAGES.blogRequired.description, { content: "Conteúdo é obrigatório." });
  const uploaded = await uploadCover(ctx, cover);
  if (!uploaded.ok) return uploaded.result;
  let slug: string;
  try {
    slug = await withUniqueSlug(ctx, input.slug, undefined, async (free) => {
      await ctx.db.insert(blogPosts).values({
        title: input.title,
        slug: free,
        excerpt: excerptOf(input, content),
        content,
        coverImage: uploaded.url,
        category: input.category,
        tags: input.tags,
        author: authorOf(input),
        publishedAt: new Date(),
      });
      return free;
    });
  } catch (error) {
    await deleteObjects(ctx, [keyFromPublicUrl(uploaded.url)]);
    throw error;
  }
  return saved(
    "Post criado",
    `Publicado em /blog/${slug}.`,
    uploaded.failed ? { warning: { title: "Imagem não enviada", description: ADMIN_MESSAGES.blogCoverFailedCreate } } : undefined,
  );
}

export async function updatePost(ctx: Ctx, id: number, input: PostInput, cover: File | null): Promise<AdminResult> {
  const [existing] = await ctx.db.select({ coverImage: blogPosts.coverImage }).from(blogPosts).where(eq(blogPosts.id, id));
  if (!existing) return notFound();
  const content = sanitizeArticleHtml(input.content);
  if (!htmlText(content) && !/<img\b/i.test(content))
    return refused(400, ADMIN_MESSAGES.blogRequired.description, { content: "Conteúdo é obrigatório." });
  const uploaded = await uploadCover(ctx, cover);
  if (!uploaded.ok) return uploaded.result;
  const updated = await withUniqueSlug(ctx, input.slug, id, async (free) => {
    const [row] = await ctx.db
      .update(blogPosts)
      .set({
        title: input.title,
        slug: free,
        excerpt: excerptOf(input, content),
        content,
        ...(uploaded.url ? { coverImage: uploaded.url } : {}),
        category: input.category,
        tags: input.tags,
        author: authorOf(input),
        publishedAt: new Date(),
      })
      .where(eq(blogPosts.id, id))
      .returning({ slug: blogPosts.slug });
    return row;
  });
  if (!updated) {
    await deleteObjects(ctx, [keyFromPublicUrl(uploaded.url)]);
    return notFound();
  }
  if (uploaded.url) await deleteObjects(ctx, [keyFromPublicUrl(existing.coverImage)]);
  return saved(
    "Post atualizado",
    `Publicado em /blog/${updated.slug}.`,
    uploaded.failed ? { warning: { title: "Imagem não enviada", description: ADMIN_MESSAGES.blogCoverFailedUpdate } } : undefined,
  );
}

export async function deletePost(ctx: Ctx, id: number): Promise<AdminResult> {
  const [deleted] = await ctx.db
    .delete(blogPosts)
    .where(eq(blogPosts.id, id))
    .returning({ title: blogPosts.title, coverImage: blogPosts.coverImage });
  if (!deleted) return notFound();
  await deleteObjects(ctx, [keyFromPublicUrl(deleted.coverImage)]);
  return saved("Post excluído", `${deleted.title} foi excluído.`);
}
