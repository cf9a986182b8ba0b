// The release step: `node build/app-server/index.js --migrate-only` applies the
// committed migrations and exits. Same code as every start (openDatabase →
// migrateDatabase, under the advisory lock on PostgreSQL), so a migration
// never has two runners; the apps started after it find nothing left to do.
import type { Config } from "~/config.server";
import { openDatabase } from "~/db/client.server";
import type { Logger } from "~/logger.server";
import { latestShippedMigration } from "./readiness";

export async function migrateOnly(config: Config, logger: Logger): Promise<void> {
  const started = performance.now();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await database.close();
  const ms = Math.round(performance.now() - started);
  logger.info(`Migrações aplicadas (banco: ${database.kind}, última: ${latestShippedMigration()}, ${ms} ms)`);
}
