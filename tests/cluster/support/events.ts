// A live-updates client (GET /events, Server-Sent Events) as a page holds one:
// it keeps the stream open and records every event with the time it arrived.
export interface LiveEvent {
  event: string;
  data: string;
  at: number;
}

export interface EventStream {
  events: LiveEvent[];
  /** The first event (after `since`) that `match` accepts, waiting at most `timeoutMs`. */
  next(match: (e: LiveEvent) => boolean, timeoutMs: number, since?: number): Promise<LiveEvent>;
  close(): void;
}

/** Opens /events?topics=… at `base`; resolves once the server said "ready". */
export async function openEvents(base: string, topics: string): Promise<EventStream> {
  const controller = new AbortController();
  const res = await fetch(`${base}/events?topics=${topics}`, {
    headers: { Accept: "text/event-stream" },
    signal: controller.signal,
  });
  if (res.status !== 200 || !res.body) throw new Error(`/events em ${base}: HTTP ${res.status}`);
  const events: LiveEvent[] = [];
  let wake: () => void = () => {};
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = "";
  void (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += value;
        let end: number;
        while ((end = buffer.indexOf("\n\n")) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const field = (name: string) =>
            block
              .split("\n")
              .filter((l) => l.startsWith(`${name}:`))
              .map((l) => l.slice(name.length + 1).trimStart())
              .join("\n");
          events.push({ event: field("event") || "message", data: field("data"), at: Date.now() });
          wake();
        }
      }
    } catch {
      // closed
    }
  })();
  const stream: EventStream = {
    events,
    async next(match, timeoutMs, since = 0) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = events.find((e) => e.at >= since && match(e));
        if (found) return found;
        const left = deadline - Date.now();
        if (left <= 0)
          throw new Error(`nenhum evento esperado em ${timeoutMs} ms (recebidos: ${events.map((e) => e.event).join(", ")})`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
      }
    },
    close: () => controller.abort(),
  };
  await stream.next((e) => e.event === "ready", 10_000);
  return stream;
}
