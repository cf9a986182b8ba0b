// Whether the first hydration is over. Parts mounted before it sit on server
// HTML (the first paint, which must not wait for or be redone by JavaScript);
// parts mounted after it are rendered in the browser (client navigations).
//
// The first hydration comes in pieces: the root, then each HydrationBoundary
// on its own (React hydrates a Suspense boundary as its own task and commit,
// so no single task holds a slow phone's main thread for the whole page). It
// is over when the root and every boundary it met have committed.
import { Suspense, use, useEffect, useId, useState, type ReactNode } from "react";

let hydrated = false;
let rootCommitted = false;
/** Boundaries met by the first hydration and not yet committed (by useId: stable across Strict Mode's double render). */
const pending = new Set<string>();

function finish(): void {
  if (hydrated || !rootCommitted || pending.size) return;
  hydrated = true;
  document.documentElement.setAttribute("data-hydrated", "");
}

/**
 * Called once by the root layout's effect, after the root's part of the first
 * hydration. The end of the whole is marked on <html> as data-hydrated, for tests and tools.
 */
export function markRootHydrated(): void {
  rootCommitted = true;
  finish();
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

/**
 * A part of the page that hydrates on its own, after the root: a large part
 * (the header, the menus, the page's content, the footer) then costs a task of
 * its own instead of lengthening one long task. Transparent everywhere else.
 */
export function HydrationBoundary({ children }: { children: ReactNode }) {
  const id = useId();
  const [counted] = useState(() => {
    if (typeof document === "undefined" || hydrated) return false;
    pending.add(id);
    return true;
  });
  return (
    <Suspense fallback={null}>
      {children}
      {counted ? <BoundaryCommitted id={id} /> : null}
    </Suspense>
  );
}

/** Renders nothing (so server and browser HTML agree); its effect runs when its boundary has committed. */
function BoundaryCommitted({ id }: { id: string }): null {
  useEffect(() => {
    pending.delete(id);
    finish();
  }, [id]);
  return null;
}

const never = new Promise<never>(() => {});

function Never(): null {
  return use(never);
}

/**
 * Server HTML the browser keeps as it is: rendered on the server, never
 * hydrated or re-rendered in the browser (its boundary stays dehydrated).
 * For markup whose work is done once the HTML is in the page. Outside a first
 * hydration (a client-side navigation) it renders `client` instead.
 */
export function ServerHtmlOnly({ children, client = null }: { children: ReactNode; client?: ReactNode }) {
  // Decided once per instance, and the very same element on every render, so
  // React never sees an update to the dehydrated boundary (which would make it
  // render it anew, empty).
  const [frozen] = useState(() =>
    typeof document !== "undefined" && !hydrated ? (
      <Suspense fallback={null}>
        <Never />
      </Suspense>
    ) : null,
  );
  if (typeof document === "undefined") return <Suspense fallback={null}>{children}</Suspense>;
  return frozen ?? client;
}
