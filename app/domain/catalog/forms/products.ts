// The product form (spec "Validation rules": name and price required), one
// schema for the browser and the server.
import { z } from "~/lib/zod";
import { adminCheck } from "../../admin/forms/admin-check";
import { checkbox, multilineText, price, text } from "../../admin/forms/shared";

export const PRODUCT_MESSAGES = {
  name: "Nome é obrigatório.",
  price: "Preço é obrigatório.",
} as const;

export const productFormSchema = z.object({
  name: z.pipe(text(200), z.string().check(z.minLength(1, PRODUCT_MESSAGES.name))),
  description: multilineText(5000),
  category: text(80),
  price: z.pipe(price, z.number(PRODUCT_MESSAGES.price)),
  visible: checkbox,
});
export type ProductFormData = z.infer<typeof productFormSchema>;

/** Price ≥ 0 with at most two decimals, in cents. */
export const checkProductForm = adminCheck(productFormSchema, (data) => ({
  ok: true,
  data: { ...data, priceCents: data.price },
}));
