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

describe("API Pix configuration (issue 36)", () => {
  function files() {
    const dir = tmpDir();
    const write = (name: string) => {
      const file = path.join(dir, name);
      fs.writeFileSync(file, "-----BEGIN CERTIFICATE-----\n");
      return file;
    };
    return { dir, cert: write("cliente.pem"), key: write("cliente.key"), p12: write("cliente.p12"), ca: write("psp-ca.pem") };
  }
  const group = (f: ReturnType<typeof files>) => ({
    DATA_DIR: f.dir,
    PIX_KEY: "7d9f0335-8dcc-4054-9bf9-0dbd61d36906",
    PIX_API_URL: "https://pix.api.efipay.com.br/v2/",
    PIX_OAUTH_URL: "https://pix.api.efipay.com.br/oauth/token",
    PIX_CLIENT_ID: "Client_Id_123",
    PIX_CLIENT_SECRET: "Client_Secret_456",
    PIX_WEBHOOK_SECRET: "w".repeat(40),
    PIX_CLIENT_CERT: f.cert,
    PIX_CLIENT_KEY: f.key,
  });
  function refusal(source: Record<string, string | undefined>): string {
    try {
      loadConfig(source);
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const message = (error as Error).message;
      expect(message.split("\n")).toHaveLength(1);
      return message;
    }
    throw new Error("a configuração deveria ter sido recusada");
  }

  it("is off without the group (the static code, as before), and on with all of it, with the defaults", () => {
    const f = files();
    expect(loadConfig({ DATA_DIR: f.dir }).pixApi).toBeNull();
    // Charge settings alone do not turn it on.
    expect(loadConfig({ DATA_DIR: f.dir, PIX_FINE_PERCENT: "2" }).pixApi).toBeNull();
    expect(loadConfig(group(f)).pixApi).toEqual({
      apiUrl: "https://pix.api.efipay.com.br/v2",
      oauthUrl: "https://pix.api.efipay.com.br/oauth/token",
      clientId: "Client_Id_123",
      clientSecret: "Client_Secret_456",
      key: "7d9f0335-8dcc-4054-9bf9-0dbd61d36906",
      webhookSecret: "w".repeat(40),
      webhookMtls: true,
      webhookAllowedIps: [],
      certificate: { kind: "pem", certFile: f.cert, keyFile: f.key },
      caFile: undefined,
      profile: "padrao",
      appKey: undefined,
      reconcileIntervalSeconds: 300,
      charge: { validityDaysAfterDue: 30, fineBasisPoints: 0, interestBasisPointsPerMonth: 0, discountBasisPoints: 0 },
    });
  });

  it("reads the certificate as PKCS#12, the CA, the profile and the fine, interest and discount", () => {
    const f = files();
    const { PIX_CLIENT_CERT: _c, PIX_CLIENT_KEY: _k, ...withoutPem } = group(f);
    const config = loadConfig({
      ...withoutPem,
      PIX_CLIENT_P12: f.p12,
      PIX_CLIENT_P12_PASSPHRASE: "senha",
      PIX_CA_CERT: f.ca,
      PIX_PROVIDER_PROFILE: "bb",
      PIX_APP_KEY: "chave_app_bb_123",
      PIX_WEBHOOK_MTLS: "false",
      PIX_RECONCILE_INTERVAL_SECONDS: "120",
      PIX_VALIDITY_DAYS_AFTER_DUE: "10",
      PIX_FINE_PERCENT: "2",
      PIX_INTEREST_PERCENT_MONTH: "0,5",
      PIX_DISCOUNT_PERCENT: "2.25",
    }).pixApi!;
    expect(config.certificate).toEqual({ kind: "p12", p12File: f.p12, passphrase: "senha" });
    expect(config).toMatchObject({
      caFile: f.ca,
      profile: "bb",
      appKey: "chave_app_bb_123",
      webhookMtls: false,
      reconcileIntervalSeconds: 120,
    });
    expect(config.charge).toEqual({
      validityDaysAfterDue: 10,
      fineBasisPoints: 200,
      interestBasisPointsPerMonth: 50,
      discountBasisPoints: 225,
    });
  });

  it("reads the webhook's allow-list of PSP addresses, and refuses one that is not an IP or CIDR", () => {
    const f = files();
    expect(loadConfig({ ...group(f), PIX_WEBHOOK_ALLOWED_IPS: "34.193.116.226, 10.0.0.0/8" }).pixApi!.webhookAllowedIps).toEqual([
      "34.193.116.226",
      "10.0.0.0/8",
    ]);
    expect(refusal({ ...group(f), PIX_WEBHOOK_ALLOWED_IPS: "efi.com.br" })).toMatch(
      /^Configuração inválida: PIX_WEBHOOK_ALLOWED_IPS deve listar IPs ou CIDRs/,
    );
  });

  it("refuses part of the group, naming what is missing, in one line", () => {
    const f = files();
    const { PIX_OAUTH_URL: _o, ...withoutOauth } = group(f);
    expect(refusal(withoutOauth)).toMatch(/^Configuração inválida: a cobrança pela API Pix precisa de .*; falta PIX_OAUTH_URL$/);
    expect(refusal({ DATA_DIR: f.dir, PIX_CLIENT_SECRET: "s" })).toMatch(
      /falta PIX_API_URL, PIX_OAUTH_URL, PIX_CLIENT_ID, PIX_WEBHOOK_SECRET$/,
    );
    const { PIX_KEY: _p, ...withoutKey } = group(f);
    expect(refusal(withoutKey)).toMatch(/PIX_KEY é obrigatória/);
  });

  it("wants the certificate as a PEM pair or as PKCS#12, not both, not neither, not half", () => {
    const f = files();
    const { PIX_CLIENT_CERT: _c, PIX_CLIENT_KEY: _k, ...none } = group(f);
    expect(refusal(none)).toMatch(/exige o certificado do cliente/);
    expect(refusal({ ...group(f), PIX_CLIENT_P12: f.p12 })).toMatch(/não os dois/);
    expect(refusal({ ...none, PIX_CLIENT_CERT: f.cert })).toMatch(/PIX_CLIENT_KEY é obrigatório com PIX_CLIENT_CERT/);
    expect(refusal({ ...none, PIX_CLIENT_P12_PASSPHRASE: "senha" })).toMatch(/PIX_CLIENT_P12 é obrigatório/);
  });

  it("refuses certificate files that do not exist or cannot be read", () => {
    const f = files();
    expect(refusal({ ...group(f), PIX_CLIENT_KEY: path.join(f.dir, "nao-existe.key") })).toMatch(
      /^Configuração inválida: PIX_CLIENT_KEY deve ser um arquivo legível/,
    );
    expect(refusal({ ...group(f), PIX_CA_CERT: f.dir })).toMatch(/PIX_CA_CERT deve ser um arquivo legível/);
    if (process.getuid?.() !== 0) {
      fs.chmodSync(f.cert, 0o000);
      expect(refusal(group(f))).toMatch(/PIX_CLIENT_CERT deve ser um arquivo legível/);
    }
  });

  it.each([
    ["PIX_API_URL", "http://pix.exemplo/v2"],
    ["PIX_OAUTH_URL", "não é url"],
    ["PIX_WEBHOOK_SECRET", "curto"],
    ["PIX_WEBHOOK_SECRET", `${"x".repeat(32)}/com-barra`],
    ["PIX_PROVIDER_PROFILE", "itau"],
    ["PIX_RECONCILE_INTERVAL_SECONDS", "10"],
    ["PIX_FINE_PERCENT", "3"],
    ["PIX_FINE_PERCENT", "1.234"],
    ["PIX_INTEREST_PERCENT_MONTH", "-1"],
    ["PIX_DISCOUNT_PERCENT", "metade"],
    ["PIX_VALIDITY_DAYS_AFTER_DUE", "400"],
  ])("a bad %s (%s) stops start-up with one line naming it", (name, value) => {
    const message = refusal({ ...group(files()), [name]: value });
    expect(message).toMatch(new RegExp(`^Configuração inválida: ${name} `));
  });

  it("asks BB for its application key, and never prints the secrets", () => {
    const f = files();
    expect(refusal({ ...group(f), PIX_PROVIDER_PROFILE: "bb" })).toMatch(/PIX_APP_KEY é obrigatória com PIX_PROVIDER_PROFILE=bb/);
    for (const name of ["PIX_CLIENT_SECRET", "PIX_WEBHOOK_SECRET", "PIX_CLIENT_P12_PASSPHRASE", "PIX_APP_KEY"]) {
      const message = refusal({ DATA_DIR: f.dir, [name]: "x".repeat(600) });
      expect(message, name).toContain(name);
      expect(message, name).not.toContain("xxxxxxxx");
    }
  });
});

