// The blog post form (spec "Blog post"). Its categories are the site's own
// list (app/domain/content/blog-categories.ts), the one the blog pages read. The body is
// the editor's HTML (or, with scripts off, what was typed in the textarea);
// the server sanitises it before saving (blog.server.ts).
import { BLOG_CATEGORIES } from "~/domain/content/blog-categories";
import { slugify } from "~/lib/slug";
import { z } from "~/lib/zod";
import { adminCheck, fieldRefusal } from "../../admin/forms/admin-check";
import { ADMIN_MESSAGES, text } from "../../admin/forms/shared";

const BLOG_CATEGORY_SLUGS = BLOG_CATEGORIES.map((c) => c.slug) as [string, ...string[]];

export const BLOG_MESSAGES = {
  title: "Título é obrigatório.",
  content: "Conteúdo é obrigatório.",
} as const;

/** Visible text of article HTML (tags dropped, entities of spaces collapsed). */
export function htmlText(html: string): string {
  return html
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;|&#160;/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** Whether article HTML has something to read or see (text or an image). */
export function hasArticleContent(html: string): boolean {
  return htmlText(html) !== "" || /<img\b/i.test(html);
}

export const blogFormSchema = z.object({
  title: z.pipe(text(200), z.string().check(z.minLength(1, BLOG_MESSAGES.title))),
  slug: text(120),
  excerpt: text(500),
  content: z.pipe(
    z.optional(z.string().check(z.maxLength(200_000, ADMIN_MESSAGES.tooLong))),
    z.pipe(
      z.transform((v: string | undefined) => (v ?? "").trim()),
      z.string().check(z.refine(hasArticleContent, BLOG_MESSAGES.content)),
    ),
  ),
  category: z.enum(BLOG_CATEGORY_SLUGS, ADMIN_MESSAGES.blogCategory),
  tags: text(500),
  authorName: text(80),
  authorRole: text(80),
});
export type BlogFormData = z.infer<typeof blogFormSchema>;
export type PostInput = Omit<BlogFormData, "tags"> & { tags: string[]; slug: string };

/** "a, b ,, c" → ["a", "b", "c"] (trimmed, empty dropped, duplicates once). */
export function parseTags(input: string): string[] {
  const seen = new Set<string>();
  for (const raw of input.split(",")) {
    const tag = raw.trim().replace(/\s+/g, " ").slice(0, 40);
    if (tag && ![...seen].some((s) => s.toLowerCase() === tag.toLowerCase())) seen.add(tag);
  }
  return [...seen].slice(0, 20);
}

/** Title and content required; an empty slug comes from the title; tags are comma-separated. */
export const checkBlogForm = adminCheck(blogFormSchema, (data) => {
  const slug = slugify(data.slug) || slugify(data.title);
  if (!slug) return fieldRefusal("slug", ADMIN_MESSAGES.blogSlug);
  return {
    ok: true,
    data: { ...data, slug: slug.slice(0, 100).replace(/-+$/, ""), tags: parseTags(data.tags) } satisfies PostInput,
  };
});
