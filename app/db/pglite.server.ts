// The one way to open PGlite, in this thread or in the embedded database's own
// thread (pglite-thread-entry.server.ts): with the extensions the migrations use.
import { PGlite, type PGliteOptions } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";

/**
 * pg_trgm: the admin's search. PGlite loads an extension's code only when asked
 * at creation, and a database whose indexes use it cannot even take an insert
 * without it: open every PGlite through here.
 */
const PGLITE_EXTENSIONS = { pg_trgm };

/** A PGlite with the shop's extensions: in memory, at a data directory, or from a dump (`loadDataDir`). */
export function createPglite(dataDir?: string, options: PGliteOptions = {}): Promise<PGlite> {
  const withExtensions = { ...options, extensions: { ...PGLITE_EXTENSIONS, ...options.extensions } };
  return dataDir === undefined ? PGlite.create(withExtensions) : PGlite.create(dataDir, withExtensions);
}
