// Configuration is read and validated once, at start-up. Every setting has a
// safe default for `npm start`; a bad value stops the process with one line.
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import proxyAddr from "proxy-addr";
import { type Brand, DEFAULT_BRAND } from "~/lib/brand";
import { z } from "~/lib/zod";

const port = z.coerce.number({ error: "deve ser um número de porta" }).check(
  z.refine((v) => Number.isInteger(v), "deve ser um número inteiro"),
  z.minimum(1, "deve estar entre 1 e 65535"),
  z.maximum(65535, "deve estar entre 1 e 65535"),
);

/** Trimmed text within the given lengths. */
const trimmed = (...checks: Parameters<ReturnType<typeof z.string>["check"]>) => z.string().check(z.trim(), ...checks);

const optionalUrl = (protocols: string[]) =>
  z
    .pipe(
      z.optional(z.string().check(z.trim())),
      z.transform((v) => (v ? v : undefined)),
    )
    .check(
      z.refine(
        (v) => v === undefined || (URL.canParse(v) && protocols.includes(new URL(v).protocol)),
        `deve ser uma URL ${protocols.join(" ou ")}`,
      ),
    );

const slug = trimmed(z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "deve ter só letras minúsculas, números e hífens"));

const bool = z.pipe(
  z.optional(z.enum(["true", "false", "1", "0", "yes", "no", ""], { error: "deve ser true ou false" })),
  z.transform((v) => (v === undefined || v === "" ? undefined : ["true", "1", "yes"].includes(v))),
);

/**
 * TRUST_PROXY: which hops in front of the app are proxies whose X-Forwarded-For
 * entry is believed (server/client-ip.ts applies it). `hops: 0` = none, the
 * socket's address; N = the last N hops (`true` = 1, as the old boolean meant);
 * or the proxies' own addresses/CIDRs.
 */
export type TrustProxy = { hops: number } | { proxies: string[] };

/** A TRUST_PROXY value, or null when it is none of the accepted forms. */
export function parseTrustProxy(value: string): TrustProxy | null {
  const v = value.trim().toLowerCase();
  if (["", "false", "no"].includes(v)) return { hops: 0 };
  if (["true", "yes"].includes(v)) return { hops: 1 };
  if (/^\d+$/.test(v)) return Number(v) <= 32 ? { hops: Number(v) } : null;
  const proxies = v
    .split(",")
    .map((p) => p.trim())
    .filter(Boolean);
  if (!proxies.length) return null;
  try {
    // Validated by the same library that matches them per request (also accepts loopback, uniquelocal, linklocal).
    proxyAddr.compile(proxies);
    return { proxies };
  } catch {
    return null;
  }
}

const trustProxy = z.pipe(
  z.optional(
    z
      .string()
      .check(
        z.refine(
          (v) => parseTrustProxy(v) !== null,
          "deve ser false, true, um número de proxies (0 a 32) ou os endereços/CIDR dos proxies separados por vírgula (ex.: 127.0.0.1,10.0.0.0/8)",
        ),
      ),
  ),
  z.transform((v) => (v === undefined ? undefined : parseTrustProxy(v)!)),
);

const BYTE_UNITS: Record<string, number> = { "": 1, k: 1024, m: 1024 ** 2, g: 1024 ** 3 };
const MAX_PAGE_CACHE_BYTES = 4 * 1024 ** 3;

/** "33554432", "32MB", "512kb", "0" → bytes (units are powers of 1024). */
function parseBytes(value: string): number {
  const match = /^(\d{1,13})\s*([kmg]?)b?$/i.exec(value.trim());
  return match ? Number(match[1]) * BYTE_UNITS[match[2]!.toLowerCase()]! : NaN;
}

const byteSize = z.pipe(
  z.optional(
    z.string().check(
      z.trim(),
      z.refine((v) => !Number.isNaN(parseBytes(v)), "deve ser um tamanho em bytes (ex.: 33554432, 32MB, ou 0 para desligar)"),
      z.refine((v) => !(parseBytes(v) > MAX_PAGE_CACHE_BYTES), "deve ser no máximo 4GB"),
    ),
  ),
  z.transform((v) => (v === undefined ? undefined : parseBytes(v))),
);

/** A whole number of `unit` between min and max (retention periods). */
function wholeNumber(min: number, max: number, unit: string) {
  const message = `deve ser um número inteiro de ${unit} entre ${min} e ${max}`;
  return z.coerce.number({ error: message }).check(
    z.refine((v) => Number.isInteger(v), message),
    z.minimum(min, message),
    z.maximum(max, message),
  );
}

