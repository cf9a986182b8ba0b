// The shop's one modal: the native <dialog> opened with showModal(). The
// browser puts it in the top layer, makes the page behind inert (focus and
// the screen reader stay inside), and closes it on Escape (the `cancel`
// event, which we hand to onClose so React state stays the source of truth).
// A click on the backdrop closes it too; focus returns where it came from; the
// page stops scrolling while any modal dialog is open (app.css).
import {
  createContext,
  use,
  useEffectEvent,
  useId,
  useLayoutEffect,
  useRef,
  useSyncExternalStore,
  type ComponentProps,
  type ReactNode,
  type RefObject,
} from "react";
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

const subscribeNothing = () => () => {};

/** True after hydration (false on the server and while hydrating): browser-only output waits for it. */
export function useMounted() {
  return useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
}

const DialogContext = createContext<{ titleId: string } | null>(null);

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  children: ReactNode;
  /** Classes for the panel (size, padding, layout). */
  className?: string;
  /** center (default), near the top of the screen (search), or a side panel from the right. */
  placement?: "center" | "top" | "side";
  /** Focused when the dialog opens; defaults to the first focusable element. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Or chooses the element to focus first within the panel. */
  initialFocus?: (panel: HTMLElement) => HTMLElement | null | undefined;
  /**
   * Chooses where focus goes when the dialog closes; receives the element that
   * had focus when it opened. Default: that element, if it is still visible.
   */
  returnFocus?: (previous: HTMLElement | null) => HTMLElement | null | undefined;
  "aria-describedby"?: string;
}

export function Dialog(props: DialogProps) {
  if (!props.open) return null;
  return <DialogPanel {...props} />;
}

function DialogPanel({
  onClose,
  children,
  className,
  placement = "center",
  initialFocusRef,
  initialFocus,
  returnFocus,
  "aria-describedby": describedBy,
}: DialogProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const close = useEffectEvent(() => onClose());
  const chooseReturnTarget = useEffectEvent((previous: HTMLElement | null) => (returnFocus ? returnFocus(previous) : previous));
  const focusInitial = useEffectEvent((panel: HTMLElement) => {
    (initialFocusRef?.current ?? initialFocus?.(panel) ?? focusableElements(panel)[0] ?? panel).focus();
  });

  // Before paint (server rendering has no layout effects: the dialog opens when it hydrates).
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    const panel = panelRef.current;
    if (!dialog || !panel) return;
    // A click on the dialog itself, outside the panel, is a click on the backdrop (Escape is the keyboard's way).
    const onBackdropClick = (event: MouseEvent) => {
      if (event.target === dialog) close();
    };
    dialog.addEventListener("click", onBackdropClick);
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // Rendered open by the server (non-modal until now): reopen it as a modal.
    if (dialog.open && !dialog.matches(":modal")) dialog.close();
    if (!dialog.open) dialog.showModal();
    focusInitial(panel);
    return () => {
      dialog.removeEventListener("click", onBackdropClick);
      if (dialog.open) dialog.close();
      const target = chooseReturnTarget(previous);
      if (target && isVisible(target)) target.focus({ preventScroll: true });
    };
  }, []);

  return (
    <DialogContext value={{ titleId }}>
      <dialog
        ref={dialogRef}
        // Open in the server's HTML, so it is there before the scripts; made modal when they run.
        open
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        className={cx(
          "fixed inset-0 z-50 m-0 h-full max-h-none w-full max-w-none overflow-y-auto bg-transparent text-left backdrop:bg-stone-950/50 open:flex",
          placement === "side" ? "justify-end p-0" : "justify-center p-4",
          placement === "top" ? "items-start pt-[8vh]" : placement === "center" ? "items-center" : "",
        )}
        onCancel={(event) => {
          event.preventDefault();
          onClose();
        }}
      >
        <div
          ref={panelRef}
          tabIndex={-1}
          className={cx(
            "relative w-full bg-white text-stone-900 shadow-2xl outline-none",
            placement === "side"
              ? "flex h-full flex-col sm:max-w-lg motion-safe:animate-fade-in"
              : "h-fit rounded-2xl motion-safe:animate-dialog-in",
            className,
          )}
        >
          {children}
        </div>
      </dialog>
    </DialogContext>
  );
}

/** The dialog's accessible name. Use `className="sr-only"` for a hidden title. */
export function DialogTitle({ className, children, ...props }: ComponentProps<"h2">) {
  const context = use(DialogContext);
  return (
    <h2 id={context?.titleId} className={cx("text-lg font-semibold", className)} {...props}>
      {children}
    </h2>
  );
}
