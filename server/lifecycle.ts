// Graceful shutdown: say "not ready" (/readyz 503), optionally wait for the
// balancer to notice, stop accepting, let in-flight requests finish, close the database.
import type { Server } from "node:http";
import type { Logger } from "~/logger.server";

/** Whether this process has begun shutting down; /readyz answers 503 from then on. */
export interface DrainState {
  draining: boolean;
}

export function createDrainState(): DrainState {
  return { draining: false };
}

export interface ShutdownOptions {
  /** Runs just before the listener closes (ends long-lived streams such as SSE). */
  beforeClose?: () => void;
  /** How long in-flight requests get once the listener is closed (default 10 s). */
  timeoutMs?: number;
  /**
   * Between the signal and closing the listener: time for a balancer polling
   * /readyz to take this process out (SHUTDOWN_DELAY_MS). Requests keep being
   * served meanwhile, each on a connection closed after its answer.
   */
  delayMs?: number;
  /** Set to draining on the first SIGTERM/SIGINT. */
  drain?: DrainState;
}

export function onShutdown(server: Server, logger: Logger, cleanup: () => Promise<void>, options: ShutdownOptions = {}) {
  const timeoutMs = options.timeoutMs ?? 10_000;
  const delayMs = options.delayMs ?? 0;
  const drain = options.drain ?? createDrainState();
  // Once draining, no connection is kept alive: a balancer's pooled connections
  // end one by one with their answers instead of racing the listener's close.
  // Prepended: the app's listener may write the headers synchronously.
  server.prependListener("request", (_req, res) => {
    if (drain.draining) res.setHeader("Connection", "close");
  });

  const close = () => {
    const force = setTimeout(() => {
      logger.warn("Requisições ainda abertas após o prazo; encerrando conexões");
      server.closeAllConnections();
    }, timeoutMs);
    force.unref();
    // Connections kept alive after their last in-flight request would hold close() until their idle timeout.
    const idle = setInterval(() => server.closeIdleConnections(), 100);
    idle.unref();
    const finish = async () => {
      clearInterval(idle);
      try {
        await cleanup();
      } catch (error) {
        logger.error("Falha ao encerrar", { error: String(error) });
      }
      clearTimeout(force);
      process.exit(0);
    };
    server.close(() => void finish());
    // Long-lived streams (SSE) and idle keep-alive sockets would hold close() open.
    options.beforeClose?.();
    server.closeIdleConnections();
  };

  const stop = (signal: string) => {
    if (drain.draining) return;
    drain.draining = true;
    if (delayMs > 0) {
      logger.info(`Recebido ${signal}: /readyz responde 503; encerrando em ${delayMs} ms`);
      setTimeout(close, delayMs);
    } else {
      logger.info(`Recebido ${signal}: encerrando`);
      close();
    }
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
}
