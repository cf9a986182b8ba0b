// Servers, browsers and the other things a test file starts are registered as
// they are created and closed by one teardown, last first, even when a test or
// the beforeAll failed halfway: a server that started while the browser beside
// it failed to launch is still stopped, and one close that fails does not keep
// the others open.
import type { Browser, BrowserContext, BrowserContextOptions, Page } from "playwright-core";
import { afterAll, afterEach } from "vitest";
import { launchBrowser } from "./browser";
import { type RunningServer, type StartOptions, startServer } from "./server";

export interface Fixtures {
  /** Registers something already created; returns it. */
  add<T>(resource: T, close: (resource: T) => unknown): T;
  /**
   * Registers what `creating` gives as soon as it exists. Use it for every
   * resource of a Promise.all: when one fails, the others are still closed,
   * however late they finish starting.
   */
  start<T>(creating: Promise<T>, close: (resource: T) => unknown): Promise<T>;
  /**
   * Waits for the creations under way, then closes everything registered, in
   * reverse order. Every close is tried; their failures are thrown together at
   * the end. The registry is empty afterwards (ready for the next test).
   */
  closeAll(): Promise<void>;
}

export function createFixtures(): Fixtures {
  let open: { resource: unknown; close: (resource: unknown) => unknown }[] = [];
  const creating = new Set<Promise<unknown>>();
  const fixtures: Fixtures = {
    add(resource, close) {
      open.push({ resource, close: close as (resource: unknown) => unknown });
      return resource;
    },
    start(promise, close) {
      const registered = promise.then((resource) => fixtures.add(resource, close));
      creating.add(registered);
      const done = () => creating.delete(registered);
      registered.then(done, done);
      return registered;
    },
    async closeAll() {
      while (creating.size) await Promise.allSettled([...creating]);
      const closing = open.reverse();
      open = [];
      const failures: unknown[] = [];
      for (const { resource, close } of closing) {
        try {
          await close(resource);
        } catch (error) {
          failures.push(error);
        }
      }
      if (failures.length === 1) throw failures[0];
      if (failures.length) throw new AggregateError(failures, `${failures.length} recursos não fecharam`);
    },
  };
  return fixtures;
}

/** The usual resources of an end-to-end file, each registered as it is created. */
export interface TestResources extends Fixtures {
  /** The production build on a free port; stopped at teardown (a second stop is harmless). */
  server(options?: StartOptions): Promise<RunningServer>;
  browser(): Promise<Browser>;
  context(browser: Browser, options?: BrowserContextOptions): Promise<BrowserContext>;
  /** A page in a context of its own (closing the page closes the context). */
  page(browser: Browser, options?: BrowserContextOptions): Promise<Page>;
}

function withResources(fixtures: Fixtures): TestResources {
  return {
    ...fixtures,
    server: (options) => fixtures.start(startServer(options), (s) => s.stop()),
    browser: () => fixtures.start(launchBrowser(), (b) => b.close()),
    context: (browser, options) => fixtures.start(browser.newContext(options), (c) => c.close()),
    page: (browser, options) => fixtures.start(browser.newPage(options), (p) => p.close()),
  };
}

/** Resources closed after the file's (or the describe block's) last test: call at its top level. `timeoutMs`: the teardown's own. */
export function resourcesForAll(timeoutMs?: number): TestResources {
  const fixtures = createFixtures();
  afterAll(() => fixtures.closeAll(), timeoutMs);
  return withResources(fixtures);
}

/** Resources of one test, closed after it whether it passed or not: call at the top level. */
export function resourcesForEach(): TestResources {
  const fixtures = createFixtures();
  afterEach(() => fixtures.closeAll());
  return withResources(fixtures);
}
