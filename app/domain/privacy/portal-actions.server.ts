// What a person does on the rights portal (/privacidade/meus-dados), each as a
// named step that answers an Outcome: ask for the link, end the link's access,
// correct, revoke a consent, ask for deletion. The route only picks the step
// by the posted `intent` and answers through the shop's form handler
// (app/platform/http/form-handler.server.ts). Also the page's own reads:
// opening the emailed link, and what the page shows.
import { formatDate } from "~/lib/dates";
import { formatPhone } from "~/lib/phone";
import { done, invalid, type Outcome, redirectTo, refusal } from "~/platform/http/outcome";
import type { AppServices, RequestContext } from "~/services.server";
import { PORTAL_PATH } from "./forms/portal";
import {
  correctPersonalData,
  endPortalGrant,
  loadPortal,
  type PortalViewer,
  requestDeletion,
  requestPortalLink,
  revokeFromPortal,
} from "./portal.server";
import { clearPortalGrantCookie, isGrantRevoked, portalGrantCookie, verifyPortalToken } from "./portal-link.server";

export const PORTAL_ACTION_MESSAGES = {
  expiredGrant: "Seu acesso expirou. Peça um novo link abaixo.",
  consentNotActive: "Este consentimento não está mais ativo.",
  failure: "Não foi possível concluir o pedido. Nada foi alterado. Tente novamente.",
} as const;

/** The portal's pages and answers are this person's only: never stored, never indexed. */
export const PORTAL_NO_STORE = { "Cache-Control": "private, no-store" };

/** Every step but asking for the link needs proof of the email (a grant or a confirmed session). */
export function withViewer(viewer: PortalViewer | null, step: (viewer: PortalViewer) => Promise<Outcome>): Promise<Outcome> {
  return viewer ? step(viewer) : Promise.resolve(refusal(403, PORTAL_ACTION_MESSAGES.expiredGrant));
}

/** The email form: the same answer whether or not the shop knows the address (only the rate limit refuses, 429). */
export async function askForPortalLink(ctx: RequestContext, email: string): Promise<Outcome> {
  const sent = await requestPortalLink(ctx, email, ctx.clientIp);
  if (!sent.ok) return refusal(429, sent.message);
  return redirectTo(`${PORTAL_PATH}?enviado=1`);
}

/** "Encerrar acesso": ended server-side, so a copied cookie or the emailed link no longer opens the portal. */
export async function endPortalAccess(ctx: Pick<AppServices, "db" | "config">, request: Request): Promise<Outcome> {
  await endPortalGrant(ctx, request);
  return done("Acesso encerrado", { redirectTo: PORTAL_PATH, setCookies: [clearPortalGrantCookie(ctx.config.secureCookies)] });
}

export async function correctFromPortal(
  ctx: Pick<AppServices, "db" | "config" | "jobs">,
  viewer: PortalViewer,
  value: Parameters<typeof correctPersonalData>[2],
): Promise<Outcome> {
  const result = await correctPersonalData(ctx, viewer, value);
  if (!result.ok) return invalid({ [result.field]: result.message });
  return done(
    {
      title: "Dados corrigidos",
      description: result.changed.length
        ? `Atualizamos: ${result.changed.join(", ")}.`
        : "Não havia registros com esses dados para corrigir.",
    },
    { redirectTo: PORTAL_PATH },
  );
}

export async function revokeConsentFromPortal(
  ctx: Pick<AppServices, "db">,
  viewer: PortalViewer,
  consentId: number,
): Promise<Outcome> {
  if (!(await revokeFromPortal(ctx, viewer, consentId))) return refusal(409, PORTAL_ACTION_MESSAGES.consentNotActive);
  return done(
    { title: "Consentimento revogado", description: "Não usaremos mais seus dados para isso." },
    { redirectTo: PORTAL_PATH },
  );
}

export async function askForDeletion(
  ctx: Pick<AppServices, "db" | "config" | "mailer">,
  viewer: PortalViewer,
  reason: string,
): Promise<Outcome> {
  const result = await requestDeletion(ctx, viewer, reason);
  return done(
    {
      title: result.created ? "Pedido de exclusão recebido" : "Seu pedido de exclusão já está em andamento",
      description: `Prazo para conclusão: ${formatDate(result.dueAt)}.`,
    },
    { redirectTo: PORTAL_PATH },
  );
}

/**
 * The emailed link (?t=…): a valid, unrevoked token becomes the grant cookie
 * (the caller redirects, so the address bar and any Referer lose it); a link
 * ended with "Sair" reads as expired.
 */
export async function openPortalLink(
  ctx: Pick<AppServices, "db" | "config">,
  token: string,
): Promise<{ ok: true; setCookie: string } | { ok: false; reason: "expired" | "invalid" }> {
  const verified = verifyPortalToken(ctx.config.sessionSecret, token);
  if (!verified.ok) return { ok: false, reason: verified.reason === "expired" ? "expired" : "invalid" };
  if (await isGrantRevoked(ctx.db, token)) return { ok: false, reason: "expired" };
  return { ok: true, setCookie: portalGrantCookie(token, verified.expiresAt, ctx.config.secureCookies) };
}

/** A held value as text ("" when absent). */
function textOf(value: unknown): string {
  return typeof value === "string" ? value : "";
}

/** What the portal page shows the person: everything held, the active consents, the correction form's defaults. */
export async function portalPage(ctx: Pick<AppServices, "db" | "config">, viewer: PortalViewer) {
  const portal = await loadPortal(ctx, viewer);
  const { tables } = portal.data;
  const consents = tables.consentimentos
    .filter((c) => c.granted === true && !c.revokedAt)
    .map((c) => ({
      id: c.id as number,
      purpose: String(c.purpose),
      textVersion: String(c.textVersion),
      createdAt: String(c.createdAt),
    }));
  const latestOrder = tables.pedidos.at(-1);
  const defaults = {
    fullName: textOf(tables.perfil[0]?.fullName) || textOf(latestOrder?.customerName) || textOf(tables.clientes[0]?.name),
    // Shown as people write it, "(11) 98765-4321": the mask reads a stored "+55…" as a DDD 55 (issue 34).
    phone: formatPhone(textOf(latestOrder?.customerPhone) || textOf(tables.clientes[0]?.phone)),
  };
  return {
    email: viewer.email,
    via: viewer.via,
    tables,
    consents,
    defaults,
    correctable: portal.correctable,
    pendingDeletion: portal.pendingDeletion ? { dueAt: portal.pendingDeletion.dueAt.toISOString() } : null,
  };
}
