// The risk rules' block form: a typed CPF or phone, a reason and an explicit
// confirmation. The shared typed-block check owns kind, value and reason; this
// adds the tick, so the browser and the action refuse the same way.
import {
  blockBuyerSchema,
  checkBlockBuyerForm,
  type BlockBuyerData,
  ORDER_ADMIN_MESSAGES,
} from "~/domain/orders/forms/back-office";
import type { Checked } from "~/lib/forms";
import { z } from "~/lib/zod";

export const confirmedBlockSchema = z.extend(blockBuyerSchema, {
  confirm: z.optional(z.string().check(z.maxLength(10))),
});

export function checkConfirmedBlockForm(fields: Record<string, unknown>): Checked<BlockBuyerData> {
  const checked = checkBlockBuyerForm(fields);
  const confirmed = fields.confirm === "sim";
  if (checked.ok && confirmed) return checked;
  return {
    ok: false,
    formError: checked.ok ? "" : checked.formError,
    fieldErrors: {
      ...(checked.ok ? {} : checked.fieldErrors),
      ...(confirmed ? {} : { confirm: ORDER_ADMIN_MESSAGES.blockConfirm }),
    },
  };
}
