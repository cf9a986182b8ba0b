// Issue 15, points 2 and 5, against the production build on PGlite and (with
// TEST_DATABASE_URL) on PostgreSQL:
// - an order is its own record: a stranger who types a customer's email on an
//   anonymous form changes nothing that customer, their confirmation page or
//   the admin shows for their order;
// - the confirmation cookie lasts about an hour, and an older value (or one of
//   the old never-expiring format) is refused by the server;
// - an idempotency key is bound to its request: the same key with the same
//   body returns the first order, with another body it answers 409, places
//   nothing and sets no cookie, on the plan form and on the checkout, also
//   when both arrive at once (the group-commit batch queue).
import { createHmac, randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { lastOrderCookieValue, LAST_ORDER_COOKIE } from "~/domain/orders/placement/last-order.server";
import {
  type Answer,
  Client,
  createPostgresDatabase,
  nextIp,
  type RunningServer,
  startAppServer,
  TEST_DATABASE_URL,
  TEST_SESSION_SECRET,
  type TestPostgres,
  uniqueEmail,
} from "./support/app";
import { newAdmin, type Person } from "./support/identities";
import { catalogOf, checkoutForm, fingerprint, makeCpf, orderForm } from "./support/shop";
import { resourcesForAll } from "../e2e/support/fixtures";

const ENGINES = ["pglite", ...(TEST_DATABASE_URL ? ["postgres"] : [])] as const;
if (!TEST_DATABASE_URL) console.warn("[pedidos] só PGlite: defina TEST_DATABASE_URL para rodar também no PostgreSQL.");

/** The ultimo-pedido Set-Cookie line of an answer, if any. */
function lastOrderSetCookie(res: Answer): string | undefined {
  return res.headers.getSetCookie().find((line) => line.startsWith(`${LAST_ORDER_COOKIE}=`));
}

function orderIdOf(client: Client): string {
  const value = decodeURIComponent(client.cookies.get(LAST_ORDER_COOKIE) ?? "");
  const id = value.split(".")[0]!;
  expect(id).toMatch(/^[0-9a-f-]{36}$/);
  return id;
}

for (const engine of ENGINES) {
  describe(`an order is a record of its own; idempotency keys hold for one order [${engine}]`, () => {
    let server: RunningServer;
    let pg: TestPostgres | undefined;
    let admin: Person;
    let productId: number;
    let otherProductId: number;
    const client = () => new Client(server.url, nextIp());

    const resources = resourcesForAll();
    beforeAll(async () => {
      pg = engine === "postgres" ? await resources.start(createPostgresDatabase("lift_ord"), (pg) => pg.drop()) : undefined;
      server = await resources.start(startAppServer({ trustProxy: true, databaseUrl: pg?.url }), (s) => s.stop());
      const catalog = await catalogOf(client());
      [productId, otherProductId] = catalog.productIds as [number, number];
      admin = await newAdmin(server.url, true);
    });

    /** The admin's Pedidos tab with one order open (its phone and address appear only in that order's details). */
    async function adminOrderPage(orderId: string): Promise<string> {
      const res = await admin.client.get(`/admin/pedidos/${orderId}`);
      expect(res.status).toBe(200);
      return res.text;
    }

    it("typing someone else's email changes nothing of what she, her confirmation and the admin show", async () => {
      const email = uniqueEmail("vitima");
      const victim = client();
      const placed = await victim.post("/api/pedidos", {
        form: orderForm(productId, {
          email,
          fullName: "Vitória Verdadeira",
          street: "Rua da Vítima",
          number: "10",
          neighborhood: "Centro Real",
          whatsapp: "(11) 91111-1111",
        }),
      });
      expect(placed.status, placed.text.slice(0, 200)).toBe(303);
      const victimOrder = orderIdOf(victim);
      const before = pg ? await fingerprint(pg.sql, { tables: ["customers"] }) : undefined;

      // A stranger: same email, their own name, phone and address, on both forms.
      const stranger = client();
      const funnel = await stranger.post("/api/pedidos", {
        form: orderForm(productId, {
          email,
          cpf: makeCpf(),
          fullName: "Intruso Estranho",
          street: "Rua do Intruso",
          number: "99",
          neighborhood: "Bairro Falso",
          whatsapp: "(21) 92222-2222",
        }),
      });
      expect(funnel.status, funnel.text.slice(0, 200)).toBe(303);
      const strangerOrder = orderIdOf(stranger);
      const checkout = await client().post("/api/checkout", {
        form: checkoutForm([{ id: productId, quantity: 1 }], {
          email,
          fullName: "Intruso do Carrinho",
          street: "Avenida do Intruso",
          number: "500",
          whatsapp: "(31) 93333-3333",
        }),
      });
      expect(checkout.status, checkout.text.slice(0, 200)).toBe(200);

      // The victim's confirmation page still shows what the victim typed.
      const page = await victim.get("/pedido-confirmado");
      expect(page.status).toBe(200);
      expect(page.text).toContain("Vitória Verdadeira");
      expect(page.text).toContain("Rua da Vítima, 10 - Centro Real");
      expect(page.text).toContain("(11) 91111-1111");
      expect(page.text).not.toMatch(/Intruso|Rua do Intruso|92222/);
      // So does the admin's view of that order; the stranger's order shows the stranger's details.
      const adminVictim = await adminOrderPage(victimOrder);
      expect(adminVictim).toContain("Vitória Verdadeira");
      expect(adminVictim).toContain("Rua da Vítima, 10 - Centro Real");
      expect(adminVictim).toContain("11911111111");
      expect(adminVictim).not.toMatch(/Rua do Intruso|Avenida do Intruso|21922222222|31933333333/);
      const adminStranger = await adminOrderPage(strangerOrder);
      expect(adminStranger).toContain("Intruso Estranho");
      expect(adminStranger).toContain("Rua do Intruso, 99 - Bairro Falso");
      expect(adminStranger).toContain("21922222222");
      expect((await stranger.get("/pedido-confirmado")).text).toContain("Intruso Estranho");

      if (pg) {
        // The customer row was not rewritten by either anonymous order.
        expect(await fingerprint(pg.sql, { tables: ["customers"] })).toEqual(before);
        const rows = await pg.sql<
          { customer_name: string; delivery_street: string; delivery_number: string; customer_phone: string }[]
        >`SELECT customer_name, delivery_street, delivery_number, customer_phone FROM orders WHERE customer_email = ${email} ORDER BY number`;
        expect(rows.map((r) => r.customer_name)).toEqual(["Vitória Verdadeira", "Intruso Estranho", "Intruso do Carrinho"]);
        expect(rows[2]).toMatchObject({ delivery_street: "Avenida do Intruso", delivery_number: "500" });
      }
    });

    it("the confirmation cookie lasts about an hour, and an expired or old-format value is refused", async () => {
      const buyer = client();
      const placed = await buyer.post("/api/pedidos", { form: orderForm(productId, { fullName: "Cliente Do Cookie" }) });
      expect(placed.status).toBe(303);
      const line = lastOrderSetCookie(placed)!;
      const maxAge = Number(/Max-Age=(\d+)/i.exec(line)?.[1]);
      expect(maxAge).toBeGreaterThan(0);
      expect(maxAge).toBeLessThanOrEqual(3600);
      expect(line).toMatch(/HttpOnly/i);
      const orderId = orderIdOf(buyer);

      const withCookie = (value: string) => {
        const c = new Client(server.url);
        c.cookies.set(LAST_ORDER_COOKIE, value);
        return c.get("/pedido-confirmado");
      };
      // Made now, the value is accepted (the check below is about time, not format).
      const fresh = await withCookie(lastOrderCookieValue(orderId, TEST_SESSION_SECRET));
      expect(fresh.status).toBe(200);
      expect(fresh.text).toContain("Cliente Do Cookie");
      // Kept past its hour (a browser that ignores Max-Age, a copied value): refused.
      const stale = await withCookie(lastOrderCookieValue(orderId, TEST_SESSION_SECRET, new Date(Date.now() - 61 * 60_000)));
      expect(stale.status).toBeOneOf([302, 303]);
      expect(stale.location).toBe("/");
      expect(stale.text).not.toContain("Cliente Do Cookie");
      // The old format (order id and signature, no expiry) never expired: refused now.
      const oldSignature = createHmac("sha256", TEST_SESSION_SECRET).update(`lift-last-order:${orderId}`).digest("base64url");
      const old = await withCookie(`${orderId}.${oldSignature}`);
      expect(old.status).toBeOneOf([302, 303]);
      expect(old.text).not.toContain("Cliente Do Cookie");
      // An expiry moved forward without a new signature: refused.
      const [id, , signature] = lastOrderCookieValue(orderId, TEST_SESSION_SECRET).split(".");
      const moved = await withCookie(`${id}.${Math.floor(Date.now() / 1000) + 86_400 * 365}.${signature}`);
      expect(moved.status).toBeOneOf([302, 303]);
    });

    it("plan: the same key and the same order return the first; the same key with another body answers 409, with no order and no cookie", async () => {
      const marker = `Trocado${randomUUID().slice(0, 8)}`;
      const body = orderForm(productId, { fullName: "Primeira Pessoa" });
      const first = client();
      expect((await first.post("/api/pedidos", { form: body })).status).toBe(303);
      const orderId = orderIdOf(first);
      const ordersBefore = pg ? (await pg.sql<{ n: number }[]>`SELECT count(*)::int AS n FROM orders`)[0]!.n : 0;

      // A retry of the same request (another tab, a lost answer): the same order, and its confirmation.
      const retry = client();
      const again = await retry.post("/api/pedidos", { form: body });
      expect(again.status).toBe(303);
      expect(orderIdOf(retry)).toBe(orderId);

      // The same key with other details, another product or another quantity.
      const changes: Record<string, string>[] = [
        { fullName: marker },
        { email: uniqueEmail("outro") },
        { street: `Rua ${marker}` },
        { quantity: "2" },
        { productId: String(otherProductId) },
      ];
      for (const change of changes) {
        const other = client();
        const res = await other.post("/api/pedidos", { form: { ...body, ...change } });
        expect(res.status, `${JSON.stringify(change)}: ${res.text.slice(0, 200)}`).toBe(409);
        expect(res.json<{ formError: string }>().formError).toMatch(/outros dados/);
        expect(lastOrderSetCookie(res)).toBeUndefined();
        expect((await other.get("/pedido-confirmado")).status).toBeOneOf([302, 303]);
      }
      // Nothing was placed: the admin's search finds no order by that name (and does find the first); no new row.
      const search = await admin.client.get(`/admin/pedidos?q=${marker}`);
      expect(search.status).toBe(200);
      expect(search.text).toContain("Nenhum pedido encontrado.");
      const found = await admin.client.get(`/admin/pedidos?q=${encodeURIComponent(body.email!)}`);
      expect(found.text).toContain("1 pedido");
      if (pg) expect((await pg.sql`SELECT count(*)::int AS n FROM orders`)[0]!.n).toBe(ordersBefore);
    });

    it("cart: the same key with another cart or other details answers 409, with no order and no cookie", async () => {
      const body = checkoutForm([{ id: productId, quantity: 1 }], { fullName: "Compradora Original" });
      const first = client();
      const placed = await first.post("/api/checkout", { form: body });
      expect(placed.status, placed.text.slice(0, 200)).toBe(200);
      const number = placed.json<{ orderNumber: number }>().orderNumber;
      const ordersBefore = pg ? (await pg.sql<{ n: number }[]>`SELECT count(*)::int AS n FROM orders`)[0]!.n : 0;
      const retry = await client().post("/api/checkout", { form: body });
      expect(retry.status).toBe(200);
      expect(retry.json<{ orderNumber: number }>().orderNumber).toBe(number);
      const changes: Record<string, string>[] = [
        { items: JSON.stringify([{ id: productId, quantity: 3 }]) },
        {
          items: JSON.stringify([
            { id: productId, quantity: 1 },
            { id: otherProductId, quantity: 1 },
          ]),
        },
        { fullName: "Outra Compradora" },
        { email: uniqueEmail("outra") },
        { street: "Rua Diferente" },
      ];
      for (const change of changes) {
        const other = client();
        const res = await other.post("/api/checkout", { form: { ...body, ...change } });
        expect(res.status, `${JSON.stringify(change)}: ${res.text.slice(0, 200)}`).toBe(409);
        const refused = res.json<{ ok: boolean; formError: string }>();
        expect(refused.ok).toBe(false);
        expect(refused.formError).toMatch(/outros dados/);
        expect(lastOrderSetCookie(res)).toBeUndefined();
      }
      if (pg) expect((await pg.sql`SELECT count(*)::int AS n FROM orders`)[0]!.n).toBe(ordersBefore);
    });

    it("a burst with one key and different bodies at once (batched queue): one order, only the same body gets the confirmation", async () => {
      const key = randomUUID();
      const bodies = Array.from({ length: 6 }, (_, i) =>
        orderForm(productId, { idempotencyKey: key, fullName: `Rajada Pessoa ${"ABCDEF"[i]}`, email: uniqueEmail(`rajada${i}`) }),
      );
      // Each body twice, all at once.
      const clients = [...bodies, ...bodies].map((body) => ({ body, client: client() }));
      const answers = await Promise.all(clients.map(({ body, client: c }) => c.post("/api/pedidos", { form: body })));
      const won = clients.filter((_, i) => answers[i]!.status === 303);
      expect(
        answers.every((a) => a.status === 303 || a.status === 409),
        answers.map((a) => a.status).join(","),
      ).toBe(true);
      // The winner's two copies got the order; every other body was refused without a cookie.
      expect(won).toHaveLength(2);
      expect(won[0]!.body).toBe(won[1]!.body);
      expect(new Set(won.map((w) => orderIdOf(w.client))).size).toBe(1);
      for (const [i, a] of answers.entries()) if (a.status === 409) expect(lastOrderSetCookie(a), String(i)).toBeUndefined();
      const winnerName = won[0]!.body.fullName!;
      const page = await won[0]!.client.get("/pedido-confirmado");
      expect(page.text).toContain(winnerName);
      if (pg) {
        const rows = await pg.sql<{ customer_name: string }[]>`SELECT customer_name FROM orders WHERE idempotency_key = ${key}`;
        expect(rows.map((r) => r.customer_name)).toEqual([winnerName]);
        const strays = await pg.sql`SELECT count(*)::int AS n FROM orders WHERE customer_name LIKE 'Rajada Pessoa %'`;
        expect(strays[0]!.n).toBe(1);
      }
    });
  });
}
