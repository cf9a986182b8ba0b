// The footer every shop page shares: the three promises, the legal pages and the copyright.
import { Link } from "react-router";
import type { Brand } from "~/lib/brand";
import { ClockIcon, TruckIcon, WalletIcon } from "~/components/ui/icons";

const LEGAL_LINKS = [
  { to: "/privacidade", label: "Política de privacidade" },
  { to: "/termos", label: "Termos de compra" },
  { to: "/privacidade/meus-dados", label: "Meus dados (LGPD)" },
] as const;

export function SiteFooter({ brand, year }: { brand: Brand; year: number }) {
  return (
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
        <nav aria-label="Informações legais" className="mt-6 border-t border-stone-200 pt-6">
          <ul className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
            {LEGAL_LINKS.map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  className="inline-flex min-h-11 items-center text-stone-700 underline-offset-4 hover:text-brand-800 hover:underline"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <p className="mt-4 text-sm text-stone-600">
          © {year} {brand.name}. Todos os direitos reservados.
        </p>
      </div>
    </footer>
  );
}
