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

  it("turns demo payments on only for the embedded database, unless the operator says otherwise; never with Stripe", () => {
    const dir = tmpDir();
    const pg = { DATA_DIR: dir, DATABASE_URL: "postgres://u:p@127.0.0.1/lift", NODE_ENV: "test" };
    const stripe = { STRIPE_SECRET_KEY: "sk_test_abc", STRIPE_WEBHOOK_SECRET: "whsec_abc" };
    expect(loadConfig({ DATA_DIR: dir }).demoPayments).toBe(true);
    expect(loadConfig({ DATA_DIR: dir, DEMO_PAYMENTS: "false" }).demoPayments).toBe(false);
    expect(loadConfig(pg).demoPayments).toBe(false);
    expect(loadConfig({ ...pg, DEMO_PAYMENTS: "true" }).demoPayments).toBe(true);
    expect(loadConfig({ DATA_DIR: dir, ...stripe }).demoPayments).toBe(false);
    expect(loadConfig({ DATA_DIR: dir, ...stripe, DEMO_PAYMENTS: "true" }).demoPayments).toBe(false);
    expect(() => loadConfig({ DATA_DIR: dir, DEMO_PAYMENTS: "talvez" })).toThrow(/DEMO_PAYMENTS/);
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
