// AppServices for tests: a test database plus real modules configured for loopback.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { loadConfig } from "~/config.server";
import type { DatabaseHandle } from "~/db/client.server";
import { createMetrics } from "~/platform/observability/metrics.server";
import { createRateLimiter } from "~/platform/security/rate-limit.server";
import { createLocalStorage } from "~/platform/storage/storage.server";
import { createLogger } from "~/logger.server";
import type { LocalProvider } from "~/domain/payments/local-provider.server";
import type { PaymentProvider } from "~/domain/payments/provider.server";
import type { AppServices } from "~/services.server";
import { assembleServices } from "../../server/services";

/** The services of the tests: the demo payment provider is on (the tests drive its page and webhook). */
export type TestServices = AppServices & { payments: PaymentProvider; localPayments: LocalProvider };

export function testServices(database: DatabaseHandle, env: Record<string, string> = {}): TestServices {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "lift-services-"));
  const config = loadConfig({ DATA_DIR: dataDir, NODE_ENV: "test", LOG_LEVEL: "silent", DEMO_PAYMENTS: "true", ...env });
  const services = assembleServices({
    config,
    database,
    logger: createLogger(config.logLevel, false),
    metrics: createMetrics({ database }),
    storage: createLocalStorage(path.join(dataDir, "files")),
    rateLimiter: createRateLimiter(),
    // Not started: tests that need jobs start it (or their own queue, app/platform/jobs/queue.server.test.ts).
    jobSettings: { ...config.jobs, pollIntervalSeconds: 0.5 },
  });
  const { payments, localPayments } = services;
  if (!payments || !localPayments)
    throw new Error("testServices: os testes usam o provedor de demonstração (DEMO_PAYMENTS=true, sem Stripe)");
  // The same object the jobs and the mailer hold: a test that swaps a module swaps it for them too.
  return Object.assign(services, { payments, localPayments });
}
