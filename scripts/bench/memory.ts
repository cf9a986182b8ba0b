// Samples a process's resident memory (VmRSS in /proc/{pid}/status) at a fixed
// interval; the peak is what the report compares with the budget. Phases let
// one server's samples be split by what it was doing (pages, orders).
import fs from "node:fs";

export interface RssSummary {
  samples: number;
  intervalMs: number;
  peakMb: number;
  meanMb: number;
  /** Kernel's own high-water mark (VmHWM) when the sampling stopped. */
  hwmMb: number | null;
  phases: Record<string, { peakMb: number; samples: number }>;
}

function readStatusKb(pid: number, field: "VmRSS" | "VmHWM"): number | null {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
    const m = new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(status);
    return m ? Number(m[1]) : null;
  } catch {
    return null;
  }
}

export interface RssSampler {
  /** Samples taken from now on count for this phase (and for the overall peak). */
  phase(name: string | null): void;
  stop(): RssSummary;
}

export function sampleRss(pid: number, intervalMs = 100): RssSampler {
  const values: number[] = [];
  const phases: Record<string, { peakMb: number; samples: number }> = {};
  let current: string | null = null;
  const take = () => {
    const kb = readStatusKb(pid, "VmRSS");
    if (kb === null) return;
    const mb = kb / 1024;
    values.push(mb);
    if (current) {
      const p = (phases[current] ??= { peakMb: 0, samples: 0 });
      p.peakMb = Math.max(p.peakMb, mb);
      p.samples++;
    }
  };
  take();
  const timer = setInterval(take, intervalMs);
  return {
    phase(name) {
      current = name;
    },
    stop() {
      take();
      clearInterval(timer);
      const hwm = readStatusKb(pid, "VmHWM");
      return {
        samples: values.length,
        intervalMs,
        peakMb: values.length ? Math.max(...values) : NaN,
        meanMb: values.length ? values.reduce((a, b) => a + b, 0) / values.length : NaN,
        hwmMb: hwm === null ? null : hwm / 1024,
        phases,
      };
    },
  };
}
