// Erasure finds the person's rows by their keys and changes nothing else
// (issue 34, class 1). Four people whose identifiers would fool a text search:
// one named like a product, a namesake of another buyer, one whose "name" is a
// value a CHECK constraint allows, one whose "name" is an IP address. Erasing
// each one leaves every other row of every table byte for byte the same: the
// test hashes each row (by its primary key) before and after, and only the rows
// the test itself wrote for that person may differ.
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "~/db/client.server";
import {
  authTokens,
  blockedBuyers,
  consents,
  customers,
  emailOutbox,
  orderEvents,
  pixCharges,
  privacyRequests,
  profiles,
  rateLimitWindows,
  sessions,
  users,
  whatsappMessages,
} from "~/db/schema";
import { describeEachDatabase } from "../../../tests/support/database";
import { insertOrder } from "../../../tests/support/factories";
import type { TestServices } from "../../../tests/support/services";
import { shopSuite } from "../../../tests/support/shop-suite";
import { maskCpf } from "~/lib/masks";
import { formatPhone } from "~/lib/phone";
import { anonymisePerson } from "./anonymise.server";

const PRODUCT = "Lift Detox Black";
const SHOP_EMAIL = "pedidos@lift.local";

interface Person {
  name: string;
  email: string;
  cpf: string;
  phone: string;
  /** An account (user + profile + session + token) besides the customer row. */
  account?: boolean;
  /** A fraud block on their CPF. */
  blocked?: boolean;
}

/** The rows the test wrote for one person, by table and primary key: the only rows their erasure may change. */
type Owned = Map<string, Set<string>>;

function own(owned: Owned, table: string, id: string | number) {
  const set = owned.get(table) ?? new Set<string>();
  set.add(String(id));
  owned.set(table, set);
}

/** Each row of each table of the schema as md5(row text), keyed by its primary key. */
async function snapshot(db: TestServices["db"]): Promise<Map<string, Map<string, string>>> {
  const keys = rowsOf<{ table_name: string; columns: string[] }>(
    await db.execute(sql`
      SELECT c.relname AS table_name, array_agg(a.attname::text ORDER BY k.ord) AS columns
      FROM pg_index i
      JOIN pg_class c ON c.oid = i.indrelid
      JOIN pg_namespace n ON n.oid = c.relnamespace AND n.nspname = current_schema()
      CROSS JOIN LATERAL unnest(i.indkey) WITH ORDINALITY AS k(attnum, ord)
      JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum = k.attnum
      WHERE i.indisprimary AND c.relkind IN ('r', 'p')
      GROUP BY c.relname`),
  );
  const tables = rowsOf<{ table_name: string }>(
    await db.execute(sql`SELECT table_name FROM information_schema.tables
      WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'`),
  );
  // Every table has a primary key: a row is followed through an update by it.
  expect(tables.map((t) => t.table_name).sort()).toEqual(keys.map((k) => k.table_name).sort());
  const out = new Map<string, Map<string, string>>();
  for (const { table_name: table, columns } of keys) {
    const id = sql.join(
      columns.map((c) => sql`${sql.identifier(c)}::text`),
      sql`, `,
    );
    const rows = rowsOf<{ id: string; h: string }>(
      await db.execute(sql`SELECT concat_ws('|', ${id}) AS id, md5(t::text) AS h FROM ${sql.identifier(table)} t ORDER BY 1`),
    );
    out.set(table, new Map(rows.map((r) => [r.id, r.h])));
  }
  return out;
}

/** The rows outside `owned` that differ (changed, added or removed) between two snapshots. */
function othersChanged(before: Map<string, Map<string, string>>, after: Map<string, Map<string, string>>, owned: Owned) {
  const changed: string[] = [];
  for (const [table, rows] of before) {
    const mine = owned.get(table) ?? new Set<string>();
    const later = after.get(table) ?? new Map<string, string>();
    for (const id of new Set([...rows.keys(), ...later.keys()]))
      if (!mine.has(id) && rows.get(id) !== later.get(id)) changed.push(`${table}:${id}`);
  }
  return changed;
}

