// Demo data that makes the shop look real on first start. Runs automatically
// on an empty database (idempotent) and from `npm run seed` (reset).
import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { blogPosts, ebooks, productOffers, products, recipes } from "~/db/schema";
import { encodeVariants } from "~/platform/storage/image-variants.server";
import { publicUrl, type Storage } from "~/platform/storage/storage.server";
import { variantNames } from "~/platform/storage/responsive-image";
import { foldForSearch } from "~/lib/slug";
import { projectRoot } from "~/project-root.server";
import { seedBlogPosts } from "./content/blog-posts";
import { seedEbooks } from "./content/ebooks";
import { seedProducts } from "./content/products";
import { seedRecipes } from "./content/recipes";
import { insertDemoOrders } from "./demo-orders";

const SEED_LOCK = 7461003;

interface SeedServices {
  db: Database;
  storage: Storage;
}

function assetsDir(): string {
  return path.join(projectRoot(), "scripts", "seed", "assets");
}

async function copyAsset(storage: Storage, from: string, key: string): Promise<string> {
  await storage.put(key, await fs.promises.readFile(path.join(assetsDir(), from)));
  return key;
}

/**
 * Stores a demo picture the way uploads are stored: "{name}-{W}x{H}-r.webp"
 * plus its AVIF/WebP variants. The variants are made with sharp by
 * scripts/make-image-variants.ts and committed (seeding runs on every fresh
 * start and in every test server); a missing one is encoded here instead.
 */
async function copyImage(storage: Storage, from: string, name: string): Promise<string> {
  const bytes = await fs.promises.readFile(path.join(assetsDir(), from));
  const { default: sharp } = await import("sharp");
  const { width, height } = await sharp(bytes).metadata();
  const base = `${name}-${width}x${height}-r`;
  const committed = committedVariantsDir(from);
  let variants: { suffix: string; bytes: Buffer }[] = [];
  try {
    for (const v of variantNames("", width)) {
      variants.push({ suffix: v.avif, bytes: await fs.promises.readFile(committed + v.avif) });
      if (v.width < width) variants.push({ suffix: v.webp, bytes: await fs.promises.readFile(committed + v.webp) });
    }
  } catch {
    variants = await encodeVariants(bytes, width);
  }
  for (const v of variants) await storage.put(base + v.suffix, v.bytes);
  await storage.put(`${base}.webp`, bytes);
  return `${base}.webp`;
}

/** "products/x.webp" → ".../assets/variants/products/x" (variant files append ".320w.avif" etc.). */
export function committedVariantsDir(from: string): string {
  return path.join(assetsDir(), "variants", from.replace(/\.webp$/, ""));
}

/** Copies the committed demo files into storage; returns the keys by content. */
async function storeAssets(storage: Storage) {
  const productImages = new Map<string, string>();
  for (const p of seedProducts) {
    productImages.set(p.handle, publicUrl(await copyImage(storage, `products/${p.handle}.webp`, `products/seed-${p.handle}`)));
  }
  const recipeImages = new Map<string, string>();
  for (const r of seedRecipes) {
    recipeImages.set(r.slug, publicUrl(await copyImage(storage, `recipes/${r.slug}.webp`, `recipes/seed-${r.slug}`)));
  }
  const blogCovers = new Map<string, string>();
  for (const b of seedBlogPosts) {
    blogCovers.set(b.slug, publicUrl(await copyImage(storage, `blog/${b.slug}.webp`, `blog-covers/seed-${b.slug}`)));
  }
  const ebookFiles = new Map<string, { cover: string; file: string }>();
  for (const e of seedEbooks) {
    ebookFiles.set(e.slug, {
      cover: publicUrl(await copyImage(storage, `ebooks/${e.slug}-cover.webp`, `covers/seed-${e.slug}`)),
      file: await copyAsset(storage, `ebooks/${e.slug}.pdf`, `ebooks/files/seed-${e.slug}.pdf`),
    });
  }
  return { productImages, recipeImages, blogCovers, ebookFiles };
}

