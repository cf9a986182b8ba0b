import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { timestamps } from "./columns";

export const recipes = pgTable("recipes", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  slug: text("slug").notNull().unique(),
  title: text("title").notNull(),
  description: text("description").notNull().default(""),
  imageUrl: text("image_url"),
  premium: boolean("premium").notNull().default(false),
  ingredients: text("ingredients")
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  steps: text("steps")
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  prepMinutes: integer("prep_minutes"),
  servings: integer("servings"),
  ...timestamps,
});

export const ebooks = pgTable(
  "ebooks",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    author: text("author").notNull().default(""),
    coverUrl: text("cover_url"),
    /** Storage key of the PDF under the private ebooks/ prefix; never a public URL. */
    fileKey: text("file_key"),
    premium: boolean("premium").notNull().default(false),
    /** Null unless premium and non-zero (spec). */
    priceCents: integer("price_cents"),
    compareAtCents: integer("compare_at_cents"),
    downloads: integer("downloads").notNull().default(0),
    ...timestamps,
  },
  (t) => [
    check("ebooks_price_positive", sql`${t.priceCents} IS NULL OR ${t.priceCents} > 0`),
    check("ebooks_price_only_premium", sql`${t.priceCents} IS NULL OR ${t.premium}`),
  ],
);

export interface BlogAuthor {
  name: string;
  role: string;
  avatar?: string;
}

export const blogPosts = pgTable(
  "blog_posts",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    title: text("title").notNull(),
    slug: text("slug").notNull().unique(),
    excerpt: text("excerpt").notNull().default(""),
    /** Sanitised HTML. */
    content: text("content").notNull(),
    coverImage: text("cover_image"),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull().defaultNow(),
    author: jsonb("author").$type<BlogAuthor>().notNull().default({ name: "Admin", role: "Administrador" }),
    /** Category slug, one of BLOG_CATEGORIES (app/domain/content/blog-categories.ts). */
    category: text("category").notNull(),
    tags: text("tags")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    ...timestamps,
  },
  (t) => [
    check(
      "blog_posts_category_check",
      sql`${t.category} IN ('nutricao', 'emagrecimento', 'bem-estar', 'saude', 'suplementacao', 'beleza')`,
    ),
    check("blog_posts_slug_format", sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
    index("blog_posts_published_idx").on(t.publishedAt),
    index("blog_posts_category_idx").on(t.category),
  ],
);
