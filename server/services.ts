// Creates the services shared by every request: one database, one storage.
import os from "node:os";
import type { Config } from "~/config.server";
import type { EmbeddedDatabase } from "~/db/embedded.server";
import { DataDirLockedError } from "~/db/lock.server";
import { type DatabaseHandle, openDatabase } from "~/db/client.server";
import { createPaymentProviders } from "~/domain/payments/create-provider.server";
import { createPixApi } from "~/domain/payments/pix-api/client.server";
import { createJobQueue } from "~/platform/jobs/queue.server";
import { jobDefinitions } from "./jobs";
import { createLiveUpdates } from "~/platform/live/live-updates.server";
import { createMailer } from "~/platform/mail/mailer.server";
import { countingRefusals, createMetrics, type Metrics } from "~/platform/observability/metrics.server";
import { createOrderPlacer } from "~/domain/orders/placement/place-order.server";
import { orderEmailRenderer } from "~/domain/orders/placement/order-emails.server";
import { createCepLookup } from "~/domain/orders/placement/cep.server";
import { createRateLimiter, type RateLimiter } from "~/platform/security/rate-limit.server";
import { createStorage } from "~/platform/storage/create-storage.server";
import type { Storage } from "~/platform/storage/storage.server";
import type { AppServices } from "~/services.server";
import { seedIfEmpty } from "../scripts/seed/seed-demo-data";
import type { Logger } from "~/logger.server";
import { createWhatsApp } from "~/domain/messaging/whatsapp/client.server";
import { orderReceivedMessages } from "~/domain/messaging/order-messages.server";

/** What differs between the server and the tests: where files go, how limits are kept, how often workers poll. */
export interface ServiceParts {
  config: Config;
  database: DatabaseHandle;
  logger: Logger;
  metrics: Metrics;
  storage: Storage;
  rateLimiter: RateLimiter;
  jobSettings?: Config["jobs"];
}

/** The services wired together, nothing started: the one place that says which module gets what. */
export function assembleServices(parts: ServiceParts): AppServices {
  const { config, database, logger, metrics } = parts;
  const mailer = createMailer({
    db: database.db,
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    logger,
    jobs: () => services.jobs,
    render: orderEmailRenderer({
      brandName: config.brand.name,
      publicUrl: config.publicUrl,
      sessionSecret: config.sessionSecret,
    }),
  });
  const cep = createCepLookup({ baseUrl: config.cepApiUrl, logger });
  const services: AppServices = {
    config,
    database,
    db: database.db,
    storage: parts.storage,
    mailer,
    orders: createOrderPlacer({
      db: database.db,
      mailer,
      config,
      cep,
      metrics,
      messages: orderReceivedMessages(config, () => services.jobs),
    }),
    cep,
    live: createLiveUpdates(database, logger),
    rateLimiter: parts.rateLimiter,
    logger,
    metrics,
    ...createPaymentProviders(config, database.db),
    pixApi: config.pixApi ? createPixApi(config.pixApi, { logger }) : null,
    jobs: createJobQueue({
      database,
      ctx: () => services,
      logger,
      metrics,
      settings: parts.jobSettings ?? config.jobs,
      definitions: jobDefinitions,
    }),
    whatsapp: createWhatsApp(config, { logger }),
  };
  return services;
}

/** `embedded`: PGlite already starting on its own thread (the production entry, decision 041). */
export async function createServices(config: Config, logger: Logger, embedded?: EmbeddedDatabase): Promise<AppServices> {
  const database = await openDatabase({ databaseUrl: withProcessName(config.databaseUrl), dataDir: config.dataDir, embedded });
  const metrics = createMetrics({ database, processMetrics: true });
  const services = assembleServices({
    config,
    database,
    logger,
    metrics,
    storage: await createStorage(config),
    rateLimiter: countingRefusals(createRateLimiter(database, logger), metrics),
  });
  if (config.seedDemoData) {
    const seeded = await seedIfEmpty(services);
    if (seeded) logger.info("Banco vazio: dados de demonstração criados");
  }
  await services.live.start();
  // Every process writes jobs, so their tables come before the first request; with JOBS_ENABLED (default)
  // it also runs them and their schedules (once across processes): startJobs(), once the server listens.
  await services.jobs.install();
  if (config.pix.demo && config.isProduction)
    logger.warn("PIX_KEY não definida: a página de pagamento mostra uma chave Pix de demonstração");
  if (config.demoPayments) {
    logger.warn(
      "DEMO_PAYMENTS ativo: pagamentos de demonstração. O cartão de teste e o boleto simulado marcam pedidos e assinaturas como pagos sem cobrança real; defina DEMO_PAYMENTS=false (ou configure a Stripe) numa loja de verdade.",
    );
  } else if (!config.stripe) {
    logger.warn(
      "Pagamento online indisponível (sem Stripe e sem DEMO_PAYMENTS): só Pix, e só o painel marca pedidos como pagos.",
    );
  }
  return services;
}

/**
 * DATABASE_URL with an application_name naming this process (host and pid),
 * unless the operator chose one (in the URL or PGAPPNAME): pg_stat_activity
 * then tells the processes apart, and the pool metrics count this one's.
 */
export function withProcessName(databaseUrl: string | undefined, env = process.env): string | undefined {
  if (!databaseUrl || env.PGAPPNAME) return databaseUrl;
  if (new URL(databaseUrl).searchParams.has("application_name")) return databaseUrl;
  const name = `lift-${os.hostname()}-${process.pid}`.replace(/[^A-Za-z0-9._-]/g, "_");
  // PostgreSQL keeps 63 bytes of it (the pid at the end must survive); the rest of the URL is left byte for byte.
  const kept = name.length > 63 ? `lift-${name.slice(-58)}` : name;
  return `${databaseUrl}${databaseUrl.includes("?") ? "&" : "?"}application_name=${kept}`;
}

/**
 * Background work begins this long after the server listens: a restarted
 * process answers its first shoppers before the workers' first polls and the
 * jobs that catch up at start take the database (start-up budget).
 */
export const JOBS_START_DELAY_MS = 1_000;

/** Works the job queue, once the server listens; a queue that cannot start ends the process, as a failed start-up would. */
export function startJobs(services: AppServices): void {
  services.jobs.startIn(JOBS_START_DELAY_MS).catch((error: unknown) => {
    console.error("Falha ao iniciar a fila de trabalhos:", error);
    process.exit(1);
  });
}

export async function closeServices(services: AppServices): Promise<void> {
  // First: a running job gets a few seconds to finish, else it is marked to be retried (by this or another process).
  await services.jobs.stop();
  await services.live.stop();
  await services.mailer.stop();
  services.pixApi?.close();
  await services.database.close();
}

/** createServices, ending the process with one clear line when the data directory is taken. */
export async function createServicesOrExit(config: Config, logger: Logger, embedded?: EmbeddedDatabase): Promise<AppServices> {
  try {
    return await createServices(config, logger, embedded);
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
