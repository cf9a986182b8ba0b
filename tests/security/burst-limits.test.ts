// Limits that hold under a parallel burst (issue 15, point 4; decision 015).
// Every attempt is counted atomically before the expensive check, so of 200
// requests sent at once at most the limit's worth reach the password check
// (answered 401; the refused ones 429), and a right password after the limit
// is refused. Fair: strangers' failures from other addresses never lock the
// owner out of the address they signed in from. Run on PGlite (counts in
// memory) and on PostgreSQL (one upsert … RETURNING count per batch of hits).
import { beforeAll, describe, expect, it } from "vitest";
import { ADMIN_LOGIN_RULE } from "~/domain/admin/admin-session.server";
import { RULES } from "~/platform/security/rate-limit.server";
import {
  type Answer,
  Client,
  createPostgresDatabase,
  nextIp,
  type RunningServer,
  startAppServer,
  TEST_ADMIN_PASSWORD,
  TEST_DATABASE_URL,
  uniqueEmail,
} from "./support/app";
import { type FakeCep, startFakeCep } from "./support/fake-cep";
import { newCustomer } from "./support/identities";
import { orderForm } from "./support/shop";
import { type Fixtures, resourcesForAll } from "../e2e/support/fixtures";

const BURST = 200;
/** Generous: 200 scrypt checks on the old code took minutes on a shared 2-core machine. */
const patient = () => AbortSignal.timeout(600_000);

function tally(answers: Answer[]): Record<number, number> {
  const out: Record<number, number> = {};
  for (const a of answers) out[a.status] = (out[a.status] ?? 0) + 1;
  return out;
}

function burst(send: (i: number) => Promise<Answer>): Promise<Answer[]> {
  return Promise.all(Array.from({ length: BURST }, (_, i) => send(i)));
}

/** Each engine starts its server (and database) in the describe block's registry, so a failed start still cleans up. */
const engines: Array<{ name: string; start: (resources: Fixtures) => Promise<RunningServer> }> = [
  {
    name: "PGlite",
    start: (resources) => resources.start(startAppServer({ trustProxy: true, timeoutMs: 180_000 }), (s) => s.stop()),
  },
];
if (TEST_DATABASE_URL) {
  engines.push({
    name: "PostgreSQL",
    start: async (resources) => {
      const pg = await resources.start(createPostgresDatabase(), (pg) => pg.drop());
      return resources.start(startAppServer({ trustProxy: true, databaseUrl: pg.url, timeoutMs: 180_000 }), (s) => s.stop());
    },
  });
} else {
  console.warn("[burst-limits] PostgreSQL IGNORADO: defina TEST_DATABASE_URL para rodar também nesse banco.");
}