/** "2", "2.5", "2,50" → basis points (250); between min and max percent, at most two decimals. */
function percent(min: number, max: number) {
  const message = `deve ser um percentual entre ${min} e ${max} (até duas casas decimais, ex.: 2 ou 0,5)`;
  return z.pipe(
    z.union([z.number(), z.string()]),
    z.transform((v, ctx) => {
      const text = String(v).trim().replace(",", ".");
      const match = /^(\d{1,3})(?:\.(\d{1,2}))?$/.exec(text);
      const basisPoints = match ? Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0")) : NaN;
      if (Number.isNaN(basisPoints) || basisPoints < min * 100 || basisPoints > max * 100) {
        ctx.issues.push({ code: "custom", message, input: v });
        return z.NEVER;
      }
      return basisPoints;
    }),
  );
}

export const envSchema = z.object({
  NODE_ENV: z._default(z.enum(["development", "production", "test"]), "production"),
  PORT: z._default(port, 3000),
  HOST: z._default(trimmed(z.minLength(1)), "0.0.0.0"),
  PUBLIC_URL: optionalUrl(["http:", "https:"]),
  DATABASE_URL: optionalUrl(["postgres:", "postgresql:"]),
  DATA_DIR: z._default(trimmed(z.minLength(1, "não pode ser vazio")), "./data"),
  SESSION_SECRET: z.optional(z.string().check(z.minLength(32, "deve ter pelo menos 32 caracteres"))),
  BRAND_NAME: z._default(
    trimmed(z.minLength(1, "não pode ser vazio"), z.maxLength(40, "deve ter até 40 caracteres")),
    DEFAULT_BRAND.name,
  ),
  BRAND_SLUG: z._default(slug, DEFAULT_BRAND.slug),
  NUTRITIONIST_NAME: z._default(trimmed(z.minLength(1, "não pode ser vazio"), z.maxLength(40)), DEFAULT_BRAND.nutritionist),
  SMTP_URL: optionalUrl(["smtp:", "smtps:"]),
  MAIL_FROM: z._default(trimmed(z.minLength(3)), "Lift <nao-responda@lift.local>"),
  SHOP_EMAIL: z._default(z.email("deve ser um email válido"), "pedidos@lift.local"),
  SEED_DEMO_DATA: bool,
  REQUIRE_EMAIL_CONFIRMATION: bool,
  TRUST_PROXY: trustProxy,
  STRIPE_SECRET_KEY: z.optional(
    trimmed(z.regex(/^(sk|rk)_(test|live)_[A-Za-z0-9]+$/, "deve ser uma chave secreta da Stripe (sk_…)")),
  ),
  STRIPE_WEBHOOK_SECRET: z.optional(
    trimmed(z.regex(/^whsec_[A-Za-z0-9]+$/, "deve ser um segredo de webhook da Stripe (whsec_…)")),
  ),
  CEP_API_URL: optionalUrl(["http:", "https:"]),
  OUTBOX_PAGE: bool,
  DEMO_PAYMENTS: bool,
  PAGE_CACHE_MAX_BYTES: byteSize,
  LOG_LEVEL: z._default(z.enum(["debug", "info", "warn", "error", "silent"]), "info"),
  METRICS_PORT: z.optional(port),
  METRICS_HOST: z._default(trimmed(z.minLength(1)), "127.0.0.1"),
  // A bearer token (RFC 6750 characters), long enough that guessing it is hopeless.
  METRICS_TOKEN: z.optional(
    z
      .string()
      .check(
        z.minLength(32, "deve ter pelo menos 32 caracteres"),
        z.maxLength(200, "deve ter até 200 caracteres"),
        z.regex(/^[A-Za-z0-9._~+/-]+=*$/, "deve ter só letras, números e - . _ ~ + / ="),
      ),
  ),
  SHUTDOWN_DELAY_MS: z._default(
    z.coerce.number({ error: "deve ser um número de milissegundos" }).check(
      z.refine((v) => Number.isInteger(v), "deve ser um número inteiro"),
      z.minimum(0, "deve estar entre 0 e 60000"),
      z.maximum(60_000, "deve estar entre 0 e 60000"),
    ),
    0,
  ),
  JOBS_ENABLED: bool,
  JOBS_POLL_INTERVAL_SECONDS: z._default(
    z.coerce
      .number({ error: "deve ser um número de segundos" })
      .check(z.minimum(0.5, "deve estar entre 0.5 e 60"), z.maximum(60, "deve estar entre 0.5 e 60")),
    2,
  ),
  ADMIN_PASSWORD: z.optional(
    z.string().check(z.minLength(8, "deve ter pelo menos 8 caracteres"), z.maxLength(200, "deve ter até 200 caracteres")),
  ),
  STORAGE_DRIVER: z._default(z.enum(["local", "s3"], { error: "deve ser local ou s3" }), "local"),
  S3_BUCKET: z.optional(trimmed(z.regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, "deve ser um nome de bucket válido"))),
  S3_REGION: z._default(trimmed(z.minLength(1)), "us-east-1"),
  S3_ENDPOINT: optionalUrl(["http:", "https:"]),
  S3_ACCESS_KEY_ID: z.optional(trimmed(z.minLength(1))),
  S3_SECRET_ACCESS_KEY: z.optional(trimmed(z.minLength(1))),
  S3_FORCE_PATH_STYLE: bool,
  PIX_KEY: z.optional(
    trimmed(
      z.minLength(1),
      z.maxLength(77, "deve ter até 77 caracteres"),
      z.regex(/^\S+$/, "não pode ter espaços (use a chave aleatória, o email, +55… ou só os dígitos do CPF/CNPJ)"),
    ),
  ),
  PIX_MERCHANT_NAME: z._default(
    trimmed(z.minLength(1, "não pode ser vazio"), z.maxLength(25, "deve ter até 25 caracteres")),
    "Lift Suplementos",
  ),
  PIX_MERCHANT_CITY: z._default(
    trimmed(z.minLength(1, "não pode ser vazio"), z.maxLength(15, "deve ter até 15 caracteres")),
    "Sao Paulo",
  ),
  // Pix charges on the PSP's API Pix (issue 36, decision 030): all of the group or none (none = the static code above).
  PIX_API_URL: optionalUrl(["https:"]),
  PIX_OAUTH_URL: optionalUrl(["https:"]),
  PIX_CLIENT_ID: z.optional(trimmed(z.minLength(1), z.maxLength(500, "deve ter até 500 caracteres"))),
  PIX_CLIENT_SECRET: z.optional(z.string().check(z.minLength(1), z.maxLength(500, "deve ter até 500 caracteres"))),
  // Travels in the webhook's path: long, and only characters a URL path keeps as they are.
  PIX_WEBHOOK_SECRET: z.optional(
    z
      .string()
      .check(
        z.minLength(32, "deve ter pelo menos 32 caracteres"),
        z.maxLength(200, "deve ter até 200 caracteres"),
        z.regex(/^[A-Za-z0-9_-]+$/, "deve ter só letras, números, - e _ (vai no caminho da URL)"),
      ),
  ),
  PIX_WEBHOOK_MTLS: bool,
  PIX_WEBHOOK_ALLOWED_IPS: z.optional(trimmed(z.minLength(1))),
  PIX_CLIENT_CERT: z.optional(trimmed(z.minLength(1))),
  PIX_CLIENT_KEY: z.optional(trimmed(z.minLength(1))),
  PIX_CLIENT_P12: z.optional(trimmed(z.minLength(1))),
  PIX_CLIENT_P12_PASSPHRASE: z.optional(z.string().check(z.maxLength(500, "deve ter até 500 caracteres"))),
  PIX_CA_CERT: z.optional(trimmed(z.minLength(1))),
  PIX_PROVIDER_PROFILE: z._default(z.enum(["padrao", "efi", "bb"], { error: "deve ser padrao, efi ou bb" }), "padrao"),
  PIX_APP_KEY: z.optional(trimmed(z.regex(/^[A-Za-z0-9_-]{8,200}$/, "deve ser a chave de aplicação do Portal Developers BB"))),
  PIX_RECONCILE_INTERVAL_SECONDS: z._default(wholeNumber(60, 86_400, "segundos"), 300),
  PIX_VALIDITY_DAYS_AFTER_DUE: z._default(wholeNumber(0, 365, "dias"), 30),
  // CDC art. 52 §1º: a late fine on a consumer is at most 2%.
  PIX_FINE_PERCENT: z._default(percent(0, 2), 0),
  PIX_INTEREST_PERCENT_MONTH: z._default(percent(0, 1), 0),
  PIX_DISCOUNT_PERCENT: z._default(percent(0, 50), 0),
  // LGPD (issue 28): the encarregado shown on /privacidade, and how long each kind of data is kept.
  DPO_NAME: z.optional(trimmed(z.minLength(1, "não pode ser vazio"), z.maxLength(80, "deve ter até 80 caracteres"))),
  DPO_EMAIL: z.optional(z.email("deve ser um email válido")),
  RETENTION_LOGS_MONTHS: z._default(wholeNumber(1, 60, "meses"), 6),
  RETENTION_FUNNEL_EVENTS_MONTHS: z._default(wholeNumber(1, 60, "meses"), 12),
  RETENTION_INACTIVE_CUSTOMER_YEARS: z._default(wholeNumber(1, 20, "anos"), 3),
  // Tax law asks for at least 5 years of order records.
  FISCAL_RETENTION_YEARS: z._default(wholeNumber(5, 30, "anos"), 5),
  // The rights portal's emailed link (/privacidade/meus-dados): long enough to open it, short enough to be useless when forwarded.
  PRIVACY_LINK_MINUTES: z._default(wholeNumber(5, 1440, "minutos"), 60),
  // WhatsApp Cloud API (issue 37): all five account values or none (none = WhatsApp off).
  WHATSAPP_API_URL: optionalUrl(["https:", "http:"]),
  WHATSAPP_API_VERSION: z._default(
    trimmed(z.regex(/^v\d{1,3}\.\d{1,2}$/, "deve ser uma versão da Graph API (ex.: v23.0)")),
    "v23.0",
  ),
  WHATSAPP_PHONE_NUMBER_ID: z.optional(trimmed(z.regex(/^\d{5,25}$/, "deve ser o id numérico do número no WhatsApp Manager"))),
  WHATSAPP_BUSINESS_ACCOUNT_ID: z.optional(
    trimmed(z.regex(/^\d{5,25}$/, "deve ser o id numérico da conta do WhatsApp Business (WABA)")),
  ),
  WHATSAPP_ACCESS_TOKEN: z.optional(
    z
      .string()
      .check(
        z.minLength(32, "deve ter pelo menos 32 caracteres"),
        z.maxLength(1000, "deve ter até 1000 caracteres"),
        z.regex(/^[A-Za-z0-9._~+/-]+=*$/, "deve ser um token de acesso da Meta (só letras, números e - . _ ~ + / =)"),
      ),
  ),
  WHATSAPP_APP_SECRET: z.optional(
    trimmed(z.regex(/^[0-9a-fA-F]{32}$/, "deve ser a chave secreta do app da Meta (32 caracteres hexadecimais)")),
  ),
  WHATSAPP_VERIFY_TOKEN: z.optional(
    z
      .string()
      .check(
        z.minLength(16, "deve ter pelo menos 16 caracteres"),
        z.maxLength(200, "deve ter até 200 caracteres"),
        z.regex(/^[A-Za-z0-9._~-]+$/, "deve ter só letras, números e - . _ ~"),
      ),
  ),
});

