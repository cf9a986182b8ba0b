// The Foundation's promises, checked against the production build over HTTP.
import { beforeAll, describe, expect, it } from "vitest";
import { createPglite } from "~/db/client.server";
import fs from "node:fs";
import path from "node:path";
import postgres from "postgres";
import { runToExit, tempDataDir, type RunningServer } from "./support/server";
import { dropDatabase } from "../support/drop-database";
import { resourcesForAll } from "./support/fixtures";

const resources = resourcesForAll();
let server: RunningServer;

beforeAll(async () => {
  server = await resources.server();
});

async function get(pathname: string, init?: RequestInit) {
  return fetch(server.url + pathname, { redirect: "manual", ...init });
}

describe("server-rendered shell", () => {
  it("serves the quiz hero, the sidebar, header and footer in the HTML", async () => {
    const res = await get("/");
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<html lang="pt-BR"');
    expect(html).toContain("Descubra o suplemento ideal para o seu organismo");
    expect(html).toMatch(/<title>[^<]+<\/title>/);
    expect(html).toContain('name="description"');
    for (const href of ['href="/loja"', 'href="/clube-lift"', 'href="/blog"', 'href="/ebooks"', 'href="/receitas"']) {
      expect(html).toContain(href);
    }
    expect(html).toContain("O que você procura?");
    expect(html).toContain(String(new Date().getFullYear()));
  });

  it("answers any unknown path with the 404 page", async () => {
    for (const pathname of ["/nao-existe", "/a/b/c", "/clube-outra-marca"]) {
      const res = await get(pathname);
      expect(res.status, pathname).toBe(404);
      expect(await res.text(), pathname).toContain("Página não encontrada");
    }
    // A product that does not exist says so (issue 19), still a 404.
    for (const pathname of ["/produto/999999", "/produto/abc"]) {
      const res = await get(pathname);
      expect(res.status, pathname).toBe(404);
      expect(await res.text(), pathname).toContain("Produto não encontrado");
    }
  });

  it("renders every route of the spec's route table without a server error", async () => {
    const productRes = await get("/api/search?q=detox");
    const { products } = (await productRes.json()) as { products: { id: number }[] };
    const id = products[0]!.id;
    const blog = await (await get("/blog")).text();
    const slug = /href="\/blog\/([a-z0-9-]+)"/.exec(blog.replace(/href="\/blog\/(lista|categorias)[^"]*"/g, ""))![1];
    const pages: [string, number][] = [
      ["/", 200],
      ["/plano-emagrecimento", 200],
      ["/plano-pele", 200],
      ["/plano-sono", 200],
      ["/plano-foco", 200],
      ["/plano-energia", 200],
      ["/dht", 200],
      ["/new-detox", 200],
      ["/clube-lift", 200],
      ["/clube-lift/sucesso", 200],
      ["/loja", 200],
      [`/produto/${id}`, 200],
      [`/produto/${id}/receba-em-casa`, 200],
      [`/product/${id}`, 200],
      ["/cart", 200],
      ["/auth/esqueci-senha", 200],
      // Signed out, every page of the panel answers its sign-in page with 403.
      ["/admin", 403],
      ["/admin/pedidos", 403],
      ["/admin/resultados", 403],
      ["/privacidade", 200],
      ["/termos", 200],
      ["/privacidade/meus-dados", 200],
      ["/auth/login", 200],
      ["/auth/register", 200],
      ["/reset-password", 200],
      ["/receitas", 200],
      ["/ebooks", 200],
      ["/blog", 200],
      ["/blog/lista", 200],
      ["/blog/categorias/nutricao", 200],
      [`/blog/${slug}`, 200],
      ["/checkout", 200],
      ["/pedido-confirmado", 302],
      ["/dashboard", 302],
      ["/perfil", 302],
      ["/pedidos", 302],
      ["/blog/categorias/desconhecida", 302],
      ["/blog/artigo-que-nao-existe", 302],
    ];
    for (const [pathname, status] of pages) {
      const res = await get(pathname);
      expect(res.status, pathname).toBe(status);
      if (status === 200) {
        const html = await res.text();
        expect(html, pathname).toMatch(/<title>[^<]+<\/title>/);
        expect(html, pathname).toContain("<aside");
      }
    }
    expect((await get("/dashboard")).headers.get("location")).toBe("/auth/login?redirectTo=%2Fdashboard");
  });

  it("shows the plan products with their catalog prices", async () => {
    const detox = await (await get("/plano-emagrecimento")).text();
    expect(detox).toContain("Lift Detox Black");
    expect(detox).toContain("147,00");
    const hair = await (await get("/dht")).text();
    for (const price of ["147,00", "327,00", "547,00"]) expect(hair).toContain(price);
    const skin = await (await get("/plano-pele")).text();
    expect(skin).toContain("Lift Skin (Colágeno Premium)");
    expect(skin).toContain("197,00");
  });
});

describe("assets and files", () => {
  it("lets shoppers' pages paint before their scripts load, while the panel and the cart hydrate at once", async () => {
    for (const page of ["/", "/loja", "/plano-emagrecimento"]) {
      const html = await (await get(page)).text();
      expect(html, page).not.toContain('rel="modulepreload"');
      expect(html, page).not.toMatch(/<script[^>]*type="module"/);
      expect(html, page).toContain('addEventListener("load"');
    }
    for (const page of ["/admin", "/cart", "/checkout"]) {
      const html = await (await get(page)).text();
      expect(html, page).toContain('rel="modulepreload"');
      expect(html, page).toMatch(/<script[^>]*type="module"/);
    }
  });

  it("serves hashed assets as the build compressed them (Brotli, else gzip), cached for a year", async () => {
    const html = await (await get("/")).text();
    const asset = /\/assets\/[^"]+\.js/.exec(html)![0];
    const file = path.join(import.meta.dirname, "..", "..", "build", "client", asset);
    const original = fs.readFileSync(file);
    // The size on the wire is the build's copy: compressing per request would send no length at all.
    for (const [accept, encoding, copy] of [
      ["gzip, deflate, br", "br", `${file}.br`],
      ["gzip", "gzip", `${file}.gz`],
      ["identity", null, file],
    ] as const) {
      const res = await get(asset, { headers: { "Accept-Encoding": accept } });
      expect(res.status, accept).toBe(200);
      expect(res.headers.get("cache-control"), accept).toContain("immutable");
      expect(res.headers.get("content-encoding"), accept).toBe(encoding);
      expect(res.headers.get("content-length"), accept).toBe(String(fs.statSync(copy).size));
      if (encoding) expect(res.headers.get("vary"), accept).toContain("Accept-Encoding");
      // fetch decodes Brotli and gzip: what the browser runs is the build's file, byte for byte.
      expect(Buffer.from(await res.arrayBuffer()).equals(original), accept).toBe(true);
    }
    // The copies are served in place of their file, never under their own name.
    expect((await get(`${asset}.br`)).status).toBe(404);
  });

  it("serves public images and never the private e-book files", async () => {
    const html = await (await get("/loja")).text();
    const image = /src="(\/files\/products\/[^"]+\.webp)"/.exec(html)![1]!;
    const res = await get(image);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/webp");
    const avif = /srcSet="(\/files\/products\/[^" ]+\.avif) /.exec(html)![1]!;
    expect((await get(avif)).headers.get("content-type")).toBe("image/avif");
    expect((await get("/files/ebooks/files/seed-sono-reparador.pdf")).status).toBe(404);
    expect((await get("/files/products/../ebooks/files/x.pdf")).status).toBe(404);
    expect((await get("/files/products/%2e%2e/%2e%2e/session-secret")).status).toBe(404);
  });

  it("finds products by name without accents or case", async () => {
    const search = async (q: string) =>
      ((await (await get(`/api/search?q=${encodeURIComponent(q)}`)).json()) as { products: { name: string }[] }).products.map(
        (p) => p.name,
      );
    expect(await search("detox")).toContain("Lift Detox Black");
    expect(await search("colageno")).toContain("Lift Skin (Colágeno Premium)");
    expect(await search("")).toEqual([]);
    expect(await search("%")).toEqual([]);
    expect(await search("x".repeat(10_000))).toEqual([]);
  });
});

