// Creates the services shared by every request: one database, one storage.
import path from "node:path";
import type { Config } from "~/config.server";
import { openDatabase } from "~/db/client.server";
import { createLocalStorage } from "~/domain/storage/storage.server";
import type { AppServices } from "~/services.server";
import { seedIfEmpty } from "../scripts/seed/seed-demo-data";
import type { Logger } from "./logger";

export async function createServices(config: Config, logger: Logger): Promise<AppServices> {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const storage = createLocalStorage(path.join(config.dataDir, "files"));
  const services: AppServices = { config, database, db: database.db, storage };
  if (config.seedDemoData) {
    const seeded = await seedIfEmpty(services);
    if (seeded) logger.info("Banco vazio: dados de demonstração criados");
  }
  return services;
}

export async function closeServices(services: AppServices): Promise<void> {
  await services.database.close();
}
