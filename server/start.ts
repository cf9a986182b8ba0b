// What the production entry does first: read the configuration and, on the
// embedded database, take DATA_DIR's lock and start PGlite's thread. Only then
// is the server loaded (./main), its modules on this core while PGlite boots
// on the other (decision 041). With `--migrate-only`: apply the migrations, exit.
import { type Config, ConfigError, loadConfig } from "~/config.server";
import { DataDirLockedError } from "~/db/lock.server";
import { type EmbeddedDatabase, startEmbeddedDatabase } from "~/db/embedded.server";

/** Reads the configuration; a bad value ends the process with one line naming it. */
export function loadConfigOrExit(source: Record<string, string | undefined> = process.env): Config {
  try {
    return loadConfig(source);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

/** PGlite's thread on DATA_DIR, or one clear line and the end of the process when another server holds it. */
function startEmbeddedOrExit(config: Config, entry: URL): EmbeddedDatabase {
  try {
    // A thread that stops once open leaves every later query unanswered: end the process, as a crash would.
    return startEmbeddedDatabase(config.dataDir, entry, (error) => {
      console.error("O banco embutido parou:", error);
      process.exit(1);
    });
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

/** `entry`: the built entry's own URL; PGlite's thread runs the same file (server/index.ts). */
export async function start(entry: URL): Promise<void> {
  const config = loadConfigOrExit();
  if (process.argv.includes("--migrate-only")) {
    const [{ migrateOnly }, { createLogger }] = await Promise.all([import("./migrate"), import("~/logger.server")]);
    return migrateOnly(config, createLogger(config.logLevel, config.isProduction));
  }
  const embedded = config.databaseUrl ? undefined : startEmbeddedOrExit(config, entry);
  const { serve } = await import("./main");
  await serve(config, embedded);
}
