// The quiz funnel: what POST /api/funil accepts and stores, and the admin's
// 'Funil' figures for a scripted set of quiz sessions.
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { QUIZ_EVENT_KINDS, quizEvents } from "~/db/schema";
import { action as funnelAction } from "~/routes/api.funil";
import type { AppServices, RequestContext } from "~/services.server";
import { describeEachDatabase } from "../../../tests/support/database";
import { testServices } from "../../../tests/support/services";
import { FUNNEL_STAGES, QUIZ_EVENT_KIND_VALUES, quizEventSchema, type QuizEventInput, type TrackedStep } from "./quiz-events";
import { FUNNEL_EVENTS_RULE, loadFunnel, parseFunnelPeriod, recordQuizEvent } from "./quiz-events.server";

describe("quiz event schema", () => {
  it("knows the same kinds as the database", () => {
    expect([...QUIZ_EVENT_KIND_VALUES]).toEqual([...QUIZ_EVENT_KINDS]);
  });

  it("takes a visit id, a kind, a step for 'step' only and an objective — nothing else", () => {
    const visitId = randomUUID();
    expect(quizEventSchema.safeParse({ visitId, kind: "started" }).success).toBe(true);
    expect(quizEventSchema.safeParse({ visitId, kind: "step", step: "symptoms", objective: "sono" }).success).toBe(true);
    expect(quizEventSchema.safeParse({ visitId, kind: "order_placed", objective: null }).success).toBe(true);
    for (const bad of [
      { visitId, kind: "step" },
      { visitId, kind: "step", step: "welcome" },
      { visitId, kind: "started", step: "name" },
      { visitId, kind: "completed", objective: "dinheiro" },
      { visitId, kind: "started", name: "Maria" },
      { visitId, kind: "started", email: "maria@example.com" },
      { visitId: "maria@example.com", kind: "started" },
      { visitId, kind: "clicked" },
      { kind: "started" },
    ]) {
      expect(quizEventSchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });

  it("reads the period from ?de=&ate=, the last 30 days by default", () => {
    const now = new Date("2026-06-10T02:00:00Z"); // still 09/06 in São Paulo
    expect(parseFunnelPeriod(new URLSearchParams(), now)).toEqual({ from: "2026-05-11", to: "2026-06-09" });
    expect(parseFunnelPeriod(new URLSearchParams("de=2026-06-01&ate=2026-06-07"), now)).toEqual({
      from: "2026-06-01",
      to: "2026-06-07",
    });
    expect(parseFunnelPeriod(new URLSearchParams("de=2026-06-07&ate=2026-06-01"), now)).toEqual({
      from: "2026-06-01",
      to: "2026-06-07",
    });
    expect(parseFunnelPeriod(new URLSearchParams("de=2026-02-30&ate=ontem"), now)).toEqual({
      from: "2026-05-11",
      to: "2026-06-09",
    });
    expect(parseFunnelPeriod(new URLSearchParams("de=2020-01-01&ate=2026-06-09"), now).from).toBe("2025-06-09");
    // As the period form sends it (dd/mm/aaaa), and both spellings in one address.
    expect(parseFunnelPeriod(new URLSearchParams("de=01%2F06%2F2026&ate=07/06/2026"), now)).toEqual({
      from: "2026-06-01",
      to: "2026-06-07",
    });
    expect(parseFunnelPeriod(new URLSearchParams("de=01/06/2026&ate=2026-06-07"), now)).toEqual({
      from: "2026-06-01",
      to: "2026-06-07",
    });
    // 31/02 is no day; 06/01/2026 is read as 6 January, never the American 1 June.
    expect(parseFunnelPeriod(new URLSearchParams("de=31/02/2026&ate=07/06/2026"), now).from).toBe("2026-05-09");
    expect(parseFunnelPeriod(new URLSearchParams("de=06/01/2026&ate=07/06/2026"), now)).toEqual({
      from: "2026-01-06",
      to: "2026-06-07",
    });
  });
});

const statusOf = (value: unknown) =>
  value instanceof Response ? value.status : ((value as { init?: ResponseInit }).init?.status ?? 200);

const ALL_STEPS: TrackedStep[] = ["name", "gender", "age", "objective", "symptoms", "habits", "expectations", "analysis"];

describeEachDatabase("quiz funnel", (get) => {
  let services: AppServices;
  let context: RequestContext;

  beforeAll(() => {
    services = testServices(get());
    context = { ...services, clientIp: "203.0.113.9", cspNonce: "n" };
  });

  const post = (body: unknown, headers: Record<string, string> = {}) =>
    funnelAction({
      request: new Request("http://localhost/api/funil", {
        method: "POST",
        body: typeof body === "string" ? body : JSON.stringify(body),
        headers: { "Content-Type": "application/json", "Sec-Fetch-Site": "same-origin", ...headers },
      }),
      context,
      params: {},
    } as never);
  const countFor = async (visitId: string) =>
    (
      (await services.db
        .select({ n: sql<number>`count(*)::int` })
        .from(quizEvents)
        .where(sql`${quizEvents.visitId} = ${visitId}`)) as [{ n: number }]
    )[0].n;

  it("stores a valid event with no personal data", async () => {
    const visitId = randomUUID();
    expect(statusOf(await post({ visitId, kind: "step", step: "objective", objective: "foco" }))).toBe(204);
    const [row] = await services.db
      .select()
      .from(quizEvents)
      .where(sql`${quizEvents.visitId} = ${visitId}`);
    expect(row).toMatchObject({ visitId, kind: "step", step: "objective", objective: "foco" });
    expect(Object.keys(row!).sort()).toEqual(["createdAt", "id", "kind", "objective", "step", "visitId"]);
  });

  it("refuses malformed, oversized and cross-site events, and drops Do Not Track ones", async () => {
    const visitId = randomUUID();
    expect(statusOf(await post({ visitId, kind: "started", email: "a@b.com" }))).toBe(400);
    expect(statusOf(await post("{not json"))).toBe(400);
    expect(statusOf(await post({ visitId, kind: "started", objective: "x".repeat(2000) }))).toBe(413);
    expect(statusOf(await post({ visitId, kind: "started" }, { "Sec-Fetch-Site": "cross-site" }))).toBe(403);
    expect(statusOf(await post({ visitId, kind: "started" }, { DNT: "1" }))).toBe(204);
    expect(statusOf(await post({ visitId, kind: "started" }, { "Sec-GPC": "1" }))).toBe(204);
    expect(await countFor(visitId)).toBe(0);
    const get = await funnelAction({ request: new Request("http://localhost/api/funil"), context, params: {} } as never);
    expect(statusOf(get)).toBe(405);
  });

  it("rate-limits per address", async () => {
    const limited = { ...context, clientIp: "198.51.100.77" };
    for (let i = 0; i < FUNNEL_EVENTS_RULE.max; i++)
      await services.rateLimiter.hit(`funil:ip:${limited.clientIp}`, FUNNEL_EVENTS_RULE);
    const answer = await funnelAction({
      request: new Request("http://localhost/api/funil", {
        method: "POST",
        body: JSON.stringify({ visitId: randomUUID(), kind: "started" }),
      }),
      context: limited,
      params: {},
    } as never);
    expect(statusOf(answer)).toBe(429);
  });

  it("counts a scripted set of sessions into the funnel figures", async () => {
    // São Paulo is UTC-3: 02/06 12:00 there is 15:00Z.
    const base = Date.parse("2026-06-02T15:00:00Z");
    let tick = 0;
    async function session(startAt: number | null, events: Omit<QuizEventInput, "visitId">[]) {
      const visitId = randomUUID();
      if (startAt !== null) await recordQuizEvent(services.db, { visitId, kind: "started", objective: null }, new Date(startAt));
      const from = startAt ?? base;
      for (const event of events)
        await recordQuizEvent(services.db, { visitId, ...event } as QuizEventInput, new Date(from + ++tick * 1000));
    }
    const steps = (list: TrackedStep[], objective: (step: TrackedStep) => QuizEventInput["objective"]) =>
      list.map((step) => ({ kind: "step" as const, step, objective: objective(step) }));
    const after = (chosen: QuizEventInput["objective"]) => (step: TrackedStep) =>
      ALL_STEPS.indexOf(step) > ALL_STEPS.indexOf("objective") ? chosen : null;

    // A: the whole way to an order (emagrecer); 'name' reached twice still counts once.
    await session(base, [
      ...steps(["name", "name", ...ALL_STEPS.slice(1)], after("emagrecer")),
      { kind: "completed", objective: "emagrecer" },
      { kind: "plan_viewed", objective: "emagrecer" },
      { kind: "order_placed", objective: "emagrecer" },
    ]);
    // B: chose pele, left at the habits step.
    await session(base + 3600_000, steps(["name", "gender", "age", "objective", "symptoms", "habits"], after("pele")));
    // C: left after the name.
    await session(
      base + 7200_000,
      steps(["name"], () => null),
    );
    // D: completed (sono), saw the plan, no order.
    await session(base + 86_400_000, [
      ...steps(ALL_STEPS, after("sono")),
      { kind: "completed", objective: "sono" },
      { kind: "plan_viewed", objective: "sono" },
    ]);
    // H: chose foco, went back and finished with energia: the last choice counts.
    await session(base + 2 * 86_400_000, [
      ...steps(["name", "gender", "age", "objective", "symptoms"], after("foco")),
      ...steps(["objective", "symptoms", "habits", "expectations", "analysis"], () => "energia"),
      { kind: "completed", objective: "energia" },
    ]);
    // F: started at 23:30 on 07/06 in São Paulo (08/06 02:30Z): inside the period.
    await session(Date.parse("2026-06-08T02:30:00Z"), []);
    // E: started at 23:30 on 31/05 in São Paulo (01/06 02:30Z): before the period, not counted.
    await session(Date.parse("2026-06-01T02:30:00Z"), steps(ALL_STEPS, after("sono")));
    // G: started on 08/06 in São Paulo: after the period.
    await session(
      Date.parse("2026-06-08T03:30:00Z"),
      steps(["name"], () => null),
    );
    // Events of a visit that never started in the period are not counted either.
    await session(
      null,
      steps(["name", "gender"], () => null),
    );

    const report = await loadFunnel(services.db, { from: "2026-06-01", to: "2026-06-07" });
    expect(report.started).toBe(6);
    const visits = Object.fromEntries(report.stages.map((s) => [s.key, s.visits]));
    expect(visits).toEqual({
      started: 6,
      "step:name": 5,
      "step:gender": 4,
      "step:age": 4,
      "step:objective": 4,
      "step:symptoms": 4,
      "step:habits": 4,
      "step:expectations": 3,
      "step:analysis": 3,
      completed: 3,
      plan_viewed: 2,
      order_placed: 1,
    });
    expect(report.stages.map((s) => s.key)).toEqual(FUNNEL_STAGES.map((s) => s.key));
    const stage = (key: string) => report.stages.find((s) => s.key === key)!;
    expect(stage("started")).toMatchObject({ shareOfStarted: 1, dropOff: null, dropOffRate: null });
    expect(stage("step:name")).toMatchObject({ dropOff: 1, dropOffRate: 1 / 6, shareOfStarted: 5 / 6 });
    expect(stage("step:expectations")).toMatchObject({ dropOff: 1, dropOffRate: 1 / 4 });
    expect(stage("order_placed")).toMatchObject({ dropOff: 1, dropOffRate: 1 / 2, shareOfStarted: 1 / 6 });

    const byObjective = Object.fromEntries(report.objectives.map((o) => [o.objective, o]));
    expect(byObjective.emagrecer).toMatchObject({
      label: "Emagrecer",
      visits: 1,
      completed: 1,
      planViewed: 1,
      ordered: 1,
      completionRate: 1,
      orderConversion: 1,
    });
    expect(byObjective.pele).toMatchObject({
      visits: 1,
      completed: 0,
      planViewed: 0,
      ordered: 0,
      completionRate: 0,
      orderConversion: null,
    });
    expect(byObjective.sono).toMatchObject({
      visits: 1,
      completed: 1,
      planViewed: 1,
      ordered: 0,
      completionRate: 1,
      orderConversion: 0,
    });
    expect(byObjective.energia).toMatchObject({ visits: 1, completed: 1, planViewed: 0, ordered: 0 });
    expect(byObjective.foco).toMatchObject({ visits: 0, completed: 0, completionRate: null, orderConversion: null });

    // The Funil page reads its period from the URL (?de=&ate=) into the same figures.
    const fromUrl = await loadFunnel(services.db, parseFunnelPeriod(new URLSearchParams("de=2026-06-01&ate=2026-06-07")));
    expect(fromUrl).toEqual(report);

    // A one-day period counts only that day's starts (B and C started on 02/06 with A).
    const oneDay = await loadFunnel(services.db, { from: "2026-06-02", to: "2026-06-02" });
    expect(oneDay.started).toBe(3);
  });
});
