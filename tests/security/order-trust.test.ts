// Issue 24 ("Trust, second round"), classes 1, 2 and 8, against the production
// build on PGlite and (with TEST_DATABASE_URL) on PostgreSQL:
// 1. reads go through the order's own record: the checkout asks for the CPF
//    and keeps it on the order, and /acompanhar matches only the CPF and phone
//    the order was placed with, never the customer row another order made;
// 2. a lookup reveals the minimum: /acompanhar with a right pair, and the pay
//    link it gives, show no name, CPF, phone or full address;
// 8. blocks and screening hold on every path: a phone blocked from the order's
//    details refuses the plan form however the phone is typed, a blocked CPF
//    refuses the checkout and /confirmar, and an address fixed there is
//    screened again (a risk the rules hold sends the order to 'em análise').
import { beforeAll, describe, expect, it } from "vitest";
import { confirmationLinkPath } from "~/domain/orders/confirmation/confirmation-link.server";
import { BLOCKED_MESSAGE } from "~/domain/orders/placement/risk.server";
import { LAST_ORDER_COOKIE } from "~/domain/orders/placement/last-order.server";
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
import { startFakeCep } from "./support/fake-cep";
import { newAdmin, type Person } from "./support/identities";
import { catalogOf, checkoutForm, makeCpf, orderForm } from "./support/shop";
import { resourcesForAll } from "../e2e/support/fixtures";

const ENGINES = ["pglite", ...(TEST_DATABASE_URL ? ["postgres"] : [])] as const;

const NOT_FOUND = "Não encontramos um pedido com esse número";
const masked = (cpf: string) => `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`;
/** The text a page shows (and the data it carries for hydration), with HTML's escapes undone where they matter here. */
const pageText = (res: Answer) => res.text.replaceAll("&amp;", "&");

