import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { deferHydration, deferHydrationStream } from "./defer-hydration.server";

const doc =
  `<!DOCTYPE html><html><head><link rel="modulepreload" href="/assets/entry.client-A.js" nonce="abc"/>` +
  `<link rel="modulepreload" href="/assets/root-B.js" nonce="abc"/><link nonce="abc" rel="stylesheet" href="/assets/app.css"/></head>` +
  `<body><h1>Olá, ação!</h1><script nonce="abc">window.__reactRouterContext = {};</script>` +
  `<script nonce="abc" type="module" async="">import "/assets/manifest.js";\nimport * as route0 from "/assets/root-B.js";\n` +
  `window.__reactRouterRouteModules = {"root":route0};\nimport("/assets/entry.client-A.js");</script>` +
  `<script nonce="abc">window.__reactRouterContext.streamController.close();</script></body></html>`;

describe("deferHydration", () => {
  const out = deferHydration(doc);

  it("drops the module preloads but keeps the stylesheet and the page", () => {
    expect(out).not.toContain("modulepreload");
    expect(out).toContain(`<link nonce="abc" rel="stylesheet" href="/assets/app.css"/>`);
    expect(out).toContain("<h1>Olá, ação!</h1>");
    expect(out).toContain("window.__reactRouterContext = {};");
  });

  it("turns the module script into a classic script with the same nonce that starts it after load", () => {
    expect(out).not.toContain('type="module" async');
    const scripts = [...out.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts).toHaveLength(3);
    const [, attributes, code] = scripts[1]!;
    expect(attributes).toBe(` nonce="abc"`);
    expect(code).toContain(`addEventListener("load"`);
    expect(code).toContain(`s.nonce="abc"`);
    // The original module code survives as a string, with nothing that could close the tag.
    expect(code).toContain(JSON.stringify(`import("/assets/entry.client-A.js");`).slice(1, -1));
  });

  it("runs the original module code once, after load or at the first interaction", () => {
    const appended: { type: string; nonce: string; textContent: string }[] = [];
    const listeners = new Map<string, () => void>();
    const document = {
      readyState: "interactive",
      createElement: () => ({ type: "", nonce: "", textContent: "" }),
      body: { appendChild: (s: (typeof appended)[number]) => appended.push(s) },
    };
    const window = {
      addEventListener: (name: string, fn: () => void) => listeners.set(name, fn),
      removeEventListener: (name: string) => listeners.delete(name),
    };
    const code = /<script nonce="abc">(\(function[\s\S]*?)<\/script>/.exec(out)![1]!;
    // Runs the inline script the server wrote, against the fakes above: evaluating it is the test.
    // eslint-disable-next-line @typescript-eslint/no-implied-eval
    const inline = new Function("document", "window", code) as (document: unknown, window: unknown) => void;
    inline(document, window);
    expect(appended).toHaveLength(0);
    listeners.get("pointerdown")!();
    listeners.get("load")?.();
    expect(appended).toHaveLength(1);
    expect(appended[0]!.type).toBe("module");
    expect(appended[0]!.nonce).toBe("abc");
    expect(appended[0]!.textContent).toContain(`import * as route0 from "/assets/root-B.js";`);
  });

  it("escapes a closing script tag inside the module code", () => {
    const tricky = deferHydration(`<script nonce="n" type="module">const s = "<\\/script>"; // </scr` + `ipt</script>`);
    expect(tricky.match(/<\/script>/g)).toHaveLength(1);
  });

  it("leaves a document without React Router's scripts alone", () => {
    const plain = `<html><body><p>Erro</p><script>console.log(1)</script></body></html>`;
    expect(deferHydration(plain)).toBe(plain);
  });
});

describe("deferHydrationStream", () => {
  it("gives the same document when the HTML arrives in small pieces, split inside characters", async () => {
    const bytes = Buffer.from(doc + `<script nonce="abc">enqueue("ção");</script>`, "utf8");
    const pieces: Buffer[] = [];
    for (let i = 0; i < bytes.length; i += 7) pieces.push(bytes.subarray(i, i + 7));
    const out = await text(Readable.from(pieces).pipe(deferHydrationStream()));
    expect(out).toBe(deferHydration(doc) + `<script nonce="abc">enqueue("ção");</script>`);
  });
});
