// The e-book form (spec "E-book form"). The PDF is a file, so the check
// cannot see it: the page marks its input `required` when adding, and the
// server refuses an e-book left without a PDF (ebooks.server.ts).
import { z } from "~/lib/zod";
import { adminCheck } from "../../admin/forms/admin-check";
import { ADMIN_MESSAGES, checkbox, multilineText, price, text } from "../../admin/forms/shared";

export const ebookFormSchema = z.object({
  title: z.pipe(text(200), z.string().check(z.minLength(1, ADMIN_MESSAGES.ebookTitle))),
  description: multilineText(5000),
  author: text(120),
  premium: checkbox,
  price,
  compareAtPrice: price,
});
export type EbookFormData = z.infer<typeof ebookFormSchema>;
export type EbookInput = EbookFormData & { priceCents: number | null; compareAtCents: number | null };

/** A price only when premium and above zero; a "de" price only above zero. */
export const checkEbookForm = adminCheck(ebookFormSchema, (data) => ({
  ok: true,
  data: {
    ...data,
    priceCents: data.premium && data.price ? data.price : null,
    compareAtCents: data.compareAtPrice || null,
  } satisfies EbookInput,
}));
