// The page cache can never serve what was rendered for someone (decision 014).
// A subscriber asks for a premium recipe (and the home page, which shows their
// name) with the session cookie written every way a client may write it:
// spaces or tabs around `=`, several cookies in one header, a quoted value,
// other letter cases. Whatever the app made of that cookie, a visitor asking
// next for the same address must get the visitors' page. Before, the cache
// decided with its own cookie regex, which missed `lift_session\t=…` and
// `lift_session =…` while the app's parser read them: the subscriber's page
// was stored and served to everyone.
// A stored page is recognisable from outside: only answers from the cache
// carry an ETag.
// Made-up addresses do not make entries either (decision 022's companion in
// server/page-cache.ts): a page is stored only under its canonical address
// (the route's own spelling, exactly the query parameters it reads, with
// values it knows). Before, every distinct query string was a new entry, so
// one client asking /loja?x=1, /loja?x=2, … filled the server's memory.
import { beforeAll, describe, expect, it } from "vitest";
import { SESSION_COOKIE } from "~/domain/accounts/sessions.server";
import { PUBLIC_RENDER_HEADER } from "~/domain/accounts/viewer.server";
import { SIDEBAR_COOKIE } from "~/platform/http/sidebar-cookie";
import { seedRecipes } from "../../scripts/seed/content/recipes";
import { Client, ENGINES, type RunningServer, startOn, uniqueEmail } from "./support/app";
import { signIn, signUp, subscribe } from "./support/identities";
import { resourcesForAll } from "../e2e/support/fixtures";

const premiumRecipes = seedRecipes.filter((r) => r.premium);
const premiumRecipe = premiumRecipes[0]!;
const PREMIUM_STEP = premiumRecipe.steps[0]!.slice(0, 40);
/** Public pages with a canonical address each: every cookie variant below is the first request for its own address. */
const FRESH_PAGES = [
  ...premiumRecipes.map((r) => ({ path: `/receitas/${r.slug}`, premiumStep: r.steps[0]!.slice(0, 40) })),
  ...["/", "/loja", "/blog", "/receitas", "/ebooks", "/plano-sono", "/dht"].map((path) => ({ path, premiumStep: null })),
];

/** Cookie headers carrying the same session token, and whether the app's parser reads them as that session. */
function variants(token: string): { name: string; header: string; recognised: boolean }[] {
  return [
    { name: "como o navegador envia", header: `${SESSION_COOKIE}=${token}`, recognised: true },
    { name: "espaço antes do =", header: `${SESSION_COOKIE} =${token}`, recognised: true },
    { name: "espaço depois do =", header: `${SESSION_COOKIE}= ${token}`, recognised: true },
    { name: "tabs ao redor do =", header: `${SESSION_COOKIE}\t=\t${token}`, recognised: true },
    { name: "tab antes do nome", header: `outro=1;\t${SESSION_COOKIE}=${token}`, recognised: true },
    {
      name: "vários cookies num cabeçalho",
      header: `a=1; ${SIDEBAR_COOKIE}=true;${SESSION_COOKIE}=${token}; b=2`,
      recognised: true,
    },
    { name: "valor entre aspas", header: `${SESSION_COOKIE}="${token}"`, recognised: true },
    { name: "nome em maiúsculas", header: `${SESSION_COOKIE.toUpperCase()}=${token}`, recognised: false },
    { name: "nome com inicial maiúscula", header: `Lift_Session=${token}`, recognised: false },
  ];
}

