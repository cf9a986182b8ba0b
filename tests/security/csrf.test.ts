// CSRF and methods: no GET (or HEAD) changes anything, whoever asks; a
// state-changing request from another site (foreign Origin, Origin "null",
// or a browser's cross-site Sec-Fetch-Site) is refused before any action
// runs; public forms carry the honeypot and a filled one changes nothing.
// Runs on PostgreSQL so the database can be read while the app runs.
import { beforeAll, expect, it } from "vitest";
import { HONEYPOT_FIELD, HONEYPOT_MESSAGE } from "~/lib/honeypot";
import {
  Client,
  createPostgresDatabase,
  describeWithPostgres,
  nextIp,
  type RunningServer,
  startAppServer,
  type TestPostgres,
} from "./support/app";
import { type FakeCep, startFakeCep } from "./support/fake-cep";
import { everyone, type Person, type Role, ROLES } from "./support/identities";
import { type Catalog, catalogOf, checkoutForm, fingerprint, orderForm, sitemapPaths, WATCHED_TABLES } from "./support/shop";
import { resourcesForAll } from "../e2e/support/fixtures";

const ALL_TABLES = [...WATCHED_TABLES, "email_outbox", "sessions", "local_checkouts", "tokens"] as const;
/** E-book downloads are counted on GET ?download=1 (docs/decisions/007): the one counter a GET moves. */
const IGNORE = { ignoreColumns: { ebooks: ["downloads"], sessions: ["last_seen_at", "expires_at"] } };

