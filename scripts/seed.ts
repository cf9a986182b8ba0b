// npm run seed: empties the database named by the configuration and writes the demo data again.
import path from "node:path";
import { ConfigError, loadConfig } from "~/config.server";
import { openDatabase } from "~/db/client.server";
import { DataDirLockedError } from "~/db/lock.server";
import { createLocalStorage } from "~/domain/storage/storage.server";
import { resetAndSeed } from "./seed/seed-demo-data";

try {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await resetAndSeed({ db: database.db, storage: createLocalStorage(path.join(config.dataDir, "files")) });
    console.log(`Dados de demonstração recriados (${database.kind}).`);
  } finally {
    await database.close();
  }
} catch (error) {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