describe.each(ENGINES)("page cache: only what the render proved public (%s)", (engine) => {
  let server: RunningServer;
  let token: string;
  const name = `Assinante Secreta ${Date.now().toString(36)}`;

  const resources = resourcesForAll();
  beforeAll(async () => {
    server = await resources.start(startOn(engine, { env: { DEMO_PAYMENTS: "true" } }), (s) => s.stop());
    const client = new Client(server.url);
    const email = uniqueEmail("assinante");
    await signUp(client, email, "Senha-secreta-1", name);
    await signIn(client, email, "Senha-secreta-1");
    await subscribe(client);
    token = client.cookies.get(SESSION_COOKIE)!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    // The subscriber sees the premium steps on the recipe page.
    const own = await client.get(`/receitas/${premiumRecipe.slug}`);
    expect(own.text).toContain(PREMIUM_STEP);
  });

  const get = (path: string, cookie?: string) =>
    fetch(server.url + path, { headers: cookie ? { Cookie: cookie } : {}, redirect: "manual" }).then(async (res) => ({
      res,
      text: await res.text(),
    }));

  it("a visitor gets the page from the cache (ETag) and the internal proof header never leaves", async () => {
    const first = await get("/blog/lista");
    expect(first.res.status).toBe(200);
    expect(first.res.headers.get("ETag")).toMatch(/^W\//);
    expect(first.res.headers.has(PUBLIC_RENDER_HEADER)).toBe(false);
    const second = await get("/blog/lista");
    expect(second.res.headers.get("ETag")?.split(".")[0]).toBe(first.res.headers.get("ETag")?.split(".")[0]);
    expect(second.res.headers.has(PUBLIC_RENDER_HEADER)).toBe(false);
  });

  it("routes that did not opt in are never stored, even for visitors", async () => {
    for (const path of ["/cart", "/auth/login", "/pedido-confirmado", "/checkout"]) {
      const { res } = await get(path);
      expect(res.headers.get("ETag"), path).toBeNull();
      expect(res.headers.has(PUBLIC_RENDER_HEADER), path).toBe(false);
    }
  });

  it("a subscriber's request, with the cookie however spelt, never feeds what a visitor gets (premium recipe, name in the menu)", async () => {
    const all = variants(token);
    expect(FRESH_PAGES.length).toBeGreaterThanOrEqual(all.length);
    for (const [index, variant] of all.entries()) {
      // A canonical address no one has asked for yet: the subscriber's request is the first for it.
      const page = FRESH_PAGES[index]!;
      const secrets = [name, ...(page.premiumStep ? [page.premiumStep] : [])];
      const asSubscriber = await get(page.path, variant.header);
      expect(asSubscriber.res.status, variant.name).toBe(200);
      for (const secret of secrets) {
        expect(
          asSubscriber.text.includes(secret),
          `${variant.name} em ${page.path}: o app ${variant.recognised ? "lê" : "não lê"} esta sessão`,
        ).toBe(variant.recognised);
      }
      if (variant.recognised) expect(asSubscriber.res.headers.get("ETag"), `${variant.name}: página pessoal guardada`).toBeNull();

      const asVisitor = await get(page.path);
      expect(asVisitor.res.status).toBe(200);
      expect(asVisitor.res.headers.get("ETag"), `${page.path}: a página dos visitantes é guardada`).toMatch(/^W\//);
      for (const secret of secrets) {
        expect(asVisitor.text, `${variant.name}: visitante recebeu a página do assinante`).not.toContain(secret);
      }

      // Now the address is cached for visitors; the subscriber still gets their own page.
      const again = await get(page.path, variant.header);
      for (const secret of secrets) {
        expect(again.text.includes(secret), `${variant.name}: assinante recebeu a página do visitante`).toBe(variant.recognised);
      }
    }
  });

  it("made-up addresses (unknown parameters, values the page does not know, other spellings) never become entries; the canonical ones do", async () => {
    const store = await get("/loja");
    const category = decodeURIComponent(/href="\/loja\?categoria=([^"&]+)"/.exec(store.text)![1]!);
    const productPath = /href="(\/produto\/\d+)"/.exec(store.text)![1]!;
    const kit = /\?pacote=([^"#&]+)#/.exec((await get("/dht")).text)![1]!;
    const canonical = [
      `/loja?categoria=${encodeURIComponent(category)}`,
      `/dht?pacote=${kit}`,
      "/receitas?aba=premium",
      "/ebooks?categoria=gratuitos",
      productPath,
    ];
    const madeUp = [
      "/loja?x=1",
      "/loja?utm_source=newsletter",
      `/loja?categoria=${encodeURIComponent(category)}&utm_source=newsletter`,
      "/loja?categoria=inventada",
      "/loja?pagina=1",
      "/loja?pagina=999999",
      `/loja?categoria=${encodeURIComponent(category)}&categoria=${encodeURIComponent(category)}`,
      "/LOJA",
      "/Loja",
      "/loja/",
      "/dht?pacote=inventado",
      "/receitas?aba=todas",
      "/ebooks?categoria=inventada",
      `${productPath}?utm_source=instagram`,
      `${productPath.toUpperCase()}`,
      "/blog/lista?fbclid=abc",
    ];
    for (const path of madeUp) {
      const first = await get(path);
      expect(first.res.status, path).toBeLessThan(500);
      const second = await get(path);
      // Rendered for whoever asks, never stored: no answer from the cache (only those carry an ETag).
      expect(first.res.headers.get("ETag"), `${path}: guardado`).toBeNull();
      expect(second.res.headers.get("ETag"), `${path}: servido do cache`).toBeNull();
      expect(second.res.headers.has(PUBLIC_RENDER_HEADER)).toBe(false);
    }
    // The same page with extra parameters is still the page (rendered), and its canonical address is cached.
    const tagged = await get("/loja?utm_source=newsletter");
    expect(tagged.res.status).toBe(200);
    expect(tagged.text).toContain("Todos os Produtos");
    for (const path of canonical) {
      await get(path);
      const cached = await get(path);
      expect(cached.res.status, path).toBe(200);
      expect(cached.res.headers.get("ETag"), `${path}: endereço canônico não guardado`).toMatch(/^W\//);
    }
  });
});
