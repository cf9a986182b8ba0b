// Creates the services shared by every request: one database, one storage.
import { type Config, ConfigError, loadConfig } from "~/config.server";
import { DataDirLockedError } from "~/db/lock.server";
import { openDatabase } from "~/db/client.server";
import { createPaymentProviders } from "~/domain/club/payments/create-provider.server";
import { createLiveUpdates } from "~/domain/live/live-updates.server";
import { createMailer } from "~/domain/mail/mailer.server";
import { createOrderPlacer } from "~/domain/orders/place-order.server";
import { createCepLookup } from "~/domain/orders/cep.server";
import { createReminderJob } from "~/domain/orders/reminders.server";
import { createRateLimiter } from "~/domain/security/rate-limit.server";
import { createStorage } from "~/domain/storage/create-storage.server";
import type { AppServices } from "~/services.server";
import { seedIfEmpty } from "../scripts/seed/seed-demo-data";
import type { Logger } from "~/logger.server";

export async function createServices(config: Config, logger: Logger): Promise<AppServices> {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const storage = await createStorage(config);
  const mailer = createMailer({ db: database.db, smtpUrl: config.smtpUrl, from: config.mailFrom, logger });
  const cep = createCepLookup({ baseUrl: config.cepApiUrl, logger });
  const live = createLiveUpdates(database, logger);
  const rateLimiter = createRateLimiter(database, logger);
  const services: AppServices = {
    config,
    database,
    db: database.db,
    storage,
    mailer,
    orders: createOrderPlacer({ db: database.db, mailer, config, cep }),
    cep,
    live,
    rateLimiter,
    logger,
    ...createPaymentProviders(config, database.db),
    reminders: createReminderJob({ db: database.db, mailer, config, logger }),
  };
  if (config.seedDemoData) {
    const seeded = await seedIfEmpty(services);
    if (seeded) logger.info("Banco vazio: dados de demonstração criados");
  }
  mailer.start();
  await live.start();
  // One runner at a time across processes (advisory lock); each process just ticks.
  services.reminders.start();
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

export async function closeServices(services: AppServices): Promise<void> {
  await services.reminders.stop();
  await services.live.stop();
  await services.mailer.stop();
  await services.database.close();
}

/** Reads the configuration; a bad value ends the process with one line naming it. */
export function loadConfigOrExit(source: Record<string, string | undefined> = process.env): Config {
  try {
    return loadConfig(source);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

/** createServices, ending the process with one clear line when the data directory is taken. */
export async function createServicesOrExit(config: Config, logger: Logger): Promise<AppServices> {
  try {
    return await createServices(config, logger);
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
