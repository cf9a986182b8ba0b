// The layout every shop page shares: header, a left sidebar (16rem, collapsible
// to a 3rem icon rail on desktop; an 18rem drawer below 768px), the page
// content with a 200 ms fade, a footer and the chat. Each part has its own file
// here; this one holds the state they share (sidebar expanded, drawer, chat).
// Scripts add Ctrl+B and the toggle without a page load. Each part hydrates on
// its own (HydrationBoundary): a slow phone gets several short tasks, not one long one.
import { useEffect, useEffectEvent, useLayoutEffect, useRef, useState, type ReactNode } from "react";
import { useLocation } from "react-router";
import type { Brand } from "~/lib/brand";
import { sidebarCookieValue } from "~/platform/http/sidebar-cookie";
import { cx } from "~/components/ui/cx";
import { HydrationBoundary, useMountedAfterHydration } from "~/components/ui/hydration";
import type { AccountMenuUser } from "./account-menu";
import { type ChatAccess, ChatDialog } from "./chat-dialog";
import { useFocusMainOnNavigation } from "./focus-on-navigation";
import { SidebarColumn } from "./sidebar-column";
import { SidebarDrawer } from "./sidebar-drawer";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";
import { SkipLink } from "./skip-link";

/** Tailwind's `md` breakpoint is 48rem = 768px; below it the sidebar is a drawer. */
const MOBILE_QUERY = "(max-width: 767.98px)";
const SIDEBAR_ID = "menu-lateral";
const DRAWER_ID = "menu-celular";
const MAIN_ID = "conteudo";

export interface AppShellProps {
  brand: Brand;
  /** Desktop sidebar expanded? Read by the server from the `sidebar:state` cookie. */
  sidebarOpen: boolean;
  year: number;
  /** The signed-in user, or null (logged out). */
  user?: AccountMenuUser | null;
  /** What the nutritionist chat offers this person (decided by the server). */
  chatAccess?: ChatAccess;
  children: ReactNode;
}

export function AppShell({ brand, sidebarOpen, year, user = null, chatAccess = "logged-out", children }: AppShellProps) {
  const { pathname: rawPathname, search } = useLocation();
  const pathname = rawPathname.length > 1 ? rawPathname.replace(/\/+$/, "") : rawPathname;
  useFocusMainOnNavigation(MAIN_ID);

  const [expanded, setExpanded] = useState(sidebarOpen);
  const [chatOpen, setChatOpen] = useState(false);
  const drawerRef = useRef<HTMLDialogElement>(null);

  // The drawer's open state lives in the DOM (it may have been opened before hydration).
  const closeDrawer = () => drawerRef.current?.close();

  // Navigating closes the drawer and the chat (before the new page paints).
  const [shownPath, setShownPath] = useState(pathname);
  if (pathname !== shownPath) {
    setShownPath(pathname);
    setChatOpen(false);
  }
  useLayoutEffect(closeDrawer, [pathname]);

  const setDesktopExpanded = (value: boolean) => {
    setExpanded(value);
    document.cookie = sidebarCookieValue(value);
  };

  const toggleSidebar = () => {
    const drawer = drawerRef.current;
    if (!window.matchMedia(MOBILE_QUERY).matches) setDesktopExpanded(!expanded);
    else if (drawer?.open) drawer.close();
    else drawer?.showModal();
  };

  // Ctrl+B (Cmd+B on a Mac) toggles the sidebar.
  const onWindowKeyDown = useEffectEvent((event: KeyboardEvent) => {
    if (event.key.toLowerCase() !== "b" || !(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return;
    if (event.target instanceof HTMLElement && event.target.isContentEditable) return;
    event.preventDefault();
    toggleSidebar();
  });
  useEffect(() => {
    const listener = (event: KeyboardEvent) => onWindowKeyDown(event);
    window.addEventListener("keydown", listener);
    return () => window.removeEventListener("keydown", listener);
  }, []);

  // Growing past the breakpoint with the drawer open: close it (hidden by CSS,
  // a modal dialog would still leave the page inert).
  useEffect(() => {
    const query = window.matchMedia(MOBILE_QUERY);
    const onChange = () => {
      if (!query.matches) drawerRef.current?.close();
    };
    query.addEventListener("change", onChange);
    return () => query.removeEventListener("change", onChange);
  }, []);

  const openChat = () => {
    closeDrawer();
    setChatOpen(true);
  };

  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink targetId={MAIN_ID} />
      <HydrationBoundary>
        <SiteHeader
          brand={brand}
          user={user}
          expanded={expanded}
          onToggleExpanded={() => setDesktopExpanded(!expanded)}
          drawerRef={drawerRef}
          drawerId={DRAWER_ID}
          sidebarId={SIDEBAR_ID}
          returnTo={`${rawPathname}${search}`}
          onOpenChat={openChat}
        />
      </HydrationBoundary>

      <div className="flex flex-1">
        <HydrationBoundary>
          <SidebarDrawer brand={brand} id={DRAWER_ID} ref={drawerRef} pathname={pathname} onOpenChat={openChat} />
        </HydrationBoundary>
        <HydrationBoundary>
          <SidebarColumn brand={brand} id={SIDEBAR_ID} expanded={expanded} pathname={pathname} onOpenChat={openChat} />
        </HydrationBoundary>

        {/* From 1280 px the chat button floats in this column's right gutter, over no control. */}
        <div className="flex min-w-0 flex-1 flex-col xl:pr-20">
          <main id={MAIN_ID} tabIndex={-1} className="flex-1 pb-20 focus:outline-none">
            {/* Keyed by path: each page mounts fresh and fades in (200 ms), except the first one, painted at once. */}
            <HydrationBoundary>
              <PageFade key={pathname}>{children}</PageFade>
            </HydrationBoundary>
          </main>
          <HydrationBoundary>
            <SiteFooter brand={brand} year={year} />
          </HydrationBoundary>
        </div>
      </div>

      <ChatDialog brand={brand} open={chatOpen} onOpenChange={setChatOpen} access={chatAccess} />
    </div>
  );
}

function PageFade({ children }: { children: ReactNode }) {
  return <div className={cx(useMountedAfterHydration() && "motion-safe:animate-page-fade") || undefined}>{children}</div>;
}
