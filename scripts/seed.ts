// npm run seed: empties the database named by the configuration and writes the demo data again.
import { ConfigError, loadConfig } from "~/config.server";
import { openDatabase } from "~/db/client.server";
import { DataDirLockedError } from "~/db/lock.server";
import { createStorage } from "~/platform/storage/create-storage.server";
import { resetAndSeed } from "./seed/seed-demo-data";

try {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await resetAndSeed({ db: database.db, storage: await createStorage(config) });
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