async function insertDemoRows(db: Database, assets: Awaited<ReturnType<typeof storeAssets>>) {
  for (const p of seedProducts) {
    const [row] = await db
      .insert(products)
      .values({
        handle: p.handle,
        name: p.name,
        description: p.description,
        priceCents: p.priceCents,
        compareAtCents: p.compareAtCents ?? null,
        imageUrl: assets.productImages.get(p.handle) ?? null,
        category: p.category,
        visible: true,
        searchName: foldForSearch(p.name),
      })
      .returning({ id: products.id });
    if (p.offers?.length) {
      await db.insert(productOffers).values(
        p.offers.map((o, position) => ({
          productId: row!.id,
          code: o.code,
          title: o.title,
          units: o.units,
          priceCents: o.priceCents,
          compareAtCents: o.compareAtCents ?? null,
          installments: o.installments ?? 12,
          position,
        })),
      );
    }
  }
  await db.insert(recipes).values(
    seedRecipes.map((r) => ({
      slug: r.slug,
      title: r.title,
      description: r.description,
      imageUrl: assets.recipeImages.get(r.slug) ?? null,
      premium: r.premium,
      ingredients: r.ingredients,
      steps: r.steps,
      prepMinutes: r.prepMinutes,
      servings: r.servings,
    })),
  );
  await db.insert(ebooks).values(
    seedEbooks.map((e) => ({
      title: e.title,
      description: e.description,
      author: e.author,
      coverUrl: assets.ebookFiles.get(e.slug)?.cover ?? null,
      fileKey: assets.ebookFiles.get(e.slug)?.file ?? null,
      premium: e.premium,
      priceCents: e.premium && e.priceCents ? e.priceCents : null,
      compareAtCents: e.compareAtCents ?? null,
      downloads: e.downloads,
      createdAt: new Date(e.publishedAt),
    })),
  );
  await db.insert(blogPosts).values(
    seedBlogPosts.map((b) => ({
      title: b.title,
      slug: b.slug,
      excerpt: b.excerpt,
      content: b.content,
      coverImage: assets.blogCovers.get(b.slug) ?? null,
      publishedAt: new Date(b.publishedAt),
      author: b.author,
      category: b.category,
      tags: b.tags,
    })),
  );
  // Four months of orders in every state, so the Pedidos and Resultados tabs tell a story.
  await insertDemoOrders(db);
}

/** Seeds when the catalog is empty. Safe to call from several processes at once. */
export async function seedIfEmpty({ db, storage }: SeedServices): Promise<boolean> {
  const [{ count }] = (await db.select({ count: sql<number>`count(*)::int` }).from(products)) as [{ count: number }];
  if (count > 0) return false;
  const assets = await storeAssets(storage);
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK})`);
    const [again] = (await tx.select({ count: sql<number>`count(*)::int` }).from(products)) as [{ count: number }];
    if (again.count > 0) return false;
    await insertDemoRows(tx, assets);
    return true;
  });
}

const ALL_TABLES = [
  "blocked_buyers",
  "order_events",
  "order_reminders",
  "order_items",
  "orders",
  "customers",
  "product_offers",
  "products",
  "recipes",
  "ebooks",
  "blog_posts",
  "subscribers",
  "auth_tokens",
  "sessions",
  "profiles",
  "users",
  "email_outbox",
  "payment_events",
  "local_checkouts",
  "quiz_events",
  "rate_limit_windows",
];

/** Empties every table and seeds again (npm run seed). */
export async function resetAndSeed({ db, storage }: SeedServices): Promise<void> {
  const assets = await storeAssets(storage);
  await db.transaction(async (tx) => {
    await tx.execute(sql.raw(`TRUNCATE ${ALL_TABLES.map((t) => `"${t}"`).join(", ")} RESTART IDENTITY CASCADE`));
    await insertDemoRows(tx, assets);
  });
}