describe("WhatsApp settings (issue 37)", () => {
  const account = {
    WHATSAPP_PHONE_NUMBER_ID: "106540352242922",
    WHATSAPP_BUSINESS_ACCOUNT_ID: "419561257915477",
    WHATSAPP_ACCESS_TOKEN: "EAAGm0PX4ZCpsBAExampleTokenValue1234567890abcdef",
    WHATSAPP_APP_SECRET: "0123456789abcdef0123456789abcdef",
    WHATSAPP_VERIFY_TOKEN: "token-de-verificacao-da-loja",
  };

  it("is off with none of them, and on with the five account values (Meta's Graph API, v23.0, by default)", () => {
    const dir = tmpDir();
    expect(loadConfig({ DATA_DIR: dir }).whatsapp).toBeNull();
    // The two with defaults alone do not turn it on.
    expect(loadConfig({ DATA_DIR: dir, WHATSAPP_API_VERSION: "v24.0" }).whatsapp).toBeNull();
    expect(loadConfig({ DATA_DIR: dir, ...account }).whatsapp).toEqual({
      apiUrl: "https://graph.facebook.com",
      apiVersion: "v23.0",
      phoneNumberId: "106540352242922",
      businessAccountId: "419561257915477",
      accessToken: account.WHATSAPP_ACCESS_TOKEN,
      appSecret: account.WHATSAPP_APP_SECRET,
      verifyToken: account.WHATSAPP_VERIFY_TOKEN,
    });
    expect(
      loadConfig({ DATA_DIR: dir, ...account, WHATSAPP_API_URL: "http://127.0.0.1:4010/", WHATSAPP_API_VERSION: "v24.0" })
        .whatsapp,
    ).toMatchObject({ apiUrl: "http://127.0.0.1:4010", apiVersion: "v24.0" });
  });

  it("refuses some but not all of the account values, naming the missing ones in one line", () => {
    const dir = tmpDir();
    const { WHATSAPP_APP_SECRET: _secret, WHATSAPP_VERIFY_TOKEN: _token, ...partial } = account;
    expect(() => loadConfig({ DATA_DIR: dir, ...partial })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dir, ...partial })).toThrow(
      /^Configuração inválida: .*falta WHATSAPP_APP_SECRET, WHATSAPP_VERIFY_TOKEN$/,
    );
  });

  it("refuses each bad value with one line naming it, never printing a secret", () => {
    const dir = tmpDir();
    const bad: [string, string][] = [
      ["WHATSAPP_API_URL", "ftp://graph.facebook.com"],
      ["WHATSAPP_API_VERSION", "23"],
      ["WHATSAPP_PHONE_NUMBER_ID", "+55 11 3000-1000"],
      ["WHATSAPP_BUSINESS_ACCOUNT_ID", "minha-conta"],
      ["WHATSAPP_ACCESS_TOKEN", "curto"],
      ["WHATSAPP_APP_SECRET", "nao-e-hexadecimal-nao-e-hexadeci"],
      ["WHATSAPP_VERIFY_TOKEN", "tem espaços no meio do token"],
    ];
    for (const [name, value] of bad) {
      let message = "";
      try {
        loadConfig({ DATA_DIR: dir, ...account, [name]: value });
      } catch (error) {
        message = (error as Error).message;
      }
      expect(message, name).toMatch(new RegExp(`^Configuração inválida: ${name} `));
      expect(message.split("\n"), name).toHaveLength(1);
      if (/TOKEN|SECRET/.test(name)) expect(message, name).not.toContain(value);
      else expect(message, name).toContain(JSON.stringify(value));
    }
  });
});
