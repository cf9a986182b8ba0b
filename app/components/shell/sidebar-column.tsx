// The sidebar on desktop: a sticky column, 16rem wide or a 3rem icon rail.
import type { Brand } from "~/lib/brand";
import { cx } from "~/components/ui/cx";
import { SidebarNav } from "./sidebar-nav";

interface SidebarColumnProps {
  brand: Brand;
  id: string;
  expanded: boolean;
  pathname: string;
  onOpenChat: () => void;
}

export function SidebarColumn({ brand, id, expanded, pathname, onOpenChat }: SidebarColumnProps) {
  return (
    <aside
      id={id}
      aria-label="Menu lateral"
      data-state={expanded ? "expanded" : "collapsed"}
      className={cx(
        "sticky top-16 hidden h-[calc(100dvh-4rem)] shrink-0 flex-col overflow-x-hidden border-r border-stone-200 bg-white text-stone-900 transition-[width] duration-200 ease-out md:flex",
        expanded ? "w-64" : "w-12",
      )}
    >
      <SidebarNav brand={brand} pathname={pathname} collapsed={!expanded} onOpenChat={onOpenChat} />
    </aside>
  );
}
