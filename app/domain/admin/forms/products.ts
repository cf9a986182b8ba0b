// The product form (spec "Validation rules": name and price required).
import { z } from "~/lib/zod";
import {
  ADMIN_MESSAGES,
  checkbox,
  failure,
  issuesOf,
  price,
  multilineText,
  text,
  type FieldErrors,
  type Validation,
} from "./shared";

export const productFormSchema = z.object({
  name: text(200),
  description: multilineText(5000),
  category: text(80),
  price,
  visible: checkbox,
});
export type ProductFormData = z.infer<typeof productFormSchema>;

/** Spec: name and price required ('Campos obrigatórios' / 'Nome e preço são campos obrigatórios.'); price ≥ 0 with cents. */
export function validateProductForm(
  raw: Record<string, unknown>,
  mode: "create" | "update",
): Validation<ProductFormData & { priceCents: number }> {
  const parsed = z.safeParse(productFormSchema, raw);
  const fieldErrors = parsed.success ? {} : issuesOf(parsed.error);
  const missing: FieldErrors = {};
  if (parsed.success && !parsed.data.name) missing.name = "Nome é obrigatório.";
  if (parsed.success && parsed.data.price === null) missing.price = "Preço é obrigatório.";
  if (Object.keys(missing).length) {
    return failure(
      { ...missing, ...fieldErrors },
      ADMIN_MESSAGES.productRequired.title,
      ADMIN_MESSAGES.productRequired.description,
    );
  }
  if (!parsed.success) return failure(fieldErrors, mode === "create" ? "Erro ao adicionar produto" : "Erro ao atualizar produto");
  return { ok: true, data: { ...parsed.data, priceCents: parsed.data.price! } };
}
