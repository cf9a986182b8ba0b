// WhatsApp messages of an order's life (issue 37) on the shop as it runs for
// real: two app processes behind nginx, one PostgreSQL database, the fake Cloud
// API. 500 orders (CLUSTER_WHATSAPP_ORDERS) placed with the
// WhatsApp opt-in, each buyer taps "Confirmar pedido" (a signed webhook
// through nginx, to whichever process), then the
// admin ships (the carrier's CSV), delivers (the bulk bar) and marks each paid
// (the order page): every message is a job on the shared queue, taken by
// either process. The fake received each message kind exactly once per buyer.
import { afterAll, beforeAll, expect, it } from "vitest";
import type { Logger } from "~/logger.server";
import { createWhatsApp } from "~/domain/messaging/whatsapp/client.server";
import { catalogue } from "~/domain/messaging/whatsapp/templates";
import { Client, describeWithPostgres } from "../security/support/app";
import { catalogOf } from "../security/support/shop";
import { resourcesForAll } from "../e2e/support/fixtures";
import { type FakeWhatsApp, startFakeWhatsApp } from "../fakes/whatsapp/server";
import { type Cluster, errorLines, startCluster } from "./support/cluster";
import { bulk, eachLimited, type PlacedOrder, placeOrders, shipByCsv, signInAdmin, waitUntil } from "./support/orders";

/** Issue 37's figure: 500 orders, 2,000 messages (about 80 s on two processes; CLUSTER_WHATSAPP_ORDERS sets another). */
const ORDERS = Number(process.env.CLUSTER_WHATSAPP_ORDERS ?? 500);
const KINDS = ["orderReceived", "shipped", "delivered", "paid"] as const;
/** Each kind: ORDERS send jobs, 8 per poll (0.5 s) per process; a generous second each on a busy machine. */
const PER_KIND_MS = Math.max(60_000, ORDERS * 1_000);

const quiet: Logger = { debug() {}, info() {}, warn() {}, error() {}, child: () => quiet };

