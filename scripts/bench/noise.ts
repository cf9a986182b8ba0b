// Background load: on a shared 2-core machine other work (tests, type checks)
// skews every figure, so the bench measures it. Once a second it reads every
// process's CPU time from /proc and splits it into ours (the bench and its
// children), the database server (postgres) and foreign (everything else).
// The report gives the foreign share per phase, and the time the hypervisor
// gave this machine's CPUs to other machines (steal, from /proc/stat), which no
// process list shows.
import fs from "node:fs";
import os from "node:os";

interface ProcSample {
  ppid: number;
  comm: string;
  cpuS: number;
}

const TICKS = 100;

function readProcs(): Map<number, ProcSample> {
  const out = new Map<number, ProcSample>();
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, "utf8");
      const close = stat.lastIndexOf(")");
      const comm = stat.slice(stat.indexOf("(") + 1, close);
      const f = stat.slice(close + 2).split(" ");
      out.set(Number(entry), { ppid: Number(f[1]), comm, cpuS: (Number(f[11]) + Number(f[12])) / TICKS });
    } catch {
      // gone
    }
  }
  return out;
}

function cmdline(pid: number): string {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, "utf8").replace(/\0/g, " ").trim().slice(0, 120);
  } catch {
    return "";
  }
}

/** CPU seconds taken from this virtual machine by its host (the `steal` column of /proc/stat's cpu line). */
function readStealS(): number {
  try {
    const cpu = fs.readFileSync("/proc/stat", "utf8").split("\n", 1)[0]!.trim().split(/\s+/);
    return Number(cpu[8] ?? 0) / TICKS;
  } catch {
    return 0;
  }
}

export interface NoiseSummary {
  cores: number;
  /**
   * Average cores used by processes that are not the bench, its children or PostgreSQL, per phase,
   * and average cores the host took from this machine (steal).
   */
  phases: Record<string, { foreignCores: number; stolenCores?: number; seconds: number }>;
  overallForeignCores: number;
  /** The foreign processes that used the most CPU during the run. */
  top: { pid: number; command: string; cpuS: number }[];
}

export interface NoiseMonitor {
  phase(name: string | null): void;
  /** Foreign cores over the last `seconds` (for waiting until the machine is quiet). */
  recentForeign(seconds: number): number;
  stop(): NoiseSummary;
}

export function startNoiseMonitor(intervalMs = 1000): NoiseMonitor {
  const self = process.pid;
  let prev = readProcs();
  let prevT = performance.now();
  let prevSteal = readStealS();
  let current: string | null = null;
  const phases: Record<string, { foreignCpuS: number; stolenS: number; seconds: number }> = {};
  const timeline: { t: number; foreignCores: number }[] = [];
  const foreignByPid = new Map<number, number>();
  const commands = new Map<number, string>();
  let totalForeign = 0;
  let totalSeconds = 0;

  const ours = (pid: number, procs: Map<number, ProcSample>) => {
    for (let p = pid, i = 0; p > 1 && i < 50; i++) {
      if (p === self) return true;
      p = procs.get(p)?.ppid ?? 0;
    }
    return false;
  };

  const tick = () => {
    const now = readProcs();
    const t = performance.now();
    const dt = (t - prevT) / 1000;
    let foreign = 0;
    for (const [pid, s] of now) {
      const before = prev.get(pid)?.cpuS ?? 0;
      const used = Math.max(0, s.cpuS - before);
      if (used === 0 || ours(pid, now) || s.comm === "postgres") continue;
      foreign += used;
      foreignByPid.set(pid, (foreignByPid.get(pid) ?? 0) + used);
      if (!commands.has(pid)) commands.set(pid, cmdline(pid) || s.comm);
    }
    const steal = readStealS();
    const stolen = Math.max(0, steal - prevSteal);
    prevSteal = steal;
    prev = now;
    prevT = t;
    totalForeign += foreign;
    totalSeconds += dt;
    timeline.push({ t, foreignCores: foreign / dt });
    if (timeline.length > 3600) timeline.shift();
    if (current) {
      const ph = (phases[current] ??= { foreignCpuS: 0, stolenS: 0, seconds: 0 });
      ph.foreignCpuS += foreign;
      ph.stolenS += stolen;
      ph.seconds += dt;
    }
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();

  return {
    phase(name) {
      tick();
      current = name;
    },
    recentForeign(seconds) {
      const since = performance.now() - seconds * 1000;
      const recent = timeline.filter((s) => s.t >= since);
      return recent.length ? recent.reduce((a, s) => a + s.foreignCores, 0) / recent.length : NaN;
    },
    stop() {
      tick();
      clearInterval(timer);
      const top = [...foreignByPid.entries()]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 5)
        .filter(([, cpu]) => cpu >= 1)
        .map(([pid, cpuS]) => ({ pid, command: commands.get(pid) ?? "?", cpuS: Math.round(cpuS) }));
      return {
        cores: os.cpus().length,
        phases: Object.fromEntries(
          Object.entries(phases).map(([k, v]) => {
            const cores = (cpuS: number) => Math.round((cpuS / Math.max(v.seconds, 0.001)) * 100) / 100;
            return [k, { foreignCores: cores(v.foreignCpuS), stolenCores: cores(v.stolenS), seconds: Math.round(v.seconds) }];
          }),
        ),
        overallForeignCores: Math.round((totalForeign / Math.max(totalSeconds, 0.001)) * 100) / 100,
        top,
      };
    },
  };
}

/** Waits (at most maxS seconds) until foreign processes use less than `threshold` cores over 5 s. */
export async function waitForQuiet(monitor: NoiseMonitor, maxS: number, threshold = 0.2, log?: (m: string) => void): Promise<boolean> {
  const t0 = Date.now();
  let announced = false;
  await new Promise((r) => setTimeout(r, 5200));
  while (monitor.recentForeign(5) > threshold) {
    if (Date.now() - t0 > maxS * 1000) return false;
    if (!announced) {
      log?.(`outros processos usam ${monitor.recentForeign(5).toFixed(2)} núcleos: aguardando a máquina ficar livre (até ${maxS} s)`);
      announced = true;
    }
    await new Promise((r) => setTimeout(r, 1000));
  }
  return true;
}

export interface QuietGate {
  (label: string): Promise<void>;
  /** Seconds waited so far, and the measurements that started on a busy machine anyway. */
  readonly waitedS: number;
  readonly busyStarts: string[];
}

/**
 * Before each measurement: waits (at most perWaitS, and at most totalS over the
 * whole run, so the bench stays within its time limit) until other processes
 * use less than `threshold` cores over the last 3 s.
 */
export function createQuietGate(monitor: NoiseMonitor, options: { perWaitS: number; totalS: number; threshold: number }): QuietGate {
  let waited = 0;
  const busyStarts: string[] = [];
  const gate = async (label: string) => {
    const t0 = Date.now();
    while (monitor.recentForeign(3) > options.threshold) {
      const elapsed = (Date.now() - t0) / 1000;
      if (elapsed >= options.perWaitS || waited + elapsed >= options.totalS) {
        busyStarts.push(label);
        break;
      }
      await new Promise((r) => setTimeout(r, 500));
    }
    waited += (Date.now() - t0) / 1000;
  };
  return Object.defineProperties(gate, {
    waitedS: { get: () => Math.round(waited) },
    busyStarts: { get: () => busyStarts },
  }) as QuietGate;
}
