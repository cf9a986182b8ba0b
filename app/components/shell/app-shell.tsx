// The layout every page shares: header (logo, search, cart, account), a left
// sidebar (16rem, collapsible to a 3rem icon rail on desktop; an 18rem drawer
// below 768px), the page content with a 200 ms fade, a footer and the chat.
// HTML first (decision 017): the drawer is a native popover its buttons open
// and close before the scripts run; the desktop toggle is a form the server
// answers by flipping the sidebar cookie. Scripts add the focus trap, Ctrl+B
// and the toggle without a page load.
import { useEffect, useEffectEvent, useLayoutEffect, useRef, useState, type ComponentType, type ReactNode } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { SIDEBAR_FORM_ACTION, SIDEBAR_OPEN_FIELD, SIDEBAR_RETURN_FIELD } from "~/lib/sidebar-cookie";
import { clubPath, type Brand } from "~/lib/brand";
import { sidebarCookieValue } from "~/lib/sidebar-cookie";
import { cx } from "~/components/ui/cx";
import { useMountedAfterHydration } from "~/lib/hydration";
import { focusableElements, trapTabKey, useScrollLock } from "~/components/ui/dialog";
import {
  BookIcon,
  CartIcon,
  ChatIcon,
  ClockIcon,
  CloseIcon,
  CrownIcon,
  HomeIcon,
  LeafIcon,
  MenuIcon,
  NewspaperIcon,
  PanelLeftIcon,
  StoreIcon,
  TruckIcon,
  UtensilsIcon,
  WalletIcon,
  type IconProps,
} from "~/components/ui/icons";
import { CartCount } from "~/components/cart/cart-count";
import { AccountMenu, type AccountMenuUser } from "./account-menu";
import { type ChatAccess, ChatDialog } from "./chat-dialog";
import { HeaderSearch } from "./header-search";
import { useFocusMainOnNavigation } from "./focus-on-navigation";

/** Tailwind's `md` breakpoint is 48rem = 768px; below it the sidebar is a drawer. */
const MOBILE_QUERY = "(max-width: 767.98px)";
const SIDEBAR_ID = "menu-lateral";
const MAIN_ID = "conteudo";

interface NavItem {
  to: string;
  label: string;
  icon: ComponentType<IconProps>;
  /** Other paths that belong to this section (a product page is part of Loja). */
  prefixes: string[];
}

function navItems(brand: Brand): NavItem[] {
  const club = clubPath(brand);
  return [
    { to: "/", label: "Início", icon: HomeIcon, prefixes: [] },
    { to: "/loja", label: "Loja", icon: StoreIcon, prefixes: ["/produto/", "/product/"] },
    { to: club, label: `Clube ${brand.name}`, icon: CrownIcon, prefixes: [`${club}/`] },
    { to: "/blog", label: "Blog", icon: NewspaperIcon, prefixes: ["/blog/"] },
    { to: "/ebooks", label: "E-books", icon: BookIcon, prefixes: ["/ebooks/", "/ebook/"] },
    { to: "/receitas", label: "Receitas", icon: UtensilsIcon, prefixes: ["/receitas/"] },
  ];
}

