// Browser side of live updates: one EventSource on /events, reconnecting with
// backoff (1, 2, 5, 10 s), revalidating the page's loaders when data changes.
import { useEffect, useRef } from "react";
import { useRevalidator } from "react-router";

export interface LiveChange {
  topic: "products" | "blog_posts";
  op: "INSERT" | "UPDATE" | "DELETE";
  id: number;
  slug?: string;
  oldSlug?: string | null;
}

const BACKOFF_MS = [1000, 2000, 5000, 10000];

/** Calls onChange for every change on the topics while the component is mounted. */
export function useLiveChanges(topics: string, onChange: (change: LiveChange) => void) {
  const handler = useRef(onChange);
  handler.current = onChange;
  useEffect(() => {
    if (typeof EventSource === "undefined") return;
    let source: EventSource | null = null;
    let attempt = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const connect = () => {
      source = new EventSource(`/events?topics=${encodeURIComponent(topics)}`);
      source.addEventListener("ready", () => {
        attempt = 0;
        // Lets tests (and curious developers) see that the stream is open.
        document.documentElement.dataset.live = "ready";
      });
      source.addEventListener("change", (event) => {
        try {
          handler.current(JSON.parse((event as MessageEvent<string>).data) as LiveChange);
        } catch (error) {
          console.warn("Atualização ao vivo ilegível", error);
        }
      });
      source.onerror = () => {
        source?.close();
        if (stopped) return;
        const delay = BACKOFF_MS[Math.min(attempt, BACKOFF_MS.length - 1)];
        attempt++;
        timer = setTimeout(connect, delay);
      };
    };
    connect();
    return () => {
      stopped = true;
      clearTimeout(timer);
      source?.close();
    };
  }, [topics]);
}

/** Reloads the route's data (debounced) when a change matches. */
export function useLiveRevalidation(topics: string, matches: (change: LiveChange) => boolean = () => true) {
  const revalidator = useRevalidator();
  const pending = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const revalidate = useRef(revalidator.revalidate);
  revalidate.current = revalidator.revalidate;
  useLiveChanges(topics, (change) => {
    if (!matches(change)) return;
    clearTimeout(pending.current);
    pending.current = setTimeout(() => void revalidate.current(), 150);
  });
}
