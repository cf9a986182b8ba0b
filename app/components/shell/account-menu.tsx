// Header account control. Logged out: a user icon linking to /auth/login.
// Logged in: a 'Minha Conta' menu button (WAI-ARIA menu button pattern).
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { Form, Link } from "react-router";
import { cx } from "~/components/ui/cx";
import { BookIcon, ChevronDownIcon, DashboardIcon, LogOutIcon, PackageIcon, UserIcon, UtensilsIcon } from "~/components/ui/icons";

export interface AccountMenuUser {
  name: string;
}

const ITEMS: { to: string; label: string; icon: ReactNode }[] = [
  { to: "/dashboard", label: "Dashboard", icon: <DashboardIcon className="size-4" /> },
  { to: "/perfil", label: "Perfil", icon: <UserIcon className="size-4" /> },
  { to: "/receitas", label: "Receitas", icon: <UtensilsIcon className="size-4" /> },
  { to: "/ebooks", label: "E-books", icon: <BookIcon className="size-4" /> },
  { to: "/pedidos", label: "Meus Pedidos", icon: <PackageIcon className="size-4" /> },
];

const iconButton =
  "inline-flex size-11 items-center justify-center rounded-lg text-stone-700 transition-colors hover:bg-stone-100 hover:text-stone-900";

export function AccountMenu({ user }: { user: AccountMenuUser | null }) {
  if (!user) {
    return (
      <Link to="/auth/login" aria-label="Entrar" title="Entrar" className={iconButton}>
        <UserIcon />
      </Link>
    );
  }
  return <AccountDropdown user={user} />;
}

function AccountDropdown({ user }: { user: AccountMenuUser }) {
  const [open, setOpen] = useState(false);
  const buttonId = useId();
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  // Which item gets focus when the menu opens: first (default) or last (ArrowUp).
  const focusOnOpen = useRef<"first" | "last">("first");

  const menuItems = () => Array.from(menuRef.current?.querySelectorAll<HTMLElement>("[role='menuitem']") ?? []);

  useEffect(() => {
    if (!open) return;
    const list = menuItems();
    (focusOnOpen.current === "last" ? list[list.length - 1] : list[0])?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open]);

  const openMenu = (at: "first" | "last") => {
    focusOnOpen.current = at;
    setOpen(true);
  };

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === "ArrowDown" || event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      openMenu("first");
    } else if (event.key === "ArrowUp") {
      event.preventDefault();
      openMenu("last");
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const list = menuItems();
    const index = list.indexOf(document.activeElement as HTMLElement);
    const move = (next: number) => {
      event.preventDefault();
      list[(next + list.length) % list.length]?.focus();
    };
    switch (event.key) {
      case "ArrowDown":
        return move(index + 1);
      case "ArrowUp":
        return move(index - 1);
      case "Home":
        return move(0);
      case "End":
        return move(list.length - 1);
      case "Escape":
        event.preventDefault();
        return close(true);
      case "Tab":
        return close(false);
    }
  };

  const itemClass =
    "flex min-h-11 w-full items-center gap-3 rounded-md px-3 text-left text-sm text-stone-800 hover:bg-stone-100 focus-visible:bg-stone-100";

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        id={buttonId}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        className="inline-flex min-h-11 items-center gap-2 rounded-lg px-2 text-sm font-semibold text-stone-800 transition-colors hover:bg-stone-100 sm:px-3"
        onClick={() => (open ? close(false) : openMenu("first"))}
        onKeyDown={onButtonKeyDown}
      >
        <UserIcon />
        <span className="max-sm:sr-only">Minha Conta</span>
        <ChevronDownIcon className={cx("size-4 transition-transform", open && "rotate-180")} />
      </button>
      {open ? (
        <div
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-labelledby={buttonId}
          tabIndex={-1}
          className="absolute right-0 top-full z-40 mt-2 w-60 rounded-xl border border-stone-200 bg-white p-1.5 shadow-lg"
          onKeyDown={onMenuKeyDown}
        >
          <p className="truncate px-3 pb-1 pt-2 text-xs font-medium text-stone-600" role="none">
            {user.name}
          </p>
          {ITEMS.map((item) => (
            <Link key={item.to} to={item.to} role="menuitem" tabIndex={-1} className={itemClass} onClick={() => close(false)}>
              <span className="text-stone-500">{item.icon}</span>
              {item.label}
            </Link>
          ))}
          <div role="separator" className="my-1 h-px bg-stone-200" />
          <Form method="post" action="/auth/logout" role="none" onSubmit={() => setOpen(false)}>
            <button
              type="submit"
              role="menuitem"
              tabIndex={-1}
              className={cx(itemClass, "font-semibold text-red-700 hover:bg-red-50 focus-visible:bg-red-50")}
            >
              <LogOutIcon className="size-4" />
              Sair
            </button>
          </Form>
        </div>
      ) : null}
    </div>
  );
}
