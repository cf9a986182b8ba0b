import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "~/config.server";
import { adminCookieName, passwordMatches } from "./admin-session.server";

function tmpDir() {
  return fs.mkdtempSync(path.join(os.tmpdir(), "lift-admin-config-"));
}

describe("admin password configuration", () => {
  it("generates the admin password once into DATA_DIR/admin-password (mode 600) when ADMIN_PASSWORD is absent", () => {
    const dir = tmpDir();
    const first = loadConfig({ DATA_DIR: dir });
    expect(first.adminPassword.length).toBeGreaterThanOrEqual(16);
    expect(first.adminPasswordFile).toBe(path.join(dir, "admin-password"));
    expect(fs.statSync(path.join(dir, "admin-password")).mode & 0o777).toBe(0o600);
    expect(loadConfig({ DATA_DIR: dir }).adminPassword).toBe(first.adminPassword);
  });

  it("uses ADMIN_PASSWORD when set, and refuses a short one", () => {
    const config = loadConfig({ DATA_DIR: tmpDir(), ADMIN_PASSWORD: "uma-senha-longa" });
    expect(config).toMatchObject({ adminPassword: "uma-senha-longa", adminPasswordFile: null });
    expect(() => loadConfig({ DATA_DIR: tmpDir(), ADMIN_PASSWORD: "curta" })).toThrow(
      /ADMIN_PASSWORD deve ter pelo menos 8 caracteres/,
    );
  });

  it("refuses to start in production on a shared PostgreSQL without ADMIN_PASSWORD, with one clear line", () => {
    let error: unknown;
    try {
      loadConfig({ DATA_DIR: tmpDir(), NODE_ENV: "production", DATABASE_URL: "postgres://u:p@localhost:5432/lift" });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toContain("ADMIN_PASSWORD é obrigatória");
    expect((error as Error).message.split("\n")).toHaveLength(1);
    // Development and tests on PostgreSQL still generate one.
    expect(
      loadConfig({ DATA_DIR: tmpDir(), NODE_ENV: "development", DATABASE_URL: "postgres://u:p@localhost:5432/lift" })
        .adminPassword,
    ).toBeTruthy();
  });
});

describe("admin password check", () => {
  it("compares hashes in constant time, whatever the lengths", () => {
    expect(passwordMatches("segredo-123", "segredo-123")).toBe(true);
    expect(passwordMatches("segredo-12", "segredo-123")).toBe(false);
    expect(passwordMatches("", "segredo-123")).toBe(false);
    expect(passwordMatches("x".repeat(10_000), "segredo-123")).toBe(false);
  });

  it("keeps the admin cookie apart from the customer's, __Host- prefixed over https", () => {
    expect(adminCookieName(false)).toBe("lift_admin");
    expect(adminCookieName(true)).toBe("__Host-lift_admin");
  });
});
