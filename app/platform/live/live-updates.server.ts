// The one live-updates mechanism: database triggers NOTIFY on lift_live when
// products or blog posts change (drizzle/0001_live_updates.sql); each process
// LISTENs once and fans the events out to its Server-Sent Events streams. On
// PostgreSQL a change written through any process reaches every process.
import type { DatabaseHandle } from "~/db/client.server";
import type { Logger } from "~/logger.server";

export const LIVE_CHANNEL = "lift_live";
export const LIVE_TOPICS = ["products", "blog_posts", "recipes", "ebooks", "product_offers"] as const;
export type LiveTopic = (typeof LIVE_TOPICS)[number];

export interface LiveEvent {
  topic: LiveTopic;
  op: "INSERT" | "UPDATE" | "DELETE";
  id: number;
  slug?: string;
  oldSlug?: string | null;
}

export type LiveListener = (event: LiveEvent) => void;

export interface LiveUpdates {
  subscribe(topics: readonly LiveTopic[], listener: LiveListener): () => void;
  /** Ends every open stream (at shutdown, so connections can close). */
  closeAll(): void;
  onClose(callback: () => void): () => void;
  start(): Promise<void>;
  stop(): Promise<void>;
}

export function parseLiveEvent(payload: string): LiveEvent | null {
  try {
    const event = JSON.parse(payload) as LiveEvent;
    return LIVE_TOPICS.includes(event.topic) && Number.isInteger(event.id) ? event : null;
  } catch {
    return null;
  }
}

export function createLiveUpdates(database: DatabaseHandle, logger: Logger): LiveUpdates {
  const listeners = new Set<{ topics: readonly LiveTopic[]; listener: LiveListener }>();
  const closers = new Set<() => void>();
  let unlisten: (() => Promise<void>) | undefined;

  return {
    subscribe(topics, listener) {
      const entry = { topics, listener };
      listeners.add(entry);
      return () => listeners.delete(entry);
    },
    closeAll() {
      for (const close of [...closers]) close();
    },
    onClose(callback) {
      closers.add(callback);
      return () => closers.delete(callback);
    },
    async start() {
      unlisten = await database.listen(LIVE_CHANNEL, (payload) => {
        const event = parseLiveEvent(payload);
        if (!event) return;
        for (const { topics, listener } of listeners) {
          if (!topics.includes(event.topic)) continue;
          try {
            listener(event);
          } catch (error) {
            logger.warn("Falha ao repassar atualização ao vivo", { reason: String(error) });
          }
        }
      });
    },
    async stop() {
      for (const close of [...closers]) close();
      await unlisten?.().catch(() => {});
    },
  };
}