/**
 * The Pix key used when PIX_KEY is not set: a random key (EVP) in the right
 * format that belongs to nobody, so `npm start` shows a working payment page.
 * The page says it is a demonstration key; a real shop must set PIX_KEY.
 */
export const DEMO_PIX_KEY = "7d9f0335-8dcc-4054-9bf9-0dbd61d36906";

export type Env = z.infer<typeof envSchema>;

export interface Config {
  env: Env["NODE_ENV"];
  isProduction: boolean;
  port: number;
  host: string;
  publicUrl: string;
  /** Served over https: cookies are Secure and __Host- prefixed. */
  secureCookies: boolean;
  /** Sign-in needs a confirmed email (default: on when SMTP is configured). */
  requireEmailConfirmation: boolean;
  /** Behind reverse proxies: which X-Forwarded-For hops are believed for the client address. */
  trustProxy: TrustProxy;
  databaseUrl: string | undefined;
  dataDir: string;
  sessionSecret: string;
  brand: Brand;
  smtpUrl: string | undefined;
  mailFrom: string;
  shopEmail: string;
  seedDemoData: boolean;
  /** Stripe keys; absent = demo payments when enabled, else no online payment. */
  stripe: { secretKey: string; webhookSecret: string } | null;
  /**
   * The built-in demo provider (test card, simulated boleto) answers: never
   * with Stripe; in production only when the operator asks (DEMO_PAYMENTS=true,
   * which `npm start`'s demo does), and never at a public PUBLIC_URL (decision
   * 022); in development and tests by default on the embedded database.
   */
  demoPayments: boolean;
  /** Byte budget of the page cache (PAGE_CACHE_MAX_BYTES, default 32 MB; 0 = no cache). */
  pageCacheMaxBytes: number;
  /** ViaCEP-compatible service: GET {url}/ws/{cep}/json/ */
  cepApiUrl: string;
  /** Whether /dev/emails lists the outbox (development by default). */
  outboxPage: boolean;
  logLevel: Env["LOG_LEVEL"];
  /**
   * Prometheus metrics: on their own listener (METRICS_PORT on METRICS_HOST,
   * loopback by default) and/or at /metrics on the main port behind a bearer
   * token (METRICS_TOKEN). Neither set: not served anywhere (/metrics is a 404).
   */
  metrics: { port: number | undefined; host: string; token: string | undefined };
  /** After SIGTERM, how long /readyz answers 503 before the listener closes (time for a balancer to notice). */
  shutdownDelayMs: number;
  /** Background jobs (app/platform/jobs): whether this process runs them (it always writes them), and how often an idle worker polls. */
  jobs: { enabled: boolean; pollIntervalSeconds: number };
  /** The shared admin panel password: ADMIN_PASSWORD, or generated once into DATA_DIR/admin-password. */
  adminPassword: string;
  /** Where a generated admin password is kept (null when ADMIN_PASSWORD is set); the server prints it at start. */
  adminPasswordFile: string | null;
  /** Files: local disk under DATA_DIR/files, or an S3-compatible bucket (several servers). */
  storage: StorageConfig;
  /** Static Pix code on the order payment page; `demo` when PIX_KEY is not set (DEMO_PIX_KEY). */
  pix: { key: string; merchantName: string; merchantCity: string; demo: boolean };
  /** Charges on the PSP's API Pix (app/domain/payments/pix-api); null = not configured (the static code and manual marking). */
  pixApi: PixApiConfig | null;
  /** LGPD: the encarregado (DPO_NAME, DPO_EMAIL — SHOP_EMAIL when unset) and the retention periods. */
  privacy: PrivacyConfig;
  /** WhatsApp Cloud API (app/domain/messaging/whatsapp); null = not configured (email and the admin's wa.me link only). */
  whatsapp: WhatsAppConfig | null;
}

