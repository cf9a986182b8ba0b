// The admin's e-books: newest first, add, edit, delete. PDFs go to the private
// ebooks/files/ prefix (served only by /ebook/{id}/arquivo) and covers to
// covers/. Spec: a cover that cannot be stored lets the e-book continue
// without a new cover; a PDF that cannot be stored aborts the whole operation.
// The storage key of a PDF never leaves this module (docs/decisions/007).
import { ebookCardColumns } from "~/domain/content/ebooks.server";
import { desc, eq } from "drizzle-orm";
import { ebooks } from "~/db/schema";
import {
  deleteObjects,
  keyFromPublicUrl,
  type PreparedUpload,
  prepareUpload,
  storeUpload,
} from "~/platform/storage/uploads.server";
import { type EbookFormData } from "~/domain/content/forms/ebooks";
import { ADMIN_MESSAGES } from "~/domain/admin/forms/shared";
import type { AppServices } from "~/services.server";
import { type AdminOutcome as AdminResult, notFound, refused, saved } from "../admin/admin-form.server";

type Ctx = Pick<AppServices, "db" | "storage" | "logger">;

export interface AdminEbookRow {
  id: number;
  title: string;
  description: string;
  author: string;
  coverUrl: string | null;
  premium: boolean;
  priceCents: number | null;
  compareAtCents: number | null;
  /** Whether a PDF is stored (its key stays on the server). */
  hasFile: boolean;
  createdAt: Date;
}

const columns = {
  ...ebookCardColumns,
  fileKey: ebooks.fileKey,
  createdAt: ebooks.createdAt,
};

function toRow({ fileKey, ...row }: { fileKey: string | null } & Omit<AdminEbookRow, "hasFile">): AdminEbookRow {
  return { ...row, hasFile: fileKey !== null };
}

/** Spec: ordered by created_at descending. */
export async function listAdminEbooks(ctx: Pick<Ctx, "db">): Promise<AdminEbookRow[]> {
  const rows = await ctx.db.select(columns).from(ebooks).orderBy(desc(ebooks.createdAt), desc(ebooks.id));
  return rows.map(toRow);
}

export async function findAdminEbook(ctx: Pick<Ctx, "db">, id: number): Promise<AdminEbookRow | null> {
  const [row] = await ctx.db.select(columns).from(ebooks).where(eq(ebooks.id, id));
  return row ? toRow(row) : null;
}

export type EbookInput = EbookFormData & { priceCents: number | null; compareAtCents: number | null };

interface PreparedFiles {
  pdf: PreparedUpload | null;
  cover: PreparedUpload | null;
}

/** Validates both files before anything is written: a wrong type or size refuses the whole form. */
async function prepareFiles(files: {
  pdf: File | null;
  cover: File | null;
}): Promise<{ ok: true; files: PreparedFiles } | { ok: false; result: AdminResult }> {
  const prepared: PreparedFiles = { pdf: null, cover: null };
  const fields = [
    { key: "pdf", purpose: "ebook-pdf", field: "file" },
    { key: "cover", purpose: "ebook-cover", field: "cover" },
  ] as const;
  for (const { key, purpose, field } of fields) {
    const file = files[key];
    if (!file) continue;
    const checked = await prepareUpload(file, purpose);
    if (!checked.ok)
      return {
        ok: false,
        result: refused(400, checked.message, { [field]: checked.message }),
      };
    prepared[key] = checked.upload;
  }
  return { ok: true, files: prepared };
}

type Stored =
  { ok: true; fileKey: string | null; coverUrl: string | null; coverFailed: boolean } | { ok: false; result: AdminResult };

async function storeFiles(ctx: Ctx, files: PreparedFiles): Promise<Stored> {
  let fileKey: string | null = null;
  if (files.pdf) {
    try {
      fileKey = (await storeUpload(ctx.storage, files.pdf)).key;
    } catch (error) {
      ctx.logger.error("Falha ao gravar o PDF do e-book", { reason: String(error) });
      return {
        ok: false,
        result: refused(500, "Não foi possível enviar o arquivo do e-book. Tente novamente."),
      };
    }
  }
  let coverUrl: string | null = null;
  let coverFailed = false;
  if (files.cover) {
    try {
      coverUrl = (await storeUpload(ctx.storage, files.cover)).url;
    } catch (error) {
      ctx.logger.warn("Falha ao gravar a capa do e-book; segue sem nova capa", { reason: String(error) });
      coverFailed = true;
    }
  }
  return { ok: true, fileKey, coverUrl, coverFailed };
}

