// Anonymous page throughput with autocannon: one page at a time, fixed
// duration and connections, no cookies, no Accept-Encoding (the same bytes
// the nginx ceiling serves). Only 127.0.0.1 is ever targeted.
import autocannon from "autocannon";
import { HOST, log, round } from "./common";

export interface ThroughputRow {
  target: string;
  page: string;
  path: string;
  durationS: number;
  connections: number;
  requests: number;
  rps: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  /** Mean response body size, bytes (throughput / requests). */
  bytesPerResponse: number;
}

export interface ThroughputOptions {
  durationS: number;
  connections: number;
  warmupS: number;
}

const HEADERS = { accept: "text/html", "user-agent": "lift-bench (autocannon)" };

export async function measureThroughput(
  target: string,
  port: number,
  pages: { name: string; path: string }[],
  options: ThroughputOptions,
  beforeEach?: (label: string) => Promise<void>,
): Promise<ThroughputRow[]> {
  const rows: ThroughputRow[] = [];
  for (const page of pages) {
    await beforeEach?.(`throughput ${target} ${page.path}`);
    const url = `http://${HOST}:${port}${page.path}`;
    if (options.warmupS > 0) {
      await autocannon({ url, connections: Math.min(10, options.connections), duration: options.warmupS, headers: HEADERS, timeout: 10 });
    }
    const r = await autocannon({ url, connections: options.connections, duration: options.durationS, headers: HEADERS, timeout: 10 });
    const row: ThroughputRow = {
      target,
      page: page.name,
      path: page.path,
      durationS: options.durationS,
      connections: options.connections,
      requests: r.requests.total,
      rps: round(r.requests.average, 1),
      p50Ms: r.latency.p50,
      p99Ms: r.latency.p99,
      maxMs: r.latency.max,
      errors: r.errors,
      timeouts: r.timeouts,
      non2xx: r.non2xx,
      bytesPerResponse: r.requests.total ? Math.round(r.throughput.total / r.requests.total) : 0,
    };
    log(`  ${target} ${page.path}: ${row.rps} req/s, p50 ${row.p50Ms} ms, p99 ${row.p99Ms} ms, errors ${row.errors + row.timeouts + row.non2xx}`);
    rows.push(row);
  }
  return rows;
}
