// Browser side of the quiz funnel: anonymous events sent with sendBeacon (or
// fetch keepalive) to POST /api/funil. A visit is a random id kept only in the
// page's memory from the moment the quiz starts (nothing is stored on the
// device, so no consent is needed: a reload simply starts another visit, and
// client-side navigation keeps it); pages outside the quiz
// (plan page, order form) report only for a visit that started it. Nothing is
// sent, and no id is made, when the browser asks not to be tracked
// (Do Not Track or Global Privacy Control). Failures are ignored: analytics
// never gets in the visitor's way.
import { useEffect, useRef } from "react";
import { PLANS, type Objective } from "~/domain/quiz/objective-plans";
import type { QuizEventInput, TrackedStep } from "~/domain/quiz/quiz-events";

export const FUNNEL_ENDPOINT = "/api/funil";

interface Visit {
  id: string;
  objective: Objective | null;
  /** Events already sent in this visit ("step:name:…"), so a revisit is not sent twice. */
  sent: string[];
}

type Tracked = Objective | "" | null | undefined;

/** Do Not Track ("1") or Global Privacy Control: send nothing. */
export function trackingAllowed(
  nav: Navigator & { globalPrivacyControl?: boolean } = navigator,
  win: { doNotTrack?: string | null } = window as never,
): boolean {
  return nav.doNotTrack !== "1" && win.doNotTrack !== "1" && nav.globalPrivacyControl !== true;
}

/** This page's visit (browser memory only). */
let currentVisit: Visit | null = null;

function readVisit(): Visit | null {
  return currentVisit;
}

function saveVisit(visit: Visit): void {
  currentVisit = { ...visit, sent: [...visit.sent] };
}

function send(event: QuizEventInput): void {
  const body = JSON.stringify(event);
  try {
    if (navigator.sendBeacon?.(FUNNEL_ENDPOINT, new Blob([body], { type: "application/json" }))) return;
  } catch {
    // fall through to fetch
  }
  void fetch(FUNNEL_ENDPOINT, { method: "POST", body, keepalive: true, headers: { "Content-Type": "application/json" } }).catch(
    () => {},
  );
}

/** Sends one event for the visit, once; `start` makes the visit (and its 'started') when there is none. */
function track(kind: QuizEventInput["kind"], options: { step?: TrackedStep; objective?: Tracked; start?: boolean }): void {
  if (typeof window === "undefined" || !trackingAllowed()) return;
  let visit = readVisit();
  if (!visit) {
    if (!options.start || typeof crypto?.randomUUID !== "function") return;
    visit = { id: crypto.randomUUID(), objective: null, sent: [] };
    send({ visitId: visit.id, kind: "started", objective: null });
    visit.sent.push("started::");
  }
  const objective = options.objective || visit.objective || null;
  visit.objective = objective;
  const key = `${kind}:${options.step ?? ""}:${objective ?? ""}`;
  if (!visit.sent.includes(key)) {
    visit.sent.push(key);
    send(kind === "step" ? { visitId: visit.id, kind, step: options.step!, objective } : { visitId: visit.id, kind, objective });
  }
  saveVisit(visit);
}

/** The visitor moved to a quiz step (the first move of a visit also counts as 'started'). */
export function trackQuizStep(step: TrackedStep, objective?: Tracked): void {
  track("step", { step, objective, start: true });
}

/** The analysis finished: the quiz is completed. */
export function trackQuizCompleted(objective?: Tracked): void {
  track("completed", { objective });
}

/** On a plan page (its objective from the path), for a visit that started the quiz. */
export function usePlanViewedEvent(): void {
  useEffect(() => {
    const plan = Object.values(PLANS).find((p) => p.path === window.location.pathname);
    if (plan) track("plan_viewed", { objective: plan.objective });
  }, []);
}

/**
 * The order form's fetcher: its action answers a redirect on success (the
 * fetcher goes from submitting to loading with no data) and data on a refusal.
 */
export function useOrderPlacedEvent(fetcher: { state: string; data?: unknown }): void {
  const submitting = useRef(false);
  useEffect(() => {
    if (fetcher.state === "submitting") {
      submitting.current = true;
      return;
    }
    if (!submitting.current) return;
    submitting.current = false;
    if (fetcher.state === "loading" && fetcher.data === undefined) track("order_placed", {});
  }, [fetcher.state, fetcher.data]);
}