describeWithPostgres("CSRF, métodos e honeypot", () => {
  let pg: TestPostgres;
  let server: RunningServer;
  let people: Record<Role, Person>;
  let catalog: Catalog;
  let tables: string[];
  let cep: FakeCep;

  const resources = resourcesForAll();
  beforeAll(async () => {
    [pg, cep] = await Promise.all([
      resources.start(createPostgresDatabase(), (pg) => pg.drop()),
      resources.start(startFakeCep(), (c) => c.close()),
    ]);
    server = await resources.start(
      startAppServer({ databaseUrl: pg.url, trustProxy: true, env: { CEP_API_URL: cep.url } }),
      (s) => s.stop(),
    );
    people = await everyone(server.url, true);
    catalog = await catalogOf(people.visitor.client);
    const existing = await pg.sql<
      { name: string }[]
    >`SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public'`;
    tables = ALL_TABLES.filter((t) => existing.some((e) => e.name === t));
    // Some state to read back: orders by a customer and a visitor, an admin change.
    expect((await people.customer.client.post("/api/pedidos", { form: orderForm(catalog.productIds[0]!) })).status).toBe(303);
    expect(
      (await people.visitor.client.post("/api/checkout", { form: checkoutForm([{ id: catalog.productIds[1]!, quantity: 2 }]) }))
        .status,
    ).toBe(200);
    expect(
      (
        await people.admin.client.post("/admin/produtos/novo", {
          form: { intent: "save", name: "Produto CSRF", price: "5,00", visible: "on" },
        })
      ).status,
    ).toBe(303);
  });

  async function getPaths(): Promise<string[]> {
    const publicPaths = await sitemapPaths(people.visitor.client);
    const orderId = (await pg.sql<{ id: string }[]>`SELECT id FROM orders LIMIT 1`)[0]!.id;
    const extra = [
      "/cart",
      "/checkout",
      `/checkout?ids=${catalog.productIds.join(",")}`,
      "/auth/login",
      "/auth/register",
      "/auth/confirmar?token=" + "a".repeat(43),
      "/auth/esqueci-senha",
      "/auth/logout",
      "/reset-password?token=" + "a".repeat(43),
      "/dashboard",
      "/perfil",
      "/pedidos",
      "/pedido-confirmado",
      "/admin",
      // The old tab addresses (redirects) and the section pages (issue 27).
      ...["produtos", "adicionar", "ebooks", "blog", "pedidos", "receitas", "assinantes"].map((t) => `/admin?aba=${t}`),
      ...[
        "resultados",
        "funil",
        "produtos",
        "produtos/novo",
        `produtos/${catalog.productIds[0]}`,
        "ebooks",
        "ebooks/novo",
        "blog",
        "blog/novo",
        "receitas",
        "receitas/novo",
        "assinantes",
        "regras-de-risco",
        "trabalhos",
        "privacidade",
      ].map((p) => `/admin/${p}`),
      `/admin/pedidos/${orderId}`,
      "/admin/produtos/novo?intent=save&name=GET-CSRF&price=1",
      `/admin/produtos/${catalog.productIds[0]}?intent=delete&id=${catalog.productIds[0]}`,
      `/admin/produtos?intent=visibility&id=${catalog.productIds[0]}&visible=false`,
      "/admin/regras-de-risco?intent=rules&holdHighRisk=on&holdMediumRisk=on&unconfirmedAfterHours=1",
      "/admin/pedidos?intent=bulk&acao=confirm&todos=on",
      `/admin/pedidos/${orderId}?intent=status&orderId=${orderId}&status=cancelled`,
      "/clube-lift",
      "/clube-lift/sucesso",
      "/pagamento/cs_local_00000000000000000000000000000000",
      `/pagar/${orderId}`,
      "/webhooks/local",
      "/api/search?q=whey",
      "/api/cep/01001000",
      "/api/pedidos?productId=1&quantity=1",
      "/api/chat?message=oi",
      "/api/funil",
      "/dev/emails",
      "/perfil?fullName=Trocado+Por+GET",
      "/dashboard?intent=cancel-subscription",
      ...catalog.ebookIds.flatMap((id) => [`/ebook/view/${id}`, `/ebook/${id}/arquivo`, `/ebook/${id}/arquivo?download=1`]),
      "/nao-existe",
    ];
    return [...new Set([...publicPaths, ...extra])];
  }

  it("no GET, HEAD or .data request changes the database, for any role", async () => {
    const paths = await getPaths();
    const before = await fingerprint(pg.sql, { ...IGNORE, tables });
    let requests = 0;
    for (const role of ROLES) {
      const client = people[role].client;
      for (const p of paths) {
        const [pathname, search] = p.split("?");
        for (const [method, url, headers] of [
          ["GET", p, {}],
          ["HEAD", p, {}],
          ["GET", `${pathname === "/" ? "/_root" : pathname}.data${search ? `?${search}` : ""}`, {}],
          ["GET", p, { "X-HTTP-Method-Override": "POST" }],
        ] as const) {
          const res = await client.send(url, { method, headers });
          expect(res.status, `${role} ${method} ${url}: ${res.text.slice(0, 200)}`).toBeLessThan(500);
          requests++;
        }
      }
      // Sessions still work: a GET to /auth/logout did not sign anybody out.
      if (role === "customer" || role === "subscriber") expect((await client.get("/dashboard")).status, role).toBe(200);
    }
    const after = await fingerprint(pg.sql, { ...IGNORE, tables });
    expect(after).toEqual(before);
    console.log(`[csrf] ${requests} GET/HEAD/.data em ${paths.length} endereços × ${ROLES.length} papéis; banco inalterado`);
  });

  /** Every state-changing action, with a body that would succeed from our own origin. */
  function actions(): Array<{ role: Role; path: string; form?: Record<string, string>; json?: unknown }> {
    return [
      { role: "visitor", path: "/api/pedidos", form: orderForm(catalog.productIds[0]!) },
      { role: "visitor", path: "/api/checkout", form: checkoutForm([{ id: catalog.productIds[0]!, quantity: 1 }]) },
      {
        role: "visitor",
        path: "/auth/register",
        form: {
          name: "Vítima",
          email: `csrf-${Date.now()}@exemplo.com.br`,
          password: "senha-123456",
          confirmPassword: "senha-123456",
        },
      },
      { role: "visitor", path: "/auth/login", form: { email: people.customer.email!, password: people.customer.password! } },
      { role: "visitor", path: "/auth/esqueci-senha", form: { email: people.customer.email! } },
      { role: "customer", path: "/perfil", form: { fullName: "Nome Trocado Por CSRF" } },
      { role: "customer", path: "/perfil", form: { intent: "reset-password" } },
      { role: "customer", path: "/auth/logout", form: {} },
      { role: "customer", path: "/clube-lift", form: {} },
      { role: "subscriber", path: "/dashboard", form: { intent: "cancel-subscription" } },
      { role: "subscriber", path: "/api/chat", json: { message: "oi" } },
      { role: "admin", path: "/admin/produtos/novo", form: { intent: "save", name: "Produto Forjado", price: "1,00" } },
      {
        role: "admin",
        path: `/admin/produtos/${catalog.productIds[0]}`,
        form: { intent: "delete", id: String(catalog.productIds[0]) },
      },
      {
        role: "admin",
        path: "/admin/produtos",
        form: { intent: "visibility", id: String(catalog.productIds[0]), visible: "false" },
      },
      { role: "admin", path: "/admin/receitas/novo", form: { intent: "save", title: "Receita Forjada" } },
      {
        role: "admin",
        path: "/admin/blog/novo",
        form: { intent: "save", title: "Post Forjado", content: "<p>x</p>", category: "nutricao" },
      },
      { role: "admin", path: "/admin", form: { intent: "logout" } },
      { role: "visitor", path: "/admin", form: { intent: "login", password: people.admin.password! } },
      { role: "visitor", path: "/api/funil", json: { event: "quiz_start" } },
    ];
  }

  it("POST/PUT/PATCH/DELETE from another origin are refused (403, pt-BR) and nothing changes", async () => {
    const before = await fingerprint(pg.sql, { ...IGNORE, tables });
    let refused = 0;
    for (const action of actions()) {
      const client = people[action.role].client;
      for (const [origin, site] of [
        ["https://site-malicioso.example", undefined],
        ["null", undefined],
        [`${server.url}.evil.example`, undefined],
        ["http://127.0.0.1:1", undefined],
        [null, "cross-site"],
        [null, "same-site"],
      ] as const) {
        for (const method of ["POST", "PUT", "PATCH", "DELETE"]) {
          const res = await client.send(action.path, {
            method,
            form: action.form,
            json: action.json,
            origin,
            headers: site ? { "Sec-Fetch-Site": site } : {},
          });
          expect(res.status, `${method} ${action.path} Origin=${origin} Sec-Fetch-Site=${site}`).toBe(403);
          expect(res.text).toContain("origem não permitida");
          refused++;
        }
      }
    }
    expect(await fingerprint(pg.sql, { ...IGNORE, tables })).toEqual(before);
    // The same session, from our own origin, still works.
    expect((await people.customer.client.get("/dashboard")).status).toBe(200);
    const ok = await people.customer.client.post("/perfil", { form: { fullName: "Nome Legítimo" } });
    expect(ok.status).toBeOneOf([302, 303]);
    console.log(`[csrf] ${refused} requisições de outra origem recusadas`);
  });

  it("webhooks accept POST from another origin (signed by the sender): unsigned, 400", async () => {
    const res = await people.visitor.client.post("/webhooks/local", {
      json: { id: "evt_x12345678", type: "invoice.paid", data: { subscriptionId: "x" } },
      origin: "https://pagamentos.example",
    });
    expect(res.status).toBe(400);
  });

  // The shell's sidebar toggle and add-to-cart (a cookie each) and the quiz steps (hidden fields)
  // write nothing on the server: no honeypot needed (decision 017).
  const WRITES_NOTHING = /^<form\b[^>]*action="(?:\/menu-lateral|\/cart|\/\?index#quiz)"/;

  it("public forms carry the honeypot; filled in, the post is refused and nothing is written", async () => {
    const pages = [
      "/auth/login",
      "/auth/register",
      "/auth/esqueci-senha",
      "/plano-emagrecimento",
      "/plano-pele",
      "/plano-sono",
      "/plano-foco",
      "/plano-energia",
      "/dht",
      "/new-detox",
      `/produto/${catalog.productIds[0]}/receba-em-casa`,
    ];
    for (const p of pages) {
      const html = (await people.visitor.client.get(p)).text;
      const forms = [...html.matchAll(/<form\b[\s\S]*?<\/form>/g)]
        .map((m) => m[0])
        .filter((f) => /method="post"/i.test(f) && !/name="intent" value="logout"/.test(f) && !WRITES_NOTHING.test(f));
      expect(forms.length, p).toBeGreaterThan(0);
      for (const form of forms) expect(form, `${p}: formulário sem honeypot`).toContain(`name="${HONEYPOT_FIELD}"`);
    }
    const before = await fingerprint(pg.sql, { ...IGNORE, tables });
    for (const [path, form] of [
      [
        "/auth/register",
        { name: "Robô", email: "robo@exemplo.com.br", password: "senha-123456", confirmPassword: "senha-123456" },
      ],
      ["/auth/login", { email: people.customer.email!, password: people.customer.password! }],
      ["/auth/esqueci-senha", { email: people.customer.email! }],
      ["/api/pedidos", orderForm(catalog.productIds[0]!)],
      ["/api/checkout", checkoutForm([{ id: catalog.productIds[0]!, quantity: 1 }])],
    ] as const) {
      const client = new Client(server.url, nextIp());
      const res = await client.post(path, { form: { ...form, [HONEYPOT_FIELD]: "http://spam.example" } });
      expect(res.status, path).toBe(400);
      expect(res.text, path).toContain(HONEYPOT_MESSAGE.slice(0, 30));
      expect(
        [...client.cookies.keys()].some((k) => k.endsWith("lift_session")),
        path,
      ).toBe(false);
    }
    expect(await fingerprint(pg.sql, { ...IGNORE, tables })).toEqual(before);
  });
});