describeWithPostgres("mensagens de WhatsApp com dois processos (nginx, PostgreSQL, Cloud API falsa)", () => {
  const resources = resourcesForAll(180_000);
  let fake: FakeWhatsApp;
  let cluster: Cluster;

  beforeAll(async () => {
    fake = await resources.start(startFakeWhatsApp(), (f) => f.close());
    const wa = fake.config;
    cluster = await startCluster(resources, {
      env: {
        WHATSAPP_API_URL: fake.url,
        WHATSAPP_PHONE_NUMBER_ID: wa.phoneNumberId,
        WHATSAPP_BUSINESS_ACCOUNT_ID: wa.businessAccountId,
        WHATSAPP_ACCESS_TOKEN: wa.accessToken,
        WHATSAPP_APP_SECRET: wa.appSecret,
        WHATSAPP_VERIFY_TOKEN: wa.verifyToken,
        // The shortest poll the app accepts: each process's worker takes one job per poll.
        JOBS_POLL_INTERVAL_SECONDS: "0.5",
      },
    });
    fake.setWebhookUrl(`${cluster.url}/webhooks/whatsapp`);
    // The catalogue on the account and approved (what `npm run whatsapp:templates` and Meta's review do).
    const admin = createWhatsApp({ whatsapp: wa, publicUrl: cluster.url }, { logger: quiet })!;
    for (const { template } of catalogue()) await admin.createTemplate(template);
    fake.approveTemplates();
  });

  afterAll(() => {
    // Every request the shop sent was valid against Meta's OpenAPI file.
    expect(fake?.violations ?? []).toEqual([]);
  });

  it(
    `${ORDERS} orders placed → confirmed by a tap → shipped → delivered → paid: each buyer gets each message exactly once`,
    async () => {
      const { productIds } = await catalogOf(new Client(cluster.url));
      const sql = cluster.pg.sql;
      const timings: string[] = [];
      const t0 = Date.now();
      const placed = await placeOrders(cluster.url, productIds, ORDERS, { whatsapp: true, concurrency: 10 });
      const rows = await sql<
        { id: string; number: number }[]
      >`SELECT id, number FROM orders WHERE number IN ${sql(placed.map((p) => p.number))}`;
      expect(rows).toHaveLength(ORDERS);
      const idOf = new Map(rows.map((r) => [r.number, r.id]));
      const orderIds = rows.map((r) => r.id);
      timings.push(`${ORDERS} pedidos em ${Date.now() - t0} ms`);

      /** Waits until every order has its `kind` message out (sent, or further along). */
      const sentKind = async (kind: (typeof KINDS)[number]) => {
        const ms = await waitUntil(`mensagem ${kind} para todos`, PER_KIND_MS, async () => {
          const [row] = await sql<{ n: number }[]>`
          SELECT count(DISTINCT order_id)::int AS n FROM whatsapp_messages
           WHERE direction = 'out' AND kind = ${kind} AND wamid IS NOT NULL AND order_id IN ${sql(orderIds)}`;
          return row!.n === ORDERS || `${row!.n} de ${ORDERS}`;
        });
        timings.push(`${kind} ${Math.round(ms / 1000)} s`);
      };

      await sentKind("orderReceived");
      // Each buyer taps "Confirmar pedido": the signed webhook goes through nginx to either process.
      const taps = await eachLimited(placed, 10, async (order: PlacedOrder) => {
        const phone = fake.phone(order.e164);
        const message = phone.messages.find(
          (m) => m.buttons?.some((b) => b.title === "Confirmar pedido") || m.template?.payloads.length,
        );
        if (!message) return `sem mensagem para ${order.e164}`;
        return (await phone.tapButton(message.id, "Confirmar pedido")).status;
      });
      expect(taps.filter((s) => s !== 200)).toEqual([]);
      const [confirmed] = await sql<{ n: number }[]>`
      SELECT count(*)::int AS n FROM orders WHERE id IN ${sql(orderIds)} AND status = 'confirmed'`;
      expect(confirmed!.n).toBe(ORDERS);

      const admin = await signInAdmin(cluster.url);
      const numbers = placed.map((p) => p.number);
      const halves = [numbers.slice(0, ORDERS / 2), numbers.slice(ORDERS / 2)];
      for (const half of halves) await shipByCsv(admin, half);
      await sentKind("shipped");
      for (const half of halves)
        await bulk(
          admin,
          "deliver",
          half.map((n) => idOf.get(n)!),
        );
      await sentKind("delivered");
      const paid = await eachLimited(numbers, 8, async (number) => {
        const res = await admin.post(`/admin/pedidos/${number}`, {
          form: { intent: "payment", orderId: idOf.get(number)!, paymentStatus: "paid" },
        });
        return res.status;
      });
      expect(paid.filter((s) => s !== 302 && s !== 303)).toEqual([]);
      await sentKind("paid");

      // What Meta received, per buyer: each of the four templates once, nothing else.
      const perBuyer = placed.map((order) =>
        fake
          .phone(order.e164)
          .messages.map((m) => m.template?.name ?? m.type)
          .sort(),
      );
      const names = perBuyer[0]!;
      expect(new Set(names).size).toBe(KINDS.length);
      expect(perBuyer.filter((list) => list.join() !== names.join())).toEqual([]);
      // And what the shop recorded: one outgoing message per order and kind.
      const recorded = await sql<{ kind: string; n: number }[]>`
      SELECT kind, count(*)::int AS n FROM whatsapp_messages
       WHERE direction = 'out' AND order_id IN ${sql(orderIds)} GROUP BY order_id, kind HAVING count(*) <> 1`;
      expect(recorded).toEqual([]);
      const [kinds] = await sql<{ n: number }[]>`
      SELECT count(*)::int AS n FROM whatsapp_messages WHERE direction = 'out' AND order_id IN ${sql(orderIds)}`;
      expect(kinds!.n).toBe(ORDERS * KINDS.length);
      const sends = fake.calls.filter((c) => c.method === "POST" && c.path.endsWith("/messages"));
      console.log(
        `[whatsapp cluster] ${timings.join("; ")}; ${sends.length} envios à API (${ORDERS * KINDS.length} mensagens), ` +
          `total ${Math.round((Date.now() - t0) / 1000)} s`,
      );
      for (const app of cluster.apps) expect(errorLines(app), `erros no log de ${app.name}`).toEqual([]);
    },
    120_000 + KINDS.length * PER_KIND_MS,
  );
});
