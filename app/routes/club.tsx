import { data, Link } from "react-router";
import { clubPath } from "~/lib/brand";
import { formatBRL } from "~/lib/money";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/club";

export const CLUB_PRICE_CENTS = 1997;

export function loader({ params, context }: Route.LoaderArgs) {
  // /clube-{brand slug}: any other single-segment path is not a page.
  if (`/${params.clubPath}` !== clubPath(context.config.brand)) throw data(null, { status: 404 });
  return { brandName: context.config.brand.name, nutritionist: context.config.brand.nutritionist };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(
    matches,
    `Clube ${loaderData?.brandName ?? "Lift"}`,
    `Assine o Clube por ${formatBRL(CLUB_PRICE_CENTS)}/mês: receitas premium, e-books exclusivos e orientação nutricional. Cancele quando quiser.`,
  );

const BENEFITS = [
  { title: "Suplementos personalizados", text: "Todo mês, indicados para o seu objetivo." },
  { title: "Consulta nutricional trimestral", text: "Gratuita, a cada 3 meses." },
  { title: "Kit de boas-vindas", text: "Enviado em até 5 dias úteis." },
  { title: "Conteúdo exclusivo", text: "Receitas premium e e-books só para assinantes." },
];

export default function Club({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <section className="text-center">
        <h1 className="text-3xl font-bold">Clube {loaderData.brandName}</h1>
        <p className="mt-2 text-stone-700">
          Receitas premium, e-books exclusivos e conversa com a {loaderData.nutritionist}, nossa nutricionista.
        </p>
        <p className="mt-4 text-3xl font-bold">
          {formatBRL(CLUB_PRICE_CENTS)}
          <span className="text-base font-normal">/mês</span>
        </p>
        <p className="text-sm text-stone-700">Sem fidelidade: cancele quando quiser. Até 30% de desconto na loja.</p>
      </section>
      <ul className="mt-8 grid gap-3 sm:grid-cols-2">
        {BENEFITS.map((b) => (
          <li key={b.title} className="rounded-2xl border border-stone-200 bg-white p-4">
            <p className="font-semibold">{b.title}</p>
            <p className="text-sm text-stone-700">{b.text}</p>
          </li>
        ))}
      </ul>
      <p className="mt-8 text-center">
        <Link to="/auth/login" className="font-semibold text-teal-800 underline">
          Entre na sua conta para assinar
        </Link>
      </p>
    </div>
  );
}
