// Security headers on every kind of response, cookies' attributes over http
// and https, and stored files served with their checked type and a
// Content-Disposition (uploads included: type decided by content, never by name).
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { type Answer, Client, type RunningServer, startAppServer } from "./support/app";
import { newAdmin, newCustomer } from "./support/identities";
import { catalogOf, orderForm } from "./support/shop";
import { resourcesForAll } from "../e2e/support/fixtures";

function expectBaseHeaders(res: Answer, where: string) {
  expect(res.headers.get("x-content-type-options"), where).toBe("nosniff");
  expect(res.headers.get("referrer-policy"), where).toBe("strict-origin-when-cross-origin");
  expect(res.headers.get("permissions-policy"), where).toMatch(/camera=\(\)/);
  expect(res.headers.get("x-request-id"), where).toMatch(/^[0-9a-f-]{36}$/);
}

function cspDirectives(res: Answer): Map<string, string> {
  const csp = res.headers.get("content-security-policy") ?? "";
  return new Map(
    csp
      .split(";")
      .map((d) => d.trim())
      .filter(Boolean)
      .map((d) => [d.split(" ")[0]!, d.slice(d.indexOf(" ") + 1)]),
  );
}

function expectPageCsp(res: Answer, where: string): string {
  const csp = cspDirectives(res);
  const script = csp.get("script-src") ?? "";
  const nonce = /'nonce-([0-9a-f]{32})'/.exec(script)?.[1];
  expect(nonce, `${where}: nonce no script-src`).toBeDefined();
  expect(script, where).not.toContain("unsafe-inline");
  expect(script, where).not.toContain("unsafe-eval");
  expect(csp.get("object-src"), where).toBe("'none'");
  expect(csp.get("base-uri"), where).toBe("'none'");
  expect(csp.get("frame-ancestors"), where).toBe("'none'");
  expect(res.headers.get("x-frame-options"), where).toBe("DENY");
  // Every inline script of the page carries this response's nonce.
  for (const tag of res.text.matchAll(/<script\b[^>]*>/g)) {
    if (/\bsrc=/.test(tag[0])) continue;
    expect(tag[0], `${where}: script sem nonce`).toContain(`nonce="${nonce}"`);
  }
  return nonce!;
}

function setCookies(res: Answer): string[] {
  return res.headers.getSetCookie();
}

