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
import { beforeAll, describe, expect, it } from "vitest";
import { SESSION_COOKIE } from "~/domain/accounts/sessions.server";
import { PUBLIC_RENDER_HEADER } from "~/domain/accounts/viewer.server";
import { SIDEBAR_COOKIE } from "~/lib/sidebar-cookie";
import { seedRecipes } from "../../scripts/seed/content/recipes";
import { Client, ENGINES, type RunningServer, startOn, uniqueEmail } from "./support/app";
import { signIn, signUp, subscribe } from "./support/identities";
import { resourcesForAll } from "../e2e/support/fixtures";

const premiumRecipe = seedRecipes.find((r) => r.premium)!;
const PREMIUM_STEP = premiumRecipe.steps[0]!.slice(0, 40);

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

describe.each(ENGINES)("cache de páginas: só o que a renderização provou público (%s)", (engine) => {
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

  it("um visitante recebe a página do cache (ETag) e o cabeçalho interno de prova nunca sai", async () => {
    const first = await get("/loja?pagina=1");
    expect(first.res.status).toBe(200);
    expect(first.res.headers.get("ETag")).toMatch(/^W\//);
    expect(first.res.headers.has(PUBLIC_RENDER_HEADER)).toBe(false);
    const second = await get("/loja?pagina=1");
    expect(second.res.headers.get("ETag")?.split(".")[0]).toBe(first.res.headers.get("ETag")?.split(".")[0]);
    expect(second.res.headers.has(PUBLIC_RENDER_HEADER)).toBe(false);
  });

  it("rotas que não optaram nunca são guardadas, mesmo para visitantes", async () => {
    for (const path of ["/cart", "/auth/login", "/pedido-confirmado", "/checkout"]) {
      const { res } = await get(path);
      expect(res.headers.get("ETag"), path).toBeNull();
      expect(res.headers.has(PUBLIC_RENDER_HEADER), path).toBe(false);
    }
  });

  for (const page of [
    { label: "receita premium", path: `/receitas/${premiumRecipe.slug}`, secret: () => PREMIUM_STEP },
    { label: "início (nome no menu)", path: "/", secret: () => name },
  ]) {
    it(`${page.label}: a requisição de um assinante, com o cookie escrito de qualquer jeito, nunca abastece o que um visitante recebe`, async () => {
      let index = 0;
      for (const variant of variants(token)) {
        // A fresh cache key per variant: the subscriber's request is the first for that address.
        const path = `${page.path}?variante=${index++}`;
        const asSubscriber = await get(path, variant.header);
        expect(asSubscriber.res.status, variant.name).toBe(200);
        expect(
          asSubscriber.text.includes(page.secret()),
          `${variant.name}: o app ${variant.recognised ? "lê" : "não lê"} esta sessão`,
        ).toBe(variant.recognised);
        if (variant.recognised)
          expect(asSubscriber.res.headers.get("ETag"), `${variant.name}: página pessoal guardada`).toBeNull();

        const asVisitor = await get(path);
        expect(asVisitor.res.status).toBe(200);
        expect(asVisitor.text, `${variant.name}: visitante recebeu a página do assinante`).not.toContain(page.secret());

        // Now the address is cached for visitors; the subscriber still gets their own page.
        const again = await get(path, variant.header);
        expect(again.text.includes(page.secret()), `${variant.name}: assinante recebeu a página do visitante`).toBe(
          variant.recognised,
        );
      }
    });
  }
});