export interface WhatsAppConfig {
  /** Graph API base, without a trailing slash (WHATSAPP_API_URL, default https://graph.facebook.com). */
  apiUrl: string;
  /** "v23.0" */
  apiVersion: string;
  phoneNumberId: string;
  businessAccountId: string;
  /** System user token (Bearer) with whatsapp_business_messaging and whatsapp_business_management. */
  accessToken: string;
  /** Signs the webhooks (X-Hub-Signature-256). */
  appSecret: string;
  /** What the webhook's verification handshake must present (hub.verify_token). */
  verifyToken: string;
}

const WHATSAPP_ACCOUNT_SETTINGS = [
  "WHATSAPP_PHONE_NUMBER_ID",
  "WHATSAPP_BUSINESS_ACCOUNT_ID",
  "WHATSAPP_ACCESS_TOKEN",
  "WHATSAPP_APP_SECRET",
  "WHATSAPP_VERIFY_TOKEN",
] as const;

/** WhatsApp is on with all five account settings and off with none; some but not all stops start-up, naming the missing ones. */
function whatsAppConfig(env: Env): WhatsAppConfig | null {
  const missing = WHATSAPP_ACCOUNT_SETTINGS.filter((name) => !env[name]);
  if (missing.length === WHATSAPP_ACCOUNT_SETTINGS.length) return null;
  if (missing.length) {
    throw new ConfigError(
      `Configuração inválida: o WhatsApp precisa de ${WHATSAPP_ACCOUNT_SETTINGS.join(", ")} juntos; falta ${missing.join(", ")}`,
    );
  }
  return {
    apiUrl: (env.WHATSAPP_API_URL ?? "https://graph.facebook.com").replace(/\/+$/, ""),
    apiVersion: env.WHATSAPP_API_VERSION,
    phoneNumberId: env.WHATSAPP_PHONE_NUMBER_ID!,
    businessAccountId: env.WHATSAPP_BUSINESS_ACCOUNT_ID!,
    accessToken: env.WHATSAPP_ACCESS_TOKEN!,
    appSecret: env.WHATSAPP_APP_SECRET!,
    verifyToken: env.WHATSAPP_VERIFY_TOKEN!,
  };
}

