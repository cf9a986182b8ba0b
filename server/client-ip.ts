import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

/** The socket's address; X-Forwarded-For only when a trusted proxy is configured (never spoofable otherwise). */
export function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header("X-Forwarded-For")?.split(",")[0]?.trim();
    if (forwarded) return forwarded.slice(0, 64);
  }
  try {
    return getConnInfo(c).remote.address ?? "desconhecido";
  } catch {
    return "desconhecido";
  }
}
