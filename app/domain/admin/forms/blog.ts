// The blog post form (spec "Blog post"). Its categories are the site's own
// list (app/lib/blog-categories.ts), the one the blog pages read.
import { BLOG_CATEGORIES } from "~/lib/blog-categories";
import { slugify } from "~/lib/slug";
import { z } from "~/lib/zod";
import { ADMIN_MESSAGES, failure, issuesOf, text, type Validation } from "./shared";

const BLOG_CATEGORY_SLUGS = BLOG_CATEGORIES.map((c) => c.slug) as [string, ...string[]];

export const blogFormSchema = z.object({
  title: text(200),
  slug: text(120),
  excerpt: text(500),
  content: z.pipe(
    z.optional(z.string().check(z.maxLength(200_000, ADMIN_MESSAGES.tooLong))),
    z.transform((v: string | undefined) => (v ?? "").trim()),
  ),
  category: z.enum(BLOG_CATEGORY_SLUGS, ADMIN_MESSAGES.blogCategory),
  tags: text(500),
  authorName: text(80),
  authorRole: text(80),
});
export type BlogFormData = z.infer<typeof blogFormSchema>;

/** Visible text of article HTML (tags dropped, entities of spaces collapsed). */
export function htmlText(html: string): string {
  return html
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;|&#160;/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** "a, b ,, c" → ["a", "b", "c"] (trimmed, empty dropped, duplicates once). */
export function parseTags(input: string): string[] {
  const seen = new Set<string>();
  for (const raw of input.split(",")) {
    const tag = raw.trim().replace(/\s+/g, " ").slice(0, 40);
    if (tag && ![...seen].some((s) => s.toLowerCase() === tag.toLowerCase())) seen.add(tag);
  }
  return [...seen].slice(0, 20);
}

/** Spec "Blog post": title and content required; empty slug generated from the title; tags comma-separated. */
export function validateBlogForm(
  raw: Record<string, unknown>,
  mode: "create" | "update",
): Validation<Omit<BlogFormData, "tags"> & { tags: string[]; slug: string }> {
  const parsed = z.safeParse(blogFormSchema, raw);
  const fieldErrors = parsed.success ? {} : issuesOf(parsed.error);
  const title = typeof raw.title === "string" ? raw.title.trim() : "";
  const content = typeof raw.content === "string" ? raw.content : "";
  if (!title || (!htmlText(content) && !/<img\b/i.test(content))) {
    return failure(
      {
        ...(title ? {} : { title: "Título é obrigatório." }),
        ...(htmlText(content) || /<img\b/i.test(content) ? {} : { content: "Conteúdo é obrigatório." }),
      },
      ADMIN_MESSAGES.blogRequired.title,
      ADMIN_MESSAGES.blogRequired.description,
    );
  }
  if (!parsed.success) return failure(fieldErrors, mode === "create" ? "Erro ao criar post" : "Erro ao atualizar post");
  const slug = slugify(parsed.data.slug) || slugify(parsed.data.title);
  if (!slug)
    return failure({ slug: ADMIN_MESSAGES.blogSlug }, mode === "create" ? "Erro ao criar post" : "Erro ao atualizar post");
  return { ok: true, data: { ...parsed.data, slug: slug.slice(0, 100).replace(/-+$/, ""), tags: parseTags(parsed.data.tags) } };
}
