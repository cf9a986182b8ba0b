import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { deferredComponent, staticPart } from "./deferred";

function Greeting({ name }: { name: string }) {
  return <p id="saudacao">Olá, {name}!</p>;
}

describe("deferred and static parts on the server", () => {
  it("render in place, so the page's HTML is complete without JavaScript", async () => {
    const Deferred = deferredComponent<{ name: string }>(
      () => Promise.resolve(Greeting),
      () => "saudacao",
    );
    const Static = staticPart<{ name: string }>(() => Promise.resolve(Greeting));
    await new Promise((resolve) => setTimeout(resolve, 0)); // the server imports their modules at start-up
    expect(renderToString(<Deferred name="Ana" />)).toContain("Olá, <!-- -->Ana<!-- -->!");
    expect(renderToString(<Static name="Bia" />)).toContain("Olá, <!-- -->Bia<!-- -->!");
  });

  it("try a module that failed to load again on the next render", async () => {
    let attempts = 0;
    const Flaky = deferredComponent<{ name: string }>(() => {
      attempts++;
      return attempts === 1 ? Promise.reject(new Error("rede instável")) : Promise.resolve(Greeting);
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(renderToString(<Flaky name="Caio" />)).not.toContain("Caio"); // starts a second import
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(renderToString(<Flaky name="Caio" />)).toContain("Caio");
    expect(attempts).toBe(2);
  });
});
