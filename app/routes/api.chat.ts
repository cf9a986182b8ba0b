import { toMultiLine } from "~/lib/control-chars";
import { getSessionUser } from "~/domain/accounts/sessions.server";
import { answerSubscriber, cannedReply, MAX_CHAT_MESSAGE } from "~/domain/club/chat.server";
import { isSubscriber } from "~/domain/club/subscription.server";
import { retryAfterHeader, RULES, tooManyMessage } from "~/platform/security/rate-limit.server";
import type { Route } from "./+types/api.chat";

// POST /api/chat { message }: the answer depends on who asks, decided here.
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return Response.json({ error: "Método não permitido." }, { status: 405 });
  let message: unknown;
  try {
    const text = await request.text();
    if (text.length > 10_000) return Response.json({ error: "Mensagem muito longa." }, { status: 413 });
    message = (JSON.parse(text) as { message?: unknown }).message;
  } catch {
    return Response.json({ error: "Mensagem inválida." }, { status: 400 });
  }
  if (typeof message !== "string" || message.trim().length === 0)
    return Response.json({ error: "Digite uma mensagem." }, { status: 400 });
  if (message.includes("\u0000")) return Response.json({ error: "Mensagem inválida." }, { status: 400 });
  if (message.length > MAX_CHAT_MESSAGE)
    return Response.json({ error: `A mensagem pode ter até ${MAX_CHAT_MESSAGE} caracteres.` }, { status: 400 });
  const user = await getSessionUser(context, request);
  const limit = await context.rateLimiter.hit(`chat:${user ? `user:${user.id}` : `ip:${context.clientIp}`}`, RULES.chat);
  if (!limit.allowed)
    return Response.json(
      { error: tooManyMessage(limit.retryAfterMs) },
      { status: 429, headers: retryAfterHeader(limit.retryAfterMs) },
    );
  const { brand } = context.config;
  if (!user) return Response.json(cannedReply("visitor", brand));
  if (!(await isSubscriber(context.db, user.id, context.logger))) return Response.json(cannedReply("customer", brand));
  return Response.json(await answerSubscriber(context.db, toMultiLine(message)));
}

export function loader() {
  return Response.json({ error: "Use POST." }, { status: 405 });
}