/** "page" on the item's own page, "true" elsewhere in its section. */
function currentState(item: NavItem, pathname: string): "page" | "true" | undefined {
  if (pathname === item.to) return "page";
  if (item.prefixes.some((prefix) => pathname.startsWith(prefix))) return "true";
  return undefined;
}

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
  const [mobileOpen, setMobileOpen] = useState(false);
  const [chatOpen, setChatOpen] = useState(false);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const sidebarRef = useRef<HTMLElement>(null);

  // The drawer is a popover: its open state lives in the DOM (it may have been
  // opened before hydration); `mobileOpen` mirrors it for focus and scroll lock.
  const closeDrawer = () => {
    const sidebar = sidebarRef.current;
    if (sidebar?.matches(":popover-open")) sidebar.hidePopover();
  };
  useEffect(() => {
    const sidebar = sidebarRef.current;
    if (!sidebar) return;
    const onToggle = () => setMobileOpen(sidebar.matches(":popover-open"));
    onToggle();
    sidebar.addEventListener("toggle", onToggle);
    return () => sidebar.removeEventListener("toggle", onToggle);
  }, []);

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
    if (window.matchMedia(MOBILE_QUERY).matches) sidebarRef.current?.togglePopover();
    else setDesktopExpanded(!expanded);
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

  // Growing past the breakpoint with the drawer open: close it.
  useEffect(() => {
    const query = window.matchMedia(MOBILE_QUERY);
    const onChange = () => {
      if (!query.matches) closeDrawer();
    };
    query.addEventListener("change", onChange);
    return () => query.removeEventListener("change", onChange);
  }, []);

  // Drawer open: focus moves in (and Tab is kept inside; Escape
  // and a tap outside close it natively); closed: focus goes back to the menu
  // button if it was in the drawer.
  useEffect(() => {
    const sidebar = sidebarRef.current;
    const menuButton = menuButtonRef.current;
    if (!mobileOpen || !sidebar) return;
    if (!sidebar.contains(document.activeElement)) focusableElements(sidebar)[0]?.focus();
    const onKeyDown = (event: KeyboardEvent) => trapTabKey(event, sidebar);
    sidebar.addEventListener("keydown", onKeyDown);
    return () => {
      sidebar.removeEventListener("keydown", onKeyDown);
      const active = document.activeElement;
      if (!active || active === document.body || sidebar.contains(active)) menuButton?.focus();
    };
  }, [mobileOpen]);
  useScrollLock(mobileOpen);

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
            ref={menuButtonRef}
            type="button"
            popoverTarget={SIDEBAR_ID}
            popoverTargetAction="show"
            aria-label="Abrir menu"
            aria-controls={SIDEBAR_ID}
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
        <aside
          ref={sidebarRef}
          id={SIDEBAR_ID}
          popover="auto"
          aria-label="Menu lateral"
          {...(mobileOpen ? { role: "dialog", "aria-modal": true } : {})}
          data-state={expanded ? "expanded" : "collapsed"}
          className={cx(
            "flex flex-col border-r border-stone-200 bg-white text-stone-900",
            // Phones: off-canvas drawer, 18rem, shown as a popover (top layer, its
            // ::backdrop dims the page). Visibility switches at once on opening
            // (so focus can move in) and only after the slide on closing.
            "max-md:fixed max-md:inset-y-0 max-md:left-0 max-md:right-auto max-md:z-50 max-md:h-dvh max-md:w-72 max-md:max-w-[85vw] max-md:shadow-2xl max-md:duration-300 max-md:ease-out max-md:backdrop:bg-stone-950/50",
            "max-md:invisible max-md:-translate-x-full max-md:transition-[translate,visibility]",
            "max-md:open:visible max-md:open:translate-x-0 max-md:open:transition-[translate]",
            // Desktop: a sticky column, 16rem or a 3rem icon rail (the popover's own insets undone).
            "md:sticky md:right-auto md:bottom-auto md:left-auto md:top-16 md:h-[calc(100dvh-4rem)] md:shrink-0 md:overflow-x-hidden md:transition-[width] md:duration-200 md:ease-out",
            collapsed ? "md:w-12" : "md:w-64",
          )}
        >
          <div className="flex h-16 shrink-0 items-center justify-between border-b border-stone-200 pl-4 pr-2 md:hidden">
            <span className="inline-flex items-center gap-1.5 text-xl font-extrabold tracking-tight text-brand-700">
              <LeafIcon className="size-5" />
              {brand.name}
            </span>
            <button
              type="button"
              popoverTarget={SIDEBAR_ID}
              popoverTargetAction="hide"
              aria-label="Fechar menu"
              className="inline-flex size-11 items-center justify-center rounded-lg text-stone-700 hover:bg-stone-100 hover:text-stone-900"
            >
              <CloseIcon />
            </button>
          </div>

          <div className={cx("flex flex-1 flex-col gap-2 overflow-y-auto p-3", collapsed && "md:px-1")}>
            <nav aria-label="Principal">
              <ul className="flex flex-col gap-1">
                {navItems(brand).map((item) => {
                  const current = currentState(item, pathname);
                  const Icon = item.icon;
                  return (
                    <li key={item.to}>
                      <Link
                        to={item.to}
                        aria-current={current}
                        title={collapsed ? item.label : undefined}
                        className={cx(
                          "flex min-h-11 items-center gap-3 rounded-lg px-3 text-[0.9375rem] transition-colors",
                          collapsed && "md:justify-center md:px-0",
                          current
                            ? "bg-brand-50 font-semibold text-brand-800"
                            : "text-stone-700 hover:bg-stone-100 hover:text-stone-900",
                        )}
                        onClick={closeDrawer}
                      >
                        <Icon className="size-5 shrink-0" />
                        <span className={cx("truncate whitespace-nowrap", collapsed && "md:sr-only")}>{item.label}</span>
                      </Link>
                    </li>
                  );
                })}
              </ul>
            </nav>

            <div className="border-t border-stone-200 pt-2">
              <button
                type="button"
                aria-haspopup="dialog"
                title={collapsed ? `Fale com a ${brand.nutritionist}` : undefined}
                className={cx(
                  "flex min-h-11 w-full items-center gap-3 rounded-lg px-3 text-left text-[0.9375rem] font-semibold text-brand-800 transition-colors hover:bg-brand-50",
                  collapsed && "md:justify-center md:px-0",
                )}
                onClick={openChat}
              >
                <ChatIcon className="size-5 shrink-0" />
                <span className={cx("truncate whitespace-nowrap", collapsed && "md:sr-only")}>
                  Fale com a {brand.nutritionist}
                </span>
              </button>
            </div>
          </div>
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
