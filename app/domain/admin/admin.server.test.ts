// The admin panel through its route modules: who gets in, what every action
// refuses, and what the allowed ones write (database and storage).
import fs from "node:fs";
import path from "node:path";
import { asc, eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, beforeEach, expect, it } from "vitest";
import {
  blogPosts,
  customers,
  ebooks,
  emailOutbox,
  orderEvents,
  orderItems,
  orders,
  products,
  recipes,
  sessions,
  subscribers,
  users,
} from "~/db/schema";
import { createUserSession } from "~/domain/accounts/sessions.server";
import { isPublicKey, type Storage } from "~/domain/storage/storage.server";
import { action as adminAction, loader as adminLoader } from "~/routes/admin";
import { action as blogAction } from "~/routes/admin.blog";
import { action as ebooksAction } from "~/routes/admin.ebooks";
import { action as ordersAction } from "~/routes/admin.pedidos";
import { action as productsAction } from "~/routes/admin.produtos";
import { action as recipesAction } from "~/routes/admin.receitas";
import type { AppServices, RequestContext } from "~/services.server";
import { describeEachDatabase } from "../../../tests/support/database";
import { testServices } from "../../../tests/support/services";
import { ADMIN_LOGIN_RULE } from "./admin-session.server";
import { listClubMembers } from "./subscribers.server";

const PASSWORD = "senha-do-painel-123";
const MB = 1024 * 1024;
const TINY_PDF = "%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n";
const EXE = Buffer.concat([Buffer.from("MZ\x90\x00\x03\x00\x00\x00", "latin1"), Buffer.alloc(300, 7)]);
const SVG_WITH_SCRIPT = `<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>`;

type Handler = (args: { request: Request; context: RequestContext; params: Record<string, string> }) => Promise<unknown>;
interface Outcome {
  status: number;
  body: any;
  headers: Headers;
}

function outcomeOf(value: unknown): Outcome {
  if (value instanceof Response) return { status: value.status, body: null, headers: value.headers };
  if (value && typeof value === "object" && "init" in value && "data" in value) {
    const init = (value as { init?: ResponseInit }).init;
    return { status: init?.status ?? 200, body: (value as { data: unknown }).data, headers: new Headers(init?.headers) };
  }
  return { status: 200, body: value, headers: new Headers() };
}

function pngFile(name = "foto.png") {
  return sharp({ create: { width: 30, height: 20, channels: 3, background: "#0f766e" } })
    .png()
    .toBuffer()
    .then((b) => new File([new Uint8Array(b)], name, { type: "image/png" }));
}
const pdfFile = (name = "livro.pdf") => new File([TINY_PDF], name, { type: "application/pdf" });

function cookiePair(setCookie: string): string {
  return setCookie.split(";")[0]!;
}

