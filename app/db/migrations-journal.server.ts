// The committed migrations' journal (drizzle/meta/_journal.json), read by the start-up check and by the
// concurrent index builds: one reader, so both agree on what "pending" means.
import fs from "node:fs";
import path from "node:path";

export interface JournalEntry {
  tag: string;
  /** drizzle records this as the migration's created_at: a migration is pending when newer than the newest recorded. */
  when: number;
}

export function readJournal(migrationsDir: string): JournalEntry[] {
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsDir, "meta", "_journal.json"), "utf8")) as {
    entries: JournalEntry[];
  };
  return journal.entries;
}
