// PGlite does not lock its directory: a second process would silently lose
// writes. We take an exclusive lock file and refuse to share.
import fs from "node:fs";
import path from "node:path";

export interface DirectoryLock {
  file: string;
  release(): void;
}

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `O diretório de dados ${dataDir} já está em uso pelo processo ${pid}. ` +
        "Pare o outro servidor ou use outro DATA_DIR (ou DATABASE_URL para compartilhar um PostgreSQL).",
    );
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Locks held by this process (a lock file with our own pid is otherwise stale: PIDs repeat in containers). */
const held = new Set<string>();

export function acquireDirectoryLock(dataDir: string): DirectoryLock {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, "server.lock");
  if (held.has(file)) throw new DataDirLockedError(dataDir, process.pid);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = fs.openSync(file, "wx", 0o600);
      fs.writeSync(fd, String(process.pid));
      fs.closeSync(fd);
      held.add(file);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        held.delete(file);
        try {
          if (fs.readFileSync(file, "utf8").trim() === String(process.pid)) fs.unlinkSync(file);
        } catch {
          // already gone
        }
      };
      process.once("exit", release);
      return { file, release };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const pid = Number.parseInt(fs.readFileSync(file, "utf8").trim(), 10);
      if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid)) {
        throw new DataDirLockedError(dataDir, pid);
      }
      // Stale lock from a process that died (SIGKILL, power loss): take it over.
      fs.rmSync(file, { force: true });
    }
  }
  throw new Error(`Não foi possível travar ${file}`);
}

/** DATA_DIR's lock, then PGlite's directory under it (DATA_DIR/pgdata), made when missing. */
export function lockPgliteDir(dataDir: string): { lock: DirectoryLock; pgDir: string } {
  const lock = acquireDirectoryLock(dataDir);
  const pgDir = path.join(dataDir, "pgdata");
  try {
    fs.mkdirSync(pgDir, { recursive: true });
  } catch (error) {
    lock.release();
    throw error;
  }
  return { lock, pgDir };
}
