// The sidebar's contents: the main links and the chat entry. The desktop
// column and the phone drawer (a native <dialog>) both render it, so the two
// never drift apart; only one of them is ever displayed.
import type { ComponentType } from "react";
import { Link } from "react-router";
import { clubPath, type Brand } from "~/lib/brand";
import { cx } from "~/components/ui/cx";
import {
  BookIcon,
  ChatIcon,
  CrownIcon,
  HomeIcon,
  NewspaperIcon,
  StoreIcon,
  UtensilsIcon,
  type IconProps,
} from "~/components/ui/icons";

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

export interface SidebarNavProps {
  brand: Brand;
  pathname: string;
  /** The desktop icon rail: labels become screen-reader text and tooltips. */
  collapsed?: boolean;
  onNavigate?: () => void;
  onOpenChat: () => void;
}

export function SidebarNav({ brand, pathname, collapsed = false, onNavigate, onOpenChat }: SidebarNavProps) {
  return (
    <div className={cx("flex flex-1 flex-col gap-2 overflow-y-auto p-3", collapsed && "px-1")}>
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
                    collapsed && "justify-center px-0",
                    current
                      ? "bg-brand-50 font-semibold text-brand-800"
                      : "text-stone-700 hover:bg-stone-100 hover:text-stone-900",
                  )}
                  onClick={onNavigate}
                >
                  <Icon className="size-5 shrink-0" />
                  <span className={cx("truncate whitespace-nowrap", collapsed && "sr-only")}>{item.label}</span>
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
            collapsed && "justify-center px-0",
          )}
          onClick={onOpenChat}
        >
          <ChatIcon className="size-5 shrink-0" />
          <span className={cx("truncate whitespace-nowrap", collapsed && "sr-only")}>Fale com a {brand.nutritionist}</span>
        </button>
      </div>
    </div>
  );
}
