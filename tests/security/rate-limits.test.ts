// Rate limits on sign-in, sign-up, password reset, the panel's password,
// orders (/api/pedidos and /api/checkout share one budget), search and chat: per
// client address (X-Forwarded-For believed only with TRUST_PROXY) and per
// account; in memory on PGlite, shared by every process through PostgreSQL.
// A limit keyed on someone's order number or email never locks its owner out
// (issue 24, class 4; decision 023).
import { beforeAll, describe, expect, it } from "vitest";
import { TRACKING_LIMITS } from "~/domain/orders/tracking/order-tracking.server";
import { RULES } from "~/platform/security/rate-limit.server";
import {
  Client,
  createPostgresDatabase,
  describeWithPostgres,
  ENGINES,
  nextIp,
  type RunningServer,
  startAppServer,
  startOn,
  type TestPostgres,
  uniqueEmail,
} from "./support/app";
import { newCustomer } from "./support/identities";
import { catalogOf, checkoutForm, makeCpf, orderForm } from "./support/shop";
import { resourcesForAll } from "../e2e/support/fixtures";

const TOO_MANY = /Muitas tentativas|Muitos/;

async function hammer(times: number, send: (i: number) => Promise<{ status: number }>): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < times; i++) statuses.push((await send(i)).status);
  return statuses;
}

