// Blog, recipes, the feed and the sitemap against a real database.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { blogPosts, ebooks, products, recipes } from "~/db/schema";
import type { AppServices } from "~/services.server";
import { insertProducts } from "../../../tests/support/builders/catalog";
import { describeEachDatabase } from "../../../tests/support/database";
import { testServices } from "../../../tests/support/services";
import { blogFeed, renderBlogFeed } from "./blog-feed.server";
import { blogHomePage, blogListingPage, findCategory, loadArticle, normalizeAuthor, readingMinutes } from "./blog.server";
import { findRecipeForViewer, listRecipes, parseRecipeTab } from "./recipes.server";
import { DISALLOWED_PATHS, robotsTxt } from "./robots";
import { renderSitemap, sitemapEntries } from "./sitemap.server";
import { escapeXml } from "./xml";

/** A small well-formedness check: balanced tags, quoted attributes, only the five entities or numeric references. */
function assertWellFormedXml(xml: string) {
  const entity = /&(?!(amp|lt|gt|quot|apos|#\d+|#x[0-9a-f]+);)/i;
  let rest = xml.replace(/^<\?xml[^?]*\?>\s*/, "");
  const stack: string[] = [];
  let roots = 0;
  while (rest.length) {
    const lt = rest.indexOf("<");
    const text = lt === -1 ? rest : rest.slice(0, lt);
    if (entity.test(text) || text.includes(">")) throw new Error(`texto inválido: ${text.slice(0, 80)}`);
    if (!stack.length && text.trim()) throw new Error(`texto fora da raiz: ${text.slice(0, 80)}`);
    if (lt === -1) break;
    rest = rest.slice(lt);
    const tag = /^<(\/?)([A-Za-z_][\w:.-]*)((?:\s+[A-Za-z_][\w:.-]*="[^"<]*")*)\s*(\/?)>/.exec(rest);
    if (!tag) throw new Error(`tag inválida: ${rest.slice(0, 80)}`);
    const [whole, closing, name, attrs, selfClosing] = tag;
    if (entity.test(attrs!)) throw new Error(`atributo inválido: ${attrs}`);
    if (closing) {
      if (stack.pop() !== name) throw new Error(`fechamento inesperado: ${name}`);
    } else if (!selfClosing) {
      if (!stack.length) roots++;
      stack.push(name!);
    } else if (!stack.length) roots++;
    rest = rest.slice(whole.length);
  }
  if (stack.length) throw new Error(`tags não fechadas: ${stack.join(", ")}`);
  if (roots !== 1) throw new Error(`esperava uma raiz, achei ${roots}`);
}

describe("xml helpers", () => {
  it("escapes the five characters and drops those XML forbids", () => {
    expect(escapeXml(`a & b < c > "d" 'e'\u0001\u000b`)).toBe("a &amp; b &lt; c &gt; &quot;d&quot; &apos;e&apos;");
    expect(() => assertWellFormedXml("<a><b>x</a></b>")).toThrow();
    expect(() => assertWellFormedXml("<a>x & y</a>")).toThrow();
  });
});

describe("blog rules", () => {
  it("reading time is words / 200 rounded up, at least 1 minute", () => {
    expect(readingMinutes("")).toBe(1);
    expect(readingMinutes(`<p>${"palavra ".repeat(200)}</p>`)).toBe(1);
    expect(readingMinutes(`<p>${"palavra ".repeat(201)}</p>`)).toBe(2);
    expect(readingMinutes(`<h2>a</h2><p>${"x ".repeat(599)}</p>`)).toBe(3);
  });

  it("author defaults to Admin / Administrador and may arrive as a JSON string", () => {
    expect(normalizeAuthor(null)).toEqual({ name: "Admin", role: "Administrador" });
    expect(normalizeAuthor("não é json")).toEqual({ name: "Admin", role: "Administrador" });
    expect(normalizeAuthor('{"name":"Dra. Ana","role":"Nutricionista"}')).toEqual({ name: "Dra. Ana", role: "Nutricionista" });
    expect(normalizeAuthor({ name: " ", role: "Editora" })).toEqual({ name: "Admin", role: "Editora" });
    expect(normalizeAuthor({ name: "A", role: "B", avatar: "javascript:alert(1)" })).toEqual({ name: "A", role: "B" });
    expect(normalizeAuthor({ name: "A", role: "B", avatar: "/files/blog-covers/a.webp" }).avatar).toBe(
      "/files/blog-covers/a.webp",
    );
  });

  it("knows the six fixed categories only", () => {
    expect(
      ["nutricao", "emagrecimento", "bem-estar", "saude", "suplementacao", "beleza"].map((s) => findCategory(s)?.slug),
    ).toHaveLength(6);
    expect(findCategory("desconhecida")).toBeNull();
  });

  it("robots.txt keeps private areas out and points to the sitemap", () => {
    const text = robotsTxt("https://loja.example/");
    expect(DISALLOWED_PATHS).toEqual(expect.arrayContaining(["/admin", "/checkout", "/api/"]));
    for (const path of DISALLOWED_PATHS) {
      expect(text).toContain(`Disallow: ${path}\n`);
    }
    expect(text).toContain("Sitemap: https://loja.example/sitemap.xml");
  });
});

describeEachDatabase("content pages", (get) => {
  let services: AppServices;
  beforeAll(async () => {
    services = testServices(get(), { PUBLIC_URL: "https://loja.example", BRAND_NAME: "Lift & Cia" });
    const day = (n: number) => new Date(Date.UTC(2026, 0, n, 12));
    await services.db.insert(blogPosts).values([
      ...Array.from({ length: 23 }, (_, i) => ({
        title: `Artigo ${i + 1} <de> "teste" & cia`,
        slug: `artigo-${i + 1}`,
        excerpt: `Resumo ${i + 1} com & e <b>`,
        content: `<p>${"texto ".repeat(250)}</p>`,
        category: i % 2 ? "nutricao" : "beleza",
        publishedAt: day(i + 1),
      })),
      {
        title: "Artigo perigoso",
        slug: "artigo-perigoso",
        excerpt: "x",
        content:
          '<p onclick="x()">oi</p><script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:alert(1)">link</a>',
        category: "saude",
        publishedAt: day(1),
        // Stored double-encoded (a JSON text inside the jsonb), as normalizeAuthor must read it.
        author: '{"name":"Dra. Ana","role":"Nutricionista"}' as unknown as (typeof blogPosts.$inferInsert)["author"],
      },
    ]);
    await services.db.insert(recipes).values([
      { slug: "gratis", title: "Receita grátis", premium: false, ingredients: ["1 ovo"], steps: ["Bata"] },
      {
        slug: "premium",
        title: "Receita premium",
        premium: true,
        ingredients: ["ingrediente secreto"],
        steps: ["passo secreto"],
      },
    ]);
    await insertProducts(services.db, [
      { name: "Visível", priceCents: 100 },
      { name: "Nulo conta como visível", priceCents: 100, visible: null },
      { name: "Escondido", priceCents: 100, visible: false },
    ]);
    await services.db.insert(ebooks).values([{ title: "Um e-book", fileKey: "ebooks/files/segredo.pdf" }]);
  });

  it("sanitises the stored article on the way out and parses a JSON-string author", async () => {
    const page = await loadArticle(services.db, "artigo-perigoso");
    expect(page!.post.contentHtml).toBe('<p>oi</p><img src="x" alt="" loading="lazy" /><a>link</a>');
    expect(page!.post.author).toEqual({ name: "Dra. Ana", role: "Nutricionista" });
    expect(page!.post.category?.name).toBe("Saúde");
    expect(await loadArticle(services.db, "nao-existe")).toBeNull();
  });

  it("related: at most 2 of the same category, newest first, never the article itself", async () => {
    const page = await loadArticle(services.db, "artigo-5");
    expect(page!.related.map((p) => p.slug)).toEqual(["artigo-23", "artigo-21"]);
    expect(page!.post.minutes).toBe(2);
    expect(page!.sidebar.recent.map((p) => p.slug)).toEqual(["artigo-23", "artigo-22", "artigo-21"]);
    expect(page!.sidebar.categories).toHaveLength(6);
  });

  it("/blog features the newest and lists six more; listings filter by category", async () => {
    const home = await blogHomePage(services.db);
    expect(home.featured!.slug).toBe("artigo-23");
    expect(home.recent).toHaveLength(6);
    const beauty = await blogListingPage(services.db, findCategory("beleza"));
    expect(beauty.posts.every((p) => p.category === "beleza")).toBe(true);
    expect(beauty.posts).toHaveLength(12);
    expect((await blogListingPage(services.db, findCategory("emagrecimento"))).posts).toEqual([]);
  });

  it("RSS: the latest 20, escaped, RFC 822 dates, well-formed", async () => {
    const xml = await blogFeed(services);
    assertWellFormedXml(xml);
    expect(xml.match(/<item>/g)).toHaveLength(20);
    expect(xml).toContain("<title>Blog Lift &amp; Cia</title>");
    expect(xml).toContain("<title>Artigo 23 &lt;de&gt; &quot;teste&quot; &amp; cia</title>");
    expect(xml).toContain("<link>https://loja.example/blog/artigo-23</link>");
    expect(xml).toContain("<pubDate>Fri, 23 Jan 2026 12:00:00 GMT</pubDate>");
    expect(xml).toContain('<atom:link href="https://loja.example/blog/rss.xml" rel="self" type="application/rss+xml"/>');
    expect(xml).not.toContain("artigo-3<");
    assertWellFormedXml(renderBlogFeed({ publicUrl: "http://x", brandName: "B" }, []));
  });

  it("sitemap: every public page with absolute URLs; hidden products and private files stay out", async () => {
    const entries = await sitemapEntries(services);
    const xml = renderSitemap(services.config.publicUrl, entries);
    assertWellFormedXml(xml);
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    expect(locs.every((l) => l.startsWith("https://loja.example/"))).toBe(true);
    for (const path of [
      "/",
      "/plano-emagrecimento",
      "/plano-pele",
      "/plano-sono",
      "/plano-foco",
      "/plano-energia",
      "/dht",
      "/new-detox",
      "/clube-lift",
      "/loja",
      "/blog",
      "/blog/lista",
      "/blog/categorias/nutricao",
      "/blog/categorias/beleza",
      "/blog/artigo-perigoso",
      "/receitas",
      "/receitas/gratis",
      "/receitas/premium",
      "/ebooks",
    ]) {
      expect(locs, path).toContain(`https://loja.example${path}`);
    }
    const [visible] = await services.db.select().from(products).where(eq(products.name, "Visível"));
    const [nullVisible] = await services.db.select().from(products).where(eq(products.name, "Nulo conta como visível"));
    const [hidden] = await services.db.select().from(products).where(eq(products.name, "Escondido"));
    expect(locs).toContain(`https://loja.example/produto/${visible!.id}`);
    expect(locs).toContain(`https://loja.example/produto/${nullVisible!.id}`);
    expect(locs).not.toContain(`https://loja.example/produto/${hidden!.id}`);
    expect(locs.filter((l) => /\/ebook\/\d+$/.test(l))).toHaveLength(1);
    expect(xml).not.toMatch(/admin|dashboard|checkout|\/cart|segredo/);
    expect(xml).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}T/);
  });

  it("premium recipes carry no ingredients or steps for non-subscribers", async () => {
    const locked = await findRecipeForViewer(services.db, "premium", false);
    expect(locked).toMatchObject({ locked: true, ingredients: null, steps: null });
    expect(JSON.stringify(locked)).not.toContain("secreto");
    const open = await findRecipeForViewer(services.db, "premium", true);
    expect(open).toMatchObject({ locked: false, ingredients: ["ingrediente secreto"], steps: ["passo secreto"] });
    expect(await findRecipeForViewer(services.db, "gratis", false)).toMatchObject({ locked: false, ingredients: ["1 ovo"] });
    expect(await findRecipeForViewer(services.db, "nao-existe", true)).toBeNull();
  });

  it("recipe tabs: todas, gratuitas, premium", async () => {
    expect(parseRecipeTab("premium")).toBe("premium");
    expect(parseRecipeTab("outra")).toBe("todas");
    expect((await listRecipes(services.db, "todas")).map((r) => r.slug)).toEqual(["gratis", "premium"]);
    expect((await listRecipes(services.db, "gratuitas")).map((r) => r.slug)).toEqual(["gratis"]);
    expect((await listRecipes(services.db, "premium")).map((r) => r.slug)).toEqual(["premium"]);
    expect(JSON.stringify(await listRecipes(services.db))).not.toContain("secreto");
  });
});