export interface PixApiConfig {
  /** The API's base, e.g. https://pix.api.efipay.com.br/v2 (no trailing slash). */
  apiUrl: string;
  oauthUrl: string;
  clientId: string;
  clientSecret: string;
  /** PIX_KEY: the key charges are made out to and the webhook is registered for. */
  key: string;
  /** The secret in the webhook's URL (compared in constant time). */
  webhookSecret: string;
  /** The proxy in front of the webhook checks the PSP's client certificate (PIX_WEBHOOK_MTLS, default true). */
  webhookMtls: boolean;
  /** PIX_WEBHOOK_ALLOWED_IPS: the PSP's addresses (IPs or CIDRs); empty = any address with the secret. */
  webhookAllowedIps: string[];
  /** The shop's client certificate: PEM pair or PKCS#12 (absolute paths, readable at start). */
  certificate: { kind: "pem"; certFile: string; keyFile: string } | { kind: "p12"; p12File: string; passphrase: string };
  /** Extra CAs to trust for the PSP (PEM file), besides the usual ones. */
  caFile: string | undefined;
  /** What the PSP needs beyond the standard (decision 030). */
  profile: "padrao" | "efi" | "bb";
  /** Banco do Brasil's developer application key (gw-app-key / gw-dev-app-key). */
  appKey: string | undefined;
  reconcileIntervalSeconds: number;
  /** Fine, interest and discount of each charge, in basis points (200 = 2%), and days payable after the due date. */
  charge: {
    validityDaysAfterDue: number;
    fineBasisPoints: number;
    interestBasisPointsPerMonth: number;
    discountBasisPoints: number;
  };
}

/** The settings that switch API Pix charges on: all of them, or none. */
const PIX_API_SETTINGS = ["PIX_API_URL", "PIX_OAUTH_URL", "PIX_CLIENT_ID", "PIX_CLIENT_SECRET", "PIX_WEBHOOK_SECRET"] as const;
const PIX_CERTIFICATE_SETTINGS = ["PIX_CLIENT_CERT", "PIX_CLIENT_KEY", "PIX_CLIENT_P12", "PIX_CLIENT_P12_PASSPHRASE"] as const;

