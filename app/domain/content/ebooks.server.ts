// The e-book store: listings, the `categoria` selections and one e-book's
// public details. The PDF's storage key (file_key) is never selected here:
// only ebook-file.server.ts reads it, to stream the file after authorisation.
import { and, asc, desc, eq, gt, isNotNull, not, type SQL, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { ebooks } from "~/db/schema";
import { z } from "~/lib/zod";
import { slugify } from "~/lib/slug";
import type { EbookSelection } from "./ebook-categories";

export { findEbookCategory, type EbookSelection } from "./ebook-categories";

/** Spec: every e-book section shows at most 6. */
export const EBOOK_SECTION_SIZE = 6;

/** What every list of e-books shows (the shop and the admin); never the file's storage key. */
export const ebookCardColumns = {
  id: ebooks.id,
  title: ebooks.title,
  description: ebooks.description,
  author: ebooks.author,
  coverUrl: ebooks.coverUrl,
  premium: ebooks.premium,
  priceCents: ebooks.priceCents,
  compareAtCents: ebooks.compareAtCents,
};

const publicColumns = {
  ...ebookCardColumns,
  downloads: ebooks.downloads,
  createdAt: ebooks.createdAt,
  updatedAt: ebooks.updatedAt,
};

const price = sql`coalesce(${ebooks.priceCents}, 0)`;
const discount = sql`(${ebooks.compareAtCents} - coalesce(${ebooks.priceCents}, 0))`;
const newest = [desc(ebooks.createdAt), desc(ebooks.id)];

/** What each selection lists and in which order; documented in ./ebook-categories.ts and docs/decisions/007. */
const SELECTIONS: Record<EbookSelection, { where?: SQL; orderBy: SQL[] }> = {
  todos: { orderBy: newest },
  ofertas: {
    where: and(
      eq(ebooks.premium, true),
      isNotNull(ebooks.priceCents),
      isNotNull(ebooks.compareAtCents),
      gt(ebooks.compareAtCents, ebooks.priceCents),
    ),
    orderBy: [asc(ebooks.priceCents), desc(discount), ...newest],
  },
  promocoes: {
    where: and(isNotNull(ebooks.compareAtCents), sql`${ebooks.compareAtCents} > ${price}`),
    orderBy: [desc(discount), ...newest],
  },
  "mais-vendidos": { orderBy: [desc(ebooks.downloads), ...newest] },
  lancamentos: { orderBy: newest },
  gratuitos: { where: not(ebooks.premium), orderBy: newest },
  premium: { where: eq(ebooks.premium, true), orderBy: newest },
};

/** The e-books of one selection, in its order (see EBOOK_CATEGORIES above). */
export async function listEbooks(db: Database, selection: EbookSelection = "todos", limit?: number) {
  const { where, orderBy } = SELECTIONS[selection];
  const query = db
    .select(publicColumns)
    .from(ebooks)
    .where(where)
    .orderBy(...orderBy);
  return limit ? query.limit(limit) : query;
}

/** The three sections of /ebooks without a category: 'Ofertas do dia', 'eBooks Gratuitos', 'eBooks Premium'. */
export async function ebookStorefront(db: Database) {
  const [offers, free, premium] = await Promise.all([
    listEbooks(db, "ofertas", EBOOK_SECTION_SIZE),
    listEbooks(db, "gratuitos", EBOOK_SECTION_SIZE),
    listEbooks(db, "premium", EBOOK_SECTION_SIZE),
  ]);
  return { offers, free, premium };
}

/** The {id} of /ebook/{id}…: digits only, within the integer column's range. */
export const ebookIdSchema = z
  .pipe(z.string().check(z.regex(/^[1-9]\d{0,9}$/)), z.transform(Number))
  .check(z.refine((n) => n <= 2_147_483_647));

export function parseEbookId(value: string | undefined): number | null {
  const parsed = ebookIdSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** One e-book's public details; `hasFile` says whether a PDF is stored (its key stays here). */
export async function findEbook(db: Database, id: number) {
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) return null;
  const [row] = await db
    .select({ ...publicColumns, hasFile: sql<boolean>`${ebooks.fileKey} IS NOT NULL` })
    .from(ebooks)
    .where(eq(ebooks.id, id));
  return row ?? null;
}

/** /ebooks/categoria/{slug-of-title}: the oldest e-book whose title slugifies to the slug. */
export async function findEbookIdByTitleSlug(db: Database, slug: string): Promise<number | null> {
  if (!slug || slug.length > 200) return null;
  const rows = await db.select({ id: ebooks.id, title: ebooks.title }).from(ebooks).orderBy(asc(ebooks.id));
  return rows.find((r) => slugify(r.title) === slug)?.id ?? null;
}

/** The file name offered for download: the title's slug. */
export function ebookFileName(title: string): string {
  return `${slugify(title) || "ebook"}.pdf`;
}
