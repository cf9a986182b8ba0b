// The database ceiling: pgbench's built-in TPC-B-like script on the same
// PostgreSQL, in its own database (lift_pgbench), dropped afterwards.
import fs from "node:fs";
import { baseEnv, log, runCommand } from "./common";
import { dropDatabase, libpqEnv, recreateDatabase } from "./postgres";

export interface PgbenchResult {
  binary: string;
  version: string;
  scale: number;
  clients: number;
  threads: number;
  durationS: number;
  transactions: number;
  failed: number;
  tps: number;
  latencyAvgMs: number;
  initMs: number;
  command: string;
}

function findPgbench(): string {
  for (const dir of (process.env.PATH ?? "").split(":")) {
    if (dir && fs.existsSync(`${dir}/pgbench`)) return `${dir}/pgbench`;
  }
  const versions = fs.existsSync("/usr/lib/postgresql") ? fs.readdirSync("/usr/lib/postgresql").sort().reverse() : [];
  for (const v of ["15", ...versions]) {
    const p = `/usr/lib/postgresql/${v}/bin/pgbench`;
    if (fs.existsSync(p)) return p;
  }
  throw new Error("pgbench não encontrado (pacote postgresql-15 / postgresql-client)");
}

const num = (text: string, re: RegExp) => {
  const m = re.exec(text);
  return m ? Number(m[1]) : NaN;
};

export async function runPgbench(options: { scale: number; clients: number; threads: number; durationS: number }): Promise<PgbenchResult> {
  const binary = findPgbench();
  const url = await recreateDatabase("lift_pgbench");
  const env = baseEnv(libpqEnv(url));
  try {
    const version = (await runCommand(binary, ["--version"], { env, timeoutMs: 10_000 })).stdout.trim();
    log(`  pgbench -i -s ${options.scale}`);
    const init = await runCommand(binary, ["-i", "-q", "-s", String(options.scale)], { env, timeoutMs: 180_000 });
    if (init.code !== 0) throw new Error(`pgbench -i falhou: ${init.stderr.slice(-800)}`);
    const args = ["-c", String(options.clients), "-j", String(options.threads), "-T", String(options.durationS)];
    log(`  pgbench ${args.join(" ")}`);
    const run = await runCommand(binary, args, { env, timeoutMs: (options.durationS + 120) * 1000 });
    if (run.code !== 0) throw new Error(`pgbench falhou: ${run.stderr.slice(-800)}`);
    const out = run.stdout;
    return {
      binary,
      version,
      scale: options.scale,
      clients: options.clients,
      threads: options.threads,
      durationS: options.durationS,
      transactions: num(out, /number of transactions actually processed:\s*(\d+)/),
      failed: num(out, /number of failed transactions:\s*(\d+)/) || 0,
      tps: num(out, /tps = ([\d.]+) \(without initial connection time\)/),
      latencyAvgMs: num(out, /latency average = ([\d.]+) ms/),
      initMs: Math.round(init.ms),
      command: `pgbench ${args.join(" ")} (pgbench -i -s ${options.scale}, built-in TPC-B-like script)`,
    };
  } finally {
    await dropDatabase("lift_pgbench").catch(() => {});
  }
}
