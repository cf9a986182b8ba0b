// Who gets what: every route of app/routes.ts and every action, requested as
// visitor, customer, subscriber and admin against the production build. The
// four identities are made through the app (sign-up and sign-in, the club's
// local payment page, the panel's password). Also: other people's orders by
// id, premium files by id and by guessed storage path, admin actions with a
// customer session, and mass assignment (price, total, role, subscription and
// ids in request bodies are refused or ignored).
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Answer, Client, type RunningServer, startAppServer, TEST_SESSION_SECRET, uniqueEmail } from "./support/app";
import { everyone, newCustomer, type Person, type Role, ROLES, signIn, signUp } from "./support/identities";
import { type Catalog, catalogOf, checkoutForm, orderForm } from "./support/shop";
import { seedRecipes } from "../../scripts/seed/content/recipes";
import { PLAN_PAGE_PATHS } from "~/content/plans/paths";
import { resourcesForAll } from "../e2e/support/fixtures";

const ROOT = path.resolve(import.meta.dirname, "..", "..");

/** What a role must get. */
type Expect =
  | "ok" // 200
  | "login" // redirect to /auth/login
  | "club" // redirect to the club page (non-subscribers)
  | "home" // redirect to /
  | "dashboard" // redirect to /dashboard
  | "forbidden" // 403
  | "notFound" // 404
  | "method" // 405
  | "locked" // 403, the panel's sign-in and nothing of the panel
  | "panel" // 200, the panel itself
  | { redirect: string }
  | { status: number }
  | ((res: Answer) => void);

interface Row {
  name: string;
  method?: "GET" | "POST" | "HEAD";
  path: string;
  form?: Record<string, string>;
  json?: unknown;
  expect: Record<Role, Expect> | Expect;
}

function check(res: Answer, expected: Expect, where: string) {
  const loc = res.location ?? "";
  const where2 = `${where} → ${res.status} ${loc} ${res.status >= 400 ? res.text.slice(0, 160) : ""}`;
  if (typeof expected === "object" && "status" in expected) return expect(res.status, where2).toBe(expected.status);
  expect(res.status, where2).toBeLessThan(500);
  if (typeof expected === "function") return expected(res);
  if (typeof expected === "object" && "redirect" in expected) {
    expect(res.status, where2).toBeOneOf([301, 302, 303, 307, 308]);
    expect(loc, where2).toMatch(new RegExp(`^${expected.redirect.replace(/[?]/g, "\\?")}`));
    return;
  }
  switch (expected) {
    case "ok":
      return expect(res.status, where2).toBe(200);
    case "login":
      expect(res.status, where2).toBeOneOf([302, 303]);
      return expect(loc, where2).toMatch(/^\/auth\/login/);
    case "club":
      expect(res.status, where2).toBeOneOf([302, 303]);
      return expect(loc, where2).toBe("/clube-lift");
    case "home":
      expect(res.status, where2).toBeOneOf([302, 303]);
      return expect(loc, where2).toBe("/");
    case "dashboard":
      expect(res.status, where2).toBeOneOf([302, 303]);
      return expect(loc, where2).toMatch(/^\/dashboard/);
    case "forbidden":
      return expect(res.status, where2).toBe(403);
    case "notFound":
      return expect(res.status, where2).toBe(404);
    case "method":
      return expect(res.status, where2).toBe(405);
    case "locked":
      expect(res.status, where2).toBe(403);
      expect(res.text, where2).toContain("Acesso Restrito");
      return expect(res.text, where2).not.toContain("Seções do painel");
    case "panel":
      expect(res.status, where2).toBe(200);
      return expect(res.text, where2).toContain("Seções do painel");
  }
}

const all = (e: Expect): Record<Role, Expect> => ({ visitor: e, customer: e, subscriber: e, admin: e });
/** Account pages: customers and subscribers; the panel's password is not an account. */
const account: Record<Role, Expect> = { visitor: "login", customer: "ok", subscriber: "ok", admin: "login" };
const premium: Record<Role, Expect> = { visitor: "login", customer: "club", subscriber: "ok", admin: "login" };
const adminOnly: Record<Role, Expect> = { visitor: "forbidden", customer: "forbidden", subscriber: "forbidden", admin: "ok" };
const signedInGoesOn = (to: Expect): Record<Role, Expect> => ({ visitor: "ok", customer: to, subscriber: to, admin: "ok" });

