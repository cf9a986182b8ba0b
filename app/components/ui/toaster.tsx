// A tiny toast system: a module-level store read with useSyncExternalStore.
// Call `toast({ title, description?, variant? })` from any event handler or
// effect; <Toaster /> (rendered once by root.tsx) shows them bottom-right.
// Spec: 4000 ms each, at most 3 visible (newest first), 356 px wide, 14 px gap.
import { useEffect, useState, useSyncExternalStore } from "react";
import { useMountedAfterHydration } from "~/components/ui/hydration";
import type { ToastMessage } from "~/platform/http/toast";
import { cx } from "./cx";
import { CloseIcon } from "./icons";

export const TOAST_DURATION_MS = 4000;
export const TOAST_LIMIT = 3;

interface ToastItem extends ToastMessage {
  id: number;
  createdAt: number;
}

interface Timer {
  handle: ReturnType<typeof setTimeout> | undefined;
  remaining: number;
  startedAt: number;
}

let items: readonly ToastItem[] = [];
let nextId = 1;
const timers = new Map<number, Timer>();
const listeners = new Set<() => void>();
const EMPTY: readonly ToastItem[] = [];

function emit() {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function startTimer(id: number, timer: Timer) {
  timer.startedAt = Date.now();
  timer.handle = setTimeout(() => dismissToast(id), timer.remaining);
}

/** Shows a toast. Browser only (a no-op during server rendering). */
export function toast(message: ToastMessage): { id: number; dismiss: () => void } {
  const id = nextId++;
  const dismiss = () => dismissToast(id);
  if (typeof window === "undefined") return { id, dismiss };
  const item: ToastItem = { ...message, id, createdAt: Date.now() };
  const next = [item, ...items];
  for (const dropped of next.slice(TOAST_LIMIT)) clearTimer(dropped.id);
  items = next.slice(0, TOAST_LIMIT);
  const timer: Timer = { handle: undefined, remaining: TOAST_DURATION_MS, startedAt: 0 };
  timers.set(id, timer);
  startTimer(id, timer);
  emit();
  return { id, dismiss };
}

function clearTimer(id: number) {
  const timer = timers.get(id);
  if (timer) clearTimeout(timer.handle);
  timers.delete(id);
}

export function dismissToast(id: number) {
  clearTimer(id);
  if (!items.some((item) => item.id === id)) return;
  items = items.filter((item) => item.id !== id);
  emit();
}

// While the pointer is over a toast or focus is inside it, its clock stops
// (WCAG 2.2.1: enough time to read it).
function pauseToast(id: number) {
  const timer = timers.get(id);
  if (!timer || timer.handle === undefined) return;
  clearTimeout(timer.handle);
  timer.handle = undefined;
  timer.remaining = Math.max(0, timer.remaining - (Date.now() - timer.startedAt));
}

function resumeToast(id: number) {
  const timer = timers.get(id);
  if (!timer || timer.handle !== undefined) return;
  startTimer(id, timer);
}

export function Toaster() {
  const toasts = useSyncExternalStore(
    subscribe,
    () => items,
    () => EMPTY,
  );
  return (
    <section
      aria-label="Notificações"
      className="pointer-events-none fixed inset-x-4 bottom-24 z-[60] sm:left-auto sm:right-4 sm:w-[356px]"
    >
      {/* Newest first in reading order; shown nearest the corner. */}
      <ol className="flex flex-col-reverse gap-[14px]">
        {toasts.map((item) => (
          <ToastCard key={item.id} item={item} />
        ))}
      </ol>
    </section>
  );
}

function ToastCard({ item }: { item: ToastItem }) {
  const destructive = item.variant === "destructive";
  // The page wrapper remounts on navigation; only animate toasts that are new.
  const [animate] = useState(() => Date.now() - item.createdAt < 300);
  return (
    <li
      role={destructive ? "alert" : "status"}
      aria-live={destructive ? "assertive" : "polite"}
      aria-atomic="true"
      className={cx(
        "pointer-events-auto relative flex w-full items-start gap-3 rounded-xl border p-4 pr-12 shadow-lg",
        destructive ? "border-red-800 bg-red-700 text-white" : "border-stone-200 bg-white text-stone-900",
        animate && "motion-safe:animate-dialog-in",
      )}
      onPointerEnter={() => pauseToast(item.id)}
      onPointerLeave={() => resumeToast(item.id)}
      onFocus={() => pauseToast(item.id)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) resumeToast(item.id);
      }}
    >
      <div className="min-w-0 flex-1">
        <p className="text-sm font-semibold">{item.title}</p>
        {item.description ? (
          <p className={cx("mt-1 text-sm", destructive ? "text-white" : "text-stone-700")}>{item.description}</p>
        ) : null}
      </div>
      <button
        type="button"
        aria-label="Fechar notificação"
        className={cx(
          "absolute right-1 top-1 inline-flex size-11 items-center justify-center rounded-lg transition-colors",
          destructive ? "text-white hover:bg-red-800" : "text-stone-600 hover:bg-stone-100 hover:text-stone-900",
        )}
        onClick={() => dismissToast(item.id)}
      >
        <CloseIcon className="size-4" />
      </button>
    </li>
  );
}

// Flash toasts already shown, by object identity: root's loader data keeps the
// same object until the loader runs again, and the page wrapper (keyed by
// path) remounts <FlashToast> on every navigation.
const shownFlashes = new WeakSet<ToastMessage>();

/**
 * A toast sent by the server (flash cookie). The server's HTML shows it in the
 * page's flow, so it is read without scripts and covers nothing; once the page
 * runs, it moves to the toaster (once: a client navigation renders it there at once).
 */
export function FlashToast({ toast: message }: { toast: ToastMessage | null }) {
  const mountedAfterHydration = useMountedAfterHydration();
  const [handedOver, setHandedOver] = useState(mountedAfterHydration);
  useEffect(() => {
    if (!message) return;
    if (!shownFlashes.has(message)) {
      shownFlashes.add(message);
      toast(message);
    }
    setHandedOver(true);
  }, [message]);
  if (!message || handedOver) return null;
  const destructive = message.variant === "destructive";
  return (
    <div
      role={destructive ? "alert" : "status"}
      className={cx(
        "mx-4 mt-4 rounded-xl border p-4 sm:mx-6",
        destructive ? "border-red-800 bg-red-700 text-white" : "border-teal-200 bg-teal-50 text-stone-900",
      )}
    >
      <p className="text-sm font-semibold">{message.title}</p>
      {message.description ? <p className="mt-1 text-sm">{message.description}</p> : null}
    </div>
  );
}
