// Accessible modal dialog without dependencies: portal (client only), focus
// moved in and trapped, Escape and overlay click close, focus restored on
// close, page scroll locked, aria-modal and labelled by <DialogTitle>.
import {
  createContext,
  use,
  useEffect,
  useEffectEvent,
  useId,
  useRef,
  useState,
  type ComponentProps,
  type ReactNode,
  type RefObject,
} from "react";
import { createPortal } from "react-dom";
import { cx } from "./cx";

const FOCUSABLE = [
  "a[href]",
  "button:not([disabled])",
  "input:not([disabled]):not([type='hidden'])",
  "select:not([disabled])",
  "textarea:not([disabled])",
  "[tabindex]:not([tabindex='-1'])",
  "[contenteditable='true']",
].join(",");

export function isVisible(element: HTMLElement): boolean {
  if (!element.isConnected) return false;
  if (typeof element.checkVisibility === "function") return element.checkVisibility({ checkVisibilityCSS: true });
  return element.getClientRects().length > 0;
}

export function focusableElements(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(isVisible);
}

/** Keeps Tab / Shift+Tab cycling inside `container`. Call from a keydown handler. */
export function trapTabKey(event: { key: string; shiftKey: boolean; preventDefault(): void }, container: HTMLElement) {
  if (event.key !== "Tab") return;
  const items = focusableElements(container);
  if (items.length === 0) {
    event.preventDefault();
    container.focus();
    return;
  }
  const first = items[0];
  const last = items[items.length - 1];
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === container || !container.contains(active))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !container.contains(active))) {
    event.preventDefault();
    first.focus();
  }
}

let scrollLocks = 0;

/** Locks page scrolling while `active` (counted, so nested overlays work). */
export function useScrollLock(active: boolean) {
  useEffect(() => {
    if (!active) return;
    const root = document.documentElement;
    if (scrollLocks++ === 0) root.style.overflow = "hidden";
    return () => {
      if (--scrollLocks === 0) root.style.overflow = "";
    };
  }, [active]);
}

/** True after hydration: portals and other browser-only output wait for it. */
export function useMounted() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted;
}

// Open dialogs, innermost last: only the innermost one keeps focus inside itself.
const openPanels: HTMLElement[] = [];

const DialogContext = createContext<{ titleId: string } | null>(null);

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  children: ReactNode;
  /** Classes for the panel (size, padding, layout). */
  className?: string;
  /** center (default) or near the top of the screen (search). */
  placement?: "center" | "top";
  /** Focused when the dialog opens; defaults to the first focusable element. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /**
   * Chooses where focus goes when the dialog closes; receives the element that
   * had focus when it opened. Default: that element, if it is still visible.
   */
  returnFocus?: (previous: HTMLElement | null) => HTMLElement | null | undefined;
  "aria-describedby"?: string;
}

export function Dialog(props: DialogProps) {
  const mounted = useMounted();
  if (!props.open || !mounted) return null;
  return createPortal(<DialogPanel {...props} />, document.body);
}

function DialogPanel({
  onClose,
  children,
  className,
  placement = "center",
  initialFocusRef,
  returnFocus,
  "aria-describedby": describedBy,
}: DialogProps) {
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const chooseReturnTarget = useEffectEvent((previous: HTMLElement | null) =>
    returnFocus ? returnFocus(previous) : previous,
  );
  const focusInitial = useEffectEvent((panel: HTMLElement) => {
    (initialFocusRef?.current ?? focusableElements(panel)[0] ?? panel).focus();
  });
  useScrollLock(true);

  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const panel = panelRef.current;
    if (!panel) return;
    openPanels.push(panel);
    focusInitial(panel);
    // Focus that escapes (a click outside, then Tab) is pulled back in.
    const onFocusIn = (event: FocusEvent) => {
      if (openPanels[openPanels.length - 1] !== panel) return;
      if (event.target instanceof Node && !panel.contains(event.target)) {
        (focusableElements(panel)[0] ?? panel).focus();
      }
    };
    document.addEventListener("focusin", onFocusIn);
    return () => {
      document.removeEventListener("focusin", onFocusIn);
      openPanels.splice(openPanels.indexOf(panel), 1);
      const target = chooseReturnTarget(previous);
      if (target && isVisible(target)) target.focus({ preventScroll: true });
    };
  }, []);

  return (
    <DialogContext value={{ titleId }}>
      <div
        className={cx(
          "fixed inset-0 z-50 flex justify-center overflow-y-auto p-4",
          placement === "top" ? "items-start pt-[8vh]" : "items-center",
        )}
      >
        <div
          className="fixed inset-0 bg-stone-950/50 motion-safe:animate-fade-in"
          aria-hidden="true"
          onClick={onClose}
        />
        <div
          ref={panelRef}
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
          aria-describedby={describedBy}
          tabIndex={-1}
          className={cx(
            "relative w-full rounded-2xl bg-white text-stone-900 shadow-2xl outline-none motion-safe:animate-dialog-in",
            className,
          )}
          onKeyDown={(event) => {
            if (event.key === "Escape") {
              event.preventDefault();
              event.stopPropagation();
              onClose();
              return;
            }
            if (panelRef.current) trapTabKey(event, panelRef.current);
          }}
        >
          {children}
        </div>
      </div>
    </DialogContext>
  );
}

/** The dialog's accessible name. Use `className="sr-only"` for a hidden title. */
export function DialogTitle({ className, ...props }: ComponentProps<"h2">) {
  const context = use(DialogContext);
  return <h2 id={context?.titleId} className={cx("text-lg font-semibold", className)} {...props} />;
}