describeEachDatabase("admin panel", (database) => {
  let services: AppServices;
  let ip = 0;
  let context: RequestContext;
  let adminCookie: string;
  let customerCookie: string;
  let adminUserCookie: string;
  let fixtures: { productId: number; ebookId: number; postId: number; recipeId: number; orderId: string };

  const run = async (handler: Handler, request: Request, ctx: RequestContext = context): Promise<Outcome> => {
    try {
      return outcomeOf(await handler({ request, context: ctx, params: {} }));
    } catch (thrown) {
      return outcomeOf(thrown);
    }
  };
  const post = (url: string, fields: Record<string, string | File>, cookie?: string) => {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.set(k, v);
    return new Request(`http://localhost${url}`, { method: "POST", body: form, headers: cookie ? { Cookie: cookie } : {} });
  };
  const get = (url: string, cookie?: string) =>
    new Request(`http://localhost${url}`, { headers: cookie ? { Cookie: cookie } : {} });

  async function login(password: string, clientIp: string, extra: Record<string, string> = {}) {
    return run(adminAction as Handler, post("/admin", { intent: "login", password, ...extra }), { ...context, clientIp });
  }

  /** Everything an admin action could change: rows of the admin's tables and the stored files. */
  async function snapshot() {
    const db = services.db;
    const files: string[] = [];
    const walk = (dir: string) => {
      if (!fs.existsSync(dir)) return;
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(full);
        else files.push(full);
      }
    };
    walk(path.join(services.config.dataDir, "files"));
    return JSON.stringify({
      products: await db.select().from(products).orderBy(asc(products.id)),
      ebooks: await db.select().from(ebooks).orderBy(asc(ebooks.id)),
      posts: await db.select().from(blogPosts).orderBy(asc(blogPosts.id)),
      recipes: await db.select().from(recipes).orderBy(asc(recipes.id)),
      orders: await db.select().from(orders).orderBy(asc(orders.number)),
      events: await db.select().from(orderEvents).orderBy(asc(orderEvents.id)),
      emails: await db.select().from(emailOutbox).orderBy(asc(emailOutbox.id)),
      files: files.sort(),
    });
  }

  beforeAll(async () => {
    services = testServices(database(), { ADMIN_PASSWORD: PASSWORD });
    context = { ...services, clientIp: "10.1.0.1", cspNonce: "teste" };
    const db = services.db;
    const [customerUser] = await db.insert(users).values({ email: "cliente@example.com", passwordHash: "x" }).returning();
    customerCookie = cookiePair(await createUserSession(services, get("/"), customerUser!.id));
    const [adminUser] = await db
      .insert(users)
      .values({ email: "gerente@example.com", passwordHash: "x", role: "admin" })
      .returning();
    adminUserCookie = cookiePair(await createUserSession(services, get("/"), adminUser!.id));

    const [product] = await db
      .insert(products)
      .values({ name: "Lift Creatina", priceCents: 9990, searchName: "lift creatina" })
      .returning();
    await services.storage.put("ebooks/files/fixture.pdf", Buffer.from(TINY_PDF));
    const [ebook] = await db.insert(ebooks).values({ title: "Guia Fixo", fileKey: "ebooks/files/fixture.pdf" }).returning();
    const [post0] = await db
      .insert(blogPosts)
      .values({ title: "Artigo Fixo", slug: "artigo-fixo", content: "<p>a</p>", category: "saude" })
      .returning();
    const [recipe] = await db.insert(recipes).values({ title: "Receita Fixa", slug: "receita-fixa" }).returning();
    const [customer] = await db
      .insert(customers)
      .values({
        name: "Maria Souza",
        email: "maria@example.com",
        phone: "11987654321",
        address: "Rua A, 1",
        city: "São Paulo",
        state: "SP",
        postalCode: "01310100",
      })
      .returning();
    const [order] = await db
      .insert(orders)
      .values({
        customerId: customer!.id,
        totalCents: 19980,
        deliveryAddress: "Rua A, 1, São Paulo, SP, 01310100",
        source: "checkout",
        customerName: "Maria Souza",
        customerEmail: "maria@example.com",
        customerPhone: "11987654321",
        deliveryStreet: "Rua A",
        deliveryNumber: "1",
        deliveryCity: "São Paulo",
        deliveryState: "SP",
        deliveryPostalCode: "01310100",
      })
      .returning();
    await db
      .insert(orderItems)
      .values({ orderId: order!.id, productId: product!.id, productName: "Lift Creatina", quantity: 2, priceCents: 9990 });
    fixtures = { productId: product!.id, ebookId: ebook!.id, postId: post0!.id, recipeId: recipe!.id, orderId: order!.id };

    const ok = await login(PASSWORD, "10.1.0.99");
    expect(ok.status).toBe(303);
    adminCookie = cookiePair(ok.headers.getSetCookie().find((c) => c.startsWith("lift_admin="))!);
  });

  beforeEach(() => {
    context = { ...services, clientIp: `10.2.0.${++ip}`, cspNonce: "teste" };
  });

  it("shows only 'Acesso Restrito' to visitors and customers, and the panel to admins", async () => {
    for (const cookie of [undefined, customerCookie, "lift_admin=forjadoforjadoforjadoforjado12345"]) {
      const locked = await run(adminLoader as Handler, get("/admin?aba=pedidos", cookie));
      expect(locked.body).toEqual({ locked: true });
    }
    const page = await run(adminLoader as Handler, get("/admin?aba=ebooks", adminCookie));
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ locked: false, tab: "ebooks", admin: { via: "password" } });
    // The PDF's storage key never reaches the browser.
    expect(JSON.stringify(page.body)).not.toContain("ebooks/files/");
    const asUser = await run(adminLoader as Handler, get("/admin?aba=pedidos", adminUserCookie));
    expect(asUser.status).toBe(200);
    expect(asUser.body).toMatchObject({ tab: "pedidos", admin: { via: "user", name: "gerente@example.com" } });
  });

  it("refuses every admin action without an admin session, changing nothing", async () => {
    const cases: [Handler, string, Record<string, string | File>][] = [
      [productsAction as Handler, "/admin/produtos", { intent: "create", name: "Novo", price: "10" }],
      [
        productsAction as Handler,
        "/admin/produtos",
        { intent: "update", id: String(fixtures.productId), name: "Mudado", price: "1" },
      ],
      [productsAction as Handler, "/admin/produtos", { intent: "visibility", id: String(fixtures.productId), visible: "false" }],
      [productsAction as Handler, "/admin/produtos", { intent: "delete", id: String(fixtures.productId) }],
      [ebooksAction as Handler, "/admin/ebooks", { intent: "create", title: "Novo", file: pdfFile() }],
      [ebooksAction as Handler, "/admin/ebooks", { intent: "update", id: String(fixtures.ebookId), title: "Mudado" }],
      [ebooksAction as Handler, "/admin/ebooks", { intent: "delete", id: String(fixtures.ebookId) }],
      [blogAction as Handler, "/admin/blog", { intent: "create", title: "Novo", content: "<p>x</p>", category: "saude" }],
      [
        blogAction as Handler,
        "/admin/blog",
        { intent: "update", id: String(fixtures.postId), title: "Mudado", content: "<p>x</p>", category: "saude" },
      ],
      [blogAction as Handler, "/admin/blog", { intent: "delete", id: String(fixtures.postId) }],
      [recipesAction as Handler, "/admin/receitas", { intent: "create", title: "Nova" }],
      [recipesAction as Handler, "/admin/receitas", { intent: "update", id: String(fixtures.recipeId), title: "Mudada" }],
      [recipesAction as Handler, "/admin/receitas", { intent: "delete", id: String(fixtures.recipeId) }],
      [
        ordersAction as Handler,
        "/admin/pedidos",
        { intent: "status", orderId: fixtures.orderId, status: "shipped", paymentStatus: "paid" },
      ],
    ];
    const before = await snapshot();
    for (const cookie of [
      undefined,
      customerCookie,
      "lift_admin=forjadoforjadoforjadoforjado12345",
      `${customerCookie}; lift_admin=`,
    ]) {
      for (const [handler, url, fields] of cases) {
        const result = await run(handler, post(url, fields, cookie));
        expect(result.status, `${url} ${fields.intent} com ${cookie ?? "nenhum cookie"}`).toBe(403);
        expect(result.body).toMatchObject({ ok: false, adminRequired: true });
      }
    }
    expect(await snapshot()).toBe(before);
  });

  it("checks the password on the server: 'Acesso negado' / 'Senha incorreta.', then an admin session behind its own cookie", async () => {
    const wrong = await login("errada", "10.3.0.1");
    expect(wrong.status).toBe(401);
    expect(wrong.body.toast).toMatchObject({ title: "Acesso negado", description: "Senha incorreta." });
    expect(wrong.headers.get("Set-Cookie")).toBeNull();

    const right = await login(PASSWORD, "10.3.0.1", { redirectTo: "/admin?aba=blog" });
    expect(right.status).toBe(303);
    expect(right.headers.get("Location")).toBe("/admin?aba=blog");
    const cookies = right.headers.getSetCookie();
    const session = cookies.find((c) => c.startsWith("lift_admin="))!;
    expect(session).toMatch(/HttpOnly/);
    expect(session).toMatch(/SameSite=Lax/);
    expect(cookies.some((c) => c.startsWith("flash-toast="))).toBe(true);
    const rows = await services.db.select().from(sessions).where(eq(sessions.kind, "admin"));
    expect(rows.length).toBeGreaterThanOrEqual(1);
    expect(rows.every((r) => r.userId === null)).toBe(true);
    expect(rows.some((r) => session.includes(r.idHash))).toBe(false);

    // A redirect elsewhere is ignored.
    expect((await login(PASSWORD, "10.3.0.2", { redirectTo: "https://evil.example/" })).headers.get("Location")).toBe("/admin");

    // Over https the cookie is __Host- prefixed and Secure.
    const secure = testServices(database(), { ADMIN_PASSWORD: PASSWORD, PUBLIC_URL: "https://loja.example" });
    const overHttps = await run(adminAction as Handler, post("/admin", { intent: "login", password: PASSWORD }), {
      ...secure,
      clientIp: "10.3.0.3",
      cspNonce: "teste",
    });
    expect(overHttps.headers.getSetCookie().find((c) => c.startsWith("__Host-lift_admin="))).toMatch(/; Secure/);
  });

  it("refuses the 21st attempt after 20 wrong passwords in a row from one address, even with the right password", async () => {
    const address = "10.4.0.1";
    for (let i = 0; i < ADMIN_LOGIN_RULE.max; i++) expect((await login(`errada-${i}`, address)).status).toBe(401);
    const limited = await login(PASSWORD, address);
    expect(limited.status).toBe(429);
    expect(limited.body.toast.description).toMatch(/^Muitas tentativas/);
    // Another address is not affected; a right password resets the count ("in a row").
    const other = "10.4.0.2";
    for (let i = 0; i < ADMIN_LOGIN_RULE.max - 1; i++) await login("errada", other);
    expect((await login(PASSWORD, other)).status).toBe(303);
    for (let i = 0; i < ADMIN_LOGIN_RULE.max - 1; i++) expect((await login("errada", other)).status).toBe(401);
  });

  it("signs out of the panel with a POST", async () => {
    const opened = await login(PASSWORD, "10.5.0.1");
    const cookie = cookiePair(opened.headers.getSetCookie().find((c) => c.startsWith("lift_admin="))!);
    expect((await run(adminLoader as Handler, get("/admin", cookie))).body.locked).toBe(false);
    const out = await run(adminAction as Handler, post("/admin", { intent: "logout" }, cookie));
    expect(out.status).toBe(303);
    expect(out.headers.get("Location")).toBe("/");
    expect(out.headers.getSetCookie().find((c) => c.startsWith("lift_admin="))).toMatch(/Max-Age=0/);
    expect((await run(adminLoader as Handler, get("/admin", cookie))).body).toEqual({ locked: true });
  });

  it("adds, edits, hides and deletes products; a product with orders is hidden, not deleted", async () => {
    const missing = await run(
      productsAction as Handler,
      post("/admin/produtos", { intent: "create", name: "Sem preço", price: "" }, adminCookie),
    );
    expect(missing.status).toBe(400);
    expect(missing.body.toast).toMatchObject({
      title: "Campos obrigatórios",
      description: "Nome e preço são campos obrigatórios.",
    });

    const svg = await run(
      productsAction as Handler,
      post(
        "/admin/produtos",
        { intent: "create", name: "Com SVG", price: "10", image: new File([SVG_WITH_SCRIPT], "a.png", { type: "image/png" }) },
        adminCookie,
      ),
    );
    expect(svg.status).toBe(400);
    expect(svg.body.toast).toMatchObject({
      title: "Erro ao fazer upload da imagem",
      description: "Por favor, selecione apenas arquivos de imagem.",
    });
    expect(await services.db.select().from(products).where(eq(products.name, "Com SVG"))).toHaveLength(0);

    const created = await run(
      productsAction as Handler,
      post(
        "/admin/produtos",
        { intent: "create", name: "Ômega 3 Ultra", price: "89,90", category: "Vitaminas", visible: "on", image: await pngFile() },
        adminCookie,
      ),
    );
    expect(created.status).toBe(200);
    expect(created.body.toast.title).toBe("Produto adicionado");
    const [row] = await services.db.select().from(products).where(eq(products.name, "Ômega 3 Ultra"));
    expect(row).toMatchObject({ priceCents: 8990, searchName: "omega 3 ultra", visible: true, category: "Vitaminas" });
    expect(row!.imageUrl).toMatch(/^\/files\/products\/[0-9a-f-]{36}-30x20-r\.webp$/);
    expect(isPublicKey(row!.imageUrl!.slice("/files/".length))).toBe(true);

    const updated = await run(
      productsAction as Handler,
      post(
        "/admin/produtos",
        { intent: "update", id: String(row!.id), name: "Ômega 3", price: "79.5", category: "Vitaminas" },
        adminCookie,
      ),
    );
    expect(updated.body.toast.title).toBe("Produto atualizado");
    const [after] = await services.db.select().from(products).where(eq(products.id, row!.id));
    expect(after).toMatchObject({ name: "Ômega 3", priceCents: 7950, visible: false, imageUrl: row!.imageUrl });

    await run(
      productsAction as Handler,
      post("/admin/produtos", { intent: "visibility", id: String(row!.id), visible: "true" }, adminCookie),
    );
    expect((await services.db.select().from(products).where(eq(products.id, row!.id)))[0]!.visible).toBe(true);

    const deleted = await run(
      productsAction as Handler,
      post("/admin/produtos", { intent: "delete", id: String(row!.id) }, adminCookie),
    );
    expect(deleted.body.toast.title).toBe("Produto excluído");
    expect(await services.db.select().from(products).where(eq(products.id, row!.id))).toHaveLength(0);
    expect(await services.storage.get(row!.imageUrl!.slice("/files/".length))).toBeNull();

    const withOrders = await run(
      productsAction as Handler,
      post("/admin/produtos", { intent: "delete", id: String(fixtures.productId) }, adminCookie),
    );
    expect(withOrders.status).toBe(200);
    expect(withOrders.body.toast).toMatchObject({ title: "Produto ocultado" });
    expect(withOrders.body.toast.description).toContain("não pode ser excluído");
    const [kept] = await services.db.select().from(products).where(eq(products.id, fixtures.productId));
    expect(kept!.visible).toBe(false);

    // A plan page's product (it has a handle) is hidden too, so the page keeps working.
    const [planProduct] = await services.db
      .insert(products)
      .values({ name: "Dormirex", handle: "dormirex-teste", priceCents: 14700 })
      .returning();
    const planDelete = await run(
      productsAction as Handler,
      post("/admin/produtos", { intent: "delete", id: String(planProduct!.id) }, adminCookie),
    );
    expect(planDelete.body.toast).toMatchObject({
      title: "Produto ocultado",
      description: expect.stringContaining("página de plano"),
    });
    expect((await services.db.select().from(products).where(eq(products.id, planProduct!.id)))[0]!.visible).toBe(false);
  });

  it("refuses a renamed .exe as PDF, an 11 MB file and an SVG cover with the spec's messages, storing nothing", async () => {
    const before = await snapshot();
    const exe = await run(
      ebooksAction as Handler,
      post(
        "/admin/ebooks",
        { intent: "create", title: "Vírus", file: new File([new Uint8Array(EXE)], "livro.pdf", { type: "application/pdf" }) },
        adminCookie,
      ),
    );
    expect(exe.status).toBe(400);
    expect(exe.body.toast).toMatchObject({
      title: "Erro ao adicionar e-book",
      description: "O arquivo do e-book deve estar no formato PDF.",
    });

    const big = Buffer.alloc(11 * MB, 0x20);
    big.write("%PDF-1.4", 0);
    const tooBig = await run(
      ebooksAction as Handler,
      post(
        "/admin/ebooks",
        { intent: "create", title: "Grande", file: new File([new Uint8Array(big)], "grande.pdf", { type: "application/pdf" }) },
        adminCookie,
      ),
    );
    expect(tooBig.status).toBe(400);
    expect(tooBig.body.toast.description).toBe("O tamanho do arquivo excede o limite de 10MB para o e-book");

    const svg = await run(
      ebooksAction as Handler,
      post(
        "/admin/ebooks",
        {
          intent: "create",
          title: "Com SVG",
          file: pdfFile(),
          cover: new File([SVG_WITH_SCRIPT], "capa.svg", { type: "image/svg+xml" }),
        },
        adminCookie,
      ),
    );
    expect(svg.status).toBe(400);
    expect(svg.body.toast.description).toBe("O arquivo de capa deve ser uma imagem.");

    const noTitle = await run(
      ebooksAction as Handler,
      post("/admin/ebooks", { intent: "create", title: "   ", file: pdfFile() }, adminCookie),
    );
    expect(noTitle.body.toast.description).toBe("Título do e-book é obrigatório.");
    const noPdf = await run(ebooksAction as Handler, post("/admin/ebooks", { intent: "create", title: "Sem PDF" }, adminCookie));
    expect(noPdf.body.toast.description).toBe("Arquivo do e-book (PDF) é obrigatório.");
    expect(await snapshot()).toBe(before);
  });

  it("refuses a body over 21 MB with 413 before reading it", async () => {
    const request = new Request("http://localhost/admin/ebooks", {
      method: "POST",
      headers: { Cookie: adminCookie, "Content-Type": "multipart/form-data; boundary=x", "Content-Length": String(22 * MB) },
      body: "--x--",
    });
    const result = await run(ebooksAction as Handler, request);
    expect(result.status).toBe(413);
    expect(result.body.toast.description).toContain("21MB");
  });

  it("adds and edits e-books: PDF under ebooks/files/ (private), cover under covers/, price only when premium", async () => {
    const created = await run(
      ebooksAction as Handler,
      post(
        "/admin/ebooks",
        {
          intent: "create",
          title: "  Sono Profundo ",
          description: "Durma bem",
          price: "19,90",
          file: pdfFile(),
          cover: await pngFile(),
        },
        adminCookie,
      ),
    );
    expect(created.status).toBe(200);
    expect(created.body.toast.title).toBe("E-book adicionado");
    const [row] = await services.db.select().from(ebooks).where(eq(ebooks.title, "Sono Profundo"));
    expect(row).toMatchObject({ premium: false, priceCents: null, description: "Durma bem" });
    expect(row!.fileKey).toMatch(/^ebooks\/files\/[0-9a-f-]{36}\.pdf$/);
    expect(isPublicKey(row!.fileKey!)).toBe(false);
    expect(row!.coverUrl).toMatch(/^\/files\/covers\/[0-9a-f-]{36}-30x20-r\.webp$/);

    const edited = await run(
      ebooksAction as Handler,
      post(
        "/admin/ebooks",
        { intent: "update", id: String(row!.id), title: "Sono Profundo", premium: "on", price: "29,90" },
        adminCookie,
      ),
    );
    expect(edited.body.toast.title).toBe("E-book atualizado");
    const [after] = await services.db.select().from(ebooks).where(eq(ebooks.id, row!.id));
    expect(after).toMatchObject({ premium: true, priceCents: 2990, fileKey: row!.fileKey, coverUrl: row!.coverUrl });

    const [bare] = await services.db.insert(ebooks).values({ title: "Sem arquivo" }).returning();
    const needsPdf = await run(
      ebooksAction as Handler,
      post("/admin/ebooks", { intent: "update", id: String(bare!.id), title: "Sem arquivo" }, adminCookie),
    );
    expect(needsPdf.body.toast).toMatchObject({
      title: "Erro ao atualizar e-book",
      description: "Arquivo do e-book (PDF) é obrigatório.",
    });

    const removed = await run(
      ebooksAction as Handler,
      post("/admin/ebooks", { intent: "delete", id: String(row!.id) }, adminCookie),
    );
    expect(removed.body.toast.title).toBe("E-book excluído");
    expect(await services.storage.get(row!.fileKey!)).toBeNull();
  });

  it("continues without a cover when the cover cannot be stored, and aborts when the PDF cannot", async () => {
    const failing = (prefix: string): Storage => ({
      ...services.storage,
      put: (key, data) => (key.startsWith(prefix) ? Promise.reject(new Error("disco cheio")) : services.storage.put(key, data)),
    });
    const coverFails = await run(
      ebooksAction as Handler,
      post("/admin/ebooks", { intent: "create", title: "Capa Falhou", file: pdfFile(), cover: await pngFile() }, adminCookie),
      { ...context, storage: failing("covers/") },
    );
    expect(coverFails.status).toBe(200);
    expect(coverFails.body.warning).toBeDefined();
    const [saved] = await services.db.select().from(ebooks).where(eq(ebooks.title, "Capa Falhou"));
    expect(saved).toMatchObject({ coverUrl: null });
    expect(saved!.fileKey).not.toBeNull();

    const pdfFails = await run(
      ebooksAction as Handler,
      post("/admin/ebooks", { intent: "create", title: "PDF Falhou", file: pdfFile(), cover: await pngFile() }, adminCookie),
      { ...context, storage: failing("ebooks/") },
    );
    expect(pdfFails.status).toBe(500);
    expect(pdfFails.body.toast.title).toBe("Erro ao adicionar e-book");
    expect(await services.db.select().from(ebooks).where(eq(ebooks.title, "PDF Falhou"))).toHaveLength(0);
  });

  it("sanitises article HTML on the server and keeps slugs unique", async () => {
    const dirty = `<p onclick="steal()">Olá <strong>mundo</strong><script>alert(1)</script></p><a href="javascript:alert(1)">clique</a><img src="x" onerror="alert(1)"><iframe src="https://evil.example"></iframe>`;
    const slugs: string[] = [];
    for (let i = 0; i < 3; i++) {
      const created = await run(
        blogAction as Handler,
        post(
          "/admin/blog",
          { intent: "create", title: "Creatina: Mitos!", content: dirty, category: "suplementacao", tags: "creatina, força ," },
          adminCookie,
        ),
      );
      expect(created.body.toast.title).toBe("Post criado");
    }
    const rows = await services.db
      .select()
      .from(blogPosts)
      .where(sql`${blogPosts.title} = 'Creatina: Mitos!'`)
      .orderBy(asc(blogPosts.id));
    for (const row of rows) {
      slugs.push(row.slug);
      expect(row.content).not.toMatch(/script|onclick|onerror|javascript:|iframe/i);
      expect(row.content).toContain("<strong>mundo</strong>");
      expect(row.tags).toEqual(["creatina", "força"]);
      expect(row.author).toEqual({ name: "Admin", role: "Administrador" });
    }
    expect(slugs).toEqual(["creatina-mitos", "creatina-mitos-2", "creatina-mitos-3"]);

    const first = rows[0]!;
    const before = first.publishedAt.getTime();
    const updated = await run(
      blogAction as Handler,
      post(
        "/admin/blog",
        {
          intent: "update",
          id: String(first.id),
          title: "Creatina: Mitos!",
          slug: "",
          content: "<p>Novo</p>",
          category: "saude",
          authorName: "Ana",
          authorRole: "Nutricionista",
        },
        adminCookie,
      ),
    );
    expect(updated.body.toast.title).toBe("Post atualizado");
    const [after] = await services.db.select().from(blogPosts).where(eq(blogPosts.id, first.id));
    expect(after).toMatchObject({
      slug: "creatina-mitos",
      content: "<p>Novo</p>",
      category: "saude",
      author: { name: "Ana", role: "Nutricionista" },
    });
    expect(after!.publishedAt.getTime()).toBeGreaterThanOrEqual(before);

    const taken = await run(
      blogAction as Handler,
      post(
        "/admin/blog",
        { intent: "update", id: String(first.id), title: "X", slug: "creatina-mitos-2", content: "<p>a</p>", category: "saude" },
        adminCookie,
      ),
    );
    expect(taken.status).toBe(200);
    expect((await services.db.select().from(blogPosts).where(eq(blogPosts.id, first.id)))[0]!.slug).toBe("creatina-mitos-2-2");

    const empty = await run(
      blogAction as Handler,
      post(
        "/admin/blog",
        { intent: "create", title: "Vazio", content: "<script>alert(1)</script>", category: "saude" },
        adminCookie,
      ),
    );
    expect(empty.status).toBe(400);
    expect(empty.body.toast.description).toBe("Título e conteúdo são campos obrigatórios.");

    const removed = await run(
      blogAction as Handler,
      post("/admin/blog", { intent: "delete", id: String(first.id) }, adminCookie),
    );
    expect(removed.body.toast.title).toBe("Post excluído");
  });

  it("publishes without the cover, with a warning, when the cover cannot be stored", async () => {
    const result = await run(
      blogAction as Handler,
      post(
        "/admin/blog",
        { intent: "create", title: "Sem Capa", content: "<p>a</p>", category: "beleza", cover: await pngFile() },
        adminCookie,
      ),
      { ...context, storage: { ...services.storage, put: () => Promise.reject(new Error("falhou")) } },
    );
    expect(result.status).toBe(200);
    expect(result.body.warning.description).toContain("publicado sem ela");
    expect((await services.db.select().from(blogPosts).where(eq(blogPosts.slug, "sem-capa")))[0]!.coverImage).toBeNull();
  });

  it("records every order change with its author, follows the life cycle and emails the customer", async () => {
    const change = (
      status: string,
      paymentStatus: string,
      cookie = adminCookie,
      ctx = context,
      extra: Record<string, string> = {},
    ) =>
      run(
        ordersAction as Handler,
        post("/admin/pedidos", { intent: "status", orderId: fixtures.orderId, status, paymentStatus, ...extra }, cookie),
        ctx,
      );
    const emailsTo = async () =>
      services.db.select().from(emailOutbox).where(eq(emailOutbox.to, "maria@example.com")).orderBy(asc(emailOutbox.id));
    const shipping = { carrier: "correios", trackingCode: "AB123456789BR" };

    expect((await change("confirmed", "pending")).body.toast.title).toBe("Pedido atualizado");
    let mails = await emailsTo();
    expect(mails.map((m) => m.subject)).toEqual([expect.stringContaining("foi confirmado")]);

    // Shipping needs the carrier and the code; nothing is written without them.
    const missing = await change("shipped", "pending");
    expect(missing.status).toBe(400);
    expect(missing.body.fieldErrors).toEqual({ carrier: "Escolha a transportadora." });

    // The update, its event and its email are one transaction: a failing email leaves the order as it was.
    const broken = { ...context, mailer: { ...services.mailer, enqueue: () => Promise.reject(new Error("fila indisponível")) } };
    const failed = await change("shipped", "pending", adminCookie, broken, shipping);
    expect(failed.status).toBe(500);
    expect(failed.body.toast).toMatchObject({
      title: "Erro ao atualizar pedido",
      description: "Não foi possível atualizar o pedido. Tente novamente.",
    });
    const [still] = await services.db.select().from(orders).where(eq(orders.id, fixtures.orderId));
    expect(still).toMatchObject({ status: "confirmed", paymentStatus: "pending", trackingCode: null });
    expect(await services.db.select().from(orderEvents).where(eq(orderEvents.orderId, fixtures.orderId))).toHaveLength(1);

    const shipped = await change("shipped", "pending", adminCookie, context, shipping);
    expect(shipped.body.toast.description).toContain("avisado por email");
    mails = await emailsTo();
    expect(mails).toHaveLength(2);
    expect(mails[1]!.subject).toContain("foi enviado");
    expect(mails[1]!.text).toContain("Olá, Maria!");
    expect(mails[1]!.text).toContain("Código de rastreio: AB123456789BR");
    expect(mails[1]!.html).toContain('href="https://rastreamento.correios.com.br/app/index.php?objetos=AB123456789BR"');

    await change("delivered", "paid", adminUserCookie);
    mails = await emailsTo();
    expect(mails.map((m) => m.subject)).toEqual([
      expect.stringContaining("foi confirmado"),
      expect.stringContaining("foi enviado"),
      expect.stringContaining("foi entregue"),
    ]);

    const events = await services.db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.orderId, fixtures.orderId))
      .orderBy(asc(orderEvents.id));
    expect(events.map((e) => [e.field, e.fromValue, e.toValue, e.actor])).toEqual([
      ["status", "new", "confirmed", "admin"],
      ["status", "confirmed", "shipped", "admin"],
      ["status", "shipped", "delivered", "gerente@example.com"],
      ["payment_status", "pending", "paid", "gerente@example.com"],
    ]);
    expect(events[1]!.detail).toBe("Correios AB123456789BR");
    const [order] = await services.db.select().from(orders).where(eq(orders.id, fixtures.orderId));
    expect(order).toMatchObject({
      status: "delivered",
      paymentStatus: "paid",
      carrier: "correios",
      trackingCode: "AB123456789BR",
    });
    expect(order!.shippedAt).not.toBeNull();

    // Unchanged records nothing; a delivered order does not go back to novo, nor a payment to pendente.
    await change("delivered", "paid");
    expect(await services.db.select().from(orderEvents).where(eq(orderEvents.orderId, fixtures.orderId))).toHaveLength(4);
    const back = await change("new", "paid");
    expect(back.status).toBe(400);
    expect(back.body.toast.description).toBe("Um pedido entregue não pode passar para novo.");
    expect((await change("delivered", "pending")).body.toast.description).toBe("O pagamento não volta para pendente.");
    expect(await services.db.select().from(orderEvents).where(eq(orderEvents.orderId, fixtures.orderId))).toHaveLength(4);

    const list = await run(
      adminLoader as Handler,
      get("/admin?aba=pedidos&status=delivered&q=maria&pedido=" + fixtures.orderId, adminCookie),
    );
    expect(list.body.orders.map((o: { id: string }) => o.id)).toEqual([fixtures.orderId]);
    expect(list.body.selected.items).toHaveLength(1);
    expect(list.body.selected.events).toHaveLength(4);
    const none = await run(adminLoader as Handler, get("/admin?aba=pedidos&pagamento=refunded", adminCookie));
    expect(none.body.total).toBe(0);
  });

  it("adds recipes with unique slugs from the title, ingredients and steps one per line", async () => {
    for (let i = 0; i < 2; i++) {
      const created = await run(
        recipesAction as Handler,
        post(
          "/admin/receitas",
          {
            intent: "create",
            title: "Suco Verde",
            premium: "on",
            ingredients: "1 maçã\n2 folhas de couve",
            steps: "Bata tudo\nSirva",
            image: await pngFile(),
          },
          adminCookie,
        ),
      );
      expect(created.body.toast.title).toBe("Receita adicionada");
    }
    const rows = await services.db.select().from(recipes).where(eq(recipes.title, "Suco Verde")).orderBy(asc(recipes.id));
    expect(rows.map((r) => r.slug)).toEqual(["suco-verde", "suco-verde-2"]);
    expect(rows[0]).toMatchObject({ premium: true, ingredients: ["1 maçã", "2 folhas de couve"], steps: ["Bata tudo", "Sirva"] });
    expect(rows[0]!.imageUrl).toMatch(/^\/files\/recipes\//);
    const edited = await run(
      recipesAction as Handler,
      post("/admin/receitas", { intent: "update", id: String(rows[1]!.id), title: "Suco Roxo" }, adminCookie),
    );
    expect(edited.body.toast.title).toBe("Receita atualizada");
    expect((await services.db.select().from(recipes).where(eq(recipes.id, rows[1]!.id)))[0]).toMatchObject({
      title: "Suco Roxo",
      slug: "suco-verde-2",
      premium: false,
    });
    expect(
      (await run(recipesAction as Handler, post("/admin/receitas", { intent: "delete", id: String(rows[1]!.id) }, adminCookie)))
        .body.toast.title,
    ).toBe("Receita excluída");
  });

  it("lists club members with their status, validity and provider", async () => {
    const day = 24 * 60 * 60_000;
    const make = async (email: string, values: Partial<typeof subscribers.$inferInsert>) => {
      const [u] = await services.db.insert(users).values({ email, passwordHash: "x" }).returning();
      await services.db.insert(subscribers).values({ userId: u!.id, provider: "local", ...values });
    };
    await make("ativa@example.com", { subscribed: true, subscriptionEnd: new Date(Date.now() + 10 * day) });
    await make("cancelada@example.com", { subscribed: false, subscriptionEnd: new Date(Date.now() - day) });
    await make("expirada@example.com", { subscribed: true, subscriptionEnd: new Date(Date.now() - day) });
    await make("saindo@example.com", { subscribed: true, subscriptionEnd: new Date(Date.now() + day), cancelAtPeriodEnd: true });
    const members = await listClubMembers(services);
    const byEmail = Object.fromEntries(members.map((m) => [m.email, m.status]));
    expect(byEmail).toMatchObject({
      "ativa@example.com": "active",
      "cancelada@example.com": "cancelled",
      "expirada@example.com": "expired",
      "saindo@example.com": "cancelled",
    });
    const page = await run(adminLoader as Handler, get("/admin?aba=assinantes", adminCookie));
    expect(page.body.members.find((m: { email: string }) => m.email === "ativa@example.com")).toMatchObject({
      statusLabel: "Ativa",
      provider: "local",
    });
  });
});
