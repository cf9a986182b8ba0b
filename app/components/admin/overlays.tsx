// The admin's overlays: a confirmation dialog for deletions and a drawer
// (side panel) for editing, both modal, built on the shared dialog helpers.
import { type ReactNode, useEffect, useEffectEvent, useId, useRef } from "react";
import { createPortal } from "react-dom";
import { Button } from "~/components/ui/button";
import { Dialog, DialogTitle, focusableElements, trapTabKey, useMounted, useScrollLock } from "~/components/ui/dialog";
import { CloseIcon } from "~/components/ui/icons";

export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel = "Excluir",
  busy = false,
  onConfirm,
  onClose,
}: {
  open: boolean;
  title: string;
  description: ReactNode;
  confirmLabel?: string;
  busy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const descriptionId = useId();
  return (
    <Dialog open={open} onClose={onClose} className="max-w-md p-6" aria-describedby={descriptionId}>
      <DialogTitle>{title}</DialogTitle>
      <div id={descriptionId} className="mt-2 text-sm text-stone-700">
        {description}
      </div>
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onClose}>
          Cancelar
        </Button>
        <Button variant="destructive" onClick={onConfirm} disabled={busy}>
          {busy ? "Processando..." : confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}

/** A modal panel sliding in from the right (full screen on phones). */
export function Drawer({
  open,
  title,
  description,
  onClose,
  children,
}: {
  open: boolean;
  title: string;
  description?: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const mounted = useMounted();
  if (!open || !mounted) return null;
  return createPortal(
    <DrawerPanel title={title} description={description} onClose={onClose}>
      {children}
    </DrawerPanel>,
    document.body,
  );
}

function DrawerPanel({ title, description, onClose, children }: { title: string; description?: string; onClose: () => void; children: ReactNode }) {
  const titleId = useId();
  const descriptionId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const close = useEffectEvent(onClose);
  useScrollLock(true);
  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const panel = panelRef.current;
    if (!panel) return;
    (focusableElements(panel).find((el) => el.tagName !== "BUTTON") ?? panel).focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        event.preventDefault();
        close();
      }
    };
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("keydown", onKey);
      if (previous?.isConnected) previous.focus({ preventScroll: true });
    };
  }, []);
  return (
    <div className="fixed inset-0 z-50">
      <div className="fixed inset-0 bg-stone-950/50 motion-safe:animate-fade-in" aria-hidden="true" onClick={onClose} />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        className="fixed inset-y-0 right-0 flex w-full flex-col bg-white shadow-2xl outline-none motion-safe:animate-fade-in sm:max-w-lg"
        onKeyDown={(event) => {
          if (panelRef.current) trapTabKey(event, panelRef.current);
        }}
      >
        <div className="flex items-start justify-between gap-3 border-b border-stone-200 p-4 sm:p-6">
          <div>
            <h2 id={titleId} className="text-lg font-bold">
              {title}
            </h2>
            {description ? (
              <p id={descriptionId} className="mt-1 text-sm text-stone-700">
                {description}
              </p>
            ) : null}
          </div>
          <Button variant="ghost" size="icon" aria-label="Fechar" onClick={onClose}>
            <CloseIcon />
          </Button>
        </div>
        <div className="flex-1 overflow-y-auto p-4 sm:p-6">{children}</div>
      </div>
    </div>
  );
}
