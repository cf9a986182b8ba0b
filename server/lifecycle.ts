// Graceful shutdown: stop accepting, let in-flight requests finish, close the database.
import type { Server } from "node:http";
import type { Logger } from "~/logger.server";

export function onShutdown(
  server: Server,
  logger: Logger,
  cleanup: () => Promise<void>,
  options: { beforeClose?: () => void; timeoutMs?: number } = {},
) {
  const timeoutMs = options.timeoutMs ?? 10_000;
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info(`Recebido ${signal}: encerrando`);
    const force = setTimeout(() => {
      logger.warn("Requisições ainda abertas após o prazo; encerrando conexões");
      server.closeAllConnections();
    }, timeoutMs);
    force.unref();
    // Connections kept alive after their last in-flight request would hold close() until their idle timeout.
    const idle = setInterval(() => server.closeIdleConnections(), 100);
    idle.unref();
    server.close(async () => {
      clearInterval(idle);
      try {
        await cleanup();
      } catch (error) {
        logger.error("Falha ao encerrar", { error: String(error) });
      }
      clearTimeout(force);
      process.exit(0);
    });
    // Long-lived streams (SSE) and idle keep-alive sockets would hold close() open.
    options.beforeClose?.();
    server.closeIdleConnections();
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
}
