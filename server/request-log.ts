// One access-log line per request, with an id that every log line of the
// request carries and the response returns (X-Request-Id) for support. A
// proxy's or caller's own X-Request-Id is kept when it is a sane token, so one
// id follows the request through the proxy's logs and ours.
import { randomUUID } from "node:crypto";
import type { ServerResponse } from "node:http";
import type { Context, MiddlewareHandler } from "hono";
import type { Logger } from "~/logger.server";

export const REQUEST_ID_HEADER = "X-Request-Id";

/**
 * Ids we take from outside: a UUID, a proxy's hex id, an AWS trace id
 * ("Root=1-…"), base64. Nothing that could forge a log field or carry data.
 */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:=+/-]{1,128}$/;

/** The caller's id when it is sane, else null. */
export function saneRequestId(incoming: string | string[] | null | undefined): string | null {
  return typeof incoming === "string" && SANE_REQUEST_ID.test(incoming) ? incoming : null;
}

/** The caller's id when it is sane, else a new one. */
export function requestIdFrom(incoming: string | string[] | null | undefined): string {
  return saneRequestId(incoming) ?? randomUUID();
}

export function requestLog(logger: Logger): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    const requestId = requestIdFrom(c.req.header(REQUEST_ID_HEADER));
    const child = logger.child({ requestId });
    c.set("requestLogger" as never, child as never);
    await next();
    c.res.headers.set(REQUEST_ID_HEADER, requestId);
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

/**
 * For responses written straight on Node (the page cache's fast path, which
 * makes its own id): the X-Request-Id it writes becomes `requestId`.
 */
export function answerWithRequestId(res: ServerResponse, requestId: string): void {
  const writeHead = res.writeHead.bind(res) as (...a: unknown[]) => ServerResponse;
  res.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    const headers = args[args.length - 1];
    if (Array.isArray(headers)) {
      // [name, value, name, value…] (or [[name, value]…]).
      for (let i = 0; i < headers.length; i++) {
        const entry: unknown = headers[i];
        if (Array.isArray(entry) && String(entry[0]).toLowerCase() === "x-request-id") headers[i] = [entry[0], requestId];
        else if (typeof entry === "string" && i % 2 === 0 && entry.toLowerCase() === "x-request-id") headers[i + 1] = requestId;
      }
    } else if (headers && typeof headers === "object") {
      for (const name of Object.keys(headers))
        if (name.toLowerCase() === "x-request-id") delete (headers as Record<string, unknown>)[name];
      (headers as Record<string, unknown>)[REQUEST_ID_HEADER] = requestId;
    } else {
      this.setHeader(REQUEST_ID_HEADER, requestId);
    }
    return writeHead(...args);
  };
}
