// One access-log line per request, with an id that every log line of the
// request carries and the response returns (X-Request-Id) for support.
import { randomUUID } from "node:crypto";
import type { Context, MiddlewareHandler } from "hono";
import type { Logger } from "~/logger.server";

export function requestLog(logger: Logger): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    const requestId = randomUUID();
    const child = logger.child({ requestId });
    c.set("requestLogger" as never, child as never);
    await next();
    c.res.headers.set("X-Request-Id", requestId);
    if (c.req.path.startsWith("/assets/") || c.req.path.startsWith("/files/")) return;
    const status = c.res.status;
    const fields = { method: c.req.method, path: c.req.path, status, ms: Math.round(performance.now() - started) };
    if (status >= 500) child.error("Requisição com erro", fields);
    else if (status === 401 || status === 403) child.warn("Acesso negado", fields);
    else child.debug("Requisição", fields);
  };
}

export function requestLoggerOf(c: Context, fallback: Logger): Logger {
  return (c.get("requestLogger" as never) as Logger | undefined) ?? fallback;
}
