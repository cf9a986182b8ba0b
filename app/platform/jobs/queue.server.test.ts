// The job queue on both engines: a job exists iff its transaction committed,
// runs once, is retried with backoff, ends failed where the admin sees it,
// runs again on the admin's retry, a schedule fires once across two
// "processes", and a job interrupted by stop() is run again later.
import { sql } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "~/db/client.server";
import { describeEachDatabase, type TestDatabase } from "../../../tests/support/database";
import { testServices } from "../../../tests/support/services";
import { createJobQueue, type JobQueue, jobIdFor } from "./queue.server";
import type { JobContext, JobDefinition } from "./define-job";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await sleep(100);
  }
}

describe("job ids from idempotency keys", () => {
  it("are UUIDs, the same for the same queue and key, different otherwise", () => {
    const id = jobIdFor("pix.create-charge", "order-1");
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-8[0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(jobIdFor("pix.create-charge", "order-1")).toBe(id);
    expect(jobIdFor("pix.create-charge", "order-2")).not.toBe(id);
    expect(jobIdFor("other.queue", "order-1")).not.toBe(id);
  });
});

describeEachDatabase("job queue", (get: () => TestDatabase, kind) => {
  let ctx: JobContext;
  const queues: JobQueue[] = [];

  beforeAll(() => {
    ctx = testServices(get());
  });
  afterEach(async () => {
    await Promise.all(queues.splice(0).map((q) => q.stop({ timeoutMs: 1000 })));
  });

  function queue(definitions: JobDefinition[], settings: { cronCheckSeconds?: number; enabled?: boolean } = {}) {
    const q = createJobQueue({
      database: get(),
      ctx: () => ctx,
      logger: ctx.logger,
      definitions,
      settings: { enabled: settings.enabled ?? true, pollIntervalSeconds: 0.5, cronCheckSeconds: settings.cronCheckSeconds },
    });
    queues.push(q);
    return q;
  }

  async function jobRows(name: string) {
    return rowsOf<{ id: string; state: string; data: { n?: number } }>(
      await get().db.execute(sql`SELECT id, state::text AS state, data FROM pgboss.job WHERE name = ${name} ORDER BY created_on`),
    );
  }

  it("runs a job sent in a committed transaction once, and never one whose transaction rolled back", async () => {
    const ran: number[] = [];
    const q = queue([
      {
        name: "test.commit",
        label: "Teste",
        run: (_ctx, data) => {
          ran.push((data as { n: number }).n);
          return Promise.resolve();
        },
      },
    ]);
    await q.start();
    const { db } = get();
    await expect(
      db.transaction(async (tx) => {
        expect(await q.send(tx, "test.commit", { n: 1 })).toMatch(/^[0-9a-f-]{36}$/);
        throw new Error("desfeito");
      }),
    ).rejects.toThrow("desfeito");
    await db.transaction(async (tx) => {
      await q.send(tx, "test.commit", { n: 2 });
    });
    await waitFor(
      () => jobRows("test.commit"),
      (rows) => rows.every((r) => r.state === "completed"),
    );
    await sleep(1200); // a few more polls: nothing runs twice
    expect(ran).toEqual([2]);
    const rows = await jobRows("test.commit");
    expect(rows.map((r) => [r.data.n, r.state])).toEqual([[2, "completed"]]);
  });

  it("drops a second job with the same idempotency key, and refuses an unknown job", async () => {
    const q = queue([{ name: "test.key", label: "Teste", run: async () => {} }], { enabled: false });
    await q.start();
    const first = await q.send(get().db, "test.key", {}, { key: "pedido-7" });
    expect(first).toBe(jobIdFor("test.key", "pedido-7"));
    expect(await q.send(get().db, "test.key", {}, { key: "pedido-7" })).toBeNull();
    expect(await jobRows("test.key")).toHaveLength(1);
    await expect(q.send(get().db, "test.nope", {})).rejects.toThrow(/unknown job/);
  });

  it("retries a failing job with backoff, ends it failed in the admin's list, and runs it again on retry", async () => {
    let fail = true;
    const attempts: number[] = [];
    const q = queue([
      {
        name: "test.flaky",
        label: "Instável",
        retry: { limit: 1, delaySeconds: 1, backoff: true },
        run: (_ctx, _data, job) => {
          attempts.push(job.retryCount);
          return fail ? Promise.reject(new Error("banco fora do ar")) : Promise.resolve();
        },
      },
    ]);
    await q.start();
    const id = (await q.send(get().db, "test.flaky", {}))!;
    const failed = await waitFor(
      () => q.recent(),
      (jobs) => jobs.some((j) => j.id === id && j.state === "failed"),
      20_000,
    );
    expect(attempts).toEqual([0, 1]);
    expect(failed.find((j) => j.id === id)).toMatchObject({
      name: "test.flaky",
      label: "Instável",
      state: "failed",
      attempts: 2,
      maxAttempts: 2,
      error: "banco fora do ar",
    });
    const [overview] = await q.overview();
    expect(overview).toMatchObject({ name: "test.flaky", label: "Instável", counts: { failed: 1, completed: 0 } });

    fail = false;
    expect(await q.retry(id)).toBe(true);
    expect(await q.retry(id)).toBe(false); // no longer failed
    await waitFor(
      () => jobRows("test.flaky"),
      (rows) => rows[0]?.state === "completed",
    );
    expect(attempts).toEqual([0, 1, 2]);
    expect((await q.recent()).find((j) => j.id === id)).toBeUndefined();
    expect(await q.retry("not-a-uuid")).toBe(false);
  });

  it("takes several jobs per poll when the job asks, and fails only the one that threw", async () => {
    const ran: number[] = [];
    const q = queue([
      {
        name: "test.batch",
        label: "Lote",
        batchSize: 5,
        retry: { limit: 0 },
        run: (_ctx, data) => {
          const n = (data as { n: number }).n;
          ran.push(n);
          return n === 3 ? Promise.reject(new Error("endereço recusado")) : Promise.resolve();
        },
      },
    ]);
    await q.start();
    // One transaction: the five are visible together, so one poll can take them all.
    await get().db.transaction(async (tx) => {
      await q.sendMany(
        tx,
        "test.batch",
        [1, 2, 3, 4, 5].map((n) => ({ data: { n } })),
      );
    });
    const rows = await waitFor(
      () => jobRows("test.batch"),
      (r) => r.every((row) => row.state === "completed" || row.state === "failed"),
    );
    expect(ran.sort()).toEqual([1, 2, 3, 4, 5]);
    expect(rows.map((r) => [r.data.n, r.state]).sort()).toEqual([
      [1, "completed"],
      [2, "completed"],
      [3, "failed"],
      [4, "completed"],
      [5, "completed"],
    ]);
    expect((await q.recent()).find((j) => j.state === "failed")).toMatchObject({ error: "endereço recusado" });
  });

  it("cancels a waiting job, which then never runs", async () => {
    let ran = 0;
    const q = queue([
      {
        name: "test.cancel",
        label: "Cancelável",
        run: () => {
          ran++;
          return Promise.resolve();
        },
      },
    ]);
    await q.start();
    const id = (await q.send(get().db, "test.cancel", {}, { startAfter: new Date(Date.now() + 2_000) }))!;
    expect((await q.recent()).find((j) => j.id === id)).toMatchObject({ state: "created", attempts: 0 });
    expect(await q.cancel(id)).toBe(true);
    expect(await q.cancel(id)).toBe(false);
    await sleep(3_000);
    expect(ran).toBe(0);
    expect((await jobRows("test.cancel"))[0]?.state).toBe("cancelled");
  });

  it("runs a scheduled job once when two queues (two processes) check the schedule", async () => {
    // Both checks must fall within one minute: the schedule fires once per cron tick.
    const second = new Date().getSeconds();
    if (second > 45) await sleep((61 - second) * 1000);
    let ran = 0;
    const definition: JobDefinition = {
      name: "test.cron",
      label: "Agendado",
      schedule: { cron: "* * * * *" },
      run: () => {
        ran++;
        return Promise.resolve();
      },
    };
    const [a, b] = [queue([definition], { cronCheckSeconds: 1 }), queue([definition], { cronCheckSeconds: 1 })];
    // Two processes install pg-boss's schema together on PostgreSQL; PGlite belongs to one process (its directory lock).
    if (kind === "postgres") await Promise.all([a.start(), b.start()]);
    else for (const q of [a, b]) await q.start();
    await waitFor(
      () => jobRows("test.cron"),
      (rows) => rows.some((r) => r.state === "completed"),
    );
    await sleep(3_000); // several more checks by both
    expect(ran).toBe(1);
    expect(await jobRows("test.cron")).toHaveLength(1);
  }, 90_000);

  it("retries later a job that stop() interrupted, instead of losing it", async () => {
    let release!: () => void;
    const blocked = new Promise<void>((resolve) => (release = resolve));
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    const runs: string[] = [];
    const slow = (who: string): JobDefinition => ({
      name: "test.slow",
      label: "Lento",
      retry: { limit: 2, delaySeconds: 0, backoff: false },
      run: async () => {
        runs.push(who);
        if (who === "a") {
          started();
          await blocked;
        }
      },
    });
    const a = queue([slow("a")]);
    await a.start();
    await a.send(get().db, "test.slow", {});
    await running;
    await a.stop({ timeoutMs: 1000 });
    expect((await jobRows("test.slow"))[0]?.state).toBe("retry");

    const b = queue([slow("b")]);
    await b.start();
    await waitFor(
      () => jobRows("test.slow"),
      (rows) => rows[0]?.state === "completed",
    );
    release();
    expect(runs).toEqual(["a", "b"]);
  });

  it("installs before working: a job written then waits, and runs once start() begins (startIn, as the server does)", async () => {
    let ran = 0;
    const definition: JobDefinition = {
      name: "test.later",
      label: "Depois",
      run: () => {
        ran++;
        return Promise.resolve();
      },
    };
    const q = queue([definition]);
    await q.install();
    await q.send(get().db, "test.later", {});
    await sleep(1_500);
    expect(ran).toBe(0);
    await q.startIn(200);
    await waitFor(
      () => jobRows("test.later"),
      (rows) => rows[0]?.state === "completed",
    );
    expect(ran).toBe(1);

    // A start still waiting when the process stops never begins.
    const other = queue([{ ...definition, name: "test.never" }]);
    await other.install();
    await other.send(get().db, "test.never", {});
    const waiting = other.startIn(500);
    await other.stop();
    await waiting;
    await sleep(1_500);
    expect((await jobRows("test.never"))[0]?.state).toBe("created");
  });

  it("a restart writes a queue's policy or schedule only when its declaration changed", async () => {
    const run = () => Promise.resolve();
    const first: JobDefinition = { name: "test.policy", label: "Política", schedule: { cron: "0 3 * * *" }, run };
    const queueRow = async () =>
      rowsOf<{ retry_limit: number; updated_on: string }>(
        await get().db.execute(sql`SELECT retry_limit, updated_on::text FROM pgboss.queue WHERE name = 'test.policy'`),
      )[0];
    const scheduleRow = async () =>
      rowsOf<{ cron: string; timezone: string; updated_on: string }>(
        await get().db.execute(sql`SELECT cron, timezone, updated_on::text FROM pgboss.schedule WHERE name = 'test.policy'`),
      )[0];
    await queue([first], { enabled: false }).install();
    const created = { queue: await queueRow(), schedule: await scheduleRow() };
    expect(created.queue?.retry_limit).toBe(3);
    expect(created.schedule).toMatchObject({ cron: "0 3 * * *", timezone: "America/Sao_Paulo" });

    // The same declarations: nothing is written.
    await queue([first], { enabled: false }).install();
    expect(await queueRow()).toEqual(created.queue);
    expect(await scheduleRow()).toEqual(created.schedule);

    // A new retry policy and schedule are applied; a schedule taken out is removed.
    await queue([{ ...first, retry: { limit: 5 }, schedule: { cron: "0 4 * * *" } }], { enabled: false }).install();
    expect((await queueRow())?.retry_limit).toBe(5);
    expect((await scheduleRow())?.cron).toBe("0 4 * * *");
    await queue([{ ...first, retry: { limit: 5 }, schedule: undefined }], { enabled: false }).install();
    expect(await scheduleRow()).toBeUndefined();
  });

  it("runs the registry's jobs with the server's services: the payment reminders soon after start", async () => {
    const services = testServices(get());
    queues.push(services.jobs);
    await services.jobs.start();
    const rows = await waitFor(
      () => jobRows("orders.payment-reminders"),
      (r) => r.some((row) => row.state === "completed"),
    );
    expect(rows.map((r) => r.state)).toEqual(["completed"]);
    const overview = await services.jobs.overview();
    const reminders = overview.find((q) => q.name === "orders.payment-reminders");
    expect(reminders).toMatchObject({ label: "Lembretes de pagamento", schedule: "*/10 * * * *" });
    expect(reminders?.counts).toMatchObject({ completed: 1, failed: 0 });
  });
});