/** Checks both files, then stores them (the PDF, or nothing; the cover, if it can be). */
async function prepareAndStore(ctx: Ctx, files: { pdf: File | null; cover: File | null }): Promise<Stored> {
  const prepared = await prepareFiles(files);
  if (!prepared.ok) return prepared;
  return storeFiles(ctx, prepared.files);
}

function pdfRequired(): AdminResult {
  return refused(400, ADMIN_MESSAGES.ebookPdfRequired, { file: ADMIN_MESSAGES.ebookPdfRequired });
}

const coverWarning = { title: "Capa não enviada", description: ADMIN_MESSAGES.ebookCoverFailed };

function values(input: EbookInput) {
  return {
    title: input.title,
    description: input.description,
    author: input.author,
    premium: input.premium,
    priceCents: input.priceCents,
    compareAtCents: input.compareAtCents,
  };
}

export async function createEbook(
  ctx: Ctx,
  input: EbookInput,
  files: { pdf: File | null; cover: File | null },
): Promise<AdminResult> {
  if (!files.pdf) return pdfRequired();
  const stored = await prepareAndStore(ctx, files);
  if (!stored.ok) return stored.result;
  let created: { id: number } | undefined;
  try {
    [created] = await ctx.db
      .insert(ebooks)
      .values({ ...values(input), fileKey: stored.fileKey, coverUrl: stored.coverUrl })
      .returning({ id: ebooks.id });
  } catch (error) {
    await deleteObjects(ctx, [stored.fileKey, keyFromPublicUrl(stored.coverUrl)]);
    throw error;
  }
  if (!created) return refused(500, ADMIN_MESSAGES.retry);
  return saved("E-book adicionado", `${input.title} foi adicionado.`, stored.coverFailed ? { warning: coverWarning } : undefined);
}

export async function updateEbook(
  ctx: Ctx,
  id: number,
  input: EbookInput,
  files: { pdf: File | null; cover: File | null },
): Promise<AdminResult> {
  const [existing] = await ctx.db
    .select({ fileKey: ebooks.fileKey, coverUrl: ebooks.coverUrl })
    .from(ebooks)
    .where(eq(ebooks.id, id));
  if (!existing) return notFound();
  if (!files.pdf && !existing.fileKey) return pdfRequired();
  const stored = await prepareAndStore(ctx, files);
  if (!stored.ok) return stored.result;
  const [updated] = await ctx.db
    .update(ebooks)
    .set({
      ...values(input),
      ...(stored.fileKey ? { fileKey: stored.fileKey } : {}),
      ...(stored.coverUrl ? { coverUrl: stored.coverUrl } : {}),
    })
    .where(eq(ebooks.id, id))
    .returning({ id: ebooks.id });
  if (!updated) {
    await deleteObjects(ctx, [stored.fileKey, keyFromPublicUrl(stored.coverUrl)]);
    return refused(404, ADMIN_MESSAGES.notFound);
  }
  await deleteObjects(ctx, [
    stored.fileKey ? existing.fileKey : null,
    stored.coverUrl ? keyFromPublicUrl(existing.coverUrl) : null,
  ]);
  return saved("E-book atualizado", `${input.title} foi atualizado.`, stored.coverFailed ? { warning: coverWarning } : undefined);
}

export async function deleteEbook(ctx: Ctx, id: number): Promise<AdminResult> {
  const [deleted] = await ctx.db
    .delete(ebooks)
    .where(eq(ebooks.id, id))
    .returning({ title: ebooks.title, fileKey: ebooks.fileKey, coverUrl: ebooks.coverUrl });
  if (!deleted) return notFound();
  await deleteObjects(ctx, [deleted.fileKey, keyFromPublicUrl(deleted.coverUrl)]);
  return saved("E-book excluído", `${deleted.title} foi excluído.`);
}