for (const engine of ENGINES) {
  describe(`orders: read from their own record, the least revealed, blocks on every path [${engine}]`, () => {
    let server: RunningServer;
    let pg: TestPostgres | undefined;
    let admin: Person;
    let productId: number;
    const client = () => new Client(server.url, nextIp());

    const resources = resourcesForAll();
    beforeAll(async () => {
      const cep = await resources.start(startFakeCep(), (c) => c.close());
      pg = engine === "postgres" ? await resources.start(createPostgresDatabase("lift_trust"), (p) => p.drop()) : undefined;
      server = await resources.start(
        startAppServer({ trustProxy: true, databaseUrl: pg?.url, timeoutMs: 180_000, env: { CEP_API_URL: cep.url } }),
        (s) => s.stop(),
      );
      productId = (await catalogOf(client())).productIds[0]!;
      admin = await newAdmin(server.url, true);
    });

    /** Places a plan-form order; its id and number. */
    async function placePlanOrder(fields: Record<string, string>): Promise<{ id: string; number: number }> {
      const buyer = client();
      const res = await buyer.post("/api/pedidos", { form: orderForm(productId, fields) });
      expect(res.status, res.text.slice(0, 300)).toBe(303);
      const id = decodeURIComponent(buyer.cookies.get(LAST_ORDER_COOKIE) ?? "").split(".")[0]!;
      const page = await buyer.get("/pedido-confirmado");
      const number = Number(/Pedido #(?:<!-- -->)?(\d+)/.exec(page.text)?.[1]);
      expect(number).toBeGreaterThan(0);
      return { id, number };
    }

    function track(number: number, documento: string) {
      return client().post("/acompanhar", { form: { pedido: String(number), documento } });
    }

    /** An order form posts to the order's page; the shop's rules to the risk rules' page (helper H2's). */
    async function adminPost(form: Record<string, string>) {
      const path = form.intent === "rules" ? "/admin/regras-de-risco" : `/admin/pedidos/${form.orderId}`;
      const res = await admin.client.post(path, { form });
      expect(res.status, res.text.slice(0, 300)).toBeLessThan(400);
      return res;
    }

    it("the checkout asks for the CPF and the order keeps it; /acompanhar matches only the order's own CPF and phone", async () => {
      const email = uniqueEmail("dona");
      const strangerCpf = makeCpf();
      // A stranger first: the customer row for this email is made with the stranger's CPF and phone.
      await placePlanOrder({ email, cpf: strangerCpf, whatsapp: "(11) 97111-2233", fullName: "Estranho Primeiro" });
      // The email's owner then buys at the checkout with her own CPF and phone.
      const ownCpf = makeCpf();
      const placed = await client().post("/api/checkout", {
        form: checkoutForm([{ id: productId, quantity: 1 }], { email, cpf: masked(ownCpf), whatsapp: "(21) 97222-3344" }),
      });
      expect(placed.status, placed.text.slice(0, 300)).toBe(200);
      const number = placed.json<{ orderNumber: number }>().orderNumber;

      // The customer row's CPF and phone (the stranger's) open nothing of her order.
      for (const documento of [masked(strangerCpf), "(11) 97111-2233"]) {
        const miss = await track(number, documento);
        expect(miss.status, documento).toBe(404);
        expect(miss.text).toContain(NOT_FOUND);
      }
      for (const documento of [masked(ownCpf), "(21) 97222-3344"]) {
        const hit = await track(number, documento);
        expect(hit.status, documento).toBe(200);
        expect(hit.text).toContain(`Pedido #<!-- -->${number}`);
      }
      if (pg) {
        const [row] = await pg.sql`SELECT customer_cpf, customer_phone FROM orders WHERE number = ${number}`;
        expect(row).toEqual({ customer_cpf: ownCpf, customer_phone: "+5521972223344" });
      }
    });

    it("a right pair shows status, timeline, tracking, amount and due date; no name, CPF, phone or full address, not even in the payment link", async () => {
      const cpf = makeCpf();
      const { id, number } = await placePlanOrder({
        fullName: "Helena Sigilo Andrade",
        email: uniqueEmail("helena"),
        cpf,
        whatsapp: "(31) 97777-1234",
        zipCode: "30140-071",
        street: "Rua das Magnólias",
        number: "321",
        complement: "Bloco 9",
        neighborhood: "Funcionários",
        city: "Belo Horizonte",
        state: "MG",
      });
      // She fixes the address through her confirmation link (the history keeps both addresses).
      const fixed = await client().post(confirmationLinkPath(TEST_SESSION_SECRET, id), {
        form: {
          intent: "fix-address",
          zipCode: "30140-071",
          street: "Rua das Magnólias",
          number: "999",
          complement: "Casa",
          neighborhood: "Funcionários",
          city: "Belo Horizonte",
          state: "MG",
          referencePoint: "Ao lado da padaria",
        },
      });
      expect(fixed.status, fixed.text.slice(0, 300)).toBe(303);
      await adminPost({
        intent: "status",
        orderId: id,
        status: "shipped",
        carrier: "correios",
        trackingCode: "QB123456789BR",
      });
      await adminPost({ intent: "status", orderId: id, status: "delivered" });

      const found = await track(number, masked(cpf));
      expect(found.status).toBe(200);
      const text = pageText(found);
      const secrets = [
        ...["Helena", "Sigilo", "Andrade", cpf, masked(cpf), "97777", "7777-1234"],
        ...["Magnólias", "Bloco 9", "Funcionários", "30140", "padaria"],
      ];
      for (const secret of secrets) expect(text, secret).not.toContain(secret);
      for (const shown of ["QB123456789BR", "Endereço de entrega corrigido", "Pagar até", "Rua ***, Belo Horizonte - MG", "R$"])
        expect(text, shown).toContain(shown);

      // The pay link it gives opens the payment page for anyone holding it: still none of that (a first name at most).
      const payPath = /href="(\/pagar\/[^"]+)"/.exec(text)?.[1];
      expect(payPath).toBeTruthy();
      const pay = await client().get(payPath!);
      expect(pay.status).toBe(200);
      const payText = pageText(pay);
      for (const secret of secrets.filter((s) => s !== "Helena")) expect(payText, secret).not.toContain(secret);
      expect(payText).toContain("Rua ***, Belo Horizonte - MG");
    });

    it("blocks hold on every path: the phone however spelt on the plan page, the CPF at checkout and on /confirmar", async () => {
      const cpf = makeCpf();
      const { id } = await placePlanOrder({ email: uniqueEmail("golpe"), cpf, whatsapp: "(21) 96543-2109" });
      // From the order's page: the kind is chosen, the value is the order's own, after a confirmation.
      const details = { orderId: id, reason: "Três pedidos recusados", confirm: "sim" };
      await adminPost({ intent: "block", kind: "phone", ...details });
      await adminPost({ intent: "block", kind: "cpf", ...details });

      // The phone, typed in the old 8-digit mobile form, on a new plan-form order with another CPF.
      const again = await client().post("/api/pedidos", {
        form: orderForm(productId, { email: uniqueEmail("de-novo"), cpf: makeCpf(), whatsapp: "(21) 6543-2109" }),
      });
      expect(again.status).toBe(409);
      expect(again.json<{ formError: string }>().formError).toBe(BLOCKED_MESSAGE);
      // The CPF at the checkout.
      const cart = await client().post("/api/checkout", {
        form: checkoutForm([{ id: productId, quantity: 1 }], { cpf, whatsapp: "(41) 99999-1111" }),
      });
      expect(cart.status).toBe(409);
      expect(cart.json<{ formError: string }>().formError).toBe(BLOCKED_MESSAGE);
      // The blocked buyer's order confirms nothing through its link.
      const confirm = await client().post(confirmationLinkPath(TEST_SESSION_SECRET, id), { form: { intent: "confirm" } });
      expect(confirm.status).toBe(403);
      expect(confirm.text).toContain(BLOCKED_MESSAGE);
      if (pg) {
        const [row] = await pg.sql`SELECT status, confirmed_at FROM orders WHERE id = ${id}`;
        expect(row).toEqual({ status: "new", confirmed_at: null });
      }
    });

    it("an address fixed through /confirmar is screened again: a risk the rules hold goes to review", async () => {
      await adminPost({ intent: "rules", holdHighRisk: "on", holdMediumRisk: "on", unconfirmedAfterHours: "24" });
      const cpf = makeCpf();
      const { id, number } = await placePlanOrder({ email: uniqueEmail("muda"), cpf, whatsapp: "(11) 93456-7890" });
      // The CEP service remembers this CEP as São Paulo/SP (the form looks it up while the buyer types).
      expect((await client().get("/api/cep/20040020")).status).toBe(200);
      const fixed = await client().post(confirmationLinkPath(TEST_SESSION_SECRET, id), {
        form: {
          intent: "fix-address",
          zipCode: "20040-020",
          street: "Avenida Rio Branco",
          number: "1",
          neighborhood: "Centro",
          city: "Rio de Janeiro",
          state: "RJ",
        },
      });
      expect(fixed.status, fixed.text.slice(0, 300)).toBe(303);
      expect(fixed.location).toContain("feito=analise");
      const tracked = await track(number, masked(cpf));
      expect(tracked.text).toContain(`Pedido #<!-- -->${number}<!-- -->: <!-- -->em análise`);
      await adminPost({ intent: "rules", holdHighRisk: "on", unconfirmedAfterHours: "24" });
    });
  });
}
