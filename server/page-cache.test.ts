import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { gunzipSync } from "node:zlib";
import { getRequestListener } from "@hono/node-server";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { readCookie, SESSION_COOKIE } from "~/domain/accounts/sessions.server";
import { createViewer, isAnonymousRender, markViewer, PUBLIC_RENDER_HEADER } from "~/domain/accounts/viewer.server";
import type { LiveEvent, LiveListener, LiveUpdates } from "~/platform/live/live-updates.server";
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

/**
 * A small app shaped like ours: the render marks the viewer when it reads a
 * session (with the app's parser), and the proof header is set only for an
 * opted-in path (not /dashboard) whose render resolved nobody.
 */
function setup() {
  const { live, emit } = fakeLive();
  const cache = createPageCache(live, { secureCookies: false });
  let renders = 0;
  const app = new Hono();
  app.get("*", (c) => {
    const nonce = newNonce();
    const viewer = createViewer();
    return cache.handle(
      c,
      nonce,
      () => {
        renders++;
        if (readCookie(c.req.header("Cookie") ?? null, SESSION_COOKIE) !== null) markViewer({ viewer }, "session");
        const headers: Record<string, string> = { "Content-Type": "text/html; charset=utf-8" };
        if (c.req.path !== "/dashboard" && isAnonymousRender(viewer)) headers[PUBLIC_RENDER_HEADER] = "1";
        return Promise.resolve(
          new Response(`<html><script nonce="${nonce}">x</script><p>render ${renders}</p></html>`, { headers }),
        );
      },
      (n) => `script-src 'nonce-${n}'`,
      viewer,
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

  it("stores only proved renders and never lets the proof header out", async () => {
    const { app, renders } = setup();
    const first = await app.request("/loja");
    expect(first.headers.has(PUBLIC_RENDER_HEADER)).toBe(false);
    const personal = await app.request("/loja", { headers: { Cookie: "outro=1;\tlift_session\t=abc" } });
    expect(personal.headers.has(PUBLIC_RENDER_HEADER)).toBe(false);
    expect(renders()).toBe(2);
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
    const cache = createPageCache(live, { secureCookies: false });
    let renders = 0;
    const app = new Hono();
    app.get("*", (c) =>
      cache.handle(
        c,
        "a".repeat(32),
        () => {
          renders++;
          return Promise.resolve(
            new Response(`<p nonce="${"a".repeat(32)}">x</p>`, {
              headers: { "Content-Type": "text/html", "Cache-Control": "private, no-store", [PUBLIC_RENDER_HEADER]: "1" },
            }),
          );
        },
        () => "",
        createViewer(),
      ),
    );
    await app.request("/pagar/1?exp=1&sig=x");
    await app.request("/ebook/view/1");
    await app.request("/ebook/view/1");
    expect(renders).toBe(3);
  });
});

describe("page cache and the render's own proof", () => {
  it("keeps nothing whose viewer was resolved after the headers (a streamed part), nor a render without a viewer record", async () => {
    const { live } = fakeLive();
    const cache = createPageCache(live, { secureCookies: false });
    let renders = 0;
    const app = new Hono();
    const nonce = "b".repeat(32);
    app.get("*", (c) => {
      const viewer = c.req.path === "/sem-registro" ? undefined : createViewer();
      return cache.handle(
        c,
        nonce,
        () => {
          renders++;
          const body = new ReadableStream<Uint8Array>({
            start(controller) {
              controller.enqueue(new TextEncoder().encode(`<p nonce="${nonce}">início</p>`));
              // The viewer is looked up while the body streams, after the proof header was set.
              markViewer({ viewer }, "subscription");
              controller.enqueue(new TextEncoder().encode("<p>receita premium</p>"));
              controller.close();
            },
          });
          return Promise.resolve(new Response(body, { headers: { "Content-Type": "text/html", [PUBLIC_RENDER_HEADER]: "1" } }));
        },
        () => "",
        viewer,
      );
    });
    for (const path of ["/receitas/x", "/receitas/x", "/sem-registro", "/sem-registro"]) {
      const res = await app.request(path);
      expect(res.headers.has(PUBLIC_RENDER_HEADER)).toBe(false);
      await res.text();
    }
    expect(renders).toBe(4);
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
      const raw = await new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>(
        (resolve, reject) => {
          import("node:http")
            .then(({ get }) =>
              get(`${s.base}/loja`, { headers: { "Accept-Encoding": "gzip, deflate, br" } }, (res) => {
                const chunks: Buffer[] = [];
                res.on("data", (c: Buffer) => chunks.push(c));
                res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
              }).on("error", reject),
            )
            .catch(reject);
        },
      );
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

describe("page cache memory: a byte budget, least recently used first", () => {
  /** Pages of `size` bytes each (about), rendered with the proof; counts renders per path. */
  function budgeted(pageCacheMaxBytes: number, size = 2_000) {
    const { live, emit } = fakeLive();
    const cache = createPageCache(live, { secureCookies: false, pageCacheMaxBytes });
    const renders = new Map<string, number>();
    const app = new Hono();
    app.get("*", (c) => {
      const nonce = newNonce();
      const viewer = createViewer();
      return cache.handle(
        c,
        nonce,
        () => {
          renders.set(c.req.path, (renders.get(c.req.path) ?? 0) + 1);
          const pad = "x".repeat(c.req.path === "/enorme" ? pageCacheMaxBytes : size);
          return Promise.resolve(
            new Response(`<p nonce="${nonce}">${c.req.path}</p>${pad}`, {
              headers: { "Content-Type": "text/html; charset=utf-8", [PUBLIC_RENDER_HEADER]: "1" },
            }),
          );
        },
        () => "",
        viewer,
      );
    });
    const get = async (path: string) => (await app.request(path)).text();
    return { cache, get, emit, renders: (path: string) => renders.get(path) ?? 0 };
  }

  it("never holds more bytes than its budget, however many pages are asked for", async () => {
    const budget = 40_000;
    const { cache, get } = budgeted(budget);
    for (let i = 0; i < 200; i++) {
      await get(`/produto/${i}`);
      expect(cache.bytes).toBeLessThanOrEqual(budget);
    }
    // About nineteen pages of 2 KB fit; before, the cache kept up to 2 000 pages of up to 2 MB each, whatever they weighed.
    expect(cache.size).toBeGreaterThanOrEqual(15);
    expect(cache.size).toBeLessThanOrEqual(20);
  });

  it("makes room by dropping the least recently used page, not the oldest", async () => {
    // Pages of about 1 960 bytes: sixteen fit in 32 000, the seventeenth makes one go.
    const { cache, get, renders } = budgeted(32_000, 1_900);
    for (let i = 0; i < 16; i++) await get(`/p${i}`);
    expect(cache.size).toBe(16);
    await get("/p0"); // /p0 is now the most recently used; /p1 the least
    await get("/p16");
    expect(cache.size).toBe(16);
    expect(cache.bytes).toBeLessThanOrEqual(32_000);
    await get("/p0");
    expect(renders("/p0")).toBe(1); // kept: it was used
    await get("/p2");
    expect(renders("/p2")).toBe(1);
    await get("/p1");
    expect(renders("/p1")).toBe(2); // dropped: least recently used
  });

  it("does not keep a page larger than its share of the budget (it would empty the cache), nor anything with a budget of 0", async () => {
    const big = budgeted(64_000);
    await big.get("/a");
    await big.get("/enorme");
    await big.get("/enorme");
    expect(big.renders("/enorme")).toBe(2);
    await big.get("/a");
    expect(big.renders("/a")).toBe(1);

    const off = budgeted(0);
    await off.get("/a");
    await off.get("/a");
    expect(off.renders("/a")).toBe(2);
    expect(off.cache.size).toBe(0);
  });

  it("still forgets everything when the data changes", async () => {
    const { cache, get, emit } = budgeted(100_000);
    await get("/a");
    await get("/b");
    emit({ topic: "products", op: "UPDATE", id: 1 });
    expect(cache.size).toBe(0);
    expect(cache.bytes).toBe(0);
  });
});
