// Start-up time: from spawning `node build/app-server/index.js` on an existing
// data directory (embedded database already migrated and seeded) to the first
// 200 answer for GET / (polled every 10 ms). Median of N starts.
import { freePort, log, median, round, waitFor200 } from "./common";
import { spawnServer } from "./server";

export interface StartupResult {
  runs: number[];
  medianMs: number;
  path: string;
  database: string;
}

export async function measureStartup(
  dataDir: string,
  runs: number,
  databaseUrl?: string,
  beforeEach?: (label: string) => Promise<void>,
): Promise<StartupResult> {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    await beforeEach?.(`start-up #${i + 1}`);
    const port = await freePort();
    const t0 = performance.now();
    const server = spawnServer({ label: `startup-${i + 1}`, dataDir, databaseUrl, port });
    try {
      await waitFor200(port, "/", 60_000, server.child, 10);
      times.push(round(performance.now() - t0, 0));
    } finally {
      const code = await server.stop();
      if (code !== 0) log(`  start-up #${i + 1}: o servidor saiu com código ${code}`);
    }
    log(`  start-up #${i + 1}: ${times[times.length - 1]} ms`);
  }
  return { runs: times, medianMs: median(times), path: "/", database: databaseUrl ? "postgres" : "pglite" };
}
