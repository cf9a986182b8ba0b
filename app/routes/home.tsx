import { Link } from "react-router";
import { pageMeta } from "~/lib/meta";
import { PLANS } from "~/lib/plans";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(
    matches,
    "Descubra o suplemento ideal para o seu organismo",
    "Responda um quiz de 3 minutos e receba a recomendação do suplemento ideal para você. Receba em casa e pague só depois de receber.",
  );

const BADGES = [
  { title: "100% de satisfação", text: "Garantia em todos os produtos" },
  { title: "Entrega expressa", text: "De 2 a 5 dias úteis, frete grátis" },
  { title: "Pague depois", text: "Só pague depois de receber, em até 7 dias" },
];

export default function Home() {
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <section className="text-center">
        <h1 className="text-3xl font-bold leading-tight sm:text-4xl">Descubra o suplemento ideal para o seu organismo</h1>
        <p className="mx-auto mt-3 max-w-2xl text-stone-700">
          Responda algumas perguntas rápidas sobre você, seus hábitos e seus objetivos. Em 3 minutos, indicamos o plano certo
          — e você só paga depois de receber em casa.
        </p>
      </section>
      <ul className="mt-8 grid gap-3 sm:grid-cols-3" aria-label="Garantias">
        {BADGES.map((b) => (
          <li key={b.title} className="rounded-2xl border border-stone-200 bg-white p-4 text-center">
            <p className="font-semibold">{b.title}</p>
            <p className="text-sm text-stone-700">{b.text}</p>
          </li>
        ))}
      </ul>
      <section id="quiz" className="mt-10 rounded-3xl border border-stone-200 bg-white p-6" aria-labelledby="plans-title">
        <h2 id="plans-title" className="text-xl font-semibold">
          Qual é o seu objetivo?
        </h2>
        <ul className="mt-4 grid gap-3 sm:grid-cols-2">
          {Object.values(PLANS).map((plan) => (
            <li key={plan.objective}>
              <Link to={plan.path} className="block rounded-xl border border-stone-200 p-4 font-medium hover:border-teal-700">
                {plan.title}
                <span className="block text-sm font-normal text-stone-700">{plan.headline}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <p className="mt-8 text-center text-lg font-semibold">Mais de 50.000 pessoas já encontraram o seu suplemento ideal.</p>
    </div>
  );
}
