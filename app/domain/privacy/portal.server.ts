// The rights portal's work (/privacidade/meus-dados): who may see what, and
// what a person may do there. The route parses and calls these.
//
// Proof of control of an email: a signed-in customer whose email is confirmed
// (an unconfirmed account could have been opened with someone else's address),
// or the portal grant a signed link sent to that address gives
// (portal-link.server.ts). Anyone else sees the email form, whose answer is the
// same whether or not the shop knows the address.
import { and, eq, inArray, or } from "drizzle-orm";
import { blockedBuyers, customers, orders, profiles } from "~/db/schema";
import { getSessionUser } from "~/domain/accounts/sessions.server";
import { markViewer } from "~/domain/accounts/viewer.server";
import { confirmationLinkPath } from "~/domain/orders/confirmation/confirmation-link.server";
import { correctDeliveryContact } from "~/domain/orders/lifecycle/order-status.server";
import { blockedValueHash } from "~/domain/orders/placement/risk.server";
import { countAttemptOn } from "~/platform/security/credential-limits.server";
import { RULES } from "~/platform/security/rate-limit.server";
import { formatDate } from "~/lib/dates";
import { canonicalPhone } from "~/lib/phone";
import type { AppServices, RequestContext } from "~/services.server";
import { revokeConsent } from "./consents.server";
import {
  activeConsentIds,
  collectPersonalData,
  findSubject,
  normaliseSubjectEmail,
  type Subject,
  subjectIsKnown,
} from "./personal-data.server";
import { isGrantRevoked, portalGrantOf, portalGrantToken, portalLinkPath, revokePortalGrant } from "./portal-link.server";
import { PORTAL_MESSAGES } from "./forms/portal";
import { pendingDeletionOf, recordAccessOnce, recordRequest } from "./requests.server";

type Ctx = Pick<AppServices, "db" | "config" | "mailer" | "rateLimiter" | "logger">;

/** Orders whose delivery details the buyer may still correct: not yet handed to the carrier. */
export const CORRECTABLE_STATUSES = ["new", "review", "confirmed"] as const;

export type PortalViewer = { email: string; via: "session" | "link" };

/** Who this request proved to be, or null (then the portal shows only the email form). */
export async function portalViewerOf(ctx: RequestContext, request: Request): Promise<PortalViewer | null> {
  // Personal either way: never a shared cache's page.
  markViewer(ctx, "session");
  const grant = portalGrantOf(request, ctx.config.sessionSecret, ctx.config.secureCookies);
  const token = portalGrantToken(request, ctx.config.secureCookies);
  if (grant && token && !(await isGrantRevoked(ctx.db, token))) return { email: grant, via: "link" };
  const user = await getSessionUser(ctx, request);
  if (user && user.emailConfirmed) return { email: normaliseSubjectEmail(user.email), via: "session" };
  return null;
}

/** "Sair": the grant this browser holds ends now, server-side (its cookie is cleared by the caller). */
export async function endPortalGrant(ctx: Pick<AppServices, "db" | "config">, request: Request, now = new Date()): Promise<void> {
  const token = portalGrantToken(request, ctx.config.secureCookies);
  if (token) await revokePortalGrant(ctx.db, ctx.config.sessionSecret, token, now);
}

export type PortalLinkRequest = { ok: true; done: Promise<void> } | { ok: false; message: string };

/**
 * Sends the portal link to `email`, counted first (decision 015) with the
 * email-sending limits: per address, per address and email, and per email
 * from addresses that are not its owner's (decision 023), so no stranger can
 * use up someone else's budget. The link goes out whether or not the shop
 * knows the address (the portal then says it holds nothing), so neither the
 * answer nor the inbox tells a third party anything, and the work happens
 * after the answer so its time says nothing either.
 */
