// State that must be the same whichever process answers (nginx sends a
// visitor's requests to either): sessions, rate limits, live updates and the
// page cache, uploaded files, and the scheduled reminder job (the job queue). The processes are
// hit directly by their ports here, so each check knows which one answered.
import { randomBytes } from "node:crypto";
import sharp from "sharp";
import { beforeAll, expect, it } from "vitest";
import { RULES } from "~/platform/security/rate-limit.server";
import { Client, describeWithPostgres, nextIp, uniqueEmail } from "../security/support/app";
import { newAdmin, newCustomer } from "../security/support/identities";
import { orderForm } from "../security/support/shop";
import { resourcesForAll } from "../e2e/support/fixtures";
import { type Cluster, sleep, startCluster } from "./support/cluster";
import { openEvents } from "./support/events";

describeWithPostgres("estado compartilhado entre dois processos (nginx, PostgreSQL, S3)", () => {
  const resources = resourcesForAll(120_000);
  let cluster: Cluster;

  beforeAll(async () => {
    const started = Date.now();
    cluster = await startCluster(resources);
    console.log(`[cluster] nginx + 2 processos + PostgreSQL + S3 prontos em ${Date.now() - started} ms`);
  });

  it("the id nginx gives the request (X-Request-Id) is the one the app returns, rendered or from the page cache", async () => {
    const visitor = new Client(cluster.url, nextIp());
    const answers = [];
    for (const path of ["/loja", "/loja", "/healthz"]) answers.push(await visitor.get(path));
    const log = await cluster.nginx.accessLog();
    for (const answer of answers) {
      const id = answer.headers.get("x-request-id");
      expect(id).toMatch(/^[0-9a-f]{32}$/);
      expect(log.some((line) => line.requestId === id)).toBe(true);
    }
  });

  it("a session opened on A holds on B, and signing out on A ends it on B", async () => {
    const [a, b] = cluster.apps;
    const person = await newCustomer(a!.url, true);
    // The same browser, its next request answered by B.
    const onB = new Client(b!.url, person.client.forwardedFor);
    for (const [name, value] of person.client.cookies) onB.cookies.set(name, value);
    const profile = await onB.get("/perfil");
    expect(profile.status, profile.text.slice(0, 200)).toBe(200);
    expect(profile.text).toContain(person.email!);

    const out = await person.client.post("/auth/logout", { form: {} });
    expect(out.status).toBeOneOf([302, 303]);
    const after = await onB.get("/perfil");
    expect(after.status).toBeOneOf([302, 303]);
    expect(after.location).toMatch(/^\/auth\/login/);
  });

  it("the login limit per address adds up the attempts made on A and on B", async () => {
    const [a, b] = cluster.apps;
    const address = nextIp();
    const max = RULES.signInPerAddress.max;
    const statuses: number[] = [];
    for (let i = 0; i < max; i++) {
      const app = i % 2 ? b! : a!;
      const res = await new Client(app.url, address).post("/auth/login", {
        form: { email: uniqueEmail("tentativa"), password: "senha-errada-1" },
      });
      statuses.push(res.status);
    }
    // Half of them each; every one a wrong password, none refused yet.
    expect(statuses).toEqual(Array.from({ length: max }, () => 401));
    for (const app of [a!, b!]) {
      const refused = await new Client(app.url, address).post("/auth/login", {
        form: { email: uniqueEmail("tentativa"), password: "senha-errada-1" },
      });
      expect(refused.status, `${app.name} depois de ${max} tentativas`).toBe(429);
    }
    // Another address still gets through on both.
    const other = await new Client(b!.url, nextIp()).post("/auth/login", {
      form: { email: uniqueEmail("x"), password: "errada-123" },
    });
    expect(other.status).toBe(401);
  });

  it("a product edited on A reaches B's live-update clients and leaves B's page cache", async () => {
    const [a, b] = cluster.apps;
    const [product] = await cluster.pg.sql<{ id: number; description: string; category: string; price_cents: number }[]>`
      SELECT id, description, category, price_cents FROM products WHERE visible IS NOT FALSE ORDER BY id LIMIT 1`;
    const page = `/produto/${product!.id}`;
    // B's anonymous page, twice: the second answer comes from B's page cache (only cached answers carry an ETag).
    const visitor = new Client(b!.url);
    expect((await visitor.get(page)).status).toBe(200);
    const cached = await visitor.get(page);
    expect(cached.status).toBe(200);
    expect(cached.headers.get("etag"), "a página de B deveria estar no cache").toBeTruthy();

    // Live-update clients: one on B, one through nginx (unbuffered streaming through the proxy).
    const onB = await openEvents(b!.url, "products");
    const throughNginx = await openEvents(cluster.url, "products");
    try {
      const admin = await newAdmin(a!.url, true);
      const name = `Produto editado ${randomBytes(4).toString("hex")}`;
      const sent = Date.now();
      const res = await admin.client.post(`/admin/produtos/${product!.id}`, {
        form: {
          intent: "save",
          name,
          description: product!.description,
          category: product!.category,
          price: (product!.price_cents / 100).toFixed(2).replace(".", ","),
          visible: "on",
        },
      });
      expect(res.status, res.text.slice(0, 300)).toBe(303);
      const isChange = (e: { event: string; data: string }) => e.event === "change" && e.data.includes("products");
      const event = await onB.next(isChange, 10_000, sent);
      const proxied = await throughNginx.next(isChange, 10_000, sent);
      const fresh = await visitor.get(page);
      console.log(
        `[estado] edição em A: evento em B após ${event.at - sent} ms, via nginx após ${proxied.at - sent} ms; página anônima de B com o nome novo: ${fresh.text.includes(name)}`,
      );
      expect(fresh.status).toBe(200);
      expect(fresh.text).toContain(name);
    } finally {
      onB.close();
      throughNginx.close();
    }
  });

  it("an image uploaded through the panel on A is served by B (shared S3 storage)", async () => {
    const [a, b] = cluster.apps;
    const admin = await newAdmin(a!.url, true);
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#c53" } })
      .png()
      .toBuffer();
    const name = `Produto com foto ${randomBytes(4).toString("hex")}`;
    const created = await admin.client.post("/admin/produtos/novo", {
      form: { intent: "save", name, price: "12,34", visible: "on", image: new File([png], "foto.png", { type: "image/png" }) },
    });
    expect(created.status, created.text.slice(0, 300)).toBe(303);
    const [row] = await cluster.pg.sql<{ image_url: string | null }[]>`SELECT image_url FROM products WHERE name = ${name}`;
    expect(row?.image_url).toMatch(/^\/files\/products\/.+\.webp$/);
    const key = row!.image_url!.slice("/files/".length);
    expect(cluster.s3.keys()).toContain(key);

    const [fromA, fromB] = await Promise.all([fetch(a!.url + row!.image_url), fetch(b!.url + row!.image_url)]);
    expect(fromB.status).toBe(200);
    expect(fromB.headers.get("content-type")).toBe("image/webp");
    const [bytesA, bytesB] = await Promise.all([fromA.arrayBuffer(), fromB.arrayBuffer()]);
    expect(Buffer.from(bytesB).equals(Buffer.from(bytesA))).toBe(true);
    expect(bytesB.byteLength).toBeGreaterThan(0);
  });

  it(
    "o lembrete de pagamento vencido sai uma vez só, com os dois processos rodando o job ao mesmo tempo",
    { timeout: 150_000 },
    async () => {
      // An order placed through nginx, then delivered 8 days ago and due yesterday, still unpaid.
      const email = uniqueEmail("lembrete");
      const [product] = await cluster.pg.sql<
        { id: number }[]
      >`SELECT id FROM products WHERE visible IS NOT FALSE ORDER BY id LIMIT 1`;
      const placed = await new Client(cluster.url, nextIp()).post("/api/pedidos", { form: orderForm(product!.id, { email }) });
      expect(placed.status, placed.text.slice(0, 300)).toBe(303);
      const [order] = await cluster.pg.sql<{ id: string; number: number }[]>`
        UPDATE orders SET status = 'delivered', payment_status = 'pending',
               delivered_at = now() - interval '8 days', payment_due_at = now() - interval '1 day'
         WHERE customer_email = ${email} RETURNING id, number`;
      expect(order).toBeDefined();

      // Both processes started again at the same moment: each queues the reminders' start-up job and
      // polls for work (app/platform/jobs); whichever runs first sends, the advisory lock and order_reminders stop the other.
      const stopped = await Promise.all(cluster.apps.map((app) => app.stop()));
      expect(stopped).toEqual([0, 0]);
      const [a, b] = await Promise.all([cluster.startAgain(0), cluster.startAgain(1)]);
      const reminders = () => cluster.pg.sql<{ n: number }[]>`
        SELECT count(*)::int AS n FROM email_outbox WHERE "to" = ${email} AND subject LIKE ${`%pedido #${order!.number} venceu%`}`;
      const deadline = Date.now() + 60_000;
      while ((await reminders())[0]!.n === 0 && Date.now() < deadline) await sleep(500);
      // Until any second run would be over (the queue polls every 2 s), and a little more.
      await sleep(Math.max(0, Math.max(a.readyAt, b.readyAt) + 18_000 - Date.now()));

      const emails = (await reminders())[0]!.n;
      const [{ n: recorded }] = await cluster.pg.sql<[{ n: number }]>`
        SELECT count(*)::int AS n FROM order_reminders WHERE order_id = ${order!.id} AND kind = 'overdue'`;
      const ran = [a, b].filter((app) => app.output().includes("Lembretes de pagamento enviados")).map((app) => app.name);
      console.log(
        `[lembretes] pedido #${order!.number}: ${emails} email(s) no outbox, ${recorded} registro(s); enviou: ${ran.join(", ")}`,
      );
      expect(emails).toBe(1);
      expect(recorded).toBe(1);
      expect(ran).toHaveLength(1);
    },
  );
});