describeEachDatabase("erasure by key", (get) => {
  const shop = shopSuite(get, { name: PRODUCT, priceCents: 14790, handle: "detox-erasure" });
  let services: TestServices;
  let db: TestServices["db"];
  const owned = new Map<string, Owned>();

  /** A person as the shop knows them: customer row, an order of the product, emails, consents, limiter keys. */
  async function seedPerson(p: Person): Promise<Owned> {
    const mine: Owned = new Map();
    let userId: string | null = null;
    if (p.account) {
      const [u] = await db.insert(users).values({ email: p.email, passwordHash: "x", emailConfirmedAt: new Date() }).returning();
      userId = u!.id;
      own(mine, "users", userId);
      await db.insert(profiles).values({ id: userId, fullName: p.name });
      own(mine, "profiles", userId);
      await db.insert(sessions).values({ idHash: `s-${p.email}`, userId, expiresAt: new Date(Date.now() + 86_400_000) });
      own(mine, "sessions", `s-${p.email}`);
      const [t] = await db
        .insert(authTokens)
        .values({ userId, purpose: "reset_password", tokenHash: `t-${p.email}`, expiresAt: new Date(Date.now() + 3_600_000) })
        .returning();
      own(mine, "auth_tokens", t!.id);
    }
    const [c] = await db
      .insert(customers)
      .values({
        name: p.name,
        email: p.email,
        cpf: p.cpf,
        phone: p.phone,
        address: "Rua da Bahia, 1200",
        city: "Belo Horizonte",
        state: "MG",
        postalCode: "30140-071",
      })
      .returning();
    own(mine, "customers", c!.id);
    const order = await insertOrder(db, {
      customerId: c!.id,
      userId,
      productId: shop.productId,
      productName: PRODUCT,
      totalCents: 14790,
      source: "funnel",
      status: "confirmed",
      customerName: p.name,
      customerEmail: p.email,
      customerPhone: p.phone,
      customerCpf: p.cpf,
      deliveryPostalCode: "30140-071",
      deliveryStreet: "Rua da Bahia",
      deliveryNumber: "1200",
      deliveryCity: "Belo Horizonte",
      deliveryState: "MG",
      deliveryAddress: "Rua da Bahia, 1200, Belo Horizonte, MG, 30140-071",
      idempotencyFingerprint: "f".repeat(64),
      riskLevel: "medium",
      riskReasons: ["O CEP é de Contagem/MG, mas o endereço digitado diz Belo Horizonte/MG."],
    });
    own(mine, "orders", order.id);
    const events = await db
      .insert(orderEvents)
      .values([
        { orderId: order.id, field: "status", fromValue: "new", toValue: "confirmed", actor: "admin" },
        {
          orderId: order.id,
          field: "address",
          fromValue: "Rua X, 1",
          toValue: "Rua da Bahia, 1200",
          actor: "cliente",
          detail: `Ligar para ${p.name}`,
        },
      ])
      .returning({ id: orderEvents.id });
    for (const e of events) own(mine, "order_events", e.id);
    // What the shop's WhatsApp and Pix modules keep about the order: found through the order, like its events.
    const [message] = await db
      .insert(whatsappMessages)
      .values({
        key: `in:wamid.${order.id}`,
        orderId: order.id,
        direction: "in",
        kind: "text",
        phone: p.phone,
        status: "received",
        text: `Sou ${p.name}, entreguem depois das 18h`,
      })
      .returning({ id: whatsappMessages.id });
    own(mine, "whatsapp_messages", message!.id);
    const [charge] = await db
      .insert(pixCharges)
      .values({
        orderId: order.id,
        txid: `L${order.id.replace(/-/g, "")}0`,
        status: "CONCLUIDA",
        amountDueCents: 14790,
        payerName: p.name,
      })
      .returning({ id: pixCharges.id });
    own(mine, "pix_charges", charge!.id);
    const [consent] = await db
      .insert(consents)
      .values({
        customerId: c!.id,
        orderId: order.id,
        subjectEmail: p.email,
        purpose: "terms",
        granted: true,
        textVersion: "2026-11-26",
        source: "plan-order",
      })
      .returning({ id: consents.id });
    own(mine, "consents", consent!.id);
    const mails = await db
      .insert(emailOutbox)
      .values([
        {
          to: p.email,
          subject: `Pedido #${order.number} recebido`,
          text: `Olá, ${p.name}! pending confirmed low`,
          status: "sent",
        },
        { to: p.email, subject: "Redefinir senha", text: "Abra o link", status: "pending" },
      ])
      .returning({ id: emailOutbox.id });
    for (const m of mails) own(mine, "email_outbox", m.id);
    // The shop's own notification names them but is not theirs: listed for review, never rewritten.
    await db.insert(emailOutbox).values({
      to: SHOP_EMAIL,
      subject: `Novo pedido #${order.number} — ${p.name}`,
      text: `${p.name} · ${p.email} · ${p.phone} · status pending`,
      status: "pending",
    });
    // Since decision 042 an order's emails are its template and its id: the buyer's is theirs, the
    // shop's stays byte for byte and reads the order as it is now.
    const [templated] = await db
      .insert(emailOutbox)
      .values({ to: p.email, template: "order-received", orderId: order.id, status: "sent" })
      .returning({ id: emailOutbox.id });
    own(mine, "email_outbox", templated!.id);
    await db.insert(emailOutbox).values({ to: SHOP_EMAIL, template: "order-new-shop", orderId: order.id, status: "stored" });
    for (const key of [
      `reset:email:${p.email}`,
      `reset:email-ip:${p.email}|127.0.0.1`,
      `known:login:${p.email}|127.0.0.1`,
      `login:account:${p.email}`,
      `privacy:email:${p.email}`,
    ]) {
      await db.insert(rateLimitWindows).values({ key, windowStart: new Date(), count: 1 });
      own(mine, "rate_limit_windows", key);
    }
    const [request] = await db
      .insert(privacyRequests)
      .values({ kind: "deletion", subjectEmail: p.email, customerId: c!.id, dueAt: new Date(Date.now() + 86_400_000) })
      .returning({ id: privacyRequests.id });
    own(mine, "privacy_requests", request!.id);
    if (p.blocked) {
      const [b] = await db
        .insert(blockedBuyers)
        .values({ kind: "cpf", value: p.cpf, reason: "Chargeback", blockedBy: "admin" })
        .returning({ id: blockedBuyers.id });
      own(mine, "blocked_buyers", b!.id);
    }
    return mine;
  }

  const PEOPLE: Record<string, Person> = {
    product: { name: PRODUCT, email: "detox@example.com", cpf: "52998224725", phone: "+5531987654321", account: true },
    namesake: { name: "Maria Aparecida Souza", email: "maria.a@example.com", cpf: "11144477735", phone: "+5521912345678" },
    check: { name: "pending", email: "pending@example.com", cpf: "39053344705", phone: "+5511912340000", blocked: true },
    ip: { name: "127.0.0.1", email: "ip@example.com", cpf: "45317828791", phone: "+5511988887777", account: true },
  };

  beforeAll(async () => {
    services = shop.services;
    db = services.db;
    for (const [key, person] of Object.entries(PEOPLE)) owned.set(key, await seedPerson(person));
    // Everyone else: the namesake's twin, a buyer of the same product, an IP-keyed counter, an admin note naming a subject.
    await seedPerson({
      name: "Maria Aparecida Souza",
      email: "outra.maria@example.com",
      cpf: "71428793860",
      phone: "+5531900001111",
    });
    await seedPerson({
      name: "Bruno Lima",
      email: "bruno@example.com",
      cpf: "86288366757",
      phone: "+5511955554444",
      account: true,
    });
    await db.insert(rateLimitWindows).values([
      { key: "login:ip:127.0.0.1", windowStart: new Date(), count: 3 },
      { key: "signup:ip:127.0.0.1", windowStart: new Date(), count: 1 },
    ]);
    await db.insert(emailOutbox).values({
      to: "bruno@example.com",
      subject: `${PRODUCT}: chegou!`,
      text: `Seu ${PRODUCT} foi enviado. Maria Aparecida Souza também comprou. Status: pending. Acesso de 127.0.0.1`,
      status: "pending",
    });
  });

  for (const which of ["product", "namesake", "check", "ip"] as const) {
    it(`erasing the person named ${JSON.stringify(PEOPLE[which]!.name)} changes only their own rows`, async () => {
      const before = await snapshot(db);
      const result = await anonymisePerson(db, { email: PEOPLE[which]!.email }, new Date(), services.config.sessionSecret);
      expect(result.changed).toBe(true);
      const after = await snapshot(db);
      expect(othersChanged(before, after, owned.get(which)!)).toEqual([]);
      // Their own rows did change: the order and customer no longer name them.
      const [order] = rowsOf<{ customer_name: string; customer_email: string | null; idempotency_fingerprint: string | null }>(
        await db.execute(
          sql`SELECT customer_name, customer_email, idempotency_fingerprint FROM orders WHERE id = ${[...owned.get(which)!.get("orders")!][0]!}::uuid`,
        ),
      );
      expect(order).toMatchObject({ customer_name: "Cliente anonimizado", customer_email: null, idempotency_fingerprint: null });
      // The shop's notification kept as that order's template now reads the anonymised order.
      const orderId = [...owned.get(which)!.get("orders")!][0]!;
      const shopCopy = (await services.mailer.list(500)).find((m) => m.orderId === orderId && m.template === "order-new-shop");
      expect(shopCopy!.subject).toContain("Cliente anonimizado");
      for (const value of [PEOPLE[which]!.email, formatPhone(PEOPLE[which]!.phone), maskCpf(PEOPLE[which]!.cpf)])
        expect(`${shopCopy!.subject}\n${shopCopy!.text}`).not.toContain(value);
      // Their WhatsApp words and number, and the Pix payer's name, are gone; the facts stay.
      const [message] = rowsOf<{ phone: string; text: string | null; status: string }>(
        await db.execute(
          sql`SELECT phone, text, status FROM whatsapp_messages WHERE id = ${[...owned.get(which)!.get("whatsapp_messages")!][0]!}::uuid`,
        ),
      );
      expect(message).toEqual({ phone: "", text: null, status: "received" });
      const [charge] = rowsOf<{ payer_name: string | null; amount_due_cents: number }>(
        await db.execute(
          sql`SELECT payer_name, amount_due_cents FROM pix_charges WHERE id = ${[...owned.get(which)!.get("pix_charges")!][0]!}::uuid`,
        ),
      );
      expect(charge).toEqual({ payer_name: null, amount_due_cents: 14790 });
      // Their rate-limit keys are gone, everyone else's stay.
      const keys = rowsOf<{ key: string }>(await db.execute(sql`SELECT key FROM rate_limit_windows`)).map((r) => r.key);
      for (const key of owned.get(which)!.get("rate_limit_windows")!) expect(keys).not.toContain(key);
      expect(keys).toContain("login:ip:127.0.0.1");
    });
  }

  describe("what is kept", () => {
    it("keeps the fraud block as a keyed hash, and lists the shop's own emails about their orders for review", async () => {
      const [block] = rowsOf<{ value: string | null; value_hash: string | null; anonymized_at: string | null }>(
        await db.execute(
          sql`SELECT value, value_hash, anonymized_at FROM blocked_buyers WHERE id = ${
            [...owned.get("check")!.get("blocked_buyers")!][0]!
          }::int`,
        ),
      );
      expect(block!.value).toBeNull();
      expect(block!.value_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(block!.value_hash).not.toContain(PEOPLE.check!.cpf);
      expect(block!.anonymized_at).not.toBeNull();
      // The hashed block still refuses a new order with that CPF, typed in any spelling.
      const order = (cpf: string, key: string) =>
        services.orders.place({
          source: "funnel",
          idempotencyKey: `erasure-${key}-0123456789`,
          delivery: {
            fullName: "Outra Pessoa",
            email: `${key}@example.com`,
            cpf,
            phone: "+5511977776666",
            postalCode: "01000000",
            street: "Rua B",
            number: "2",
            complement: "",
            neighborhood: "Centro",
            city: "São Paulo",
            state: "SP",
            referencePoint: "",
          },
          items: [{ productId: shop.productId, quantity: 1 }],
        });
      expect(await order(PEOPLE.check!.cpf, "blocked")).toMatchObject({ ok: false, error: "blocked" });
      expect(await order("86288366757", "free")).toMatchObject({ ok: true });
      const again = await anonymisePerson(db, { email: "bruno@example.com" }, new Date(), services.config.sessionSecret);
      expect(again.review.map((r) => r.kind)).toContain("shop-email");
      expect(again.review.find((r) => r.kind === "shop-email")!.text).toMatch(/#\d+/);
    });
  });
});
