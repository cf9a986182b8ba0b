// What the Hono server hands to every loader and action as `context`.
// Stateful things (database pool, mailer, storage) live here, created once by
// server/index.ts, so the app never opens a second connection of its own.
import type { Config } from "~/config.server";
import type { Viewer } from "~/domain/accounts/viewer.server";
import type { Database, DatabaseHandle } from "~/db/client.server";
import type { LocalProvider } from "~/domain/payments/local-provider.server";
import type { PaymentProvider } from "~/domain/payments/provider.server";
import type { PixApi } from "~/domain/payments/pix-api/client.server";
import type { JobQueue } from "~/platform/jobs/queue.server";
import type { LiveUpdates } from "~/platform/live/live-updates.server";
import type { Mailer } from "~/platform/mail/mailer.server";
import type { Metrics } from "~/platform/observability/metrics.server";
import type { CepLookup } from "~/domain/orders/placement/cep.server";
import type { OrderPlacer } from "~/domain/orders/placement/place-order.server";
import type { RateLimiter } from "~/platform/security/rate-limit.server";
import type { Storage } from "~/platform/storage/storage.server";
import type { Logger } from "~/logger.server";
import type { WhatsApp } from "~/domain/messaging/whatsapp/client.server";

export interface AppServices {
  config: Config;
  db: Database;
  database: DatabaseHandle;
  storage: Storage;
  mailer: Mailer;
  /** Places orders, written in batches under load (decision 012). */
  orders: OrderPlacer;
  cep: CepLookup;
  live: LiveUpdates;
  rateLimiter: RateLimiter;
  /** The payment provider: Stripe when configured, else the demo one when DEMO_PAYMENTS is on, else none (no online payment). */
  payments: PaymentProvider | null;
  /** The built-in demo provider (its hosted page and webhook), only when DEMO_PAYMENTS is on. */
  localPayments: LocalProvider | null;
  /** The API Pix client (charges with a due date, decision 030) when PIX_API_URL and the rest are set, else null (static Pix code). */
  pixApi: PixApi | null;
  /** Durable background jobs (app/platform/jobs): send(tx, name, data) in the transaction that causes them; started by the server, not by tests. */
  jobs: JobQueue;
  /** The WhatsApp Cloud API client when the five WHATSAPP_* settings are set, else null (email and the admin's wa.me link only). */
  whatsapp: WhatsApp | null;
  /** The request's logger in a request's context (it adds the request id), the process's elsewhere. */
  logger: Logger;
  /** Prometheus metrics of this process (server/metrics.ts serves them). */
  metrics: Metrics;
}

/** Per request: the services plus who is asking. */
export interface RequestContext extends AppServices {
  /** The client's address (X-Forwarded-For only when TRUST_PROXY is set). */
  clientIp: string;
  /** This response's Content-Security-Policy nonce for inline scripts. */
  cspNonce: string;
  /** Who this render resolved (session, admin, subscription, toast), marked by the lookups; decides whether the page may be shared (decision 014). */
  viewer?: Viewer;
}

declare module "react-router" {
  interface AppLoadContext extends RequestContext {}
}
