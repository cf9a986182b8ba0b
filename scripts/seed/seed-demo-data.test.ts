import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { blogPosts, ebooks, productOffers, products, recipes } from "~/db/schema";
import { createLocalStorage } from "~/platform/storage/storage.server";
import { BLOG_CATEGORIES } from "~/domain/content/blog-categories";
import { responsiveSources } from "~/platform/storage/responsive-image";
import { describeEachDatabase } from "../../tests/support/database";
import { resetAndSeed, seedIfEmpty } from "./seed-demo-data";

function storage() {
  return createLocalStorage(fs.mkdtempSync(path.join(os.tmpdir(), "lift-seed-")));
}

describeEachDatabase("demo data", (get, kind) => {
  const files = storage();

  it("seeds an empty database once, even when asked twice at the same time", async () => {
    const { db } = get();
    const results = await Promise.all([seedIfEmpty({ db, storage: files }), seedIfEmpty({ db, storage: files })]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await seedIfEmpty({ db, storage: files })).toBe(false);
    const [{ count }] = (await db
      .select({ count: sql<number>`count(*)::int` })
      .from(products)
      .where(eq(products.handle, "lift-detox-black"))) as [{ count: number }];
    expect(count).toBe(1);
  }, 60_000);

  it("has the plan products of the spec with their prices and packages", async () => {
    const { db } = get();
    const byHandle = new Map((await db.select().from(products)).map((p) => [p.handle, p]));
    expect(byHandle.get("lift-detox-black")).toMatchObject({ name: "Lift Detox Black", priceCents: 14700 });
    expect(byHandle.get("lift-skin")).toMatchObject({ name: "Lift Skin (Colágeno Premium)", priceCents: 19700 });
    for (const handle of ["dormirex", "genius-mind", "energyup", "lift-hair"]) expect(byHandle.has(handle), handle).toBe(true);
    const hair = await db
      .select()
      .from(productOffers)
      .where(eq(productOffers.productId, byHandle.get("lift-hair")!.id));
    expect(hair.map((o) => o.priceCents).sort((a, b) => a - b)).toEqual([14700, 32700, 54700]);
    expect(new Set([...byHandle.values()].map((p) => p.category)).size).toBeGreaterThanOrEqual(5);
    expect(byHandle.size).toBeGreaterThanOrEqual(10);
  });

  it("has articles in all six categories, free and premium recipes and e-books", async () => {
    const { db } = get();
    const posts = await db.select().from(blogPosts);
    expect(posts.length).toBeGreaterThanOrEqual(6);
    expect(new Set(posts.map((p) => p.category))).toEqual(new Set(BLOG_CATEGORIES.map((c) => c.slug)));
    for (const p of posts) expect(p.content.split("<p>").length, p.slug).toBeGreaterThan(3);
    const recipeRows = await db.select().from(recipes);
    expect(recipeRows.length).toBeGreaterThanOrEqual(8);
    expect(recipeRows.some((r) => r.premium) && recipeRows.some((r) => !r.premium)).toBe(true);
    const books = await db.select().from(ebooks);
    expect(books.length).toBeGreaterThanOrEqual(8);
    expect(books.some((b) => b.premium) && books.some((b) => !b.premium)).toBe(true);
  });

  it("stores every demo picture with its AVIF and WebP variants, as uploads are", async () => {
    const { db } = get();
    const urls = [
      ...(await db.select({ url: products.imageUrl }).from(products)).map((r) => r.url),
      ...(await db.select({ url: blogPosts.coverImage }).from(blogPosts)).map((r) => r.url),
      ...(await db.select({ url: ebooks.coverUrl }).from(ebooks)).map((r) => r.url),
    ];
    for (const url of urls) {
      const sources = responsiveSources(url);
      expect(sources, String(url)).not.toBeNull();
      for (const entry of [...sources!.avifSrcSet.split(", "), ...sources!.webpSrcSet.split(", ")]) {
        expect(await files.get(entry.split(" ")[0]!.slice("/files/".length)), entry).not.toBeNull();
      }
    }
  });

  it("stores real local files: PDFs privately, images publicly", async () => {
    const { db } = get();
    for (const book of await db.select().from(ebooks)) {
      expect(book.fileKey!.startsWith("ebooks/")).toBe(true);
      const pdf = await files.get(book.fileKey!);
      const head = await new Promise<Buffer>((resolve) =>
        pdf!.stream({ start: 0, end: 4 }).on("data", (c) => resolve(c as Buffer)),
      );
      expect(head.toString("latin1")).toBe("%PDF-");
      expect(book.coverUrl).toMatch(/^\/files\/covers\//);
    }
    for (const p of await db.select().from(products)) {
      expect(p.imageUrl).toMatch(/^\/files\/products\/.+\.webp$/);
      expect(await files.get(p.imageUrl!.replace("/files/", ""))).not.toBeNull();
    }
  });

  it.runIf(kind === "pglite")(
    "resets to the same demo data",
    async () => {
      const { db } = get();
      await db.update(products).set({ visible: false });
      await resetAndSeed({ db, storage: files });
      const rows = await db.select().from(products);
      expect(rows.every((p) => p.visible)).toBe(true);
      expect(rows[0]!.id).toBe(1);
    },
    60_000,
  );
});