/** An absolute path to a readable file, or a ConfigError naming the setting. */
function readableFile(name: string, value: string): string {
  const file = path.resolve(value);
  try {
    fs.accessSync(file, fs.constants.R_OK);
    if (!fs.statSync(file).isFile()) throw new Error("not a file");
  } catch {
    throw new ConfigError(`Configuração inválida: ${name} deve ser um arquivo legível (${file})`);
  }
  return file;
}

/** "34.193.116.226, 10.0.0.0/8" → the list, each checked as proxy-addr reads it (client-ip.ts matches the same way). */
function allowedIps(value: string | undefined): string[] {
  const list = (value ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  try {
    proxyAddr.compile(list);
  } catch {
    throw new ConfigError("Configuração inválida: PIX_WEBHOOK_ALLOWED_IPS deve listar IPs ou CIDRs separados por vírgula");
  }
  return list;
}

function pixApiConfig(env: Env): PixApiConfig | null {
  const given = [...PIX_API_SETTINGS, ...PIX_CERTIFICATE_SETTINGS, "PIX_CA_CERT"].filter(
    (name) => env[name as keyof Env] !== undefined,
  );
  if (!given.length) return null;
  const missing = PIX_API_SETTINGS.filter((name) => !env[name]);
  if (missing.length) {
    throw new ConfigError(
      `Configuração inválida: a cobrança pela API Pix precisa de ${PIX_API_SETTINGS.join(", ")} e do certificado juntos; falta ${missing.join(", ")}`,
    );
  }
  if (!env.PIX_KEY) throw new ConfigError("Configuração inválida: PIX_KEY é obrigatória com PIX_API_URL (a chave das cobranças)");
  const pem = env.PIX_CLIENT_CERT !== undefined || env.PIX_CLIENT_KEY !== undefined;
  const p12 = env.PIX_CLIENT_P12 !== undefined || env.PIX_CLIENT_P12_PASSPHRASE !== undefined;
  if (pem && p12) {
    throw new ConfigError(
      "Configuração inválida: informe o certificado como PIX_CLIENT_CERT + PIX_CLIENT_KEY ou como PIX_CLIENT_P12 (+ PIX_CLIENT_P12_PASSPHRASE), não os dois",
    );
  }
  if (!pem && !p12) {
    throw new ConfigError(
      "Configuração inválida: a API Pix exige o certificado do cliente: PIX_CLIENT_CERT + PIX_CLIENT_KEY ou PIX_CLIENT_P12",
    );
  }
  if (pem && (!env.PIX_CLIENT_CERT || !env.PIX_CLIENT_KEY)) {
    throw new ConfigError(
      `Configuração inválida: ${env.PIX_CLIENT_CERT ? "PIX_CLIENT_KEY" : "PIX_CLIENT_CERT"} é obrigatório com ${env.PIX_CLIENT_CERT ? "PIX_CLIENT_CERT" : "PIX_CLIENT_KEY"}`,
    );
  }
  if (p12 && !env.PIX_CLIENT_P12) {
    throw new ConfigError("Configuração inválida: PIX_CLIENT_P12 é obrigatório com PIX_CLIENT_P12_PASSPHRASE");
  }
  if (env.PIX_PROVIDER_PROFILE === "bb" && !env.PIX_APP_KEY) {
    throw new ConfigError(
      "Configuração inválida: PIX_APP_KEY é obrigatória com PIX_PROVIDER_PROFILE=bb (chave de aplicação do BB)",
    );
  }
  const certificate: PixApiConfig["certificate"] = pem
    ? {
        kind: "pem",
        certFile: readableFile("PIX_CLIENT_CERT", env.PIX_CLIENT_CERT!),
        keyFile: readableFile("PIX_CLIENT_KEY", env.PIX_CLIENT_KEY!),
      }
    : {
        kind: "p12",
        p12File: readableFile("PIX_CLIENT_P12", env.PIX_CLIENT_P12!),
        passphrase: env.PIX_CLIENT_P12_PASSPHRASE ?? "",
      };
  return {
    apiUrl: env.PIX_API_URL!.replace(/\/+$/, ""),
    oauthUrl: env.PIX_OAUTH_URL!,
    clientId: env.PIX_CLIENT_ID!,
    clientSecret: env.PIX_CLIENT_SECRET!,
    key: env.PIX_KEY,
    webhookSecret: env.PIX_WEBHOOK_SECRET!,
    webhookMtls: env.PIX_WEBHOOK_MTLS ?? true,
    webhookAllowedIps: allowedIps(env.PIX_WEBHOOK_ALLOWED_IPS),
    certificate,
    caFile: env.PIX_CA_CERT === undefined ? undefined : readableFile("PIX_CA_CERT", env.PIX_CA_CERT),
    profile: env.PIX_PROVIDER_PROFILE,
    appKey: env.PIX_APP_KEY,
    reconcileIntervalSeconds: env.PIX_RECONCILE_INTERVAL_SECONDS,
    charge: {
      validityDaysAfterDue: env.PIX_VALIDITY_DAYS_AFTER_DUE,
      fineBasisPoints: env.PIX_FINE_PERCENT,
      interestBasisPointsPerMonth: env.PIX_INTEREST_PERCENT_MONTH,
      discountBasisPoints: env.PIX_DISCOUNT_PERCENT,
    },
  };
}

export interface PrivacyConfig {
  dpoName: string;
  dpoEmail: string;
  /** Rate-limit rows (and any request log) are deleted after this many months. */
  logsMonths: number;
  /** Anonymous quiz funnel events are deleted after this many months. */
  funnelEventsMonths: number;
  /** A customer with no order and no sign-in for this many years is anonymised. */
  inactiveCustomerYears: number;
  /** Order records (the fiscal fields) are kept at least this many years. */
  fiscalYears: number;
  /** Lifetime of the rights portal's emailed link (PRIVACY_LINK_MINUTES). */
  portalLinkTtlMs: number;
}

export type StorageConfig =
  | { driver: "local" }
  | {
      driver: "s3";
      bucket: string;
      region: string;
      /** For S3-compatible services (MinIO, R2, …); absent = AWS. */
      endpoint: string | undefined;
      /** Absent = the AWS SDK's default chain (environment, instance role…). */
      credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
      forcePathStyle: boolean;
    };

function storageConfig(env: Env): StorageConfig {
  if (env.STORAGE_DRIVER === "local") return { driver: "local" };
  if (!env.S3_BUCKET) throw new ConfigError("Configuração inválida: S3_BUCKET é obrigatório com STORAGE_DRIVER=s3");
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError("Configuração inválida: S3_ACCESS_KEY_ID e S3_SECRET_ACCESS_KEY devem ser informados juntos");
  }
  return {
    driver: "s3",
    bucket: env.S3_BUCKET,
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT?.replace(/\/+$/, ""),
    credentials:
      env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
        : undefined,
    forcePathStyle: env.S3_FORCE_PATH_STYLE ?? env.S3_ENDPOINT !== undefined,
  };
}

