// The header: the two sidebar toggles (phone drawer, desktop column), the logo,
// the search, the chat button below 1280 px, the cart and the account menu.
// Without scripts the desktop toggle is a form the server answers by flipping
// the sidebar cookie; the drawer button opens its <dialog> by invoker command.
import type { RefObject } from "react";
import { Link, NavLink } from "react-router";
import type { Brand } from "~/lib/brand";
import { SIDEBAR_FORM_ACTION, SIDEBAR_OPEN_FIELD, SIDEBAR_RETURN_FIELD } from "~/platform/http/sidebar-cookie";
import { commandAttributes, runCommand } from "~/components/ui/commands";
import { CartIcon, ChatIcon, LeafIcon, MenuIcon, PanelLeftIcon } from "~/components/ui/icons";
import { CartCount } from "~/components/cart/cart-count";
import { AccountMenu, type AccountMenuUser } from "./account-menu";
import { HeaderSearch } from "./header-search";

interface SiteHeaderProps {
  brand: Brand;
  user: AccountMenuUser | null;
  /** Desktop sidebar expanded? */
  expanded: boolean;
  onToggleExpanded: () => void;
  drawerRef: RefObject<HTMLDialogElement | null>;
  drawerId: string;
  sidebarId: string;
  /** Where the no-script toggle sends the shopper back to (path and query). */
  returnTo: string;
  onOpenChat: () => void;
}

export function SiteHeader({
  brand,
  user,
  expanded,
  onToggleExpanded,
  drawerRef,
  drawerId,
  sidebarId,
  returnTo,
  onOpenChat,
}: SiteHeaderProps) {
  return (
    <header className="z-30 border-b border-stone-200 bg-white md:sticky md:top-0">
      <div className="flex flex-wrap items-center gap-x-1 gap-y-2 px-2 py-2 sm:px-4 md:h-16 md:flex-nowrap md:gap-x-2 md:py-0">
        <button
          type="button"
          {...commandAttributes(drawerId, "show-modal")}
          onClick={() => runCommand(drawerRef.current, "show-modal")}
          aria-label="Abrir menu"
          aria-haspopup="dialog"
          aria-controls={drawerId}
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
            onToggleExpanded();
          }}
        >
          <input type="hidden" name={SIDEBAR_OPEN_FIELD} value={String(!expanded)} />
          <input type="hidden" name={SIDEBAR_RETURN_FIELD} value={returnTo} />
          <button
            type="submit"
            aria-label="Alternar menu lateral"
            aria-controls={sidebarId}
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
          onClick={onOpenChat}
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
  );
}
