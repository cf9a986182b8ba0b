// Drops a test database without DROP ... WITH (FORCE): on PostgreSQL 15 FORCE
// fails for a non-superuser when an autovacuum worker is inside the database
// (its backend has no role to be "a member of"). Plain DROP cancels autovacuum
// by itself, so we end our own connections and retry while they go away.
import type postgres from "postgres";

export async function dropDatabase(admin: postgres.Sql, name: string): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    await admin`SELECT pg_terminate_backend(pid) FROM pg_stat_activity
                WHERE datname = ${name} AND usename = current_user AND pid <> pg_backend_pid()`;
    try {
      await admin.unsafe(`DROP DATABASE IF EXISTS ${name}`);
      return;
    } catch (error) {
      // 55006: "database is being accessed by other users" — wait for them to leave.
      if ((error as { code?: string }).code !== "55006" || attempt >= 40) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}
