// The sidebar on phones: an off-canvas drawer, 18rem, a native modal <dialog>
// in the top layer (the page behind is inert; its ::backdrop dims it). Escape
// and a tap outside close it; its close button works by invoker command before
// the scripts run (decisions 017 and 019).
import { useEffect, type RefObject } from "react";
import type { Brand } from "~/lib/brand";
import { cx } from "~/components/ui/cx";
import { commandAttributes, runCommand } from "~/components/ui/commands";
import { CloseIcon, LeafIcon } from "~/components/ui/icons";
import { SidebarNav } from "./sidebar-nav";

interface SidebarDrawerProps {
  brand: Brand;
  id: string;
  ref: RefObject<HTMLDialogElement | null>;
  pathname: string;
  onOpenChat: () => void;
}

export function SidebarDrawer({ brand, id, ref, pathname, onOpenChat }: SidebarDrawerProps) {
  useCloseOnBackdropClick(ref);
  return (
    <dialog
      ref={ref}
      id={id}
      aria-label="Menu"
      {...{ closedby: "any" }}
      className={cx(
        "fixed inset-y-0 left-0 right-auto m-0 h-dvh max-h-none w-72 max-w-[85vw] flex-col border-0 border-r border-stone-200 bg-white p-0 text-stone-900 shadow-2xl open:flex md:hidden",
        "backdrop:bg-stone-950/50 -translate-x-full open:translate-x-0 starting:open:-translate-x-full",
        "transition-[translate,display,overlay] transition-discrete duration-300 ease-out motion-reduce:transition-none",
      )}
    >
      <div className="flex h-16 shrink-0 items-center justify-between border-b border-stone-200 pl-4 pr-2">
        <span className="inline-flex items-center gap-1.5 text-xl font-extrabold tracking-tight text-brand-700">
          <LeafIcon className="size-5" />
          {brand.name}
        </span>
        <button
          type="button"
          {...commandAttributes(id, "close")}
          onClick={() => runCommand(ref.current, "close")}
          aria-label="Fechar menu"
          className="inline-flex size-11 items-center justify-center rounded-lg text-stone-700 hover:bg-stone-100 hover:text-stone-900"
        >
          <CloseIcon />
        </button>
      </div>
      <SidebarNav brand={brand} pathname={pathname} onNavigate={() => ref.current?.close()} onOpenChat={onOpenChat} />
    </dialog>
  );
}

/** A tap on the backdrop closes the drawer where `closedby` is not supported yet (Escape is native). */
function useCloseOnBackdropClick(ref: RefObject<HTMLDialogElement | null>) {
  useEffect(() => {
    const drawer = ref.current;
    if (!drawer) return;
    const onClick = (event: MouseEvent) => {
      const box = drawer.getBoundingClientRect();
      const outside =
        event.clientX < box.left || event.clientX > box.right || event.clientY < box.top || event.clientY > box.bottom;
      if (event.target === drawer && outside) drawer.close();
    };
    drawer.addEventListener("click", onClick);
    return () => drawer.removeEventListener("click", onClick);
  }, [ref]);
}
