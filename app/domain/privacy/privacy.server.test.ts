// The rights portal's guarantees, on both engines: an export holds every row
// that names the person and nothing of anyone else's; after a deletion no text
// column of any table names them, while the fiscal record and Resultados stay;
// and without proof of control of the email the portal reveals nothing.
//
// Two people overlap on purpose: João typed Maria's phone in his own order
// (a family member's number, say). The subject is matched by email, so that
// order is João's record: it is not in Maria's export, and her deletion leaves
// it as he placed it (the one hit the search below is allowed).
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "~/db/client.server";
import {
  authTokens,
  blockedBuyers,
  consents,
  emailOutbox,
  orderEvents,
  orderItems,
  orders,
  pixCharges,
  privacyRequestEvents,
  privacyRequests,
  profiles,
  rateLimitWindows,
  sessions,
  whatsappMessages,
} from "~/db/schema";
import { loadResults, parseResultsFilters } from "~/domain/orders/back-office/results.server";
import { formatPhone } from "~/lib/phone";
import { maskCpf } from "~/lib/masks";
import type { RequestContext } from "~/services.server";
import { action as portalAction, loader as portalLoader } from "~/routes/privacidade.meus-dados";
import { loader as exportLoader } from "~/routes/privacidade.meus-dados.exportar";
import { insertUser } from "../../../tests/support/builders/accounts";
import { insertCustomer, insertOrder, insertOrderEvents } from "../../../tests/support/builders/orders";
import { grantConsents } from "../../../tests/support/builders/privacy";
import { describeEachDatabase } from "../../../tests/support/database";
import { type RouteHandler, runRoute, runTypedRoute } from "../../../tests/support/route-outcome";
import type { TestServices } from "../../../tests/support/services";
import { shopSuite } from "../../../tests/support/shop-suite";
import { ANONYMISED_NAME, anonymisePerson } from "./anonymise.server";
import { personalDataCsv, personalDataJson } from "./export.server";
import { collectPersonalData, findSubject } from "./personal-data.server";
import { portalToken } from "./portal-link.server";
import { completeRequest, getRequest, recordRequest } from "./requests.server";

const MARIA = {
  name: "Maria Aparecida Souza",
  email: "maria.souza@example.com",
  cpf: "52998224725",
  phone: "+5531987654321",
};
const JOAO = { name: "João Pereira Lima", email: "joao.lima@example.com", cpf: "11144477735", phone: "+5521912345678" };

/** Every spelling of a person's identifiers the search looks for. */
function spellings(p: typeof MARIA) {
  return [p.email, p.cpf, maskCpf(p.cpf), p.phone, p.phone.slice(3), formatPhone(p.phone), p.name];
}

type Hit = { table: string; column: string; value: string };

/** Searches every text, varchar and jsonb column of every table for `needle` (case-insensitive). */
async function searchEverywhere(db: TestServices["db"], needle: string): Promise<Hit[]> {
  const columns = rowsOf<{ table_name: string; column_name: string; data_type: string }>(
    await db.execute(sql`
      SELECT c.table_name, c.column_name, c.data_type FROM information_schema.columns c
      JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
      WHERE c.table_schema = current_schema() AND t.table_type = 'BASE TABLE'
        AND c.data_type IN ('text', 'character varying', 'jsonb', 'json')`),
  );
  expect(columns.length).toBeGreaterThan(40);
  const hits: Hit[] = [];
  for (const { table_name: table, column_name: column, data_type: type } of columns) {
    const col = type.startsWith("json") ? sql`${sql.identifier(column)}::text` : sql.identifier(column);
    const rows = rowsOf<{ value: string }>(
      await db.execute(
        sql`SELECT ${col} AS value FROM ${sql.identifier(table)} WHERE strpos(lower(${col}), lower(${needle})) > 0`,
      ),
    );
    for (const r of rows) hits.push({ table, column, value: String(r.value) });
  }
  return hits;
}

