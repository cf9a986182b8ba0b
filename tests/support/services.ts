// AppServices for tests: a test database plus real modules configured for loopback.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { loadConfig } from "~/config.server";
import type { DatabaseHandle } from "~/db/client.server";
import { createPaymentProviders } from "~/domain/payments/create-provider.server";
import { createPixApi } from "~/domain/payments/pix-api/client.server";
import { createJobQueue } from "~/platform/jobs/queue.server";
import { jobDefinitions } from "../../server/jobs";
import { createLiveUpdates } from "~/platform/live/live-updates.server";
import { createMailer } from "~/platform/mail/mailer.server";
import { createMetrics } from "~/platform/observability/metrics.server";
import { createOrderPlacer } from "~/domain/orders/placement/place-order.server";
import { createCepLookup } from "~/domain/orders/placement/cep.server";
import { createRateLimiter } from "~/platform/security/rate-limit.server";
import { createLocalStorage } from "~/platform/storage/storage.server";
import { createLogger } from "~/logger.server";
import type { LocalProvider } from "~/domain/payments/local-provider.server";
import type { PaymentProvider } from "~/domain/payments/provider.server";
import type { AppServices } from "~/services.server";
import { createWhatsApp } from "~/domain/messaging/whatsapp/client.server";
import { orderReceivedMessages } from "~/domain/messaging/order-messages.server";

/** The services of the tests: the demo payment provider is on (the tests drive its page and webhook). */
export type TestServices = AppServices & { payments: PaymentProvider; localPayments: LocalProvider };

export function testServices(database: DatabaseHandle, env: Record<string, string> = {}): TestServices {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "lift-services-"));
  const config = loadConfig({ DATA_DIR: dataDir, NODE_ENV: "test", LOG_LEVEL: "silent", DEMO_PAYMENTS: "true", ...env });
  const logger = createLogger(config.logLevel, false);
  const metrics = createMetrics({ database });
  const mailer = createMailer({
    db: database.db,
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    logger,
    jobs: () => services.jobs,
  });
  const { payments, localPayments } = createPaymentProviders(config, database.db);
  if (!payments || !localPayments)
    throw new Error("testServices: os testes usam o provedor de demonstração (DEMO_PAYMENTS=true, sem Stripe)");
  const cep = createCepLookup({ baseUrl: config.cepApiUrl, logger });
  const services: TestServices = {
    config,
    database,
    db: database.db,
    storage: createLocalStorage(path.join(dataDir, "files")),
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
    rateLimiter: createRateLimiter(),
    payments,
    localPayments,
    pixApi: config.pixApi ? createPixApi(config.pixApi, { logger }) : null,
    // Not started: tests that need jobs start it (or their own queue, app/platform/jobs/queue.server.test.ts).
    jobs: createJobQueue({
      database,
      ctx: () => services,
      logger,
      metrics,
      settings: { ...config.jobs, pollIntervalSeconds: 0.5 },
      definitions: jobDefinitions,
    }),
    whatsapp: createWhatsApp(config, { logger }),
    logger,
    metrics,
  };
  return services;
}
