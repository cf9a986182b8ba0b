// Starts the embedded database (PGlite under DATA_DIR) before the app is
// loaded: the production entry calls this first, so PGlite boots on its own
// thread while the app's modules load on this one (decision 041).
import { type DirectoryLock, lockPgliteDir } from "./lock.server";
import { type PgliteThread, startPgliteThread } from "./pglite-thread.server";

export interface EmbeddedDatabase {
  lock: DirectoryLock;
  thread: PgliteThread;
}

/** Takes DATA_DIR's lock (or throws DataDirLockedError) and starts PGlite's thread on DATA_DIR/pgdata. */
export function startEmbeddedDatabase(dataDir: string, entry: URL, onExit: (error: Error) => void): EmbeddedDatabase {
  const { lock, pgDir } = lockPgliteDir(dataDir);
  try {
    return { lock, thread: startPgliteThread(pgDir, entry, onExit) };
  } catch (error) {
    lock.release();
    throw error;
  }
}
