// Whether the first hydration is over. Parts mounted before it sit on server
// HTML (the first paint, which must not wait for or be redone by JavaScript);
// parts mounted after it are rendered in the browser (client navigations).
import { useState } from "react";

let hydrated = false;

/** Called once by the root layout's effect, after the first hydration (also marked on <html> for tests and tools). */
export function markHydrated(): void {
  hydrated = true;
  document.documentElement.setAttribute("data-hydrated", "");
}

export function isHydrated(): boolean {
  return hydrated;
}

/**
 * True when this component instance was first rendered in the browser after
 * hydration. Decided once per instance, so server and client agree while
 * hydrating (e.g. entrance animations only for client-side changes).
 */
export function useMountedAfterHydration(): boolean {
  const [after] = useState(() => typeof document !== "undefined" && hydrated);
  return after;
}
