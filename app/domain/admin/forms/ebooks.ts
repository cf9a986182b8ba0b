// The e-book form (spec "E-book form").
import { z } from "~/lib/zod";
import { ADMIN_MESSAGES, checkbox, failure, issuesOf, price, multilineText, text, type Validation } from "./shared";

export const ebookFormSchema = z.object({
  title: text(200),
  description: multilineText(5000),
  author: text(120),
  premium: checkbox,
  price,
  compareAtPrice: price,
});
export type EbookFormData = z.infer<typeof ebookFormSchema>;

export interface EbookFileState {
  /** A PDF is attached to this submission. */
  hasPdf: boolean;
  /** Editing an e-book that already has a file. */
  hasExistingFile: boolean;
}

/** Spec "E-book form": title non-blank, PDF when adding or when none exists yet, price only when premium and non-zero. */
export function validateEbookForm(
  raw: Record<string, unknown>,
  mode: "create" | "update",
  files: EbookFileState,
): Validation<EbookFormData & { priceCents: number | null; compareAtCents: number | null }> {
  const title = mode === "create" ? "Erro ao adicionar e-book" : "Erro ao atualizar e-book";
  const parsed = z.safeParse(ebookFormSchema, raw);
  if (!parsed.success) return failure(issuesOf(parsed.error), title);
  if (!parsed.data.title) return failure({ title: ADMIN_MESSAGES.ebookTitle }, title);
  if (!files.hasPdf && (mode === "create" || !files.hasExistingFile))
    return failure({ file: ADMIN_MESSAGES.ebookPdfRequired }, title);
  const priceCents = parsed.data.premium && parsed.data.price ? parsed.data.price : null;
  return { ok: true, data: { ...parsed.data, priceCents, compareAtCents: parsed.data.compareAtPrice || null } };
}