describeEachDatabase("LGPD rights portal", (get) => {
  const shop = shopSuite(get, { name: "Lift Detox Black", priceCents: 14790, handle: "detox-lgpd" });
  let services: TestServices;
  let context: RequestContext;
  const ids = { mariaUser: "", mariaCustomer: "", mariaOrders: [] as string[], joaoOrder: "", joaoCustomer: "" };

  /** An order as the person placed it, delivered to Maria's address unless `extra` says otherwise. */
  const order = (customerId: string, person: typeof MARIA, extra: Partial<typeof orders.$inferInsert> = {}) =>
    insertOrder(services.db, {
      customerId,
      productId: shop.productId,
      totalCents: 14790,
      source: "funnel",
      customerName: person.name,
      customerEmail: person.email,
      customerPhone: person.phone,
      customerCpf: person.cpf,
      deliveryPostalCode: "30140-071",
      deliveryStreet: "Rua da Bahia",
      deliveryNumber: "1200",
      deliveryComplement: "apto 301",
      deliveryNeighborhood: "Centro",
      deliveryCity: "Belo Horizonte",
      deliveryState: "MG",
      deliveryReferencePoint: "Em frente à padaria",
      deliveryAddress: "Rua da Bahia, 1200, apto 301, Centro, Belo Horizonte, MG, 30140-071",
      ...extra,
    });

  /** What tax law keeps of every order: number, date, amount, status, payment and UF. */
  const fiscalRecord = () =>
    services.db
      .select({
        number: orders.number,
        createdAt: orders.createdAt,
        total: orders.totalCents,
        status: orders.status,
        payment: orders.paymentStatus,
        uf: orders.deliveryState,
      })
      .from(orders)
      .orderBy(orders.number);

  beforeAll(async () => {
    services = shop.services;
    context = { ...services, clientIp: "127.0.0.1", cspNonce: "n" };
    const db = services.db;

    // Maria: an account, a customer row, two orders, consents, emails, a block, limiter keys.
    const user = await insertUser(db, { email: MARIA.email, emailConfirmedAt: new Date(), fullName: MARIA.name });
    ids.mariaUser = user.id;
    await db.insert(sessions).values({ idHash: "maria-session", userId: user.id, expiresAt: new Date(Date.now() + 86_400_000) });
    await db.insert(authTokens).values({
      userId: user.id,
      purpose: "reset_password",
      tokenHash: "maria-token",
      expiresAt: new Date(Date.now() + 3_600_000),
    });
    const mc = await insertCustomer(db, {
      name: MARIA.name,
      email: MARIA.email,
      cpf: MARIA.cpf,
      phone: MARIA.phone,
      address: "Rua da Bahia, 1200",
      city: "Belo Horizonte",
      state: "MG",
      postalCode: "30140-071",
    });
    ids.mariaCustomer = mc.id;
    const delivered = await order(mc.id, MARIA, {
      userId: user.id,
      status: "delivered",
      paymentStatus: "paid",
      deliveredAt: new Date(),
      paidAt: new Date(),
      riskReasons: [`Telefone ${formatPhone(MARIA.phone)} com pedido anterior`],
    });
    const fresh = await order(mc.id, MARIA, { totalCents: 29580 });
    ids.mariaOrders = [delivered.id, fresh.id];
    await insertOrderEvents(db, [
      { orderId: delivered.id, field: "status", fromValue: "new", toValue: "confirmed", actor: "admin" },
      { orderId: delivered.id, field: "status", fromValue: "confirmed", toValue: "shipped", actor: "admin" },
      { orderId: delivered.id, field: "status", fromValue: "shipped", toValue: "delivered", actor: "admin" },
      { orderId: delivered.id, field: "payment_status", fromValue: "pending", toValue: "paid", actor: "admin" },
      {
        orderId: fresh.id,
        field: "address",
        fromValue: "Rua X, 1, Belo Horizonte, MG",
        toValue: "Rua da Bahia, 1200, Belo Horizonte, MG",
        actor: "cliente",
        detail: `Ligar para ${MARIA.name} no ${formatPhone(MARIA.phone)}`,
      },
    ]);
    await grantConsents(db, { customerId: mc.id, orderId: delivered.id, email: MARIA.email }, ["terms", "whatsapp"]);
    await db.insert(emailOutbox).values([
      {
        to: MARIA.email,
        subject: `Pedido #${delivered.number} recebido`,
        text: `Olá, ${MARIA.name}! Entregaremos na Rua da Bahia, 1200.`,
        status: "stored",
      },
      { to: MARIA.email, subject: "Redefinir senha", text: "Abra o link", status: "pending" },
      {
        to: "pedidos@lift.local",
        subject: `Novo pedido #${fresh.number}`,
        text: `${MARIA.name} · CPF ${maskCpf(MARIA.cpf)} · ${MARIA.phone}`,
        status: "stored",
      },
    ]);
    await db.insert(blockedBuyers).values({ kind: "cpf", value: MARIA.cpf, reason: "Teste de bloqueio", blockedBy: "admin" });
    await db.insert(rateLimitWindows).values([
      { key: `reset:email:${MARIA.email}`, windowStart: new Date(), count: 1 },
      { key: `known:login:${MARIA.email}|127.0.0.1`, windowStart: new Date(), count: 1 },
    ]);

    // The bank's charge of her delivered order (paid) and a WhatsApp message about it.
    await db.insert(pixCharges).values({
      orderId: delivered.id,
      txid: "LiftMariaPedido0000000000000001",
      status: "CONCLUIDA",
      amountDueCents: 14790,
      amountPaidCents: 14790,
      dueDate: "2026-12-01",
      e2eid: "E99999008202612011200MariaPix01",
      payerName: MARIA.name,
      paidAt: new Date(),
      pixCopiaECola: "00020101021226830014br.gov.bcb.pix2561pix.example.com/qr/v2/cobv/maria6304ABCD",
    });
    await db.insert(whatsappMessages).values({
      key: `${delivered.id}:delivered`,
      orderId: delivered.id,
      direction: "out",
      kind: "delivered",
      phone: MARIA.phone,
      status: "delivered",
    });

    // João: his own order, with Maria's phone typed in it.
    const jc = await insertCustomer(db, {
      name: JOAO.name,
      email: JOAO.email,
      cpf: JOAO.cpf,
      phone: MARIA.phone,
      city: "Belo Horizonte",
      state: "MG",
    });
    ids.joaoCustomer = jc.id;
    const joao = await order(jc.id, { ...JOAO, phone: MARIA.phone }, { status: "shipped" });
    ids.joaoOrder = joao.id;
    await db.insert(pixCharges).values({
      orderId: joao.id,
      txid: "LiftJoaoPedido00000000000000001",
      status: "ATIVA",
      amountDueCents: 14790,
      dueDate: "2026-12-02",
      payerName: JOAO.name,
    });
    await db.insert(whatsappMessages).values({
      key: `${joao.id}:shipped`,
      orderId: joao.id,
      direction: "out",
      kind: "shipped",
      phone: JOAO.phone,
      status: "sent",
    });
    await db
      .insert(orderEvents)
      .values({ orderId: joao.id, field: "status", fromValue: "confirmed", toValue: "shipped", actor: "admin" });
    await db
      .insert(emailOutbox)
      .values({ to: JOAO.email, subject: `Pedido #${joao.number} enviado`, text: `Olá, ${JOAO.name}!`, status: "stored" });
    await grantConsents(db, { customerId: jc.id, orderId: joao.id, email: JOAO.email, source: "checkout" }, ["terms"]);
  });

  describe("export", () => {
    it("holds every row that names Maria and none of João's", async () => {
      const subject = await findSubject(services.db, "  Maria.Souza@Example.com ");
      const data = await collectPersonalData(services.db, subject);
      const t = data.tables;
      expect(t.conta).toHaveLength(1);
      expect(t.perfil[0]!.fullName).toBe(MARIA.name);
      expect(t.sessoes).toHaveLength(1);
      expect(t.tokens).toHaveLength(1);
      expect(t.clientes.map((c) => c.id)).toEqual([ids.mariaCustomer]);
      expect(t.pedidos.map((o) => o.id).sort()).toEqual([...ids.mariaOrders].sort());
      expect(t.itens_dos_pedidos).toHaveLength(2);
      expect(t.historico_dos_pedidos).toHaveLength(5);
      expect(t.consentimentos).toHaveLength(2);
      expect(t.emails_enviados).toHaveLength(2);
      // Her order's Pix charge at the bank and WhatsApp message, under the order's number; not João's.
      const deliveredNumber = t.pedidos.find((o) => o.id === ids.mariaOrders[0])!.number;
      expect(t.cobrancas_pix).toEqual([
        expect.objectContaining({
          pedido: deliveredNumber,
          txid: "LiftMariaPedido0000000000000001",
          status: "CONCLUIDA",
          amountPaidCents: 14790,
          payerName: MARIA.name,
        }),
      ]);
      expect(t.cobrancas_pix[0]).not.toHaveProperty("pixCopiaECola");
      expect(t.mensagens_whatsapp).toEqual([
        expect.objectContaining({ pedido: deliveredNumber, kind: "delivered", phone: MARIA.phone }),
      ]);
      expect(t.mensagens_do_chat).toEqual([]);
      // Secrets about access are never handed out.
      const json = personalDataJson(data);
      expect(json).not.toContain("maria-session");
      expect(json).not.toContain("maria-token");
      expect(json).not.toContain('"passwordHash"');

      // Every order, customer row and email addressed to her in the database is in the file.
      const hers = await searchEverywhere(services.db, MARIA.email);
      const ordersNamingHer = new Set(hers.filter((h) => h.table === "orders").map((h) => h.value));
      expect(ordersNamingHer.size).toBe(1);
      expect(t.pedidos.every((o) => o.customerEmail === MARIA.email)).toBe(true);
      expect(hers.filter((h) => h.table === "email_outbox" && h.column === "to")).toHaveLength(t.emails_enviados.length);

      // Nothing of João's, not even the order with her phone in it.
      const csv = personalDataCsv(data);
      for (const text of [json, csv]) {
        expect(text).toContain(MARIA.email);
        for (const his of [JOAO.email, JOAO.name, JOAO.cpf, ids.joaoOrder, ids.joaoCustomer, "LiftJoaoPedido"])
          expect(text).not.toContain(his);
      }
      expect(csv.startsWith("\uFEFFtabela;registro;campo;valor\r\n")).toBe(true);
      // A phone cell starting with "+" cannot run as a spreadsheet formula.
      expect(csv).toContain(`'${MARIA.phone}`);
    });
  });

  describe("proof of control", () => {
    const portal = (url: string, init?: RequestInit) => new Request(`http://localhost:3000${url}`, init);
    const run = <H extends RouteHandler>(fn: H, request: Request) => runTypedRoute(fn, request, context);
    const post = (fields: Record<string, string>, cookie?: string) =>
      portal("/privacidade/meus-dados", {
        method: "POST",
        body: new URLSearchParams(fields),
        headers: { "Content-Type": "application/x-www-form-urlencoded", ...(cookie ? { Cookie: cookie } : {}) },
      });

    it("shows nothing without proof, and answers the same for known and unknown emails", async () => {
      const page = await run(portalLoader, portal("/privacidade/meus-dados"));
      expect(page.body).toEqual({ kind: "ask", sent: false });
      const known = await run(portalAction, post({ intent: "link", email: MARIA.email }));
      const unknown = await run(portalAction, post({ intent: "link", email: "ninguem@example.com" }));
      expect(known.status).toBe(303);
      expect(unknown.status).toBe(known.status);
      expect(unknown.headers.get("Location")).toBe(known.headers.get("Location"));
      expect([...unknown.headers.keys()].sort()).toEqual([...known.headers.keys()].sort());
      // Downloads and actions need proof too.
      const download = await run(exportLoader, portal("/privacidade/meus-dados/exportar.json"));
      expect(download.status).toBe(303);
      expect(download.headers.get("Location")).toBe("/privacidade/meus-dados");
      const before = await services.db.select().from(privacyRequests).where(eq(privacyRequests.kind, "deletion"));
      const deletion = await run(portalAction, post({ intent: "excluir", confirm: "sim" }));
      expect(deletion.status).toBe(403);
      expect(JSON.stringify(deletion.body)).not.toContain(MARIA.email);
      const after = await services.db.select().from(privacyRequests).where(eq(privacyRequests.kind, "deletion"));
      expect(after).toHaveLength(before.length);
    });

    it("opens with the emailed link only, refusing altered and expired ones", async () => {
      const secret = context.config.sessionSecret;
      // The link request's email is written after the answer.
      await new Promise((r) => setTimeout(r, 50));
      const [mail] = await services.db
        .select()
        .from(emailOutbox)
        .where(sql`${emailOutbox.to} = ${MARIA.email} AND ${emailOutbox.text} LIKE '%/privacidade/meus-dados?t=%'`);
      const link = /http:\/\/localhost:3000(\/privacidade\/meus-dados\?t=\S+)/.exec(mail!.text!)![1]!;

      const good = await run(portalLoader, portal(link));
      expect(good.status).toBe(303);
      const cookie = good.headers.get("Set-Cookie")!.split(";")[0]!;
      expect(good.headers.get("Set-Cookie")).toMatch(/HttpOnly; SameSite=Lax; Max-Age=\d+/);
      const page = await run(portalLoader, portal("/privacidade/meus-dados", { headers: { Cookie: cookie } }));
      expect(page.body?.kind).toBe("portal");
      // Narrowed to the portal's answer (the line above fails first when it is another).
      expect(page.body?.kind === "portal" && page.body.email).toBe(MARIA.email);

      const token = new URL(link, "http://x").searchParams.get("t")!;
      const [email, exp, sig] = token.split(".");
      const otherEmail = Buffer.from(JOAO.email).toString("base64url");
      for (const altered of [
        `${otherEmail}.${exp}.${sig}`,
        `${email}.${Number(exp) + 60}.${sig}`,
        `${email}.${exp}.${sig!.slice(0, -2)}AA`,
        "lixo",
      ]) {
        const refused = await run(portalLoader, portal(`/privacidade/meus-dados?t=${encodeURIComponent(altered)}`));
        expect(refused.status).toBe(403);
        expect(refused.body).toEqual({ kind: "refused", reason: "invalid" });
        const asCookie = await run(
          portalLoader,
          portal("/privacidade/meus-dados", { headers: { Cookie: `lift_privacidade=${altered}` } }),
        );
        expect(asCookie.body).toEqual({ kind: "ask", sent: false });
      }
      const expired = portalToken(secret, MARIA.email, 60_000, new Date(Date.now() - 120_000));
      const old = await run(portalLoader, portal(`/privacidade/meus-dados?t=${expired}`));
      expect(old.status).toBe(410);
      expect(old.body).toEqual({ kind: "refused", reason: "expired" });
      const oldCookie = await run(
        portalLoader,
        portal("/privacidade/meus-dados", { headers: { Cookie: `lift_privacidade=${expired}` } }),
      );
      expect(oldCookie.body).toEqual({ kind: "ask", sent: false });
    });
  });

  describe("portal actions", () => {
    const grant = () => `lift_privacidade=${portalToken(context.config.sessionSecret, MARIA.email, 600_000)}`;
    const post = async (fields: Record<string, string>) => {
      const request = new Request("http://localhost:3000/privacidade/meus-dados", {
        method: "POST",
        body: new URLSearchParams(fields),
        headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: grant() },
      });
      return runRoute(portalAction, request, context);
    };

    it("corrects name and phone on the account, the customer row and unshipped orders only, with an order event", async () => {
      const db = services.db;
      const bad = await post({ intent: "corrigir", fullName: "M", phone: "123" });
      expect(bad.status).toBe(400);
      const ok = await post({ intent: "corrigir", fullName: "Maria A. Souza", phone: "(31) 99999-0000" });
      expect(ok.status).toBe(303);
      const [delivered, fresh] = await Promise.all(
        ids.mariaOrders.map(async (id) => (await db.select().from(orders).where(eq(orders.id, id)))[0]!),
      );
      expect(delivered!.customerName).toBe(MARIA.name);
      expect(fresh!.customerName).toBe("Maria A. Souza");
      expect(fresh!.customerPhone).toBe("+5531999990000");
      const events = await db.select().from(orderEvents).where(eq(orderEvents.orderId, fresh!.id));
      expect(events.at(-1)).toMatchObject({ field: "address", actor: "cliente", toValue: "Maria A. Souza · +5531999990000" });
      const [profile] = await db.select().from(profiles).where(eq(profiles.id, ids.mariaUser));
      expect(profile!.fullName).toBe("Maria A. Souza");
      const [request] = await db.select().from(privacyRequests).where(eq(privacyRequests.kind, "correction"));
      expect(request).toMatchObject({ status: "completed", subjectEmail: MARIA.email });
      expect(request!.dueAt.getTime() - request!.receivedAt.getTime()).toBe(15 * 24 * 60 * 60_000);
      // Undo, so the deletion below searches for the identifiers the seed wrote.
      await post({ intent: "corrigir", fullName: MARIA.name, phone: MARIA.phone });
    });

    it("revokes only the person's own consents", async () => {
      const db = services.db;
      const [joaoConsent] = await db.select().from(consents).where(eq(consents.subjectEmail, JOAO.email));
      const refused = await post({ intent: "revogar", consentId: String(joaoConsent!.id) });
      expect(refused.status).toBe(409);
      const [whatsapp] = await db
        .select()
        .from(consents)
        .where(sql`${consents.subjectEmail} = ${MARIA.email} AND ${consents.purpose} = 'whatsapp'`);
      const ok = await post({ intent: "revogar", consentId: String(whatsapp!.id) });
      expect(ok.status).toBe(303);
      const [after] = await db.select().from(consents).where(eq(consents.id, whatsapp!.id));
      expect(after!.revokedAt).not.toBeNull();
      const [stillHis] = await db.select().from(consents).where(eq(consents.id, joaoConsent!.id));
      expect(stillHis!.revokedAt).toBeNull();
    });
  });

  describe("deletion", () => {
    it("anonymises Maria everywhere, keeps the fiscal record and Resultados", async () => {
      const db = services.db;
      const filters = parseResultsFilters(new URLSearchParams());
      const resultsBefore = await loadResults(db, filters);
      const fiscalBefore = await fiscalRecord();
      const itemsBefore = await db.select().from(orderItems).orderBy(orderItems.id);

      const requestId = await recordRequest(db, {
        kind: "deletion",
        email: MARIA.email,
        customerId: ids.mariaCustomer,
        details: `Sou ${MARIA.name}, apaguem tudo.`,
      });
      const done = await completeRequest(
        db,
        requestId,
        "Ana Admin",
        "Identidade conferida",
        new Date(),
        context.config.sessionSecret,
      );
      expect(done.ok).toBe(true);

      // No column of any table names her, except João's own order where he typed her phone, and the
      // shop's own notification about her order: not hers, so not rewritten (decision 031), but listed for review.
      const shopCopy = (h: Hit) => h.table === "email_outbox" && (h.column === "text" || h.column === "subject");
      for (const needle of spellings(MARIA)) {
        const hits = await searchEverywhere(db, needle);
        const allowed = hits.filter(
          (h) =>
            (h.table === "orders" && h.column === "customer_phone") ||
            (h.table === "customers" && h.column === "phone") ||
            shopCopy(h),
        );
        expect(
          hits.filter((h) => !allowed.includes(h)),
          needle,
        ).toEqual([]);
        for (const h of allowed) if (!shopCopy(h)) expect(h.value).toBe(MARIA.phone);
        for (const h of allowed.filter(shopCopy)) expect(h.value).toContain(MARIA.cpf === needle ? maskCpf(MARIA.cpf) : needle);
      }
      const [shopMail] = await db.select().from(emailOutbox).where(eq(emailOutbox.to, "pedidos@lift.local"));
      const [freshOrder] = await db.select({ number: orders.number }).from(orders).where(eq(orders.id, ids.mariaOrders[1]!));
      expect(shopMail!.subject).toBe(`Novo pedido #${freshOrder!.number}`);
      // Her block stays, as a keyed hash: the CPF is no longer stored in clear.
      const [block] = await db.select().from(blockedBuyers);
      expect(block).toMatchObject({ kind: "cpf", value: null, reason: "Teste de bloqueio" });
      expect(block!.valueHash).toMatch(/^[0-9a-f]{64}$/);
      const [joaoOrder] = await db.select().from(orders).where(eq(orders.id, ids.joaoOrder));
      expect(joaoOrder!.customerName).toBe(JOAO.name);
      expect(joaoOrder!.anonymizedAt).toBeNull();

      // The fiscal record: number, date, items, amounts, status, payment, state and the CEP's first digits.
      const fiscalAfter = await fiscalRecord();
      expect(fiscalAfter).toEqual(fiscalBefore);
      expect(await db.select().from(orderItems).orderBy(orderItems.id)).toEqual(itemsBefore);
      const hers = await db
        .select()
        .from(orders)
        .where(
          sql`${orders.id} IN (${sql.join(
            ids.mariaOrders.map((id) => sql`${id}::uuid`),
            sql`, `,
          )})`,
        );
      for (const o of hers) {
        expect(o.customerName).toBe(ANONYMISED_NAME);
        expect(o.deliveryPostalCode).toBe("30140");
        expect(o.deliveryState).toBe("MG");
        expect(o.customerEmail).toBeNull();
        expect(o.customerCpf).toBeNull();
        expect(o.anonymizedAt).not.toBeNull();
      }
      expect(await loadResults(db, filters)).toEqual(resultsBefore);

      // Sessions and tokens gone, the account can never sign in, the request is on record with its trail.
      expect(await db.select().from(sessions).where(eq(sessions.userId, ids.mariaUser))).toEqual([]);
      expect(await db.select().from(authTokens).where(eq(authTokens.userId, ids.mariaUser))).toEqual([]);
      const request = await getRequest(db, requestId);
      expect(request!.request.status).toBe("completed");
      expect(request!.events.map((e) => [e.actor, e.action])).toEqual([
        ["titular", "recebida"],
        ["Ana Admin", "concluída"],
      ]);
      // What another row may still say is listed in the trail, for the team to review.
      const note = request!.events[1]!.note!;
      expect(note).toContain("Itens para revisar");
      expect(note).toContain(`#${freshOrder!.number}`);
      expect(note).toContain("Teste de bloqueio");
      const kept = await db.select().from(consents).where(eq(consents.customerId, ids.mariaCustomer));
      expect(kept.map((c) => [c.purpose, c.textVersion, c.subjectEmail])).toEqual([
        ["terms", "2026-11-26", null],
        ["whatsapp", "2026-11-26", null],
      ]);
      expect(await db.select().from(privacyRequestEvents).where(eq(privacyRequestEvents.requestId, requestId))).toHaveLength(2);

      // Her link still opens the portal until it expires: it shows nothing and writes nothing back.
      const cookie = `lift_privacidade=${portalToken(context.config.sessionSecret, MARIA.email, 600_000)}`;
      const request2 = new Request("http://localhost:3000/privacidade/meus-dados", { headers: { Cookie: cookie } });
      const after = await runTypedRoute(portalLoader, request2, context);
      expect(after.body?.kind === "portal" && after.body.tables.pedidos).toEqual([]);
      expect(await searchEverywhere(db, MARIA.email)).toEqual([]);

      // The placeholder left in her request names nobody and gathers nothing.
      const placeholder = await collectPersonalData(db, await findSubject(db, request!.request.subjectEmail));
      expect(Object.values(placeholder.tables).every((rows) => rows.length === 0)).toBe(true);

      // Once is enough: a second run finds nobody.
      const again = await anonymisePerson(db, { email: MARIA.email });
      expect(again.changed).toBe(false);
      const closed = await completeRequest(db, requestId, "Ana Admin", "");
      expect(closed).toMatchObject({ ok: false, reason: "closed" });
    });
  });
});
