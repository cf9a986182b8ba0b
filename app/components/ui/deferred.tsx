// A part of the page whose code can wait (the order form below the hero, say).
// The server renders it as usual. In the browser its module is fetched when
// the part comes on screen or is touched, as islands hydrated "on visible": a
// shopper who never scrolls there never pays for its code, and its hydration
// never competes with the page's (it used to start 600 px ahead, which put the
// plan page's order form, just below the fold, into the first load's work).
// Until that moment the server's HTML stays as it is (a form in it still posts
// without JavaScript, and what is typed in it is kept). After a client-side
// navigation, where there is no server HTML to show, the module loads at once.
import { Suspense, use, useEffect, type ComponentType } from "react";
import { ServerHtmlOnly } from "~/components/ui/hydration";

/**
 * Resolves true when the element comes on screen or gets a touch or focus;
 * false at once when it is not in the page, or when `register`'s callback is
 * called (its server HTML is gone: load now).
 */
function whenOnScreen(id: string, register: (now: () => void) => void): Promise<boolean> {
  return new Promise((resolve) => {
    const element = typeof document === "undefined" ? null : document.getElementById(id);
    if (!element) return resolve(false);
    if (typeof IntersectionObserver === "undefined") return resolve(true);
    const events = ["pointerdown", "focusin", "keydown"] as const;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && done());
    const stop = () => {
      observer.disconnect();
      for (const name of events) element.removeEventListener(name, done, true);
    };
    register(() => {
      stop();
      resolve(false);
    });
    function done() {
      stop();
      resolve(true);
    }
    observer.observe(element);
    for (const name of events) element.addEventListener(name, done, { capture: true, passive: true });
  });
}

/**
 * `load` imports the component; `anchorId(props)` is the id of the element it
 * renders (watched for visibility); without it the module loads as soon as
 * the part is rendered (code only some pages need, such as the error pages).
 * On the server the module is imported once at start-up, so pages render it
 * in place.
 */
export function deferredComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
  anchorId?: (props: P) => string,
): ComponentType<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  let loadNow: (() => void) | undefined;
  const start = (id?: string) =>
    (pending ??= (async () => {
      const overServerHtml = id ? await whenOnScreen(id, (now) => (loadNow = now)) : false;
      try {
        return (loaded = await load());
      } catch (error) {
        // A chunk that fails to arrive (flaky connection) leaves the server's HTML in place, still usable.
        if (overServerHtml) return new Promise<never>(() => {});
        pending = undefined; // the next render tries again
        throw error;
      }
    })());
  if (import.meta.env.SSR) start().catch(() => undefined);

  function Loader(props: P) {
    const Component = loaded ?? use(start(anchorId?.(props)));
    return <Component {...props} />;
  }
  // Shown only when there is no server HTML to keep: after a client-side
  // navigation, or when an update reached the part before its code arrived
  // (React then drops its server HTML). Nothing is left to watch: load now.
  function LoadNow(): null {
    useEffect(() => loadNow?.(), []);
    return null;
  }
  function Deferred(props: P) {
    return (
      <Suspense fallback={<LoadNow />}>
        <Loader {...props} />
      </Suspense>
    );
  }
  return Deferred;
}

/**
 * A part with no behaviour of its own (text, pictures, plain links): the
 * browser keeps the server's HTML and never downloads or runs its code. Only
 * where there is no server HTML (after a client-side navigation) does the
 * module load, to render it.
 */
export function staticPart<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Deferred = deferredComponent(load);
  function Static(props: P) {
    const part = <Deferred {...props} />;
    return <ServerHtmlOnly client={part}>{part}</ServerHtmlOnly>;
  }
  return Static;
}
