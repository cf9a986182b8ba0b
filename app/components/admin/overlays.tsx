// The admin's overlays: a confirmation dialog for deletions and a drawer
// (side panel) for editing, both the shop's one modal (native <dialog>).
import { type ReactNode, useId } from "react";
import { Button } from "~/components/ui/button";
import { Dialog, DialogTitle, focusableElements } from "~/components/ui/dialog";
import { CloseIcon } from "~/components/ui/icons";
import { useAdminAction } from "./use-admin-action";

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

/** Asks before deleting a row of an admin list, then posts intent 'delete' and its id to the tab's action. */
export function DeleteRowDialog({
  row,
  action,
  title,
  description,
  onClose,
  onDeleted,
}: {
  /** The row to delete; null keeps the dialog closed. */
  row: { id: number } | null;
  action: string;
  title: string;
  description: ReactNode;
  onClose: () => void;
  /** After the deletion, before the dialog closes. */
  onDeleted?: () => void;
}) {
  const remove = useAdminAction({
    onSuccess: () => {
      onDeleted?.();
      onClose();
    },
  });
  return (
    <ConfirmDialog
      open={row !== null}
      title={title}
      description={description}
      busy={remove.busy}
      onClose={onClose}
      onConfirm={() => {
        if (row) void remove.fetcher.submit({ intent: "delete", id: String(row.id) }, { method: "post", action });
      }}
    />
  );
}

/** A modal panel from the right (full screen on phones). */
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
  const descriptionId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      placement="side"
      aria-describedby={description ? descriptionId : undefined}
      // The first field, not the close button: the drawer is for editing.
      initialFocus={(panel) => focusableElements(panel).find((el) => el.tagName !== "BUTTON")}
    >
      <div className="flex items-start justify-between gap-3 border-b border-stone-200 p-4 sm:p-6">
        <div>
          <DialogTitle className="text-lg font-bold">{title}</DialogTitle>
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
    </Dialog>
  );
}
