// Structured logs (pino, JSON lines). Secrets never reach them: known secret
// fields are redacted wherever they appear, and callers log ids, not data.
import pino from "pino";

export type LogLevel = "debug" | "info" | "warn" | "error" | "silent";

export interface Logger {
  debug(msg: string, fields?: Record<string, unknown>): void;
  info(msg: string, fields?: Record<string, unknown>): void;
  warn(msg: string, fields?: Record<string, unknown>): void;
  error(msg: string, fields?: Record<string, unknown>): void;
  /** A logger that adds these fields to every line (e.g. the request id). */
  child(fields: Record<string, unknown>): Logger;
}

const SECRET_FIELDS = [
  "password",
  "senha",
  "token",
  "cpf",
  "card",
  "cardNumber",
  "number",
  "cvc",
  "authorization",
  "cookie",
  "secret",
];
export const REDACT_PATHS = [...SECRET_FIELDS, ...SECRET_FIELDS.map((f) => `*.${f}`)];

function wrap(target: pino.Logger): Logger {
  return {
    debug: (msg, fields) => target.debug(fields ?? {}, msg),
    info: (msg, fields) => target.info(fields ?? {}, msg),
    warn: (msg, fields) => target.warn(fields ?? {}, msg),
    error: (msg, fields) => target.error(fields ?? {}, msg),
    child: (fields) => wrap(target.child(fields)),
  };
}

export function createLogger(level: LogLevel, _json = true, destination?: pino.DestinationStream): Logger {
  const base = pino(
    {
      level,
      base: undefined,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      redact: { paths: REDACT_PATHS, censor: "[oculto]" },
    },
    destination ?? pino.destination({ dest: 1, sync: false }),
  );
  return wrap(base);
}