describe("attempt limits (memory, no TRUST_PROXY)", () => {
  let server: RunningServer;
  const resources = resourcesForAll();
  beforeAll(async () => {
    server = await resources.start(startAppServer({ timeoutMs: 180_000 }), (s) => s.stop());
  });

  it("login: 20 attempts per address (any accounts), then 429 in pt-BR; X-Forwarded-For does not fool it", async () => {
    const statuses = await hammer(RULES.signInPerAddress.max, (i) =>
      new Client(server.url, `203.0.113.${i}`).post("/auth/login", { form: { email: uniqueEmail("x"), password: "errada-123" } }),
    );
    expect(statuses.every((s) => s === 401)).toBe(true);
    const blocked = await new Client(server.url, "203.0.113.200").post("/auth/login", {
      form: { email: uniqueEmail("y"), password: "errada-123" },
    });
    expect(blocked.status).toBe(429);
    expect(blocked.text).toMatch(TOO_MANY);
  });

  it("sign-up: 5 per hour per address", async () => {
    const statuses = await hammer(RULES.signUp.max + 1, (i) =>
      new Client(server.url, `203.0.113.${50 + i}`).post("/auth/register", {
        form: { name: "Nome", email: uniqueEmail("c"), password: "senha-123456", confirmPassword: "senha-123456" },
      }),
    );
    expect(statuses.slice(0, RULES.signUp.max).every((s) => s === 302 || s === 303)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it("forgotten password: 5 per hour per address", async () => {
    const statuses = await hammer(RULES.emailSends.max + 1, () =>
      new Client(server.url).post("/auth/esqueci-senha", { form: { email: uniqueEmail("r") } }),
    );
    expect(statuses.at(-1)).toBe(429);
  });

  it("panel password: 20 wrong ones, then not even the right one gets in (until the window passes)", async () => {
    const statuses = await hammer(20, () =>
      new Client(server.url).post("/admin", { form: { intent: "login", password: "senha-errada-1" } }),
    );
    expect(statuses.every((s) => s === 401)).toBe(true);
    const blocked = await new Client(server.url).post("/admin", { form: { intent: "login", password: "senha-do-painel-e2e" } });
    expect(blocked.status).toBe(429);
    expect(blocked.text).toMatch(TOO_MANY);
  });

  it("orders: /api/pedidos and /api/checkout add up on the same limit per address", async () => {
    const client = new Client(server.url);
    const statuses = await hammer(RULES.orders.max, (i) =>
      i % 2 ? client.post("/api/pedidos", { form: {} }) : client.post("/api/checkout", { form: {} }),
    );
    expect(statuses.every((s) => s === 400)).toBe(true);
    const funnel = await client.post("/api/pedidos", { form: orderForm(1) });
    expect(funnel.status).toBe(429);
    expect(funnel.text).toMatch(TOO_MANY);
    expect(Number(funnel.headers.get("retry-after"))).toBeGreaterThan(0);
    const cart = await client.post("/api/checkout", { form: checkoutForm([{ id: 1, quantity: 1 }]) });
    expect(cart.status).toBe(429);
  });

  it("search: 120 per minute per address", async () => {
    const statuses = await hammer(RULES.search.max + 1, () => new Client(server.url).get("/api/search?q=whey"));
    expect(statuses.slice(0, RULES.search.max).every((s) => s === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it("chat: 20 por minuto", async () => {
    const statuses = await hammer(RULES.chat.max + 1, () =>
      new Client(server.url).post("/api/chat", { json: { message: "oi" } }),
    );
    expect(statuses.at(-1)).toBe(429);
  });
});

describe("attempt limits with TRUST_PROXY (the X-Forwarded-For address) and per account", () => {
  let server: RunningServer;
  const resources = resourcesForAll();
  beforeAll(async () => {
    server = await resources.start(startAppServer({ trustProxy: true, timeoutMs: 180_000 }), (s) => s.stop());
  });

  it("behind a trusted proxy, each address has its own limit", async () => {
    const statuses = await hammer(RULES.signInPerAddress.max + 5, () =>
      new Client(server.url, nextIp()).post("/auth/login", { form: { email: uniqueEmail("p"), password: "errada-123" } }),
    );
    expect(statuses.every((s) => s === 401)).toBe(true);
  });

  it("login: 30 failures on one account, from different addresses, lock the account for new addresses, not for the owner's", async () => {
    const victim = await newCustomer(server.url, true);
    const statuses = await hammer(RULES.signInPerAccount.max, () =>
      new Client(server.url, nextIp()).post("/auth/login", { form: { email: victim.email!, password: "errada-123" } }),
    );
    expect(statuses.every((s) => s === 401)).toBe(true);
    const blocked = await new Client(server.url, nextIp()).post("/auth/login", {
      form: { email: victim.email!, password: victim.password! },
    });
    expect(blocked.status).toBe(429);
    // The address the owner signed in from keeps working.
    const owner = await new Client(server.url, victim.client.forwardedFor).post("/auth/login", {
      form: { email: victim.email!, password: victim.password! },
    });
    expect(owner.status).toBeOneOf([302, 303]);
  });

  it("forgotten password: 10 per account, from different addresses (that never signed in to it)", async () => {
    const email = uniqueEmail("conta");
    const statuses = await hammer(RULES.emailSendsPerEmail.max + 1, () =>
      new Client(server.url, nextIp()).post("/auth/esqueci-senha", { form: { email } }),
    );
    expect(statuses.at(-1)).toBe(429);
  });

  it("orders: 30 per account, even when switching addresses", async () => {
    const customer = await newCustomer(server.url, true);
    const statuses = await hammer(RULES.orders.max, () => {
      customer.client.forwardedFor = nextIp();
      return customer.client.post("/api/pedidos", { form: {} });
    });
    expect(statuses.every((s) => s === 400)).toBe(true);
    customer.client.forwardedFor = nextIp();
    expect((await customer.client.post("/api/checkout", { form: {} })).status).toBe(429);
  });
});

for (const engine of ENGINES) {
  describe(`limits on someone else's order or email do not lock the owner out [${engine}]`, () => {
    let server: RunningServer;
    const resources = resourcesForAll();
    beforeAll(async () => {
      server = await resources.start(startOn(engine, { trustProxy: true }), (s) => s.stop());
    });

    it("tracking: a stranger hammering the order number (in series and in a burst) does not stop the buyer", async () => {
      const buyer = new Client(server.url, nextIp());
      const cpf = makeCpf();
      const [productId] = (await catalogOf(buyer)).productIds;
      const placed = await buyer.post("/api/pedidos", { form: orderForm(productId!, { cpf }) });
      expect(placed.status, placed.text.slice(0, 300)).toBe(303);
      const number = /Pedido #(?:<!-- -->)?(\d+)/.exec((await buyer.get("/pedido-confirmado")).text)?.[1];
      expect(number).toBeDefined();
      const stranger = new Client(server.url, nextIp());
      const guess = (c: Client) => c.post("/acompanhar", { form: { pedido: number!, documento: makeCpf() } });
      const serial = await hammer(TRACKING_LIMITS.perAddress.max, () => guess(stranger));
      const parallel = await Promise.all(Array.from({ length: 20 }, () => guess(stranger)));
      // The buyer, from her own address and from any other, still finds it.
      for (const from of [buyer, new Client(server.url, nextIp())]) {
        const found = await from.post("/acompanhar", { form: { pedido: number!, documento: cpf } });
        expect(found.status, found.text.slice(0, 300)).toBe(200);
        expect(found.text).toContain("Pedido recebido");
      }
      // The stranger got 5 guesses at this order, however fast it asked.
      const statuses = [...serial, ...parallel.map((r) => r.status)];
      expect(statuses.filter((s) => s === 404)).toHaveLength(TRACKING_LIMITS.perTargetAddress.max);
      expect(statuses.filter((s) => s === 429)).toHaveLength(statuses.length - TRACKING_LIMITS.perTargetAddress.max);
    });

    it("forgotten password and login: a stranger, from one address, does not lock the owner out", async () => {
      const owner = await newCustomer(server.url, true);
      const stranger = new Client(server.url, nextIp());
      const resets = await hammer(RULES.emailSends.max + 5, () =>
        stranger.post("/auth/esqueci-senha", { form: { email: owner.email! } }),
      );
      const logins = await Promise.all(
        Array.from({ length: 4 * RULES.signInPerAccountAddress.max }, () =>
          stranger.post("/auth/login", { form: { email: owner.email!, password: "errada-123" } }),
        ),
      );
      // From her own address and from a new one: the reset email and the sign-in.
      for (const ip of [owner.client.forwardedFor!, nextIp()]) {
        const reset = await new Client(server.url, ip).post("/auth/esqueci-senha", { form: { email: owner.email! } });
        expect(reset.status, reset.text.slice(0, 300)).toBeOneOf([302, 303]);
        const signIn = await new Client(server.url, ip).post("/auth/login", {
          form: { email: owner.email!, password: owner.password! },
        });
        expect(signIn.status, signIn.text.slice(0, 300)).toBeOneOf([302, 303]);
      }
      // The stranger got its own address's budgets, no more.
      expect(resets.filter((s) => s === 429)).toHaveLength(RULES.emailSends.max + 5 - RULES.emailSendsPerEmailAddress.max);
      expect(logins.filter((r) => r.status === 401)).toHaveLength(RULES.signInPerAccountAddress.max);
    });
  });
}

describeWithPostgres("limites compartilhados por dois processos no mesmo PostgreSQL", () => {
  let pg: TestPostgres;
  let a: RunningServer;
  let b: RunningServer;
  const resources = resourcesForAll();
  beforeAll(async () => {
    pg = await resources.start(createPostgresDatabase(), (pg) => pg.drop());
    a = await resources.start(startAppServer({ databaseUrl: pg.url }), (s) => s.stop());
    b = await resources.start(startAppServer({ databaseUrl: pg.url, env: { SEED_DEMO_DATA: "false" } }), (s) => s.stop());
  });

  it("login attempts counted on A and on B add up: over the limit, both refuse", async () => {
    const statuses = await hammer(RULES.signInPerAddress.max, (i) =>
      new Client(i % 2 ? a.url : b.url).post("/auth/login", { form: { email: uniqueEmail("ab"), password: "errada-123" } }),
    );
    expect(statuses.every((s) => s === 401)).toBe(true);
    for (const server of [a, b]) {
      const res = await new Client(server.url).post("/auth/login", {
        form: { email: uniqueEmail("ab"), password: "errada-123" },
      });
      expect(res.status).toBe(429);
    }
    const rows = await pg.sql<
      { key: string; count: number }[]
    >`SELECT key, count FROM rate_limit_windows WHERE key LIKE 'login:ip:%'`;
    expect(rows).toHaveLength(1);
    // Counted before the check, the refused ones too (one more on each process).
    expect(rows[0]!.count).toBe(RULES.signInPerAddress.max + 2);
  });

  it("the counter is atomic: 100 simultaneous searches on both processes count 100", async () => {
    await pg.sql`DELETE FROM rate_limit_windows WHERE key LIKE 'search:%'`;
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) => new Client(i % 2 ? a.url : b.url).get("/api/search?q=whey")),
    );
    expect(answers.every((r) => r.status === 200)).toBe(true);
    const [row] = await pg.sql<{ count: number }[]>`SELECT count FROM rate_limit_windows WHERE key LIKE 'search:ip:%'`;
    expect(row!.count).toBe(100);
    // 20 more cross the limit of 120, on either process.
    const more = await Promise.all(
      Array.from({ length: 21 }, (_, i) => new Client(i % 2 ? a.url : b.url).get("/api/search?q=whey")),
    );
    expect(more.filter((r) => r.status === 429)).toHaveLength(1);
  });

  it("an expired window starts again from zero", async () => {
    await pg.sql`UPDATE rate_limit_windows SET window_start = now() - interval '2 hours' WHERE key NOT LIKE 'known:%'`;
    expect(
      (await new Client(a.url).post("/auth/login", { form: { email: uniqueEmail("ab"), password: "errada-123" } })).status,
    ).toBe(401);
    const [row] = await pg.sql<{ count: number }[]>`SELECT count FROM rate_limit_windows WHERE key LIKE 'login:ip:%'`;
    expect(row!.count).toBe(1);
  });
});
