// Seeds a realistic catalogue for the benchmark with the app's own modules:
// the demo data (scripts/seed), then more products and blog posts in one
// transaction each, then orders through the real order workflow (placeOrder).
//
// Run as a script: DATA_DIR=… [DATABASE_URL=…] tsx scripts/bench/seed-bench.ts
// It prints one line "BENCH_SEED_RESULT {json}" with the counts and the ids used by the bench.
import path from "node:path";
import { desc, eq, sql } from "drizzle-orm";
import { type Database, openDatabase } from "~/db/client.server";
import { blogPosts, customers, orders, products } from "~/db/schema";
import { createMailer } from "~/platform/mail/mailer.server";
import { placeOrder } from "~/domain/orders/placement/place-order.server";
import { createLocalStorage } from "~/platform/storage/storage.server";
import { createLogger } from "~/logger.server";
import { foldForSearch } from "~/lib/slug";
import { seedIfEmpty } from "../seed/seed-demo-data";

export interface SeedTargets {
  products: number;
  posts: number;
  orders: number;
}

export interface SeedResult {
  products: number;
  posts: number;
  orders: number;
  customers: number;
  /** A demo product with its own image, for /produto/{id}. */
  productId: number;
  /** The newest blog post, for /blog/{slug}. */
  postSlug: string;
  /** Visible product ids, for the checkout load. */
  orderableProductIds: number[];
  ms: { demo: number; catalogue: number; orders: number };
}

const KINDS = [
  ["Whey Protein Isolado", "Proteínas"],
  ["Creatina Creapure", "Proteínas"],
  ["Colágeno Verisol", "Beleza"],
  ["Ômega 3 Concentrado", "Vitaminas"],
  ["Multivitamínico Mulher", "Vitaminas"],
  ["Magnésio Quelato", "Bem-estar"],
  ["Vitamina D3 2000 UI", "Vitaminas"],
  ["Própolis Verde Spray", "Imunidade"],
  ["Chá Verde Termogênico", "Emagrecimento"],
  ["Melatonina Gotas", "Sono"],
  ["Cafeína 210 mg", "Energia"],
  ["BCAA 2:1:1", "Proteínas"],
  ["Glutamina Pura", "Proteínas"],
  ["Fibras Solúveis", "Emagrecimento"],
  ["Probiótico 10 Cepas", "Imunidade"],
  ["Zinco Quelato", "Imunidade"],
  ["Vitamina C 1 g", "Imunidade"],
  ["Biotina 45 mcg", "Cabelos"],
  ["Spirulina Orgânica", "Energia"],
  ["Ashwagandha", "Foco e Memória"],
] as const;
const VARIANTS = ["60 cápsulas", "120 cápsulas", "pó 300 g", "pó 900 g", "sabor baunilha", "sabor chocolate", "refil econômico", "kit 3 meses", "sem sabor", "vegano"];

function pick<T>(list: readonly T[], i: number): T {
  return list[i % list.length]!;
}

/** Deterministic pseudo-random numbers, so every run seeds the same data. */
function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

async function count(db: Database, table: typeof products | typeof blogPosts | typeof orders | typeof customers): Promise<number> {
  const [row] = (await db.select({ n: sql<number>`count(*)::int` }).from(table)) as [{ n: number }];
  return row.n;
}

async function addProducts(db: Database, target: number): Promise<void> {
  const existing = await db.select().from(products);
  const missing = target - existing.length;
  if (missing <= 0) return;
  const random = rng(42);
  const rows = Array.from({ length: missing }, (_, i) => {
    const [kind, category] = pick(KINDS, i);
    const variant = pick(VARIANTS, Math.floor(i / KINDS.length) + i);
    const template = pick(existing, i);
    const name = `Lift ${kind} — ${variant}`;
    const priceCents = 2990 + Math.round(random() * 200) * 100 + 90;
    return {
      handle: `bench-${i + 1}`,
      name,
      description: template.description,
      priceCents,
      compareAtCents: random() < 0.5 ? priceCents + 1000 + Math.round(random() * 50) * 100 : null,
      imageUrl: template.imageUrl,
      category,
      visible: random() > 0.03,
      searchName: foldForSearch(name),
    };
  });
  await db.transaction(async (tx) => {
    await tx.insert(products).values(rows);
  });
}

async function addPosts(db: Database, target: number): Promise<void> {
  const existing = await db.select().from(blogPosts).orderBy(blogPosts.publishedAt);
  const missing = target - existing.length;
  if (missing <= 0 || existing.length === 0) return;
  const oldest = existing[0]!.publishedAt.getTime();
  const rows = Array.from({ length: missing }, (_, i) => {
    const t = pick(existing, i);
    const part = Math.floor(i / existing.length) + 2;
    return {
      title: `${t.title} (parte ${part})`,
      slug: `${t.slug}-parte-${part}`,
      excerpt: t.excerpt,
      content: t.content,
      coverImage: t.coverImage,
      // Older than the demo posts, so the blog's first page looks as before.
      publishedAt: new Date(oldest - (i + 1) * 3 * 24 * 3600_000),
      author: t.author,
      category: t.category,
      tags: t.tags,
    };
  });
  await db.transaction(async (tx) => {
    await tx.insert(blogPosts).values(rows);
  });
}

