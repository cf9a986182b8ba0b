import { describe, expect, it } from "vitest";
import { createBatchQueue, type Settled } from "./batch-queue.server";

function deferred() {
  let release!: () => void;
  const promise = new Promise<void>((resolve) => (release = resolve));
  return { promise, release };
}

describe("batch queue (group commit)", () => {
  it("writes a lone call at once, and calls arriving together in one flush", async () => {
    const batches: number[][] = [];
    const queue = createBatchQueue<number, number>({
      maxBatch: 10,
      maxInFlight: 1,
      flush(items) {
        batches.push(items);
        return Promise.resolve(items.map((n) => ({ ok: true as const, value: n * 2 })));
      },
    });
    expect(await queue.push(1)).toBe(2);
    expect(await Promise.all([queue.push(2), queue.push(3), queue.push(4)])).toEqual([4, 6, 8]);
    expect(batches).toEqual([[1], [2, 3, 4]]);
  });

  it("keeps at most maxInFlight flushes running and at most maxBatch items in each", async () => {
    const gate = deferred();
    let running = 0;
    let peak = 0;
    const sizes: number[] = [];
    const queue = createBatchQueue<number, number>({
      maxBatch: 3,
      maxInFlight: 2,
      async flush(items) {
        running++;
        peak = Math.max(peak, running);
        sizes.push(items.length);
        await gate.promise;
        running--;
        return items.map((n) => ({ ok: true, value: n }));
      },
    });
    const all = Promise.all(Array.from({ length: 10 }, (_, i) => queue.push(i)));
    await new Promise((r) => setTimeout(r, 10));
    gate.release();
    expect(await all).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(peak).toBe(2);
    expect(Math.max(...sizes)).toBeLessThanOrEqual(3);
    expect(sizes.reduce((a, b) => a + b, 0)).toBe(10);
  });

  it("gives each call its own outcome, and fails only the batch whose flush throws", async () => {
    let flushes = 0;
    const queue = createBatchQueue<string, string>({
      maxBatch: 2,
      maxInFlight: 1,
      flush(items): Promise<Settled<string>[]> {
        if (++flushes === 1) return Promise.reject(new Error("banco fora"));
        return Promise.resolve(
          items.map((s) => (s === "ruim" ? { ok: false, error: new Error("recusado") } : { ok: true, value: s.toUpperCase() })),
        );
      },
    });
    const first = Promise.allSettled([queue.push("a"), queue.push("b")]);
    const second = Promise.allSettled([queue.push("c"), queue.push("ruim")]);
    expect((await first).map((r) => r.status)).toEqual(["rejected", "rejected"]);
    const [c, bad] = await second;
    expect(c).toEqual({ status: "fulfilled", value: "C" });
    expect(bad.status).toBe("rejected");
  });
});
