// The admin's on/off per WhatsApp message (issue 37 §2), read and written for
// /admin/whatsapp. The send job reads the same rows at send time
// (whatsapp-send.server.ts), so a message switched off is skipped even when
// its job was written before the switch. No row means on.
import { sql } from "drizzle-orm";
import { whatsappSettings } from "~/db/schema";
import { type AdminOutcome, saved } from "~/domain/admin/admin-form.server";
import type { AppServices } from "~/services.server";
import type { WhatsAppSwitches } from "./forms/whatsapp-settings";
import { ORDER_MESSAGE_KINDS, ORDER_MESSAGE_LABELS, type OrderMessageKind } from "./order-message-kinds";
import { WHATSAPP_TEMPLATES } from "./whatsapp/templates";

export interface MessageSwitch {
  kind: OrderMessageKind;
  label: string;
  /** The approved template it sends (templates.ts). */
  template: string;
  enabled: boolean;
  /** The last change by someone (null: never switched, on by default). */
  changed: { by: string; at: Date } | null;
}

export interface WhatsAppSettings {
  /** WhatsApp's account values are set (WHATSAPP_*); without them nothing is sent, whatever the switches say. */
  configured: { phoneNumberId: string; apiVersion: string } | null;
  messages: MessageSwitch[];
}

export async function loadWhatsAppSettings(ctx: Pick<AppServices, "db" | "config">): Promise<WhatsAppSettings> {
  const rows = await ctx.db.select().from(whatsappSettings);
  const byKind = new Map(rows.map((r) => [r.kind, r]));
  const wa = ctx.config.whatsapp;
  return {
    configured: wa ? { phoneNumberId: wa.phoneNumberId, apiVersion: wa.apiVersion } : null,
    messages: ORDER_MESSAGE_KINDS.map((kind) => {
      const row = byKind.get(kind);
      return {
        kind,
        label: ORDER_MESSAGE_LABELS[kind],
        template: WHATSAPP_TEMPLATES[kind].name,
        enabled: row?.enabled ?? true,
        changed: row ? { by: row.updatedBy, at: row.updatedAt } : null,
      };
    }),
  };
}

/**
 * Stores the switches that changed, each with who and when (one statement);
 * the ones left as they were keep their last change. The log line names what
 * was turned on and off, for the shop's records.
 */
export async function saveWhatsAppSettings(
  ctx: Pick<AppServices, "db" | "config" | "logger">,
  wanted: WhatsAppSwitches,
  actor: string,
): Promise<AdminOutcome> {
  const current = await loadWhatsAppSettings(ctx);
  const changes = current.messages.filter((m) => m.enabled !== wanted[m.kind]);
  if (!changes.length) return saved("Nada mudou", "As mensagens continuam como estavam.");
  const now = new Date();
  await ctx.db
    .insert(whatsappSettings)
    .values(changes.map((m) => ({ kind: m.kind, enabled: wanted[m.kind], updatedBy: actor, updatedAt: now })))
    .onConflictDoUpdate({
      target: whatsappSettings.kind,
      set: { enabled: sql`excluded.enabled`, updatedBy: sql`excluded.updated_by`, updatedAt: sql`excluded.updated_at` },
    });
  const on = changes.filter((m) => wanted[m.kind]).map((m) => m.label);
  const off = changes.filter((m) => !wanted[m.kind]).map((m) => m.label);
  ctx.logger.info("Mensagens de WhatsApp alteradas no painel", { actor, ligadas: on, desligadas: off });
  return saved(
    "Mensagens de WhatsApp salvas",
    [on.length ? `Ligadas: ${on.join(", ")}.` : "", off.length ? `Desligadas: ${off.join(", ")}.` : ""].filter(Boolean).join(" "),
  );
}
