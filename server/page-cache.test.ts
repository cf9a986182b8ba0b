import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { gunzipSync } from "node:zlib";
import { getRequestListener } from "@hono/node-server";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import type { LiveEvent, LiveListener, LiveUpdates } from "~/domain/live/live-updates.server";
import { createPageCache } from "./page-cache";
import { newNonce } from "./security";

function fakeLive() {
  const listeners: LiveListener[] = [];
  const live = {
    subscribe: (_topics: unknown, l: LiveListener) => {
      listeners.push(l);
      return () => {};
    },
  } as unknown as LiveUpdates;
  return { live, emit: (e: LiveEvent) => listeners.forEach((l) => l(e)) };
}

function setup() {
  const { live, emit } = fakeLive();
  const cache = createPageCache(live);
  let renders = 0;
  const app = new Hono();
  app.get("*", (c) => {
    const nonce = newNonce();
    return cache.handle(
      c,
      nonce,
      async () => {
        renders++;
        return new Response(`<html><script nonce="${nonce}">x</script><p>render ${renders}</p></html>`, {
          headers: { "Content-Type": "text/html; charset=utf-8" },
        });
      },
      (n) => `script-src 'nonce-${n}'`,
    );
  });
  return { app, emit, renders: () => renders, cache };
}

const nonceIn = (html: string) => /nonce="([0-9a-f]+)"/.exec(html)![1];

describe("page cache", () => {
  it("renders a public page once and gives every response its own nonce", async () => {
    const { app, renders } = setup();
    const first = await app.request("/loja");
    const second = await app.request("/loja");
    expect(renders()).toBe(1);
    const [a, b] = [await first.text(), await second.text()];
    expect(a).toContain("render 1");
    expect(b).toContain("render 1");
    expect(nonceIn(a)).not.toBe(nonceIn(b));
    expect(second.headers.get("Content-Security-Policy")).toBe(`script-src 'nonce-${nonceIn(b)}'`);
    expect(second.headers.get("Cache-Control")).toBe("private, no-cache");
  });

  it("answers a revalidation with 304 and the nonce the browser's copy was sent with", async () => {
    const { app } = setup();
    const first = await app.request("/blog");
    const html = await first.text();
    const etag = first.headers.get("ETag")!;
    const again = await app.request("/blog", { headers: { "If-None-Match": etag } });
    expect(again.status).toBe(304);
    expect(again.headers.get("Content-Security-Policy")).toContain(nonceIn(html));
    const forged = await app.request("/blog", { headers: { "If-None-Match": 'W/"0000000000000000.' + "a".repeat(32) + '"' } });
    expect(forged.status).toBe(200);
  });

  it("never caches personal pages or signed-in visitors", async () => {
    const { app, renders } = setup();
    await app.request("/loja", { headers: { Cookie: "lift_session=abc" } });
    await app.request("/loja", { headers: { Cookie: "lift_session=abc" } });
    await app.request("/dashboard");
    await app.request("/dashboard");
    expect(renders()).toBe(4);
  });

  it("forgets everything when the data changes", async () => {
    const { app, emit, renders } = setup();
    await app.request("/loja");
    emit({ topic: "products", op: "UPDATE", id: 1 });
    await app.request("/loja");
    expect(renders()).toBe(2);
  });
});

describe("page cache and pages that ask not to be stored", () => {
  it("does not keep a response marked no-store or private", async () => {
    const { live } = fakeLive();
    const cache = createPageCache(live);
    let renders = 0;
    const app = new Hono();
    app.get("*", (c) =>
      cache.handle(
        c,
        "a".repeat(32),
        async () => {
          renders++;
          return new Response(`<p nonce="${"a".repeat(32)}">x</p>`, { headers: { "Content-Type": "text/html", "Cache-Control": "private, no-store" } });
        },
        () => "",
      ),
    );
    await app.request("/pagar/1?exp=1&sig=x");
    await app.request("/ebook/view/1");
    await app.request("/ebook/view/1");
    expect(renders).toBe(3);
  });
});

describe("page cache on Node's own request and response (the fast path)", () => {
  async function start() {
    const { app, emit, renders, cache } = setup();
    let fast = 0;
    const appListener = getRequestListener(app.fetch);
    const server = createServer((req, res) => {
      const served = cache.serveNode(req, res, {
        csp: (n) => `script-src 'nonce-${n}'`,
        newNonce,
        headers: [["X-Content-Type-Options", "nosniff"]],
      });
      if (served) fast++;
      else void appListener(req, res);
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    return {
      base,
      emit,
      renders,
      fast: () => fast,
      close: () => new Promise<void>((resolve) => server.close(() => resolve())),
    };
  }

  it("answers a cached page with its own nonce, the shop's headers and gzip when asked", async () => {
    const s = await start();
    try {
      await fetch(`${s.base}/loja`);
      expect(s.fast()).toBe(0);
      const plain = await fetch(`${s.base}/loja`, { headers: { "Accept-Encoding": "identity" } });
      expect(s.fast()).toBe(0); // an Accept-Encoding it does not handle goes to the app
      await plain.text();
      const raw = await new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
        import("node:http").then(({ get }) =>
          get(`${s.base}/loja`, { headers: { "Accept-Encoding": "gzip, deflate, br" } }, (res) => {
            const chunks: Buffer[] = [];
            res.on("data", (c: Buffer) => chunks.push(c));
            res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
          }).on("error", reject),
        );
      });
      expect(s.fast()).toBe(1);
      expect(s.renders()).toBe(1);
      expect(raw.status).toBe(200);
      expect(raw.headers["content-encoding"]).toBe("gzip");
      const html = gunzipSync(raw.body).toString("utf8");
      expect(html).toContain("render 1");
      expect(raw.headers["content-security-policy"]).toBe(`script-src 'nonce-${nonceIn(html)}'`);
      expect(raw.headers["x-content-type-options"]).toBe("nosniff");
      expect(raw.headers["x-frame-options"]).toBe("DENY");
      expect(raw.headers["content-type"]).toBe("text/html; charset=utf-8");

      const again = await fetch(`${s.base}/loja`, { headers: { "If-None-Match": String(raw.headers.etag) } });
      expect(again.status).toBe(304);
      expect(s.fast()).toBe(2);
    } finally {
      await s.close();
    }
  });

  it("leaves signed-in visitors, other methods and changed data to the app", async () => {
    const s = await start();
    try {
      await fetch(`${s.base}/blog`);
      await fetch(`${s.base}/blog`, { headers: { Cookie: "lift_session=abc" } });
      await fetch(`${s.base}/blog`, { method: "HEAD" });
      s.emit({ topic: "blog_posts", op: "UPDATE", id: 1 });
      const fresh = await (await fetch(`${s.base}/blog`)).text();
      expect(fresh).toContain("render 4");
      expect(s.fast()).toBe(0);
    } finally {
      await s.close();
    }
  });
});