export async function requestPortalLink(ctx: Ctx, rawEmail: string, ip: string, now = new Date()): Promise<PortalLinkRequest> {
  const email = normaliseSubjectEmail(rawEmail);
  const attempt = await countAttemptOn(ctx.rateLimiter, { scope: "privacy", noun: "email", id: email, ownerScope: "login" }, ip, {
    perAddress: RULES.emailSends,
    perTargetAddress: RULES.emailSendsPerEmailAddress,
    perTarget: RULES.emailSendsPerEmail,
  });
  if (!attempt.ok) return { ok: false, message: attempt.message };
  const done = new Promise<void>((resolve) => setImmediate(resolve))
    .then(async () => {
      const ttl = ctx.config.privacy.portalLinkTtlMs;
      const link = `${ctx.config.publicUrl}${portalLinkPath(ctx.config.sessionSecret, email, ttl, now)}`;
      const minutes = Math.round(ttl / 60_000);
      const brand = ctx.config.brand.name;
      await ctx.mailer.enqueue(ctx.db, {
        to: email,
        subject: `${brand}: acesso aos seus dados pessoais`,
        text:
          `Olá!\n\nRecebemos um pedido para ver os dados pessoais que a ${brand} guarda sobre este email. ` +
          `Abra o link abaixo (válido por ${minutes} minutos) para ver, baixar, corrigir ou pedir a exclusão dos seus dados:\n\n${link}\n\n` +
          `Se não foi você, ignore este email: sem o link, ninguém vê seus dados.\n\nEquipe ${brand}`,
      });
    })
    .catch((error: unknown) => ctx.logger.error("Falha ao enviar o link do portal de privacidade", { reason: String(error) }));
  return { ok: true, done };
}

/** Everything the portal page shows, and records the access (once a day, art. 18 I–II). */
export async function loadPortal(ctx: Pick<AppServices, "db" | "config">, viewer: PortalViewer, now = new Date()) {
  const subject = await findSubject(ctx.db, viewer.email);
  const data = await collectPersonalData(ctx.db, subject, now);
  // Nothing held, nothing to record: after a deletion, a still-valid link must not write the email back.
  if (subjectIsKnown(subject))
    await recordAccessOnce(ctx.db, "access", subject.email, "Dados exibidos no portal ao titular.", now);
  const pendingDeletion = await pendingDeletionOf(ctx.db, subject.email);
  const correctable = data.tables.pedidos
    .filter((o) => (CORRECTABLE_STATUSES as readonly unknown[]).includes(o.status) && !o.anonymizedAt)
    .map((o) => ({
      number: o.number as number,
      // The order's own confirmation page fixes the address (it screens the new one again).
      fixAddressPath: confirmationLinkPath(ctx.config.sessionSecret, o.id as string, now),
    }));
  return { subject, data, pendingDeletion, correctable };
}

export async function exportFor(ctx: Pick<AppServices, "db">, viewer: PortalViewer, format: "json" | "csv", now = new Date()) {
  const subject = await findSubject(ctx.db, viewer.email);
  const data = await collectPersonalData(ctx.db, subject, now);
  if (subjectIsKnown(subject))
    await recordAccessOnce(ctx.db, "export", subject.email, `Arquivo ${format.toUpperCase()} baixado pelo titular.`, now);
  return data;
}

export type CorrectionResult = { ok: true; changed: string[] } | { ok: false; field: "phone"; message: string };

/**
 * Corrects the person's name and/or phone on their account, their customer
 * rows and their orders not yet shipped (each such order records an
 * order_events row: the delivery contact changed, by the customer). Shipped
 * and older orders keep what they were placed with. A phone the shop blocked
 * is refused, as on the order forms. One transaction, recorded as a
 * completed correction request.
 */