describe("authorisation matrix", () => {
  let server: RunningServer;
  let people: Record<Role, Person>;
  let catalog: Catalog;
  let premiumEbook: number;
  let freeEbook: number;
  /** Another customer, owner of an order the others try to read. */
  let owner: Person;
  let ownerOrderId: string;
  let ownerOrderNumber: string;
  const ownerMarker = `Dona Pedido ${Date.now().toString(36)}`;
  const premiumRecipe = seedRecipes.find((r) => r.premium)!;
  const freeRecipe = seedRecipes.find((r) => !r.premium)!;
  const results: string[] = [];

  const resources = resourcesForAll();
  beforeAll(async () => {
    server = await resources.start(startAppServer({ trustProxy: true }), (s) => s.stop());
    people = await everyone(server.url, true);
    catalog = await catalogOf(people.visitor.client);
    const kinds = await Promise.all(
      catalog.ebookIds.map(async (id) => [id, (await people.visitor.client.get(`/ebook/${id}/arquivo`)).status] as const),
    );
    premiumEbook = kinds.find(([, s]) => s !== 200)![0];
    freeEbook = kinds.find(([, s]) => s === 200)![0];
    owner = await newCustomer(server.url, true);
    const placed = await owner.client.post("/api/pedidos", {
      form: orderForm(catalog.productIds[0]!, { fullName: ownerMarker }),
    });
    expect(placed.status, placed.text.slice(0, 200)).toBe(303);
    // The signed cookie carries the order id before the signature.
    const cookie = decodeURIComponent(owner.client.cookies.get("ultimo-pedido")!);
    ownerOrderId = cookie.split(".")[0]!;
    expect(ownerOrderId).toMatch(/^[0-9a-f-]{36}$/);
    const confirmed = await owner.client.get("/pedido-confirmado");
    ownerOrderNumber = /Pedido #(?:<!-- -->)?(\d+)/.exec(confirmed.text)?.[1] ?? "";
    expect(ownerOrderNumber).not.toBe("");
  });

  afterAll(() => {
    console.log(`[matriz] ${results.length} verificações (rota × papel):\n  ${results.join("\n  ")}`);
  });

  function rows(): Row[] {
    const product = catalog.productIds[0]!;
    const blog = catalog.blogSlugs[0]!;
    return [
      // Public pages: everybody
      ...[
        "/",
        "/plano-emagrecimento",
        "/plano-pele",
        "/plano-sono",
        "/plano-foco",
        "/plano-energia",
        "/dht",
        "/new-detox",
        "/loja",
        "/cart",
        "/checkout",
        "/receitas",
        "/ebooks",
        "/blog",
        "/blog/lista",
        "/blog/rss.xml",
        "/sitemap.xml",
        "/robots.txt",
        "/clube-lift",
        "/clube-lift/sucesso",
        "/auth/confirmar",
        "/auth/esqueci-senha",
        "/reset-password",
        "/api/search?q=whey",
      ].map((p): Row => ({ name: p, path: p, expect: "ok" })),
      { name: "produto", path: `/produto/${product}`, expect: "ok" },
      // Served by server/app.ts for balancers and monitors: open to all, nothing about anyone in them.
      { name: "liveness", path: "/healthz", expect: "ok" },
      { name: "readiness", path: "/readyz", expect: (res) => expect(res.json()).toEqual({ ok: true }) },
      // Usable at first paint (decision 017): the search results page, the sidebar toggle and add-to-cart without scripts
      { name: "busca", path: "/busca?q=whey", expect: "ok" },
      { name: "quiz: um passo sem scripts", method: "POST", path: "/?index", form: { passo: "name", name: "Ana" }, expect: "ok" },
      { name: "menu lateral (GET)", path: "/menu-lateral", expect: "home" },
      {
        name: "menu lateral: alternar",
        method: "POST",
        path: "/menu-lateral",
        form: { aberto: "false", volta: "/loja" },
        expect: { redirect: "/loja" },
      },
      {
        name: "menu lateral: volta para fora do site",
        method: "POST",
        path: "/menu-lateral",
        form: { aberto: "true", volta: "//exemplo.com" },
        expect: "home",
      },
      {
        name: "carrinho: adicionar sem scripts",
        method: "POST",
        path: "/cart",
        form: { produto: String(product), quantidade: "1" },
        expect: { redirect: "/cart" },
      },
      { name: "receba em casa", path: `/produto/${product}/receba-em-casa`, expect: "ok" },
      { name: "product (alias)", path: `/product/${product}`, expect: "ok" },
      { name: "receita gratuita", path: `/receitas/${freeRecipe.slug}`, expect: "ok" },
      {
        name: "receita premium: passos só para assinantes",
        path: `/receitas/${premiumRecipe.slug}`,
        expect: {
          ...all((res) => {
            expect(res.status).toBe(200);
            expect(res.text).not.toContain(premiumRecipe.steps[0]!.slice(0, 40));
          }),
          subscriber: (res) => expect(res.text).toContain(premiumRecipe.steps[0]!.slice(0, 40)),
        },
      },
      {
        name: "receita premium (.data): passos só para assinantes",
        path: `/receitas/${premiumRecipe.slug}.data`,
        expect: {
          ...all((res) => expect(res.text).not.toContain(premiumRecipe.steps[0]!.slice(0, 40))),
          subscriber: (res) => expect(res.text).toContain(premiumRecipe.steps[0]!.slice(0, 40)),
        },
      },
      { name: "blog post", path: `/blog/${blog}`, expect: "ok" },
      { name: "blog categoria", path: "/blog/categorias/nutricao", expect: "ok" },
      { name: "ebooks categoria", path: "/ebooks/categoria/gratuitos", expect: { redirect: "/ebooks?categoria=gratuitos" } },
      { name: "ebook premium (página de detalhes é pública)", path: `/ebook/${premiumEbook}`, expect: "ok" },
      { name: "ebook gratuito: leitor", path: `/ebook/view/${freeEbook}`, expect: "ok" },
      { name: "ebook gratuito: PDF", path: `/ebook/${freeEbook}/arquivo`, expect: "ok" },
      { name: "ebook premium: leitor", path: `/ebook/view/${premiumEbook}`, expect: premium },
      { name: "ebook premium: PDF", path: `/ebook/${premiumEbook}/arquivo`, expect: premium },
      { name: "ebook premium: PDF para baixar", path: `/ebook/${premiumEbook}/arquivo?download=1`, expect: premium },
      { name: "ebook premium: PDF (HEAD)", method: "HEAD", path: `/ebook/${premiumEbook}/arquivo`, expect: premium },
      { name: "ebook inexistente", path: "/ebook/999999/arquivo", expect: "notFound" },
      { name: "página inexistente", path: "/nao-existe/mesmo", expect: "notFound" },
      { name: "outro clube", path: "/clube-outro", expect: "notFound" },
      { name: "CEP (serviço fora do ar)", path: "/api/cep/01001000", expect: { status: 503 } },

      // Sign-in pages send signed-in people on
      { name: "login", path: "/auth/login", expect: signedInGoesOn("dashboard") },
      { name: "cadastro", path: "/auth/register", expect: signedInGoesOn("dashboard") },
      { name: "logout por GET não sai", path: "/auth/logout", expect: "home" },

      // Account pages
      { name: "dashboard", path: "/dashboard", expect: account },
      { name: "perfil", path: "/perfil", expect: account },
      { name: "pedidos", path: "/pedidos", expect: account },
      {
        name: "dashboard (.data) não vaza nada ao visitante",
        path: "/dashboard.data",
        expect: {
          ...all(() => {}),
          visitor: (res) => expect(res.text).not.toMatch(/@exemplo\.com\.br/),
          admin: (res) => expect(res.text).not.toMatch(/@exemplo\.com\.br/),
        },
      },
      { name: "pedido confirmado sem cookie", path: "/pedido-confirmado", expect: "home" },

      // Admin panel
      { name: "painel", path: "/admin", expect: { visitor: "locked", customer: "locked", subscriber: "locked", admin: "panel" } },
      {
        name: "painel: pedido de outra pessoa pelo número",
        path: `/admin/pedidos/${"OWNER_ORDER"}`,
        expect: {
          ...all((res) => {
            check(res, "locked", "painel pedido");
            expect(res.text).not.toContain(ownerMarker);
          }),
          admin: (res) => expect(res.text).toContain(ownerMarker),
        },
      },
      {
        name: "painel (.data): pedidos",
        path: "/admin/pedidos.data",
        expect: {
          ...all((res) => expect(res.text).not.toContain(ownerMarker)),
          admin: (res) => expect(res.text).toContain(ownerMarker),
        },
      },
      {
        name: "painel: pedidos em CSV",
        path: "/admin/pedidos.csv",
        expect: {
          ...all({ redirect: "/admin/pedidos" }),
          admin: (res) => expect(res.text).toMatch(/^\uFEFF?Pedido;Data;Status/),
        },
      },
      {
        name: "painel: assinantes (.data)",
        path: "/admin/assinantes.data",
        expect: { ...all((res) => expect(res.text).not.toContain(people.subscriber.email!)), admin: () => {} },
      },
      {
        name: "painel: lista de pedidos",
        path: "/admin/pedidos",
        expect: { visitor: "locked", customer: "locked", subscriber: "locked", admin: "panel" },
      },
      { name: "painel: endereço antigo", path: "/admin?aba=pedidos", expect: { redirect: "/admin/pedidos" } },
      // Each section is its own page (issue 27): the sign-in for everyone else, nothing of the panel.
      ...[
        "/admin/resultados",
        "/admin/funil",
        "/admin/produtos",
        "/admin/produtos/novo",
        `/admin/produtos/${product}`,
        "/admin/ebooks",
        "/admin/ebooks/novo",
        "/admin/blog",
        "/admin/blog/novo",
        "/admin/receitas",
        "/admin/receitas/novo",
        "/admin/assinantes",
        "/admin/regras-de-risco",
        "/admin/trabalhos",
        "/admin/privacidade",
        "/admin/whatsapp",
      ].map((p): Row => ({
        name: `GET ${p}`,
        path: p,
        expect: { visitor: "locked", customer: "locked", subscriber: "locked", admin: "panel" },
      })),
      ...["produtos", "ebooks", "blog", "receitas"].map((area): Row => ({
        name: `endereço antigo: ${area}`,
        path: `/admin?aba=${area}`,
        expect: { redirect: `/admin/${area}` },
      })),
      { name: "caixa de emails (desligada em produção)", path: "/dev/emails", expect: "notFound" },

      // Privacy (LGPD, issue 28): the policy and terms are public
      { name: "política de privacidade", path: "/privacidade", expect: "ok" },
      { name: "termos de uso", path: "/termos", expect: "ok" },
      // LGPD rights portal (issue 28): the email form for anyone; data only with proof of control of the email
      {
        name: "portal de privacidade (sem prova: só o formulário)",
        path: "/privacidade/meus-dados",
        expect: all((res) => {
          expect(res.status).toBe(200);
          expect(res.text).not.toContain(ownerMarker);
        }),
      },
      {
        name: "portal de privacidade com link falso",
        path: `/privacidade/meus-dados?t=bWFyaWE.9999999999.${"0".repeat(43)}`,
        expect: { status: 403 },
      },
      ...["json", "csv"].map((format): Row => ({
        name: `exportação ${format} dos dados pessoais`,
        path: `/privacidade/meus-dados/exportar.${format}`,
        expect: all((res) => expect(res.text).not.toContain(ownerMarker)),
      })),

      // Payments
      { name: "pagamento local inexistente", path: "/pagamento/cs_local_00000000000000000000000000000000", expect: "notFound" },
      {
        name: "link de pagamento de pedido alheio sem assinatura",
        path: `/pagar/${"OWNER_ORDER"}`,
        expect: all((res) => {
          expect(res.status).not.toBe(200);
          expect(res.text).not.toContain(ownerMarker);
        }),
      },
      {
        name: "link de pagamento com assinatura falsa",
        path: `/pagar/${"OWNER_ORDER"}?exp=9999999999&sig=${"0".repeat(64)}`,
        expect: all((res) => {
          expect(res.status).not.toBe(200);
          expect(res.text).not.toContain(ownerMarker);
        }),
      },
      // Pay-after-delivery operations: the public tracking page, and the signed confirmation link (decision 018)
      { name: "acompanhar pedido (formulário)", path: "/acompanhar", expect: "ok" },
      {
        name: "confirmação de pedido alheio sem assinatura",
        path: `/confirmar/${"OWNER_ORDER"}`,
        expect: all((res) => {
          expect(res.status).not.toBe(200);
          expect(res.text).not.toContain(ownerMarker);
        }),
      },
      {
        name: "confirmação com assinatura falsa",
        path: `/confirmar/${"OWNER_ORDER"}?exp=9999999999&sig=${"0".repeat(64)}`,
        expect: all((res) => {
          expect(res.status).not.toBe(200);
          expect(res.text).not.toContain(ownerMarker);
        }),
      },
      { name: "webhook por GET", path: "/webhooks/local", expect: "method" },
      { name: "webhook de provedor desconhecido", method: "POST", path: "/webhooks/paypal", json: {}, expect: "notFound" },
      { name: "api pedidos por GET", path: "/api/pedidos", expect: "method" },
      { name: "api chat por GET", path: "/api/chat", expect: "method" },
      { name: "api funil por GET", path: "/api/funil", expect: "method" },

      // Actions
      ...(
        [
          "produtos",
          "produtos/novo",
          "ebooks/novo",
          "blog/novo",
          "receitas/novo",
          "pedidos",
          "regras-de-risco",
          "trabalhos",
          "privacidade",
          "whatsapp",
        ] as const
      ).map((area): Row => ({
        name: `POST /admin/${area} sem intenção conhecida`,
        method: "POST",
        path: `/admin/${area}`,
        form: { intent: "nada" },
        expect: { ...adminOnly, admin: { status: 400 } },
      })),
      {
        name: "admin: criar produto",
        method: "POST",
        path: "/admin/produtos/novo",
        form: { intent: "save", name: "Produto MATRIZ ROLE", price: "10,00" },
        expect: { ...adminOnly, admin: { redirect: "/admin/produtos" } },
      },
      {
        name: "admin: mostrar produto",
        method: "POST",
        path: "/admin/produtos",
        form: { intent: "visibility", id: String(product), visible: "true" },
        expect: { ...adminOnly, admin: { redirect: "/admin/produtos" } },
      },
      {
        name: "admin: criar receita",
        method: "POST",
        path: "/admin/receitas/novo",
        form: { intent: "save", title: "Receita MATRIZ ROLE" },
        expect: { ...adminOnly, admin: { redirect: "/admin/receitas" } },
      },
      {
        name: "admin: criar post",
        method: "POST",
        path: "/admin/blog/novo",
        form: { intent: "save", title: "Post MATRIZ ROLE", content: "<p>Texto</p>", category: "nutricao" },
        expect: { ...adminOnly, admin: { redirect: "/admin/blog" } },
      },
      {
        name: "admin: mudar status de pedido alheio",
        method: "POST",
        path: `/admin/pedidos/${"OWNER_ORDER"}`,
        form: { intent: "status", orderId: "OWNER_ORDER", status: "confirmed" },
        expect: { ...adminOnly, admin: { redirect: "/admin/pedidos/" } },
      },
      {
        name: "clube: assinar",
        method: "POST",
        path: "/clube-lift",
        form: {},
        expect: { visitor: "login", customer: { redirect: "/pagamento/cs_local_" }, subscriber: "dashboard", admin: "login" },
      },
      {
        name: "dashboard: ação desconhecida",
        method: "POST",
        path: "/dashboard",
        form: { intent: "x" },
        // The shop's one form pattern: an unknown intent is a 400 that changes nothing.
        expect: { ...account, customer: { status: 400 }, subscriber: { status: 400 } },
      },
      {
        name: "perfil: salvar",
        method: "POST",
        path: "/perfil",
        form: { fullName: "Nome Novo" },
        expect: { ...account, customer: { redirect: "/perfil" }, subscriber: { redirect: "/perfil" } },
      },
      {
        name: "pagar pedido alheio",
        method: "POST",
        path: `/pagar/${"OWNER_ORDER"}`,
        form: { intent: "checkout" },
        expect: all("forbidden"),
      },
      {
        name: "webhook sem assinatura",
        method: "POST",
        path: "/webhooks/local",
        json: { id: "evt_matriz_1", type: "checkout.completed", data: { subscriptionId: "x" } },
        expect: all({ status: 400 }),
      },
      {
        name: "chat: resposta depende de quem pergunta",
        method: "POST",
        path: "/api/chat",
        json: { message: "receita com aveia" },
        expect: {
          visitor: (res) => expect(res.json<{ text: string }>().text).toMatch(/fazer login/),
          customer: (res) => expect(res.json<{ text: string }>().text).toMatch(/ser um assinante/),
          subscriber: (res) => expect(res.json<{ text: string }>().text).not.toMatch(/fazer login|ser um assinante/),
          admin: (res) => expect(res.json<{ text: string }>().text).toMatch(/fazer login/),
        },
      },
    ];
  }

  it("every route of app/routes.ts is in the matrix", () => {
    const table = fs.readFileSync(path.join(ROOT, "app", "routes.ts"), "utf8");
    // The plan pages are declared from their registry (one route module for all of them).
    // The admin's pages are nested under its layout: their paths are relative to "admin".
    const adminStart = table.indexOf('route("admin", "routes/admin/layout.tsx", [');
    const adminEnd = table.indexOf("]),", adminStart);
    const nested = (at: number) => adminStart >= 0 && at > adminStart && at < adminEnd;
    const declared = [...table.matchAll(/route\("([^"]+)"/g)]
      .map((m) => (nested(m.index) ? `admin/${m[1]!}` : m[1]!))
      .concat("", ...Object.values(PLAN_PAGE_PATHS));
    const covered = rows().map((r) => r.path.split("?")[0]!.replace(/\.data$/, ""));
    const toRegex = (pattern: string) =>
      new RegExp(
        `^/${pattern
          .replace(/[.]/g, "\\.")
          .replace(/:clubPath/, "clube-[a-z]+")
          .replace(/:[a-zA-Z]+/g, "[^/]+")
          .replace(/\*/g, ".+")}$`,
      );
    const missing = declared.filter((pattern) => !covered.some((p) => toRegex(pattern).test(p)));
    expect(missing, "rotas sem linha na matriz de autorização").toEqual([]);
  });

  for (const role of ROLES) {
    it(`${role}: every route and action answers as expected`, async () => {
      const client = people[role].client;
      for (const row of rows()) {
        const expected =
          typeof row.expect === "object" && !("redirect" in row.expect) && !("status" in row.expect)
            ? row.expect[role]
            : row.expect;
        const p = row.path.replace("OWNER_ORDER", ownerOrderId);
        const form =
          row.form &&
          Object.fromEntries(
            Object.entries(row.form).map(([k, v]) => [k, v.replace("OWNER_ORDER", ownerOrderId).replace("ROLE", role)]),
          );
        const res = await client.send(p, { method: row.method ?? (row.form || row.json ? "POST" : "GET"), form, json: row.json });
        check(res, expected, `${role} ${row.method ?? "GET"} ${p}`);
        results.push(
          `${role.padEnd(10)} ${(row.method ?? (row.form || row.json ? "POST" : "GET")).padEnd(4)} ${p.slice(0, 70).padEnd(70)} ${res.status}`,
        );
      }
    });
  }

  it("nobody but the admin created anything through the panel", async () => {
    const admin = people.admin.client;
    for (const [tab, label] of [
      ["produtos", "Produto MATRIZ"],
      ["receitas", "Receita MATRIZ"],
      ["blog", "Post MATRIZ"],
    ] as const) {
      const panel = await admin.get(`/admin/${tab}.data`);
      expect(panel.text, tab).toContain(`${label} admin`);
      for (const role of ["visitor", "customer", "subscriber"])
        expect(panel.text, `${tab} ${role}`).not.toContain(`${label} ${role}`);
    }
  });

  it("someone else's orders: absent from /pedidos and the dashboard; a forged last-order cookie is worthless", async () => {
    for (const role of ["customer", "subscriber"] as const) {
      const client = people[role].client;
      for (const p of ["/pedidos", "/dashboard", "/pedidos.data", "/dashboard.data"]) {
        const res = await client.get(p);
        expect(res.text, `${role} ${p}`).not.toContain(ownerMarker);
        expect(res.text, `${role} ${p}`).not.toContain(ownerOrderId);
      }
    }
    // The owner sees it.
    expect((await owner.client.get("/pedidos")).text).toContain(ownerOrderNumber);
    // An unsigned or re-signed cookie with the owner's order id is not the owner's confirmation page.
    for (const value of [ownerOrderId, `${ownerOrderId}.assinatura-falsa`, `${ownerOrderId}.`]) {
      const forged = new Client(server.url);
      forged.cookies.set("ultimo-pedido", value);
      const res = await forged.get("/pedido-confirmado");
      expect(res.status).toBeOneOf([302, 303]);
      expect(res.text).not.toContain(ownerMarker);
    }
  });

  it("premium files at a guessed path (/files/ebooks/files/…) go out to nobody", async () => {
    const dir = path.join(server.dataDir, "files", "ebooks", "files");
    const names = fs.readdirSync(dir);
    expect(names.length).toBeGreaterThan(0);
    const attempts = names.flatMap((name) => [
      `/files/ebooks/files/${name}`,
      `/files/ebooks%2Ffiles%2F${name}`,
      `/files/products/..%2Febooks%2Ffiles%2F${name}`,
      `/files/products/../ebooks/files/${name}`,
      `/files//ebooks/files/${name}`,
      `/files/./ebooks/files/${name}`,
      `/files/EBOOKS/files/${name}`,
    ]);
    attempts.push(
      "/files/../session-secret",
      "/files/%2e%2e/session-secret",
      "/files/products/%2e%2e/%2e%2e/session-secret",
      "/files/products/..%5c..%5csession-secret",
    );
    for (const role of ROLES) {
      for (const p of attempts) {
        const res = await fetch(server.url + p, { headers: { Cookie: people[role].client.cookieHeader() }, redirect: "manual" });
        const body = Buffer.from(await res.arrayBuffer());
        expect(res.status, `${role} ${p}`).toBeGreaterThanOrEqual(400);
        expect(body.subarray(0, 5).toString(), `${role} ${p}`).not.toBe("%PDF-");
        expect(body.toString()).not.toContain(TEST_SESSION_SECRET);
      }
    }
  });

  describe("mass assignment", () => {
    it("order (plan): price, total, customer/user ids and status in the form are refused", async () => {
      const client = people.customer.client;
      const product = catalog.productIds[0]!;
      for (const extra of [
        { priceCents: "1" },
        { totalCents: "1" },
        { customerId: "00000000-0000-4000-8000-000000000000" },
        { userId: "00000000-0000-4000-8000-000000000000" },
        { status: "delivered" },
        { paymentStatus: "paid" },
        { price: "0,01" },
      ] as Record<string, string>[]) {
        const res = await client.post("/api/pedidos", { form: orderForm(product, extra) });
        expect(res.status, JSON.stringify(extra)).toBe(400);
        expect(res.text).toContain("O pedido contém campos não permitidos.");
      }
    });

    it("checkout: total, item price and ids in the body are refused", async () => {
      const client = people.customer.client;
      const id = catalog.productIds[0]!;
      for (const [label, form] of [
        ["totalCents", checkoutForm([{ id, quantity: 1 }], { totalCents: "1" })],
        ["userId", checkoutForm([{ id, quantity: 1 }], { userId: "00000000-0000-4000-8000-000000000000" })],
        ["preço no item", { ...checkoutForm([]), items: JSON.stringify([{ id, quantity: 1, priceCents: 1 }]) }],
        ["quantidade negativa", { ...checkoutForm([]), items: JSON.stringify([{ id, quantity: -5 }]) }],
      ] as const) {
        const res = await client.post("/api/checkout", { form: form as Record<string, string> });
        expect(res.status, label).toBe(400);
      }
    });

    it("sign-up with role=admin, subscription and id in the body: a plain account, no panel, no club", async () => {
      const client = new Client(server.url, "198.51.100.7");
      const email = uniqueEmail("papel");
      const res = await client.post("/auth/register", {
        form: {
          name: "Quer Ser Admin",
          email,
          password: "senha-123456",
          confirmPassword: "senha-123456",
          role: "admin",
          subscribed: "true",
          id: "00000000-0000-4000-8000-000000000000",
        },
      });
      expect(res.status).toBeOneOf([302, 303]);
      await signIn(client, email, "senha-123456");
      check(await client.get("/admin"), "locked", "admin após cadastro com role");
      check(
        await client.post("/admin/produtos/novo", { form: { intent: "save", name: "x", price: "1" } }),
        "forbidden",
        "ação admin",
      );
      check(await client.get(`/ebook/view/${premiumEbook}`), "club", "premium após cadastro com subscribed");
    });

    it("profile: someone else's email, role and id in the body are ignored (only one's own name changes)", async () => {
      const victim = await newCustomer(server.url, true);
      const attacker = await newCustomer(server.url, true);
      const res = await attacker.client.post("/perfil", {
        form: {
          fullName: "Atacante Renomeado",
          email: victim.email!,
          role: "admin",
          id: "00000000-0000-4000-8000-000000000000",
          userId: "x",
        },
      });
      expect(res.status).toBeOneOf([302, 303]);
      const mine = await attacker.client.get("/perfil");
      expect(mine.text).toContain("Atacante Renomeado");
      expect(mine.text).toContain(attacker.email!);
      const theirs = await victim.client.get("/perfil");
      expect(theirs.text).not.toContain("Atacante Renomeado");
      check(await attacker.client.get("/admin"), "locked", "admin após perfil com role");
    });

    it("club: someone else's userId in the body does not change who subscribes", async () => {
      const other = await newCustomer(server.url, true);
      const payer = await newCustomer(server.url, true);
      const start = await payer.client.post("/clube-lift", {
        form: { userId: "00000000-0000-4000-8000-000000000000", email: other.email! },
      });
      expect(start.status).toBe(303);
      const done = await payer.client.post(start.location!, {
        form: { name: "Pagante", cardNumber: "4242424242424242", expiry: "12/39", cvc: "123", userId: "x" },
      });
      expect(done.status).toBe(303);
      check(await payer.client.get(`/ebook/view/${premiumEbook}`), "ok", "pagante assinou");
      check(await other.client.get(`/ebook/view/${premiumEbook}`), "club", "outra pessoa continua sem clube");
    });

    it("product in the panel: the price is the one typed, extra fields (priceCents, id) count for nothing", async () => {
      const admin = people.admin.client;
      const res = await admin.post("/admin/produtos/novo", {
        form: { intent: "save", name: "Preço Digitado MATRIZ", price: "10,00", priceCents: "1", id: "1", visible: "on" },
      });
      expect(res.status, res.text.slice(0, 300)).toBe(303);
      expect(res.location).toBe("/admin/produtos");
      const search = await people.visitor.client.get("/api/search?q=Digitado");
      const found = search.json<{ products: { id: number; href: string }[] }>().products;
      expect(found).toHaveLength(1);
      expect(found[0]!.id).not.toBe(1);
      const page = await people.visitor.client.get(found[0]!.href);
      expect(page.text).toMatch(/R\$\s*10,00/);
    });

    it("an account the app just created becomes neither admin nor subscriber without paying", async () => {
      const client = new Client(server.url, "198.51.100.8");
      const email = uniqueEmail("novo");
      await signUp(client, email, "senha-abcdef");
      await signIn(client, email, "senha-abcdef");
      check(await client.get(`/ebook/${premiumEbook}/arquivo`), "club", "sem pagar");
    });
  });
});
