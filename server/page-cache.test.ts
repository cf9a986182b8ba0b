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