export class ConfigError extends Error {}

/** A PUBLIC_URL only this machine can open: localhost, 127.0.0.0/8, ::1. */
export function isLoopbackUrl(url: string): boolean {
  const host = new URL(url).hostname;
  return host === "localhost" || host.endsWith(".localhost") || /^127(?:\.\d{1,3}){3}$/.test(host) || host === "[::1]";
}

/**
 * Whether the demo provider answers (decision 022). It marks orders and
 * subscriptions paid without charging anyone, so a production shop has it
 * only on request, and a request for it at a public address stops start-up.
 */
function demoPaymentsOf(env: Env, publicUrl: string): boolean {
  if (env.STRIPE_SECRET_KEY) return false;
  if (env.NODE_ENV !== "production") return env.DEMO_PAYMENTS ?? !env.DATABASE_URL;
  if (env.DEMO_PAYMENTS && !isLoopbackUrl(publicUrl)) {
    throw new ConfigError(
      `Configuração inválida: DEMO_PAYMENTS=true marca pedidos como pagos sem cobrança e não pode ser usado com PUBLIC_URL público (${publicUrl}); use DEMO_PAYMENTS=false (ou configure a Stripe), ou rode a demonstração em localhost`,
    );
  }
  return env.DEMO_PAYMENTS ?? false;
}

/** Settings whose values are secrets: SESSION_SECRET, ADMIN_PASSWORD, METRICS_TOKEN, the Stripe and S3 secrets, DATABASE_URL (its password). */
const SECRET_SETTING = /SECRET|PASSWORD|PASSPHRASE|TOKEN|^PIX_APP_KEY$|^DATABASE_URL$|^SMTP_URL$/;

/** Parses the environment; throws ConfigError with one line naming the variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ""));
  const result = envSchema.safeParse(cleaned);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    const name = String(issue.path[0] ?? "configuração");
    // A secret's value never goes to the log, even a wrong one (it may be the right secret in the wrong variable).
    const shown = SECRET_SETTING.test(name) ? "oculto" : JSON.stringify(source[name] ?? "");
    throw new ConfigError(`Configuração inválida: ${name} ${issue.message} (valor recebido: ${shown})`);
  }
  return result.data;
}

/** Reads the session secret from the environment or from DATA_DIR, creating it once. */
function resolveSessionSecret(env: Env, dataDir: string): string {
  if (env.SESSION_SECRET) return env.SESSION_SECRET;
  const file = path.join(dataDir, "session-secret");
  try {
    const existing = fs.readFileSync(file, "utf8").trim();
    if (existing.length >= 32) return existing;
  } catch {
    // absent: created below
  }
  fs.mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString("base64url");
  fs.writeFileSync(file, secret + "\n", { mode: 0o600 });
  return secret;
}

