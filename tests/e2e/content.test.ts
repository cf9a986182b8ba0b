// Content in Chromium: read an article, follow a related post and a category,
// premium e-books locked for a visitor; sitemap and RSS are well-formed XML
// listing the seeded content; robots.txt keeps private pages out.
import type { Browser } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import type { RunningServer } from "./support/server";
import { resourcesForAll, resourcesForEach } from "./support/fixtures";

const resources = resourcesForAll();
const each = resourcesForEach();
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([
    // A public address never has demo payments (decision 022: the server would refuse to start).
    resources.server({ env: { PUBLIC_URL: "https://loja.example.com", DEMO_PAYMENTS: "" } }),
    resources.browser(),
  ]);
});

describe("blog, e-books and findability", () => {
  it("lets a visitor read an article, follow a related post and a category", async () => {
    const page = await each.page(browser);
    await page.goto(`${server.url}/blog`);
    await page.getByText("Destaque").first().waitFor();
    await page.getByRole("heading", { name: "Artigos Recentes" }).waitFor();
    const article = page.locator("main article a[href^='/blog/']").first();
    const href = await article.getAttribute("href");
    await page.goto(server.url + href);
    await page
      .getByText(/min de leitura/)
      .first()
      .waitFor();
    const related = page.locator("section[aria-labelledby='artigos-relacionados'] a[href^='/blog/']").first();
    const relatedHref = await related.getAttribute("href");
    expect(relatedHref).not.toBe(href);
    await related.click();
    await page.waitForURL(server.url + relatedHref);
    const html = await page.content();
    expect(html).toContain('"@type":"Article"');
    const category = page.locator("a[href^='/blog/categorias/']").first();
    const categoryHref = await category.getAttribute("href");
    await category.click();
    await page.waitForURL(server.url + categoryHref);
    expect(await page.locator("main a[href^='/blog/']").count()).toBeGreaterThan(0);
    await page.close();
  });

  it("shows premium e-books locked to a visitor", async () => {
    const page = await each.page(browser);
    await page.goto(`${server.url}/ebooks`);
    await page.getByRole("heading", { name: "eBooks Premium" }).first().waitFor();
    expect(await page.getByRole("link", { name: /^Desbloquear com Clube Lift/ }).count()).toBeGreaterThan(0);
    await page.close();
  });

  it("publishes a sitemap and an RSS feed that parse as XML and list the seeded content", async () => {
    const page = await each.page(browser);
    await page.goto(`${server.url}/`);
    const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
    const rss = await (await fetch(`${server.url}/blog/rss.xml`)).text();
    const parse = (xml: string) =>
      page.evaluate((text) => {
        const doc = new DOMParser().parseFromString(text, "application/xml");
        return doc.getElementsByTagName("parsererror").length === 0 ? doc.documentElement.nodeName : "erro";
      }, xml);
    expect(await parse(sitemap)).toBe("urlset");
    expect(await parse(rss)).toBe("rss");
    expect(sitemap).toContain("<loc>https://loja.example.com/blog/");
    expect(sitemap).toContain("<loc>https://loja.example.com/produto/");
    expect(sitemap).toContain("<loc>https://loja.example.com/receitas/");
    expect(sitemap).not.toContain("/admin");
    expect((rss.match(/<item>/g) ?? []).length).toBeGreaterThanOrEqual(6);
    const robots = await (await fetch(`${server.url}/robots.txt`)).text();
    for (const path of ["/admin", "/dashboard", "/checkout"]) expect(robots).toContain(`Disallow: ${path}`);
    expect(robots).toContain("Sitemap: https://loja.example.com/sitemap.xml");
    await page.close();
  });
});
