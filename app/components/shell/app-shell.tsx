// The layout every page shares: header (logo, search, cart, account), a left
// sidebar (16rem, collapsible to a 3rem icon rail on desktop; an 18rem drawer
// below 768px), the page content with a 200 ms fade, a footer and the chat.
// HTML first (decisions 017 and 019): the phone drawer is a native <dialog>
// its buttons open and close through invoker commands before the scripts run
// (modal: the page behind is inert, Escape and a tap outside close it); the
// desktop toggle is a form the server answers by flipping the sidebar cookie.
// Scripts add Ctrl+B and the toggle without a page load.
import { useEffect, useEffectEvent, useLayoutEffect, useRef, useState, type ReactNode } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { SIDEBAR_FORM_ACTION, SIDEBAR_OPEN_FIELD, SIDEBAR_RETURN_FIELD } from "~/lib/sidebar-cookie";
import { type Brand } from "~/lib/brand";
import { sidebarCookieValue } from "~/lib/sidebar-cookie";
import { cx } from "~/components/ui/cx";
import { useMountedAfterHydration } from "~/lib/hydration";
import { commandAttributes, runCommand } from "~/components/ui/commands";
import {
  CartIcon,
  ChatIcon,
  ClockIcon,
  CloseIcon,
  LeafIcon,
  MenuIcon,
  PanelLeftIcon,
  TruckIcon,
  WalletIcon,
} from "~/components/ui/icons";
import { CartCount } from "~/components/cart/cart-count";
import { AccountMenu, type AccountMenuUser } from "./account-menu";
import { type ChatAccess, ChatDialog } from "./chat-dialog";
import { HeaderSearch } from "./header-search";
import { useFocusMainOnNavigation } from "./focus-on-navigation";
import { SidebarNav } from "./sidebar-nav";

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
      if (!query.matches) closeDrawer();
    };
    query.addEventListener("change", onChange);
    return () => query.removeEventListener("change", onChange);
  }, []);

  // A tap on the backdrop closes the drawer where `closedby` is not supported yet
  // (Escape is the keyboard's way, and native).
  useEffect(() => {
    const drawer = drawerRef.current;
    if (!drawer) return;
    const onClick = (event: MouseEvent) => {
      const box = drawer.getBoundingClientRect();
      const outside =
        event.clientX < box.left || event.clientX > box.right || event.clientY < box.top || event.clientY > box.bottom;
      if (event.target === drawer && outside) drawer.close();
    };
    drawer.addEventListener("click", onClick);
    return () => drawer.removeEventListener("click", onClick);
  }, []);

  const openChat = () => {
    closeDrawer();
    setChatOpen(true);
  };

  const collapsed = !expanded;

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href={`#${MAIN_ID}`}
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-[70] focus:rounded-lg focus:bg-white focus:px-4 focus:py-3 focus:font-semibold focus:text-brand-800 focus:shadow-lg"
        onClick={(event) => {
          const main = document.getElementById(MAIN_ID);
          if (!main) return;
          event.preventDefault();
          main.focus();
          main.scrollIntoView();
        }}
      >
        Pular para o conteúdo
      </a>

      <header className="z-30 border-b border-stone-200 bg-white md:sticky md:top-0">
        <div className="flex flex-wrap items-center gap-x-1 gap-y-2 px-2 py-2 sm:px-4 md:h-16 md:flex-nowrap md:gap-x-2 md:py-0">
          <button
            type="button"
            {...commandAttributes(DRAWER_ID, "show-modal")}
            onClick={() => runCommand(drawerRef.current, "show-modal")}
            aria-label="Abrir menu"
            aria-haspopup="dialog"
            aria-controls={DRAWER_ID}
            className="inline-flex size-11 items-center justify-center rounded-lg text-stone-700 transition-colors hover:bg-stone-100 hover:text-stone-900 md:hidden"
          >
            <MenuIcon />
          </button>
          {/* Without scripts the server flips the cookie and sends the shopper back. */}
          <form
            method="post"
            action={SIDEBAR_FORM_ACTION}
            className="hidden md:contents"
            onSubmit={(event) => {
              event.preventDefault();
              setDesktopExpanded(!expanded);
            }}
          >
            <input type="hidden" name={SIDEBAR_OPEN_FIELD} value={String(!expanded)} />
            <input type="hidden" name={SIDEBAR_RETURN_FIELD} value={`${rawPathname}${search}`} />
            <button
              type="submit"
              aria-label="Alternar menu lateral"
              aria-controls={SIDEBAR_ID}
              aria-expanded={expanded}
              aria-keyshortcuts="Control+B Meta+B"
              title={expanded ? "Recolher menu (Ctrl+B)" : "Expandir menu (Ctrl+B)"}
              className="hidden size-11 items-center justify-center rounded-lg text-stone-700 transition-colors hover:bg-stone-100 hover:text-stone-900 md:inline-flex"
            >
              <PanelLeftIcon />
            </button>
          </form>

          <Link
            to="/"
            className="mr-auto inline-flex min-h-11 items-center gap-1.5 rounded-lg px-1 text-2xl font-extrabold tracking-tight text-brand-700 md:mr-0"
          >
            <LeafIcon className="size-6" />
            {brand.name}
          </Link>

          <div className="order-last w-full md:order-none md:flex md:flex-1 md:justify-center md:px-4">
            <div className="w-full md:max-w-xl">
              <HeaderSearch brand={brand} />
            </div>
          </div>

          {/* Below 1280 px the chat opens from here, not from a floating button over the page. */}
          <button
            type="button"
            aria-label="Abrir chat com a nutricionista"
            aria-haspopup="dialog"
            title={`Fale com a ${brand.nutritionist}`}
            className="inline-flex size-11 items-center justify-center rounded-lg text-brand-800 transition-colors hover:bg-brand-50 xl:hidden"
            onClick={openChat}
          >
            <ChatIcon />
          </button>
          <NavLink
            to="/cart"
            className="inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-lg px-2 text-sm font-semibold text-stone-800 transition-colors hover:bg-stone-100 sm:px-3"
          >
            <CartIcon />
            <span className="max-sm:sr-only">Carrinho</span>
            <CartCount />
          </NavLink>
          <AccountMenu user={user} />
        </div>
      </header>

      <div className="flex flex-1">
        {/* Phones: an off-canvas drawer, 18rem, in the top layer; its ::backdrop dims the page. */}
        <dialog
          ref={drawerRef}
          id={DRAWER_ID}
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
              {...commandAttributes(DRAWER_ID, "close")}
              onClick={() => runCommand(drawerRef.current, "close")}
              aria-label="Fechar menu"
              className="inline-flex size-11 items-center justify-center rounded-lg text-stone-700 hover:bg-stone-100 hover:text-stone-900"
            >
              <CloseIcon />
            </button>
          </div>
          <SidebarNav brand={brand} pathname={pathname} onNavigate={closeDrawer} onOpenChat={openChat} />
        </dialog>

        {/* Desktop: a sticky column, 16rem or a 3rem icon rail. */}
        <aside
          id={SIDEBAR_ID}
          aria-label="Menu lateral"
          data-state={expanded ? "expanded" : "collapsed"}
          className={cx(
            "sticky top-16 hidden h-[calc(100dvh-4rem)] shrink-0 flex-col overflow-x-hidden border-r border-stone-200 bg-white text-stone-900 transition-[width] duration-200 ease-out md:flex",
            collapsed ? "w-12" : "w-64",
          )}
        >
          <SidebarNav brand={brand} pathname={pathname} collapsed={collapsed} onOpenChat={openChat} />
        </aside>

        {/* From 1280 px the chat button floats in this column's right gutter, over no control. */}
        <div className="flex min-w-0 flex-1 flex-col xl:pr-20">
          <main id={MAIN_ID} tabIndex={-1} className="flex-1 pb-20 focus:outline-none">
            {/* Keyed by path: each page mounts fresh and fades in (200 ms), except the first one, painted at once. */}
            <PageFade key={pathname}>{children}</PageFade>
          </main>

          <footer className="border-t border-stone-200 bg-white">
            <div className="mx-auto max-w-6xl px-4 pb-24 pt-8 sm:pb-10">
              <ul className="grid gap-3 text-sm text-stone-700 sm:grid-cols-3">
                <li className="flex items-center gap-2">
                  <WalletIcon className="size-5 shrink-0 text-brand-700" />
                  Receba em casa e pague depois
                </li>
                <li className="flex items-center gap-2">
                  <TruckIcon className="size-5 shrink-0 text-brand-700" />
                  Frete grátis
                </li>
                <li className="flex items-center gap-2">
                  <ClockIcon className="size-5 shrink-0 text-brand-700" />
                  Entrega em 2 a 5 dias úteis
                </li>
              </ul>
              <p className="mt-6 border-t border-stone-200 pt-6 text-sm text-stone-600">
                © {year} {brand.name}. Todos os direitos reservados.
              </p>
            </div>
          </footer>
        </div>
      </div>

      <ChatDialog brand={brand} open={chatOpen} onOpenChange={setChatOpen} access={chatAccess} />
    </div>
  );
}

function PageFade({ children }: { children: ReactNode }) {
  return <div className={cx(useMountedAfterHydration() && "motion-safe:animate-page-fade") || undefined}>{children}</div>;
}