for (const engine of engines) {
  describe(`parallel bursts against the limits [${engine.name}]`, () => {
    let server: RunningServer;
    const resources = resourcesForAll();
    beforeAll(async () => {
      await resources.start(startFakeCep(), (c) => c.close());
      server = await engine.start(resources);
    });

    it(`login: ${BURST} wrong passwords at once, from one address, check at most the limit; the right one afterwards is refused`, async () => {
      const victim = await newCustomer(server.url, true);
      const ip = nextIp();
      const answers = await burst(() =>
        new Client(server.url, ip).post("/auth/login", {
          form: { email: victim.email!, password: "errada-123" },
          signal: patient(),
        }),
      );
      const counts = tally(answers);
      console.log(
        `[${engine.name}] login, um endereço: ${counts[401] ?? 0} de ${BURST} verificadas, ${counts[429] ?? 0} recusadas antes`,
      );
      expect((counts[401] ?? 0) + (counts[429] ?? 0)).toBe(BURST);
      expect(counts[401]).toBeLessThanOrEqual(RULES.signInPerAccountAddress.max);
      const right = await new Client(server.url, ip).post("/auth/login", {
        form: { email: victim.email!, password: victim.password! },
      });
      expect(right.status).toBe(429);
      expect(right.text).toMatch(/Muitas tentativas/);
    });

    it(`login: ${BURST} wrong passwords from ${BURST} addresses stop at the account's limit; a new address is refused, the owner's signs in`, async () => {
      const victim = await newCustomer(server.url, true);
      const answers = await burst(() =>
        new Client(server.url, nextIp()).post("/auth/login", {
          form: { email: victim.email!, password: "errada-123" },
          signal: patient(),
        }),
      );
      const counts = tally(answers);
      console.log(
        `[${engine.name}] login, ${BURST} endereços: ${counts[401] ?? 0} de ${BURST} verificadas, ${counts[429] ?? 0} recusadas antes`,
      );
      expect((counts[401] ?? 0) + (counts[429] ?? 0)).toBe(BURST);
      expect(counts[401]).toBeLessThanOrEqual(RULES.signInPerAccount.max);
      const stranger = await new Client(server.url, nextIp()).post("/auth/login", {
        form: { email: victim.email!, password: victim.password! },
      });
      expect(stranger.status).toBe(429);
      // The address where the owner signed in before is not held back by strangers' failures.
      const owner = await new Client(server.url, victim.client.forwardedFor).post("/auth/login", {
        form: { email: victim.email!, password: victim.password! },
      });
      expect(owner.status, owner.text.slice(0, 300)).toBeOneOf([302, 303]);
    });

    it(`panel password: ${BURST} wrong ones at once check at most ${ADMIN_LOGIN_RULE.max}; the right one afterwards is refused`, async () => {
      const ip = nextIp();
      const answers = await burst(() =>
        new Client(server.url, ip).post("/admin", { form: { intent: "login", password: "senha-errada-1" }, signal: patient() }),
      );
      const counts = tally(answers);
      console.log(`[${engine.name}] painel: ${counts[401] ?? 0} de ${BURST} verificadas, ${counts[429] ?? 0} recusadas antes`);
      expect((counts[401] ?? 0) + (counts[429] ?? 0)).toBe(BURST);
      expect(counts[401]).toBeLessThanOrEqual(ADMIN_LOGIN_RULE.max);
      const right = await new Client(server.url, ip).post("/admin", { form: { intent: "login", password: TEST_ADMIN_PASSWORD } });
      expect(right.status).toBe(429);
    });

    it(`orders: ${BURST} at once from one address, at most ${RULES.orders.max} reach the order flow`, async () => {
      const ip = nextIp();
      const answers = await burst((i) =>
        new Client(server.url, ip).post(i % 2 ? "/api/pedidos" : "/api/checkout", {
          form: i % 2 ? orderForm(1) : {},
          signal: patient(),
        }),
      );
      const counts = tally(answers);
      const reached = BURST - (counts[429] ?? 0);
      console.log(`[${engine.name}] pedidos: ${reached} de ${BURST} chegaram ao fluxo (${JSON.stringify(counts)})`);
      expect(reached).toBeLessThanOrEqual(RULES.orders.max);
      expect(reached).toBeGreaterThan(0);
    });

    it("password reset, email confirmation and sign-up have counters of their own", async () => {
      const email = uniqueEmail("contadores");
      // From addresses that never signed in to it: the email's budget for strangers.
      for (let i = 0; i < RULES.emailSendsPerEmail.max; i++) {
        expect((await new Client(server.url, nextIp()).post("/auth/esqueci-senha", { form: { email } })).status).toBeOneOf([
          302, 303,
        ]);
      }
      expect((await new Client(server.url, nextIp()).post("/auth/esqueci-senha", { form: { email } })).status).toBe(429);
      // The reset requests used up nothing of the other two.
      const resend = await new Client(server.url, nextIp()).post("/auth/login", { form: { intent: "resend", email } });
      expect(resend.status, resend.text.slice(0, 300)).toBe(200);
      const signUp = await new Client(server.url, nextIp()).post("/auth/register", {
        form: { name: "Nome", email, password: "senha-123456", confirmPassword: "senha-123456" },
      });
      expect(signUp.status, signUp.text.slice(0, 300)).toBeOneOf([302, 303]);
    });
  });
}

describe("/api/cep: a limit per address and cached answers", () => {
  let server: RunningServer;
  let cep: FakeCep;
  const resources = resourcesForAll();
  beforeAll(async () => {
    cep = await resources.start(startFakeCep(), (c) => c.close());
    server = await resources.start(startAppServer({ trustProxy: true, timeoutMs: 180_000, env: { CEP_API_URL: cep.url } }), (s) =>
      s.stop(),
    );
  });

  it(`${RULES.cep.max} lookups per address, the next one 429 in pt-BR with Retry-After`, async () => {
    const client = new Client(server.url, nextIp());
    for (let i = 0; i < RULES.cep.max; i++)
      expect((await client.get(`/api/cep/0100${String(i).padStart(4, "0")}`)).status).toBe(200);
    const refused = await client.get("/api/cep/01001000");
    expect(refused.status).toBe(429);
    expect(refused.json<{ error: string }>().error).toMatch(/Muitas tentativas/);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    // Another address is not affected.
    expect((await new Client(server.url, nextIp()).get("/api/cep/01001000")).status).toBe(200);
  });

  it(`${BURST} simultaneous lookups of the same CEP make one query to the service`, async () => {
    const before = cep.requests;
    const answers = await Promise.all(
      Array.from({ length: BURST }, () => new Client(server.url, nextIp()).get("/api/cep/20040020")),
    );
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(cep.requests - before).toBe(1);
  });

  it("a failure of the service is cached too, briefly (a burst does not hammer it)", async () => {
    cep.failing = true;
    const before = cep.requests;
    expect((await new Client(server.url, nextIp()).get("/api/cep/30130010")).status).toBe(503);
    cep.failing = false;
    // Within the brief failure window the service is not asked again.
    for (let i = 0; i < 5; i++) expect((await new Client(server.url, nextIp()).get("/api/cep/30130010")).status).toBe(503);
    expect(cep.requests - before).toBe(1);
  });
});