describe("process lifecycle", () => {
  it("keeps the data across a restart and refuses a second process on the same directory", async () => {
    const dataDir = tempDataDir();
    const first = await resources.server({ dataDir });
    const second = await runToExit({ DATA_DIR: dataDir, PORT: String(first.port + 1) });
    expect(second.code).toBe(1);
    expect(second.output).toContain("já está em uso");
    expect(await first.stop("SIGTERM")).toBe(0);

    // Change data while the server is down, then restart: the change is still there and the seed does not run again.
    const pg = await createPglite(path.join(dataDir, "pgdata"));
    await pg.exec("UPDATE products SET visible = false WHERE handle = 'dormirex'");
    await pg.close();
    const restarted = await resources.server({ dataDir });
    try {
      const html = await (await fetch(`${restarted.url}/loja`)).text();
      expect(html).toContain("Lift Detox Black");
      expect(html).not.toContain("Dormirex");
    } finally {
      await restarted.stop();
    }
  });

  it("stops with one clear line when a setting is invalid", async () => {
    const { code, output } = await runToExit({ DATA_DIR: tempDataDir(), PORT: "abc" });
    expect(code).toBe(1);
    expect(output.trim().split("\n")).toHaveLength(1);
    expect(output).toContain("PORT");
  });

  it.runIf(process.env.TEST_DATABASE_URL)("runs the same app on PostgreSQL with DATABASE_URL", async () => {
    const adminUrl = process.env.TEST_DATABASE_URL!;
    const name = `lift_e2e_${Date.now()}`;
    const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
    await admin.unsafe(`CREATE DATABASE ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const pgServer = await resources.server({ env: { DATABASE_URL: url.toString() } });
    try {
      expect(await (await fetch(`${pgServer.url}/healthz`)).json()).toEqual({ ok: true, database: "postgres" });
      const html = await (await fetch(`${pgServer.url}/plano-emagrecimento`)).text();
      expect(html).toContain("Lift Detox Black");
    } finally {
      await pgServer.stop();
      await dropDatabase(admin, name);
      await admin.end();
    }
  });
});