/**
 * The admin password from the environment or from DATA_DIR, creating it once.
 * A shared PostgreSQL deployment in production must choose one (several
 * processes with their own data directories would each invent another).
 */
function resolveAdminPassword(env: Env, dataDir: string): { password: string; file: string | null } {
  if (env.ADMIN_PASSWORD) return { password: env.ADMIN_PASSWORD, file: null };
  if (env.NODE_ENV === "production" && env.DATABASE_URL) {
    throw new ConfigError(
      "Configuração inválida: ADMIN_PASSWORD é obrigatória em produção com DATABASE_URL (defina uma senha de pelo menos 8 caracteres)",
    );
  }
  const file = path.join(dataDir, "admin-password");
  try {
    const existing = fs.readFileSync(file, "utf8").trim();
    if (existing.length >= 8) return { password: existing, file };
  } catch {
    // absent: created below
  }
  fs.mkdirSync(dataDir, { recursive: true });
  const password = randomBytes(12).toString("base64url");
  fs.writeFileSync(file, password + "\n", { mode: 0o600 });
  return { password, file };
}

export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const env = parseEnv(source);
  if (Boolean(env.STRIPE_SECRET_KEY) !== Boolean(env.STRIPE_WEBHOOK_SECRET)) {
    throw new ConfigError("Configuração inválida: STRIPE_SECRET_KEY e STRIPE_WEBHOOK_SECRET devem ser informados juntos");
  }
  const dataDir = path.resolve(env.DATA_DIR);
  const admin = resolveAdminPassword(env, dataDir);
  const storage = storageConfig(env);
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, "");
  if (env.METRICS_PORT === env.PORT) {
    throw new ConfigError(
      "Configuração inválida: METRICS_PORT deve ser diferente de PORT (para /metrics na porta principal, use METRICS_TOKEN)",
    );
  }
  return {
    env: env.NODE_ENV,
    isProduction: env.NODE_ENV === "production",
    port: env.PORT,
    host: env.HOST,
    publicUrl,
    secureCookies: publicUrl.startsWith("https:"),
    requireEmailConfirmation: env.REQUIRE_EMAIL_CONFIRMATION ?? env.SMTP_URL !== undefined,
    trustProxy: env.TRUST_PROXY ?? { hops: 0 },
    databaseUrl: env.DATABASE_URL,
    dataDir,
    sessionSecret: resolveSessionSecret(env, dataDir),
    brand: { name: env.BRAND_NAME, slug: env.BRAND_SLUG, nutritionist: env.NUTRITIONIST_NAME },
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    shopEmail: env.SHOP_EMAIL,
    seedDemoData: env.SEED_DEMO_DATA ?? true,
    stripe:
      env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET
        ? { secretKey: env.STRIPE_SECRET_KEY, webhookSecret: env.STRIPE_WEBHOOK_SECRET }
        : null,
    // Money states change only through a real provider or an admin: the demo provider is opt-in (decision 022).
    demoPayments: demoPaymentsOf(env, publicUrl),
    pageCacheMaxBytes: env.PAGE_CACHE_MAX_BYTES ?? 32 * 1024 ** 2,
    cepApiUrl: (env.CEP_API_URL ?? "https://viacep.com.br").replace(/\/+$/, ""),
    outboxPage: env.OUTBOX_PAGE ?? env.NODE_ENV !== "production",
    logLevel: env.LOG_LEVEL,
    metrics: { port: env.METRICS_PORT, host: env.METRICS_HOST, token: env.METRICS_TOKEN },
    shutdownDelayMs: env.SHUTDOWN_DELAY_MS,
    jobs: { enabled: env.JOBS_ENABLED ?? true, pollIntervalSeconds: env.JOBS_POLL_INTERVAL_SECONDS },
    adminPassword: admin.password,
    adminPasswordFile: admin.file,
    storage,
    pix: {
      key: env.PIX_KEY ?? DEMO_PIX_KEY,
      merchantName: env.PIX_MERCHANT_NAME,
      merchantCity: env.PIX_MERCHANT_CITY,
      demo: !env.PIX_KEY,
    },
    pixApi: pixApiConfig(env),
    privacy: {
      dpoName: env.DPO_NAME ?? "Encarregado de proteção de dados",
      dpoEmail: env.DPO_EMAIL ?? env.SHOP_EMAIL,
      logsMonths: env.RETENTION_LOGS_MONTHS,
      funnelEventsMonths: env.RETENTION_FUNNEL_EVENTS_MONTHS,
      inactiveCustomerYears: env.RETENTION_INACTIVE_CUSTOMER_YEARS,
      fiscalYears: env.FISCAL_RETENTION_YEARS,
      portalLinkTtlMs: env.PRIVACY_LINK_MINUTES * 60_000,
    },
    whatsapp: whatsAppConfig(env),
  };
}
