// Who is a club subscriber, decided on the server for every premium read.
import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { subscribers } from "~/db/schema";
import { getSessionUser, requireUser, type SessionContext, type SessionUser } from "~/domain/accounts/sessions.server";
import { markViewer } from "~/domain/accounts/viewer.server";
import { clubPath } from "~/lib/brand";
import { redirectWithToast } from "~/platform/http/flash.server";
import type { Logger } from "~/logger.server";

export interface Subscription {
  active: boolean;
  subscriptionEnd: Date | null;
  cancelAtPeriodEnd: boolean;
}

const NONE: Subscription = { active: false, subscriptionEnd: null, cancelAtPeriodEnd: false };

/** Active when the row says subscribed and the paid period has not ended. A failed check counts as not subscribed. */
export async function getSubscription(db: Database, userId: string | null | undefined, logger?: Logger): Promise<Subscription> {
  if (!userId) return NONE;
  try {
    const [row] = await db.select().from(subscribers).where(eq(subscribers.userId, userId));
    if (!row) return NONE;
    const active = row.subscribed && row.subscriptionEnd !== null && row.subscriptionEnd.getTime() > Date.now();
    return { active, subscriptionEnd: row.subscriptionEnd, cancelAtPeriodEnd: row.cancelAtPeriodEnd };
  } catch (error) {
    logger?.error("Falha ao verificar assinatura", { reason: String(error) });
    return NONE;
  }
}

export async function isSubscriber(db: Database, userId: string | null | undefined, logger?: Logger): Promise<boolean> {
  return (await getSubscription(db, userId, logger)).active;
}

interface GuardContext extends SessionContext {
  config: SessionContext["config"] & { brand: { name: string; slug: string; nutritionist: string }; sessionSecret: string };
  logger: Logger;
}

/**
 * Guard for premium pages: visitors sign in first (no toast: they were already
 * redirected from a protected route); signed-in non-subscribers go to the club
 * page with the 'Conteúdo exclusivo' toast.
 */
export async function requireSubscriber(ctx: GuardContext, request: Request): Promise<SessionUser> {
  const user = await requireUser(ctx, request);
  markViewer(ctx, "subscription");
  if (await isSubscriber(ctx.db, user.id, ctx.logger)) return user;
  ctx.logger.warn("Acesso negado: conteúdo exclusivo para assinantes", { userId: user.id, path: new URL(request.url).pathname });
  throw await redirectWithToast(
    clubPath(ctx.config.brand),
    {
      title: "Conteúdo exclusivo",
      description: `Este conteúdo é exclusivo para assinantes do Clube ${ctx.config.brand.name}.`,
      variant: "destructive",
    },
    ctx.config.sessionSecret,
    [],
    302,
  );
}

/** For pages that show more to subscribers: who is looking, never redirects. */
export async function viewerAccess(
  ctx: GuardContext,
  request: Request,
): Promise<{ user: SessionUser | null; subscriber: boolean }> {
  const user = await getSessionUser(ctx, request);
  if (!user) return { user, subscriber: false };
  markViewer(ctx, "subscription");
  return { user, subscriber: await isSubscriber(ctx.db, user.id, ctx.logger) };
}
