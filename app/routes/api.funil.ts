// POST /api/funil: one anonymous quiz funnel event from the browser
// (sendBeacon / fetch keepalive). Same-site only, rate-limited per address
// (the address is never stored), strictly validated; Do Not Track and Global
// Privacy Control requests are dropped even if a page sent them.
import { data } from "react-router";
import { MAX_EVENT_BYTES, quizEventSchema } from "~/domain/quiz/quiz-events";
import { FUNNEL_EVENTS_RULE, recordQuizEvent } from "~/domain/quiz/quiz-events.server";
import type { Route } from "./+types/api.funil";

const NO_STORE = { "Cache-Control": "no-store" };

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return data({ error: "Use POST" }, { status: 405, headers: { ...NO_STORE, Allow: "POST" } });
  const site = request.headers.get("Sec-Fetch-Site");
  if (site && site !== "same-origin") return data({ error: "Origem não permitida" }, { status: 403, headers: NO_STORE });
  const limit = await context.rateLimiter.hit(`funil:ip:${context.clientIp}`, FUNNEL_EVENTS_RULE);
  if (!limit.allowed) {
    return data(
      { error: "Muitos eventos" },
      { status: 429, headers: { ...NO_STORE, "Retry-After": String(Math.ceil(limit.retryAfterMs / 1000)) } },
    );
  }
  if (request.headers.get("DNT") === "1" || request.headers.get("Sec-GPC") === "1")
    return new Response(null, { status: 204, headers: NO_STORE });
  if (Number(request.headers.get("Content-Length") ?? 0) > MAX_EVENT_BYTES)
    return data({ error: "Evento grande demais" }, { status: 413, headers: NO_STORE });
  const text = await request.text();
  if (text.length > MAX_EVENT_BYTES) return data({ error: "Evento grande demais" }, { status: 413, headers: NO_STORE });
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return data({ error: "JSON inválido" }, { status: 400, headers: NO_STORE });
  }
  const parsed = quizEventSchema.safeParse(json);
  if (!parsed.success) return data({ error: "Evento inválido" }, { status: 400, headers: NO_STORE });
  await recordQuizEvent(context.db, parsed.data);
  return new Response(null, { status: 204, headers: NO_STORE });
}

export function loader() {
  return data({ error: "Use POST" }, { status: 405, headers: { ...NO_STORE, Allow: "POST" } });
}
