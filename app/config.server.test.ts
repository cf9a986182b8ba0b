import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.server";

function tmpDir() {
  return fs.mkdtempSync(path.join(os.tmpdir(), "lift-config-"));
}

describe("configuration", () => {
  it("has safe defaults for npm start", () => {
    const dir = tmpDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.brand).toEqual({ name: "Lift", slug: "lift", nutritionist: "Ana" });
    expect(config.publicUrl).toBe("http://localhost:3000");
    expect(config.isProduction).toBe(true);
  });

  it("in production turns demo payments on only when the operator asks, whatever the database; never with Stripe (decision 022)", () => {
    const dir = tmpDir();
    const pg = { DATA_DIR: dir, DATABASE_URL: "postgres://u:p@127.0.0.1/lift", ADMIN_PASSWORD: "senha-do-painel" };
    const stripe = { STRIPE_SECRET_KEY: "sk_test_abc", STRIPE_WEBHOOK_SECRET: "whsec_abc" };
    // The embedded database alone no longer asks for them (it did before: a production shop on PGlite took test cards).
    expect(loadConfig({ DATA_DIR: dir }).demoPayments).toBe(false);
    expect(loadConfig({ DATA_DIR: dir, NODE_ENV: "production" }).demoPayments).toBe(false);
    expect(loadConfig(pg).demoPayments).toBe(false);
    expect(loadConfig({ DATA_DIR: dir, DEMO_PAYMENTS: "true" }).demoPayments).toBe(true);
    expect(loadConfig({ ...pg, DEMO_PAYMENTS: "true" }).demoPayments).toBe(true);
    expect(loadConfig({ DATA_DIR: dir, DEMO_PAYMENTS: "false" }).demoPayments).toBe(false);
    expect(loadConfig({ DATA_DIR: dir, ...stripe, DEMO_PAYMENTS: "true" }).demoPayments).toBe(false);
    expect(() => loadConfig({ DATA_DIR: dir, DEMO_PAYMENTS: "talvez" })).toThrow(/DEMO_PAYMENTS/);
  });

  it("never prints a secret's value when it is refused, but names the variable", () => {
    const dir = tmpDir();
    const secret = "s3nh4-que-nao-pode-vazar";
    for (const name of ["SESSION_SECRET", "ADMIN_PASSWORD", "METRICS_TOKEN"]) {
      let message = "";
      try {
        loadConfig({ DATA_DIR: dir, [name]: secret.slice(0, 6) });
      } catch (error) {
        message = String((error as Error).message);
      }
      expect(message, name).toContain(name);
      expect(message, name).not.toContain(secret.slice(0, 6));
    }
  });

  it("keeps the old default outside production: on for the embedded database, off with DATABASE_URL", () => {
    const dir = tmpDir();
    expect(loadConfig({ DATA_DIR: dir, NODE_ENV: "development" }).demoPayments).toBe(true);
    expect(loadConfig({ DATA_DIR: dir, NODE_ENV: "test" }).demoPayments).toBe(true);
    expect(loadConfig({ DATA_DIR: dir, NODE_ENV: "test", DATABASE_URL: "postgres://u:p@127.0.0.1/lift" }).demoPayments).toBe(
      false,
    );
    expect(loadConfig({ DATA_DIR: dir, NODE_ENV: "development", DEMO_PAYMENTS: "false" }).demoPayments).toBe(false);
  });

  it("refuses to start in production with demo payments at a public address, with one line naming DEMO_PAYMENTS", () => {
    const dir = tmpDir();
    for (const url of ["https://loja.exemplo.com.br", "http://203.0.113.7:3000", "http://[2001:db8::1]/"]) {
      let error: unknown;
      try {
        loadConfig({ DATA_DIR: dir, DEMO_PAYMENTS: "true", PUBLIC_URL: url });
      } catch (e) {
        error = e;
      }
      expect(error, url).toBeInstanceOf(ConfigError);
      expect((error as Error).message).toMatch(/^Configuração inválida: DEMO_PAYMENTS=true .*PUBLIC_URL público/);
      expect((error as Error).message.split("\n")).toHaveLength(1);
    }
    for (const url of ["http://localhost:3000", "http://127.0.0.1:8080", "http://[::1]:3000", "http://loja.localhost"]) {
      expect(loadConfig({ DATA_DIR: dir, DEMO_PAYMENTS: "true", PUBLIC_URL: url }).demoPayments, url).toBe(true);
    }
    // A public address without demo payments, or with them off, starts as before; outside production it is not checked.
    expect(loadConfig({ DATA_DIR: dir, PUBLIC_URL: "https://loja.exemplo.com.br" }).demoPayments).toBe(false);
    expect(loadConfig({ DATA_DIR: dir, DEMO_PAYMENTS: "false", PUBLIC_URL: "https://loja.exemplo.com.br" }).demoPayments).toBe(
      false,
    );
    expect(
      loadConfig({ DATA_DIR: dir, NODE_ENV: "test", DEMO_PAYMENTS: "true", PUBLIC_URL: "https://x.exemplo" }).demoPayments,
    ).toBe(true);
  });

  it("reads the page cache's byte budget (default 32 MB; bytes, KB, MB or GB; 0 turns the cache off)", () => {
    const dir = tmpDir();
    expect(loadConfig({ DATA_DIR: dir }).pageCacheMaxBytes).toBe(32 * 1024 * 1024);
    expect(loadConfig({ DATA_DIR: dir, PAGE_CACHE_MAX_BYTES: "1048576" }).pageCacheMaxBytes).toBe(1048576);
    expect(loadConfig({ DATA_DIR: dir, PAGE_CACHE_MAX_BYTES: "64MB" }).pageCacheMaxBytes).toBe(64 * 1024 * 1024);
    expect(loadConfig({ DATA_DIR: dir, PAGE_CACHE_MAX_BYTES: "512 kb" }).pageCacheMaxBytes).toBe(512 * 1024);
    expect(loadConfig({ DATA_DIR: dir, PAGE_CACHE_MAX_BYTES: "0" }).pageCacheMaxBytes).toBe(0);
    for (const bad of ["muito", "-1", "1.5MB", "10TB", "5GB"]) {
      expect(() => loadConfig({ DATA_DIR: dir, PAGE_CACHE_MAX_BYTES: bad }), bad).toThrow(
        /^Configuração inválida: PAGE_CACHE_MAX_BYTES/,
      );
    }
  });

  it("reads the shutdown delay for balancers (default 0: the listener closes at SIGTERM)", () => {
    const dir = tmpDir();
    expect(loadConfig({ DATA_DIR: dir }).shutdownDelayMs).toBe(0);
    expect(loadConfig({ DATA_DIR: dir, SHUTDOWN_DELAY_MS: "5000" }).shutdownDelayMs).toBe(5000);
    for (const bad of ["cinco", "-1", "1.5", "60001"]) {
      expect(() => loadConfig({ DATA_DIR: dir, SHUTDOWN_DELAY_MS: bad }), bad).toThrow(
        /^Configuração inválida: SHUTDOWN_DELAY_MS/,
      );
    }
  });

  it("generates the session secret once and keeps it in DATA_DIR", () => {
    const dir = tmpDir();
    const first = loadConfig({ DATA_DIR: dir }).sessionSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR: dir }).sessionSecret).toBe(first);
    expect(fs.statSync(path.join(dir, "session-secret")).mode & 0o777).toBe(0o600);
    expect(loadConfig({ DATA_DIR: dir, SESSION_SECRET: "x".repeat(40) }).sessionSecret).toBe("x".repeat(40));
  });

  it.each([
    ["PORT", "abc"],
    ["PORT", "70000"],
    ["DATABASE_URL", "mysql://localhost/db"],
    ["PUBLIC_URL", "not a url"],
    ["BRAND_SLUG", "Minha Loja"],
    ["SESSION_SECRET", "short"],
    ["SMTP_URL", "http://mail"],
  ])("a bad %s stops start-up with one line naming it", (name, value) => {
    let error: unknown;
    try {
      loadConfig({ DATA_DIR: tmpDir(), [name]: value });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toContain(name);
    expect(message.split("\n")).toHaveLength(1);
  });

  it("accepts configured brand values", () => {
    const config = loadConfig({
      DATA_DIR: tmpDir(),
      BRAND_NAME: "Vita",
      BRAND_SLUG: "vita",
      NUTRITIONIST_NAME: "Bia",
      PORT: "8080",
    });
    expect(config.brand).toEqual({ name: "Vita", slug: "vita", nutritionist: "Bia" });
    expect(config.port).toBe(8080);
  });
});
