// Details a careful shopper notices (issue 19): a missing or hidden product says so,
// and every page, the error pages included, has a pt-BR title and a description.
import path from "node:path";
import { createPglite } from "~/db/client.server";
import { beforeAll, describe, expect, it } from "vitest";
import { tempDataDir, type RunningServer } from "./support/server";
import { resourcesForAll } from "./support/fixtures";

const resources = resourcesForAll();
let server: RunningServer;
let hiddenId: number;
let visibleId: number;

beforeAll(async () => {
  // Seed, hide one product while the server is down (PGlite is one process per directory), start again.
  const dataDir = tempDataDir();
  const first = await resources.server({ dataDir, timeoutMs: 200_000 });
  await first.stop();
  const pg = await createPglite(path.join(dataDir, "pgdata"));
  const { rows } = await pg.query<{ id: number; handle: string }>(
    "SELECT id, handle FROM products WHERE handle IN ('dormirex', 'lift-detox-black')",
  );
  await pg.exec("UPDATE products SET visible = false WHERE handle = 'dormirex'");
  await pg.close();
  hiddenId = rows.find((r) => r.handle === "dormirex")!.id;
  visibleId = rows.find((r) => r.handle !== "dormirex")!.id;
  server = await resources.server({ dataDir, timeoutMs: 200_000 });
}, 420_000);

function decode(text: string): string {
  return text
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">");
}

async function head(pathname: string): Promise<{ status: number; title: string; description: string | null; html: string }> {
  const res = await fetch(server.url + pathname, { redirect: "follow" });
  const html = await res.text();
  const title = decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "");
  const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1];
  return { status: res.status, title, description: description === undefined ? null : decode(description), html };
}

// Portuguese, not the framework's English defaults.
const ENGLISH = /\b(Unexpected|Error|Not Found|Page)\b/;

describe("a missing or hidden product", () => {
  it.each(["/produto/{id}", "/product/{id}", "/produto/{id}/receba-em-casa"])(
    "%s answers 404 with 'Produto não encontrado' and a link back to /loja",
    async (pattern) => {
      for (const id of [999999, hiddenId, "abc"]) {
        const page = await head(pattern.replace("{id}", String(id)));
        expect(page.status, `${pattern} ${id}`).toBe(404);
        expect(page.html).toContain("<h1");
        expect(page.html).toMatch(/<h1[^>]*>Produto não encontrado<\/h1>/);
        expect(page.html).toMatch(/<a [^>]*href="\/loja"[^>]*>.*Voltar para a loja/s);
        expect(page.html).not.toContain("Página não encontrada");
        expect(page.title).toBe("Produto não encontrado | Lift");
        expect(page.description).toBeTruthy();
      }
      // The visible product still shows itself.
      const found = await head(pattern.replace("{id}", String(visibleId)));
      expect(found.status).toBe(200);
      expect(found.html).not.toContain("Produto não encontrado");
    },
  );
});

describe("every page has a pt-BR title and a meta description", () => {
  it("on every route of the table, the sitemap's pages and the error pages", async () => {
    const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
    const fromSitemap = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    expect(fromSitemap.length).toBeGreaterThan(10);
    const others = [
      "/",
      "/plano-emagrecimento",
      "/plano-pele",
      "/plano-sono",
      "/plano-foco",
      "/plano-energia",
      "/dht",
      "/new-detox",
      "/pedido-confirmado",
      "/loja",
      "/cart",
      "/checkout",
      "/auth/login",
      "/auth/register",
      "/auth/confirmar",
      "/auth/esqueci-senha",
      "/reset-password",
      "/dashboard",
      "/perfil",
      "/pedidos",
      "/receitas",
      "/ebooks",
      "/blog",
      "/blog/lista",
      "/admin",
      "/clube-lift",
      "/clube-lift/sucesso",
      "/pagamento/00000000-0000-0000-0000-000000000000",
      "/pagar/1?t=x",
      // Error pages: the 404 route, 404s thrown by loaders, a product that is not there.
      "/nao-existe",
      "/uma/rota/qualquer",
      "/blog/artigo-que-nao-existe",
      "/receitas/receita-que-nao-existe",
      "/ebook/999999",
      "/ebooks/categoria/titulo-que-nao-existe",
      "/blog/categorias/nao-existe",
      "/produto/999999",
      "/product/999999",
    ];
    const problems: string[] = [];
    const statuses = new Set<number>();
    for (const pathname of new Set([...others, ...fromSitemap])) {
      const page = await head(pathname);
      statuses.add(page.status);
      if (!page.html.startsWith("<!DOCTYPE html>")) continue; // redirects to files and feeds
      if (!page.title.trim()) problems.push(`${pathname} (${page.status}): <title> vazio`);
      else if (ENGLISH.test(page.title)) problems.push(`${pathname}: título em inglês "${page.title}"`);
      if (!page.description?.trim()) problems.push(`${pathname} (${page.status}): sem meta description`);
      if (page.title.split("|").length > 2) problems.push(`${pathname}: título repetido "${page.title}"`);
    }
    expect(problems).toEqual([]);
    expect(statuses).toContain(404);
  });

  it("the 404 page's title and description", async () => {
    const page = await head("/nao-existe");
    expect(page.status).toBe(404);
    expect(page.title).toBe("Página não encontrada | Lift");
    expect(page.description).toBe("O endereço que você acessou não existe ou foi movido.");
    const thrown = await head("/receitas/receita-que-nao-existe");
    expect(thrown.status).toBe(404);
    expect(thrown.title).toBe("Página não encontrada | Lift");
  });
});
