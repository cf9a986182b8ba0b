// The admin's "Trabalhos" page through its route module, as a browser without
// scripts uses it: the loader lists a failed job with its error and attempts,
// and a plain form post of "Tentar de novo" (or "Cancelar") answers 303 and
// changes the job; without the admin session, or with a made-up id, nothing
// changes. The failure shows in the metrics too.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { rowsOf } from "~/db/client.server";
import { signInAdmin } from "~/domain/admin/admin-session.server";
import { action, loader } from "~/routes/admin/trabalhos";
import type { RequestContext } from "~/services.server";
import { describeEachDatabase } from "../../../tests/support/database";
import { testServices } from "../../../tests/support/services";
import type { JobsPageData } from "./jobs-page.server";
import { createJobQueue } from "~/platform/jobs/queue.server";

const PAGE = "http://localhost/admin/trabalhos";
const PASSWORD = "senha-do-painel-de-teste";

type LoaderArgs = Parameters<typeof loader>[0];
type ActionArgs = Parameters<typeof action>[0];

async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describeEachDatabase("admin page Trabalhos", (get) => {
  let context: RequestContext;
  let cookie: string;
  let fail = true;
  let runs = 0;

  beforeAll(async () => {
    const services = testServices(get(), { ADMIN_PASSWORD: PASSWORD });
    const jobs = createJobQueue({
      database: get(),
      ctx: () => services,
      logger: services.logger,
      metrics: services.metrics,
      settings: { enabled: true, pollIntervalSeconds: 0.5 },
      definitions: [
        {
          name: "test.mail-provider",
          label: "Envio ao provedor",
          retry: { limit: 0 },
          run: () => {
            runs++;
            return fail
              ? Promise.reject(new Error("Provedor recusou: 503 Service Unavailable\n    at stack line"))
              : Promise.resolve();
          },
        },
      ],
    });
    context = { ...services, jobs, clientIp: "127.0.0.1", cspNonce: "teste" };
    await jobs.start();
    const signedIn = await signInAdmin(context, new Request(PAGE), PASSWORD, "127.0.0.1");
    if (!signedIn.ok) throw new Error(signedIn.message);
    cookie = signedIn.cookie.split(";")[0]!;
  });
  afterAll(async () => {
    await context?.jobs.stop({ timeoutMs: 1000 });
  });

  async function page(): Promise<JobsPageData> {
    const result = await loader({
      request: new Request(PAGE, { headers: { Cookie: cookie } }),
      context,
      params: {},
    } as LoaderArgs);
    return (result as unknown as { data: JobsPageData }).data;
  }

  /** A form post as the browser sends it without scripts. */
  async function post(
    fields: Record<string, string>,
    withCookie = true,
  ): Promise<Response | { data: unknown; init: ResponseInit }> {
    const request = new Request(PAGE, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", ...(withCookie ? { Cookie: cookie } : {}) },
      body: new URLSearchParams(fields).toString(),
    });
    try {
      return (await action({ request, context, params: {} } as ActionArgs)) as never;
    } catch (thrown) {
      return thrown as never;
    }
  }

  async function stateOf(id: string) {
    const [row] = rowsOf<{ state: string }>(
      await get().db.execute(sql`SELECT state::text AS state FROM pgboss.job WHERE id = ${id}`),
    );
    return row?.state;
  }

  it("lists the failed job with its first error line and attempts, and runs it again on 'Tentar de novo'", async () => {
    const id = (await context.jobs.send(get().db, "test.mail-provider", { orderId: "x" }))!;
    const listed = await waitFor(page, (p) => p.jobs.some((j) => j.id === id && j.state === "failed"));
    expect(listed.queues).toHaveLength(1);
    expect(listed.queues[0]).toMatchObject({ name: "test.mail-provider", label: "Envio ao provedor" });
    expect(listed.queues[0]?.counts).toMatchObject({ failed: 1 });
    expect(listed.jobs.find((j) => j.id === id)).toMatchObject({
      label: "Envio ao provedor",
      state: "failed",
      attempts: 1,
      maxAttempts: 1,
      error: "Provedor recusou: 503 Service Unavailable",
    });

    // The failed attempt is counted, and the queue's depth is watched, under the queue's name.
    const { body } = await context.metrics.exposition();
    expect(body).toContain('lift_job_failures_total{queue="test.mail-provider"} 1');
    expect(body).toContain('lift_job_queue_depth{queue="test.mail-provider"} 0');

    // Without the admin session: refused, nothing changes.
    const anonymous = await post({ intent: "retry", jobId: id }, false);
    expect((anonymous as { init: ResponseInit }).init.status).toBe(403);
    expect(await stateOf(id)).toBe("failed");

    // A made-up id: the form's message, status 400.
    const bad = (await post({ intent: "retry", jobId: "nao-e-um-id" })) as {
      data: { result: { error: Record<string, string[]> } };
      init: ResponseInit;
    };
    expect(bad.init.status).toBe(400);
    expect(bad.data.result.error[""]).toEqual(["Trabalho não encontrado. Atualize a página."]);

    fail = false;
    const retried = (await post({ intent: "retry", jobId: id })) as Response;
    expect(retried.status).toBe(303);
    expect(retried.headers.get("Location")).toBe("/admin/trabalhos");
    await waitFor(
      () => stateOf(id),
      (state) => state === "completed",
    );
    expect(runs).toBe(2);
    expect((await page()).jobs.find((j) => j.id === id)).toBeUndefined();

    // Again: no longer failed, a clear refusal.
    const again = (await post({ intent: "retry", jobId: id })) as {
      data: { result: { error: Record<string, string[]> } };
      init: ResponseInit;
    };
    expect(again.init.status).toBe(409);
    expect(again.data.result.error[""]).toEqual(["Este trabalho não está mais com falha: atualize a página."]);
  });

  it("cancels a waiting job with 'Cancelar'", async () => {
    const id = (await context.jobs.send(get().db, "test.mail-provider", {}, { startAfter: new Date(Date.now() + 60_000) }))!;
    expect((await page()).jobs.find((j) => j.id === id)).toMatchObject({ state: "created", attempts: 0 });
    const cancelled = (await post({ intent: "cancel", jobId: id })) as Response;
    expect(cancelled.status).toBe(303);
    expect(await stateOf(id)).toBe("cancelled");
    expect((await page()).queues[0]!.counts.cancelled).toBe(1);
  });
});