export async function correctPersonalData(
  ctx: Pick<AppServices, "db" | "config" | "jobs">,
  viewer: PortalViewer,
  input: { fullName: string; phone: string },
  now = new Date(),
): Promise<CorrectionResult> {
  const phone = input.phone ? canonicalPhone(input.phone) : null;
  return ctx.db.transaction(async (tx) => {
    if (phone) {
      const [blocked] = await tx
        .select({ id: blockedBuyers.id })
        .from(blockedBuyers)
        .where(
          and(
            eq(blockedBuyers.kind, "phone"),
            // An erased person's block is kept as a keyed hash (decision 031).
            or(
              eq(blockedBuyers.value, phone),
              eq(blockedBuyers.valueHash, blockedValueHash(ctx.config.sessionSecret, "phone", phone)),
            ),
          ),
        );
      if (blocked) return { ok: false as const, field: "phone" as const, message: PORTAL_MESSAGES.blockedPhone };
    }
    const subject: Subject = await findSubject(tx, viewer.email);
    const changed: string[] = [];
    const name = input.fullName;
    if (subject.userId && name) {
      await tx.update(profiles).set({ fullName: name }).where(eq(profiles.id, subject.userId));
      changed.push("nome da conta");
    }
    if (subject.customerIds.length && (name || phone)) {
      await tx
        .update(customers)
        .set({ ...(name ? { name } : {}), ...(phone ? { phone } : {}) })
        .where(inArray(customers.id, subject.customerIds));
      changed.push("cadastro de cliente");
    }
    if (subject.orderIds.length && (name || phone)) {
      const open = await tx
        .select({ id: orders.id, number: orders.number, name: orders.customerName, phone: orders.customerPhone })
        .from(orders)
        .where(and(inArray(orders.id, subject.orderIds), inArray(orders.status, [...CORRECTABLE_STATUSES])))
        .for("update");
      for (const order of open) {
        const next = { name: name || order.name, phone: phone ?? order.phone };
        if (next.name === order.name && next.phone === order.phone) continue;
        await correctDeliveryContact(
          tx,
          ctx,
          {
            orderId: order.id,
            from: { name: order.name, phone: order.phone },
            to: next,
            actor: "cliente",
            detail: "Contato de entrega corrigido pelo titular (LGPD)",
          },
          now,
        );
        changed.push(`pedido #${order.number}`);
      }
    }
    const fields = [name ? "nome" : "", phone ? "telefone" : ""].filter(Boolean).join(" e ");
    await recordRequest(
      tx,
      {
        kind: "correction",
        email: subject.email,
        customerId: subject.customerIds[0] ?? null,
        details: `Correção de ${fields}.`,
        completedNote: changed.length
          ? `Corrigido no portal: ${changed.join(", ")}.`
          : "Nada a corrigir: nenhum registro com esses dados.",
      },
      now,
    );
    return { ok: true as const, changed };
  });
}

/** Revokes one of the person's own active consents (H5's consent module), recorded as a completed request. */
export async function revokeFromPortal(ctx: Pick<AppServices, "db">, viewer: PortalViewer, consentId: number, now = new Date()) {
  return ctx.db.transaction(async (tx) => {
    const subject = await findSubject(tx, viewer.email);
    const own = await activeConsentIds(tx, subject);
    if (!own.includes(consentId)) return false;
    // consents.server takes a Database; inside this transaction the same calls apply.
    const revoked = await revokeConsent(tx, { consentId }, now);
    if (!revoked) return false;
    await recordRequest(
      tx,
      {
        kind: "revocation",
        email: subject.email,
        customerId: subject.customerIds[0] ?? null,
        details: `Revogação do consentimento nº ${consentId}.`,
        completedNote: "Consentimento revogado no portal.",
      },
      now,
    );
    return true;
  });
}

/** Asks for deletion: an open request for the team (see requests.server.ts), acknowledged by email. */
export async function requestDeletion(
  ctx: Pick<AppServices, "db" | "config" | "mailer">,
  viewer: PortalViewer,
  reason: string,
  now = new Date(),
) {
  const result = await ctx.db.transaction(async (tx) => {
    const subject = await findSubject(tx, viewer.email);
    const pending = await pendingDeletionOf(tx, subject.email);
    if (pending) return { created: false, dueAt: pending.dueAt };
    const id = await recordRequest(
      tx,
      { kind: "deletion", email: subject.email, customerId: subject.customerIds[0] ?? null, details: reason || null },
      now,
    );
    const dueAt = new Date(now.getTime() + 15 * 24 * 60 * 60_000);
    const brand = ctx.config.brand.name;
    await ctx.mailer.enqueue(tx, {
      to: subject.email,
      subject: `${brand}: recebemos seu pedido de exclusão de dados`,
      text:
        `Olá!\n\nRecebemos seu pedido nº ${id} para excluir seus dados pessoais. Nossa equipe vai concluí-lo até ${formatDate(dueAt)}. ` +
        `Os registros fiscais dos pedidos (número, data, itens, valores e estado) são mantidos pelo prazo da lei, sem o seu nome nem seus contatos.\n\nEquipe ${brand}`,
    });
    return { created: true, dueAt };
  });
  return result;
}
