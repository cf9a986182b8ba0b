// Header account control. Logged out: a user icon linking to /auth/login.
// Logged in: 'Minha Conta', a native <details> disclosure of links, so it
// opens and closes before the page's scripts run (and without them). Scripts
// only add what a disclosure lacks: Escape and a tap outside close it, and a
// followed link closes it.
import { useEffect, useRef, type ReactNode } from "react";
import { Form, Link, useLocation } from "react-router";
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
  const detailsRef = useRef<HTMLDetailsElement>(null);
  const { key: locationKey } = useLocation();

  // A followed link (a new location) leaves the menu closed.
  useEffect(() => {
    if (detailsRef.current) detailsRef.current.open = false;
  }, [locationKey]);

  useEffect(() => {
    const details = detailsRef.current;
    if (!details) return;
    const close = (returnFocus: boolean) => {
      if (!details.open) return;
      details.open = false;
      if (returnFocus) details.querySelector("summary")?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !details.contains(event.target)) close(false);
    };
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === "Escape" && details.open) {
        event.preventDefault();
        close(true);
      }
    };
    const onFocusOut = (event: FocusEvent) => {
      if (event.relatedTarget instanceof Node && !details.contains(event.relatedTarget)) close(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    details.addEventListener("keydown", onKeyDown);
    details.addEventListener("focusout", onFocusOut);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      details.removeEventListener("keydown", onKeyDown);
      details.removeEventListener("focusout", onFocusOut);
    };
  }, []);

  const itemClass =
    "flex min-h-11 w-full items-center gap-3 rounded-md px-3 text-left text-sm text-stone-800 hover:bg-stone-100 focus-visible:bg-stone-100";

  return (
    <details ref={detailsRef} className="group relative">
      <summary className="inline-flex min-h-11 cursor-pointer list-none items-center gap-2 rounded-lg px-2 text-sm font-semibold text-stone-800 transition-colors hover:bg-stone-100 sm:px-3 [&::-webkit-details-marker]:hidden">
        <UserIcon />
        <span className="max-sm:sr-only">Minha Conta</span>
        <ChevronDownIcon className="size-4 transition-transform group-open:rotate-180" />
      </summary>
      <nav
        aria-label="Minha conta"
        className="absolute right-0 top-full z-40 mt-2 w-60 rounded-xl border border-stone-200 bg-white p-1.5 shadow-lg"
      >
        <p className="truncate px-3 pb-1 pt-2 text-xs font-medium text-stone-600">{user.name}</p>
        <ul>
          {ITEMS.map((item) => (
            <li key={item.to}>
              <Link to={item.to} className={itemClass}>
                <span className="text-stone-500">{item.icon}</span>
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
        <hr className="my-1 border-stone-200" />
        <Form method="post" action="/auth/logout">
          <button type="submit" className={cx(itemClass, "font-semibold text-red-700 hover:bg-red-50 focus-visible:bg-red-50")}>
            <LogOutIcon className="size-4" />
            Sair
          </button>
        </Form>
      </nav>
    </details>
  );
}
