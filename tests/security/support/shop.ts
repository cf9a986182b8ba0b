// What the suites need to know about a running shop, read through the app
// (sitemap, pages) or, on PostgreSQL, straight from its database.
import { randomUUID } from "node:crypto";
import type postgres from "postgres";
import { validCpf } from "../../support/builders/orders";
import type { Client } from "./app";

/** Every public URL the sitemap lists, as paths. */
export async function sitemapPaths(client: Client): Promise<string[]> {
  const res = await client.get("/sitemap.xml");
  if (res.status !== 200) throw new Error(`sitemap: ${res.status}`);
  return [...res.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
}

export interface Catalog {
  productIds: number[];
  ebookIds: number[];
  recipeSlugs: string[];
  blogSlugs: string[];
}

export async function catalogOf(client: Client): Promise<Catalog> {
  const paths = await sitemapPaths(client);
  const pick = (re: RegExp) => paths.map((p) => re.exec(p)?.[1]).filter((v): v is string => !!v);
  return {
    productIds: pick(/^\/produto\/(\d+)$/).map(Number),
    ebookIds: pick(/^\/ebook\/(\d+)$/).map(Number),
    recipeSlugs: pick(/^\/receitas\/([^/]+)$/),
    blogSlugs: pick(/^\/blog\/(?!lista$|categorias)([^/]+)$/),
  };
}

/** A CPF with valid check digits, different each call (the one CPF builder, under the name these suites use). */
export function makeCpf(seed?: number): string {
  return validCpf(seed);
}

/** A plan-page order that passes validation. */
export function orderForm(productId: number, overrides: Record<string, string> = {}): Record<string, string> {
  return {
    variant: "simple",
    idempotencyKey: randomUUID(),
    productId: String(productId),
    quantity: "1",
    fullName: "Maria da Silva",
    whatsapp: "(11) 98765-4321",
    email: `maria-${randomUUID().slice(0, 8)}@exemplo.com.br`,
    cpf: makeCpf(),
    zipCode: "01001-000",
    street: "Praça da Sé",
    number: "100",
    neighborhood: "Sé",
    city: "São Paulo",
    state: "SP",
    js: "1",
    ...overrides,
  };
}

/** A checkout (cart) order that passes validation. */
export function checkoutForm(
  items: Array<{ id: number; quantity: number }>,
  overrides: Record<string, string> = {},
): Record<string, string> {
  return {
    idempotencyKey: randomUUID(),
    fullName: "João Pereira",
    email: `joao-${randomUUID().slice(0, 8)}@exemplo.com.br`,
    whatsapp: "(21) 99876-5432",
    cpf: makeCpf(),
    zipCode: "20040-020",
    street: "Avenida Rio Branco",
    number: "1",
    neighborhood: "Centro",
    city: "Rio de Janeiro",
    state: "RJ",
    items: JSON.stringify(items),
    ...overrides,
  };
}

/** Tables whose contents a refused request must leave as they were. */
export const WATCHED_TABLES = [
  "orders",
  "order_items",
  "customers",
  "users",
  "profiles",
  "products",
  "product_offers",
  "blog_posts",
  "ebooks",
  "recipes",
  "subscribers",
  "payment_events",
] as const;

export type Fingerprint = Record<string, { rows: number; hash: string }>;

/** Row count and a hash of every row of each watched table (an update shows up, not only an insert). */
export async function fingerprint(
  sql: postgres.Sql,
  options: { ignoreColumns?: Record<string, string[]>; tables?: readonly string[] } = {},
): Promise<Fingerprint> {
  const out: Fingerprint = {};
  for (const table of options.tables ?? WATCHED_TABLES) {
    const ignore = options.ignoreColumns?.[table] ?? [];
    const minus = ignore.map((c) => ` - '${c}'`).join("");
    const [row] = await sql.unsafe(
      `SELECT count(*)::int AS rows, coalesce(md5(string_agg((to_jsonb(t)${minus})::text, '|' ORDER BY (to_jsonb(t)${minus})::text)), '') AS hash FROM ${table} t`,
    );
    out[table] = { rows: row!.rows as number, hash: row!.hash as string };
  }
  return out;
}