const CITIES = [
  ["São Paulo", "SP", "01310100"],
  ["Rio de Janeiro", "RJ", "20040002"],
  ["Belo Horizonte", "MG", "30130010"],
  ["Curitiba", "PR", "80010000"],
  ["Porto Alegre", "RS", "90010150"],
  ["Salvador", "BA", "40020000"],
  ["Recife", "PE", "50030230"],
  ["Fortaleza", "CE", "60060100"],
] as const;
const FIRST = ["Ana", "Bruno", "Carla", "Diego", "Eduarda", "Felipe", "Gabriela", "Heitor", "Isabela", "João", "Larissa", "Marcos"];
const LAST = ["Silva", "Souza", "Oliveira", "Santos", "Pereira", "Lima", "Costa", "Ferreira", "Almeida", "Ribeiro"];

/** 2 000 orders through placeOrder, from ~700 customers (so some come back), then spread over 6 months. */
async function addOrders(db: Database, target: number, productIds: number[]): Promise<void> {
  const missing = target - (await count(db, orders));
  if (missing <= 0) return;
  const logger = createLogger("silent", false);
  // No SMTP: emails are kept in the outbox and no delivery job is ever written.
  const mailer = createMailer({
    db,
    smtpUrl: undefined,
    from: "Lift <nao-responda@lift.local>",
    logger,
    jobs: () => {
      throw new Error("seed-bench: sem SMTP, nenhum trabalho de envio");
    },
  });
  const shop = { shopEmail: "pedidos@lift.local" };
  const random = rng(7);
  for (let i = 0; i < missing; i++) {
    const customer = Math.floor(random() * 700);
    const [city, state, postalCode] = pick(CITIES, customer);
    const lines = 1 + Math.floor(random() * 3);
    const ids = new Set<number>();
    while (ids.size < lines) ids.add(productIds[Math.floor(random() * productIds.length)]!);
    const result = await placeOrder(db, mailer, shop, {
      source: random() < 0.7 ? "checkout" : "funnel",
      idempotencyKey: `seed-${String(i).padStart(6, "0")}-lift-bench`,
      delivery: {
        fullName: `${pick(FIRST, customer)} ${pick(LAST, customer * 7 + 3)}`,
        email: `cliente${customer}@exemplo.com.br`,
        // Canonical (app/lib/phone.ts), as the order forms pass it.
        phone: `+55119${String(80000000 + customer * 37).slice(0, 8)}`,
        cpf: null,
        postalCode,
        street: "Rua das Palmeiras",
        number: String(10 + customer),
        complement: "",
        neighborhood: "Centro",
        city,
        state,
        referencePoint: "",
      },
      items: [...ids].map((productId) => ({ productId, quantity: 1 + Math.floor(random() * 3) })),
    });
    if (!result.ok) throw new Error(`Pedido ${i} recusado: ${result.message}`);
  }
  // History: dates over the last 180 days and the usual mix of statuses.
  await db.execute(sql`
    UPDATE orders SET
      created_at = now() - (((number * 7919) % 180) || ' days')::interval - (((number * 104729) % 86400) || ' seconds')::interval,
      status = (ARRAY['delivered','delivered','delivered','shipped','confirmed','new','cancelled'])[1 + (number % 7)],
      payment_status = CASE WHEN number % 7 = 6 THEN 'refunded' WHEN number % 7 < 3 THEN 'paid' ELSE 'pending' END
    WHERE idempotency_key LIKE 'seed-%'`);
}

export async function seedBench(db: Database, storage: ReturnType<typeof createLocalStorage>, targets: SeedTargets): Promise<SeedResult> {
  const t0 = performance.now();
  await seedIfEmpty({ db, storage });
  const t1 = performance.now();
  await addProducts(db, targets.products);
  await addPosts(db, targets.posts);
  const t2 = performance.now();
  const visible = await db.select({ id: products.id, handle: products.handle }).from(products).where(eq(products.visible, true));
  await addOrders(db, targets.orders, visible.map((p) => p.id));
  const t3 = performance.now();

  const demoProduct = visible.find((p) => p.handle === "lift-whey-protein") ?? visible.find((p) => !p.handle?.startsWith("bench-")) ?? visible[0]!;
  const [newest] = await db.select({ slug: blogPosts.slug }).from(blogPosts).orderBy(desc(blogPosts.publishedAt)).limit(1);
  return {
    products: await count(db, products),
    posts: await count(db, blogPosts),
    orders: await count(db, orders),
    customers: await count(db, customers),
    productId: demoProduct.id,
    postSlug: newest!.slug,
    orderableProductIds: visible.map((p) => p.id),
    ms: { demo: Math.round(t1 - t0), catalogue: Math.round(t2 - t1), orders: Math.round(t3 - t2) },
  };
}

async function main() {
  const dataDir = process.env.DATA_DIR;
  if (!dataDir) throw new Error("DATA_DIR é obrigatório");
  const targets: SeedTargets = {
    products: Number(process.env.BENCH_SEED_PRODUCTS ?? 200),
    posts: Number(process.env.BENCH_SEED_POSTS ?? 100),
    orders: Number(process.env.BENCH_SEED_ORDERS ?? 2000),
  };
  const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL || undefined, dataDir });
  try {
    const result = await seedBench(database.db, createLocalStorage(path.join(dataDir, "files")), targets);
    console.log(`BENCH_SEED_RESULT ${JSON.stringify(result)}`);
  } finally {
    await database.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}` || process.argv[1]?.endsWith("seed-bench.ts")) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
