import path from "node:path";
import type { Config } from "~/config.server";
import { createLocalStorage, type Storage } from "./storage.server";

/** The configured storage: local disk under DATA_DIR/files, or S3 (its SDK loaded only then). */
export async function createStorage(config: Pick<Config, "storage" | "dataDir">): Promise<Storage> {
  if (config.storage.driver === "s3") return (await import("./s3-storage.server")).createS3Storage(config.storage);
  return createLocalStorage(path.join(config.dataDir, "files"));
}
