// The fixture registry itself, with fake resources (no server, no browser).
import { describe, expect, it } from "vitest";
import { createFixtures, resourcesForEach } from "./fixtures";

function fake(name: string, log: string[], { failClose = false } = {}) {
  return {
    name,
    close() {
      log.push(name);
      if (failClose) throw new Error(`${name} não fechou`);
    },
  };
}

function later<T>(value: T, ms: number): Promise<T> {
  return new Promise((resolve) => setTimeout(() => resolve(value), ms));
}

describe("test resources", () => {
  it("closes in reverse order of creation, every one even when some fail, then reports the failures", async () => {
    const log: string[] = [];
    const fixtures = createFixtures();
    for (const r of [fake("servidor", log), fake("navegador", log, { failClose: true }), fake("contexto", log)])
      fixtures.add(r, (x) => x.close());
    await expect(fixtures.closeAll()).rejects.toThrow("navegador não fechou");
    expect(log).toEqual(["contexto", "navegador", "servidor"]);

    const two = createFixtures();
    two.add(fake("a", log, { failClose: true }), (x) => x.close());
    two.add(fake("b", log, { failClose: true }), (x) => x.close());
    await expect(two.closeAll()).rejects.toBeInstanceOf(AggregateError);
  });

  it("a setup that fails halfway still closes what did start, even what finishes starting after the failure", async () => {
    const log: string[] = [];
    const fixtures = createFixtures();
    // Like `[server, browser] = await Promise.all([startServer(), launchBrowser()])` where the browser fails at once.
    const setup = Promise.all([
      fixtures.start(later(fake("servidor", log), 30), (s) => s.close()),
      fixtures.start(Promise.reject(new Error("sem Chromium")), () => log.push("nunca")),
    ]);
    await expect(setup).rejects.toThrow("sem Chromium");
    // afterAll runs now, before the server has finished starting.
    expect(log).toEqual([]);
    await fixtures.closeAll();
    expect(log).toEqual(["servidor"]);
  });

  it("closes each resource once: the registry is empty after closing", async () => {
    const log: string[] = [];
    const fixtures = createFixtures();
    fixtures.add(fake("servidor", log), (s) => s.close());
    await fixtures.closeAll();
    await fixtures.closeAll();
    expect(log).toEqual(["servidor"]);
  });

  describe("per test", () => {
    const each = resourcesForEach();
    const log: string[] = [];

    it("registers a context that the test fails to close", () => {
      each.add(fake("contexto", log), (c) => c.close());
      expect(log).toEqual([]);
    });

    it("finds it closed by the previous test's afterEach", () => {
      expect(log).toEqual(["contexto"]);
    });
  });
});
