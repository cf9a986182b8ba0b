// The admin's WhatsApp switches (/admin/whatsapp): one checkbox per message of
// an order's life, checked by the same function in the browser (Conform) and on
// the server (app/domain/admin/admin-form.server.ts). An unticked box is not
// posted, so it reads as "off". Pure: no server imports.
import type { Checked } from "~/lib/forms";
import { z } from "~/lib/zod";
import { checkbox } from "~/domain/admin/forms/shared";
import type { OrderMessageKind } from "../order-message-kinds";

export const whatsAppSwitchesSchema = z.object({
  orderReceived: checkbox,
  shipped: checkbox,
  delivered: checkbox,
  reminderBeforeDue: checkbox,
  reminderAfterDue: checkbox,
  paid: checkbox,
} satisfies Record<OrderMessageKind, typeof checkbox>);
export type WhatsAppSwitches = z.infer<typeof whatsAppSwitchesSchema>;

/** Only a forged value (not "on") can fail: the form's message, since no box can show it. */
export function checkWhatsAppSwitches(fields: Record<string, unknown>): Checked<WhatsAppSwitches> {
  const parsed = z.safeParse(whatsAppSwitchesSchema, fields);
  if (!parsed.success) return { ok: false, formError: "Não foi possível ler as opções. Atualize a página.", fieldErrors: {} };
  return { ok: true, data: parsed.data };
}
