// A logger for the API Pix tests that records lines instead of printing them.
import type { Logger } from "~/logger.server";

export interface RecordingLogger extends Logger {
  lines: { level: string; msg: string; fields?: Record<string, unknown> }[];
}

export function recordingLogger(): RecordingLogger {
  const lines: RecordingLogger["lines"] = [];
  const make = (base: Record<string, unknown>): Logger => ({
    debug: (msg, fields) => lines.push({ level: "debug", msg, fields: { ...base, ...fields } }),
    info: (msg, fields) => lines.push({ level: "info", msg, fields: { ...base, ...fields } }),
    warn: (msg, fields) => lines.push({ level: "warn", msg, fields: { ...base, ...fields } }),
    error: (msg, fields) => lines.push({ level: "error", msg, fields: { ...base, ...fields } }),
    child: (fields) => make({ ...base, ...fields }),
  });
  return Object.assign(make({}), { lines });
}

export const silentLogger: Logger = recordingLogger();
