// GET /events?topics=products,blog_posts — Server-Sent Events of catalog and
// blog changes, so open pages refresh their data without a reload.
import type { Context } from "hono";
import { streamSSE } from "hono/streaming";
import { LIVE_TOPICS, type LiveTopic, type LiveUpdates } from "~/platform/live/live-updates.server";

const HEARTBEAT_MS = 25_000;

export function parseTopics(value: string | undefined): LiveTopic[] {
  const wanted = (value ?? "").split(",").map((t) => t.trim());
  return LIVE_TOPICS.filter((t) => wanted.includes(t));
}

export function liveEventsHandler(live: LiveUpdates) {
  return (c: Context) => {
    const topics = parseTopics(c.req.query("topics"));
    if (topics.length === 0) return c.text("Informe topics=products ou topics=blog_posts", 400);
    c.header("Cache-Control", "no-store");
    c.header("X-Accel-Buffering", "no");
    return streamSSE(c, async (stream) => {
      let closed = false;
      let wake: () => void = () => {};
      const done = new Promise<void>((resolve) => (wake = resolve));
      const close = () => {
        closed = true;
        wake();
      };
      const unsubscribe = live.subscribe(topics, (event) => {
        void stream.writeSSE({ event: "change", data: JSON.stringify(event) }).catch(close);
      });
      const unregister = live.onClose(close);
      stream.onAbort(close);
      const heartbeat = setInterval(() => void stream.writeSSE({ event: "ping", data: "" }).catch(close), HEARTBEAT_MS);
      // Tell the browser how long to wait before reconnecting on its own.
      await stream.writeSSE({ event: "ready", data: JSON.stringify({ topics }), retry: 2000 });
      if (!closed) await done;
      clearInterval(heartbeat);
      unsubscribe();
      unregister();
    });
  };
}