describe("headers and cookies (http)", () => {
  let server: RunningServer;
  let visitor: Client;
  const resources = resourcesForAll();
  beforeAll(async () => {
    server = await resources.start(startAppServer(), (s) => s.stop());
    visitor = new Client(server.url);
  });

  it("toda resposta tem nosniff, Referrer-Policy, Permissions-Policy; nenhuma tem HSTS em http", async () => {
    const catalog = await catalogOf(visitor);
    const asset = /(\/assets\/[^"\\]+\.js)/.exec((await visitor.get("/")).text)?.[1];
    const image = fs.readdirSync(path.join(server.dataDir, "files", "products")).find((f) => f.endsWith("-r.webp"))!;
    const paths = [
      "/",
      "/loja",
      `/produto/${catalog.productIds[0]}`,
      "/auth/login",
      "/nao-existe",
      "/api/search?q=whey",
      "/api/cep/01001000",
      "/api/pedidos",
      "/healthz",
      "/sitemap.xml",
      "/robots.txt",
      "/blog/rss.xml",
      `/files/products/${image}`,
      "/files/ebooks/files/qualquer.pdf",
      asset!,
    ];
    for (const p of paths) {
      const res = await visitor.get(p);
      expectBaseHeaders(res, p);
      expect(res.headers.get("strict-transport-security"), p).toBeNull();
    }
    const post = await visitor.post("/api/pedidos", { form: {} });
    expectBaseHeaders(post, "POST /api/pedidos");
  });

  it("HTML pages: CSP with a fresh nonce per answer, no unsafe-inline for scripts", async () => {
    const seen = new Set<string>();
    for (const p of ["/", "/", "/loja", "/auth/login", "/nao-existe", "/blog", "/ebooks", "/receitas", "/clube-lift"]) {
      const res = await visitor.get(p);
      expect(res.headers.get("content-type"), p).toMatch(/^text\/html/);
      const nonce = expectPageCsp(res, p);
      expect(seen.has(nonce), `${p}: nonce repetido`).toBe(false);
      seen.add(nonce);
    }
  });

  it("public files: checked type, Content-Disposition, their own strict CSP", async () => {
    const image = fs.readdirSync(path.join(server.dataDir, "files", "products")).find((f) => f.endsWith("-r.webp"))!;
    const res = await visitor.get(`/files/products/${image}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/webp");
    const avif = await visitor.get(`/files/products/${image.replace(/\.webp$/, ".320w.avif")}`);
    expect(avif.headers.get("content-type")).toBe("image/avif");
    expect(cspDirectives(avif).get("default-src")).toBe("'none'");
    expect(res.headers.get("content-disposition")).toBe(`inline; filename="${image}"`);
    expect(cspDirectives(res).get("default-src")).toBe("'none'");
    const head = await visitor.send(`/files/products/${image}`, { method: "HEAD" });
    expect(head.headers.get("content-disposition")).toContain("inline");
  });

  it("a free e-book's PDF: application/pdf, inline to read and attachment to download", async () => {
    const catalog = await catalogOf(visitor);
    let checked = 0;
    for (const id of catalog.ebookIds) {
      const res = await visitor.get(`/ebook/${id}/arquivo`);
      if (res.status !== 200) continue;
      expect(res.headers.get("content-type")).toBe("application/pdf");
      expect(res.headers.get("content-disposition")).toMatch(/^inline; filename="[^"]+\.pdf"$/);
      const download = await visitor.get(`/ebook/${id}/arquivo?download=1`);
      expect(download.headers.get("content-disposition")).toMatch(/^attachment; filename="[^"]+\.pdf"$/);
      expectBaseHeaders(download, `/ebook/${id}/arquivo`);
      checked++;
    }
    expect(checked).toBeGreaterThan(0);
  });

  it("session, panel, last-order and notice cookies: HttpOnly, SameSite=Lax, Path=/, no Secure over http", async () => {
    const customer = await newCustomer(server.url);
    const admin = await newAdmin(server.url);
    const login = await new Client(server.url).post("/auth/login", {
      form: { email: customer.email!, password: customer.password! },
    });
    const adminLogin = await new Client(server.url).post("/admin", { form: { intent: "login", password: admin.password! } });
    const catalog = await catalogOf(visitor);
    const order = await new Client(server.url).post("/api/pedidos", { form: orderForm(catalog.productIds[0]!) });
    expect(order.status).toBe(303);
    const all = [...setCookies(login), ...setCookies(adminLogin), ...setCookies(order)];
    const names = all.map((c) => c.split("=")[0]);
    expect(names).toEqual(expect.arrayContaining(["lift_session", "lift_admin", "ultimo-pedido", "flash-toast"]));
    for (const cookie of all) {
      expect(cookie, cookie).toMatch(/;\s*HttpOnly/i);
      expect(cookie, cookie).toMatch(/;\s*SameSite=Lax/i);
      expect(cookie, cookie).toMatch(/;\s*Path=\//i);
      expect(cookie, cookie).not.toMatch(/;\s*Secure/i);
      expect(cookie, cookie).not.toMatch(/;\s*Domain=/i);
    }
  });

  it("a panel upload: type decided by content, image rewritten as WebP and served with Content-Disposition", async () => {
    const admin = await newAdmin(server.url);
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#3a7" } })
      .png()
      .toBuffer();
    const created = await admin.client.post("/admin/produtos/novo", {
      form: {
        intent: "save",
        name: "Produto de teste de upload",
        price: "12,34",
        image: new File([png], "foto.png", { type: "image/png" }),
      },
    });
    expect(created.status, created.text.slice(0, 300)).toBe(303);
    expect(created.location).toBe("/admin/produtos");
    const stored = fs.readdirSync(path.join(server.dataDir, "files", "products")).filter((f) => !f.startsWith("seed-"));
    const files = stored.filter((f) => f.endsWith("-r.webp"));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^[0-9a-f-]{36}-40x30-r\.webp$/);
    // Its one variant (narrower than every srcset width): the AVIF at its own width.
    expect(stored.sort()).toEqual([files[0]!.replace(/\.webp$/, ".40w.avif"), files[0]!].sort());
    const served = await visitor.get(`/files/products/${files[0]}`);
    expect(served.headers.get("content-type")).toBe("image/webp");
    expect(served.headers.get("content-disposition")).toBe(`inline; filename="${files[0]}"`);

    // HTML, SVG and a script named .png are refused (the panel says so in pt-BR), nothing stored.
    for (const [name, body, type] of [
      ["x.png", "<html><script>alert(1)</script></html>", "image/png"],
      ["x.svg", '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>', "image/svg+xml"],
      ["x.jpg", "#!/bin/sh\nrm -rf /\n", "image/jpeg"],
    ] as const) {
      const refused = await admin.client.post("/admin/produtos/novo", {
        form: { intent: "save", name: `Recusado ${name}`, price: "1,00", image: new File([body], name, { type }) },
      });
      expect(refused.status, name).toBeGreaterThanOrEqual(400);
      expect(refused.status, name).toBeLessThan(500);
      expect(refused.text, name).toMatch(/imagem|arquivo/i);
    }
    expect(fs.readdirSync(path.join(server.dataDir, "files", "products")).filter((f) => !f.startsWith("seed-"))).toHaveLength(2); // still only the first image and its variant
  });
});

describe("headers and cookies (PUBLIC_URL https)", () => {
  let server: RunningServer;
  const resources = resourcesForAll();
  beforeAll(async () => {
    server = await resources.start(
      startAppServer({ env: { PUBLIC_URL: "https://loja.exemplo.com.br", DEMO_PAYMENTS: "" } }),
      (s) => s.stop(),
    );
  });

  it("HSTS em toda resposta", async () => {
    const visitor = new Client(server.url);
    for (const p of ["/", "/loja", "/api/search?q=a", "/healthz", "/nao-existe", "/sitemap.xml"]) {
      const res = await visitor.get(p);
      expect(res.headers.get("strict-transport-security"), p).toBe("max-age=31536000; includeSubDomains");
    }
  });

  it("__Host- cookies with Secure, Path=/ and no Domain; the server accepts only the __Host- names", async () => {
    const customer = await newCustomer(server.url);
    const admin = await newAdmin(server.url);
    expect([...customer.client.cookies.keys()]).toContain("__Host-lift_session");
    expect([...admin.client.cookies.keys()]).toContain("__Host-lift_admin");
    const login = await new Client(server.url).post("/auth/login", {
      form: { email: customer.email!, password: customer.password! },
    });
    const catalog = await catalogOf(customer.client);
    const order = await new Client(server.url).post("/api/pedidos", { form: orderForm(catalog.productIds[0]!) });
    const all = [...login.headers.getSetCookie(), ...order.headers.getSetCookie()];
    expect(all.length).toBeGreaterThan(0);
    for (const cookie of all) {
      expect(cookie, cookie).toMatch(/;\s*Secure/i);
      expect(cookie, cookie).toMatch(/;\s*HttpOnly/i);
      expect(cookie, cookie).toMatch(/;\s*SameSite=Lax/i);
      expect(cookie, cookie).not.toMatch(/;\s*Domain=/i);
    }
    for (const cookie of all.filter((c) => /lift_(session|admin)=/.test(c))) expect(cookie).toMatch(/^__Host-/);

    // The same token under the plain name is not a session over https.
    const token = customer.client.cookies.get("__Host-lift_session")!;
    const plain = new Client(server.url);
    plain.cookies.set("lift_session", token);
    const dashboard = await plain.get("/dashboard");
    expect(dashboard.status).toBeOneOf([302, 303]);
    expect(dashboard.location).toMatch(/^\/auth\/login/);
    expect((await customer.client.get("/dashboard")).status).toBe(200);
  });
});
