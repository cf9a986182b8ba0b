// The admin's own shell (issue 27): no shop sidebar, search, cart or chat; a
// left navigation of the sections, who is signed in, a link to the shop and
// sign-out. From 1024 px the navigation is a column at the left; narrower, it
// folds into a <details> menu at the top, which opens without scripts.
import { type ReactNode, useEffect, useRef } from "react";
import { Form, Link, NavLink, useLocation, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { cx } from "~/components/ui/cx";
import { LogOutIcon, MenuIcon, StoreIcon } from "~/components/ui/icons";

/** The sections, in the order the team works through them. */
export const ADMIN_SECTIONS = [
  { to: "/admin", label: "Hoje", end: true },
  { to: "/admin/pedidos", label: "Pedidos" },
  { to: "/admin/resultados", label: "Resultados" },
  { to: "/admin/funil", label: "Funil" },
  { to: "/admin/produtos", label: "Produtos" },
  { to: "/admin/ebooks", label: "E-books" },
  { to: "/admin/blog", label: "Blog" },
  { to: "/admin/receitas", label: "Receitas" },
  { to: "/admin/assinantes", label: "Assinantes" },
  { to: "/admin/regras-de-risco", label: "Regras de risco" },
  { to: "/admin/whatsapp", label: "WhatsApp" },
  { to: "/admin/trabalhos", label: "Trabalhos" },
  { to: "/admin/privacidade", label: "Privacidade / LGPD" },
] as const;

export interface AdminIdentity {
  name: string;
  via: "password" | "user";
}

function AdminNav({ label }: { label: string }) {
  return (
    <nav aria-label={label}>
      <ul className="space-y-0.5">
        {ADMIN_SECTIONS.map((s) => (
          <li key={s.to}>
            <NavLink
              to={s.to}
              end={"end" in s ? s.end : false}
              prefetch="intent"
              className={({ isActive }) =>
                cx(
                  "flex min-h-10 items-center rounded-lg px-3 text-sm font-medium",
                  isActive ? "bg-teal-50 font-semibold text-teal-900" : "text-stone-800 hover:bg-stone-100",
                )
              }
            >
              {s.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function SignedIn({ admin }: { admin: AdminIdentity }) {
  const navigation = useNavigation();
  const leaving = navigation.state !== "idle" && navigation.formData?.get("intent") === "logout";
  return (
    <div className="space-y-2 border-t border-stone-200 pt-3 text-sm">
      <p className="px-3 text-stone-700">
        Conectado como <strong className="break-words text-stone-900">{admin.name}</strong>
      </p>
      <Link to="/" className="flex min-h-10 items-center gap-2 rounded-lg px-3 font-medium text-teal-800 hover:bg-stone-100">
        <StoreIcon className="size-4" />
        Ver a loja
      </Link>
      <Form method="post" action="/admin" className="px-3">
        <input type="hidden" name="intent" value="logout" />
        <Button type="submit" variant="outline" size="sm" disabled={leaving} className="w-full">
          <LogOutIcon className="size-4" />
          Sair do painel
        </Button>
      </Form>
    </div>
  );
}

export function AdminShell({ admin, brandName, children }: { admin: AdminIdentity; brandName: string; children: ReactNode }) {
  const menu = useRef<HTMLDetailsElement>(null);
  const location = useLocation();
  // A tap on a section navigates without reloading: fold the phone menu again.
  useEffect(() => {
    if (menu.current) menu.current.open = false;
  }, [location.pathname]);
  return (
    <div className="min-h-dvh bg-stone-50 lg:grid lg:grid-cols-[14rem_minmax(0,1fr)]">
      <a
        href="#conteudo"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-lg focus:bg-white focus:p-3"
      >
        Pular para o conteúdo
      </a>
      <aside className="hidden border-r border-stone-200 bg-white lg:block">
        <div className="sticky top-0 flex max-h-dvh flex-col gap-4 overflow-y-auto p-3">
          <Link to="/admin" className="px-3 pt-2 text-lg font-bold text-stone-900">
            {brandName} <span className="font-normal text-stone-600">· Painel</span>
          </Link>
          <AdminNav label="Seções do painel" />
          <SignedIn admin={admin} />
        </div>
      </aside>
      <header className="border-b border-stone-200 bg-white lg:hidden">
        <details ref={menu} className="group">
          <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-3 px-4 [&::-webkit-details-marker]:hidden">
            <span className="text-lg font-bold">
              {brandName} <span className="font-normal text-stone-600">· Painel</span>
            </span>
            <span className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-stone-300 px-3 text-sm font-semibold">
              <MenuIcon className="size-4" />
              Menu
            </span>
          </summary>
          <div className="space-y-3 px-3 pb-3">
            <AdminNav label="Seções do painel (menu)" />
            <SignedIn admin={admin} />
          </div>
        </details>
      </header>
      <main id="conteudo" tabIndex={-1} className="min-w-0 px-4 py-6 lg:px-8">
        {children}
      </main>
    </div>
  );
}
