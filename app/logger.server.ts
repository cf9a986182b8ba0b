// Minimal structured logger (JSON lines in production, readable in development).
export type LogLevel = "debug" | "info" | "warn" | "error" | "silent";
const ORDER: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

export interface Logger {
  debug(msg: string, fields?: Record<string, unknown>): void;
  info(msg: string, fields?: Record<string, unknown>): void;
  warn(msg: string, fields?: Record<string, unknown>): void;
  error(msg: string, fields?: Record<string, unknown>): void;
}

export function createLogger(level: LogLevel, json: boolean): Logger {
  const write = (lvl: Exclude<LogLevel, "silent">, msg: string, fields?: Record<string, unknown>) => {
    if (ORDER[lvl] < ORDER[level]) return;
    const stream = lvl === "error" || lvl === "warn" ? process.stderr : process.stdout;
    if (json) {
      stream.write(JSON.stringify({ time: new Date().toISOString(), level: lvl, msg, ...fields }) + "\n");
    } else {
      stream.write(`[${lvl}] ${msg}${fields ? " " + JSON.stringify(fields) : ""}\n`);
    }
  };
  return {
    debug: (m, f) => write("debug", m, f),
    info: (m, f) => write("info", m, f),
    warn: (m, f) => write("warn", m, f),
    error: (m, f) => write("error", m, f),
  };
}
