// Production entry: `node build/app-server/index.js` (npm start builds it first);
// with `--migrate-only` it applies the migrations and exits (the release step of deploy/compose.yaml).
// The same file is the embedded database's thread (decision 041): it imports
// nothing else first, so that thread loads PGlite and no more.
import { isMainThread } from "node:worker_threads";

try {
  if (isMainThread) await (await import("./start")).start(new URL(import.meta.url));
  else await import("~/db/pglite-thread-entry.server");
} catch (error) {
  console.error("Falha ao iniciar o servidor:", error);
  process.exit(1);
}
