import { data, redirect } from "react-router";
import { Quiz } from "~/components/quiz/quiz";
import { type IconProps, Svg, TruckIcon, WalletIcon } from "~/components/ui/icons";
import { quizHandoffCookieHeader } from "~/domain/quiz/quiz-handoff.server";
import { pageMeta } from "~/lib/meta";
import { planPathFor } from "~/domain/quiz/objective-plans";
import { answerQuizForm } from "~/domain/quiz/quiz-rules";
import { readFormDataOrEmpty } from "~/platform/http/form-data.server";
import type { Route } from "./+types/home";
import { PUBLIC_PAGE } from "~/platform/http/public-page";

/**
 * A quiz step posted as a plain form (scripts off, or a tap before hydration):
 * the next step, the same step with its message (400), or, after the last
 * question, the plan page with the answers handed over in a signed cookie.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const answer = answerQuizForm(await readFormDataOrEmpty(request));
  if (answer.kind === "done") {
    return redirect(planPathFor(answer.answers.objective), {
      status: 303,
      headers: { "Set-Cookie": quizHandoffCookieHeader(answer.answers, context.config.sessionSecret) },
    });
  }
  const { view, answers, error } = answer;
  return data({ view, answers, error }, { status: error ? 400 : 200, headers: { "Cache-Control": "no-store" } });
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(
    matches,
    "Descubra o suplemento ideal para o seu organismo",
    "Responda um quiz de 3 minutos e receba a recomendação do suplemento ideal para você. Receba em casa e pague só depois de receber.",
  );

function ShieldCheckIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M20 13c0 5-3.5 7.5-7.66 8.95a1 1 0 0 1-.67-.01C7.5 20.5 4 18 4 13V6a1 1 0 0 1 1-1c2 0 4.5-1.2 6.24-2.72a1.17 1.17 0 0 1 1.52 0C14.51 3.81 17 5 19 5a1 1 0 0 1 1 1z" />
      <path d="m9 12 2 2 4-4" />
    </Svg>
  );
}

const BADGES = [
  { title: "100% de satisfação", text: "Garantia em todos os produtos", icon: ShieldCheckIcon },
  { title: "Entrega expressa", text: "2 a 5 dias úteis, frete grátis", icon: TruckIcon },
  { title: "Pague depois de receber", text: "Boleto ou cartão em até 7 dias", icon: WalletIcon },
];

export default function Home({ actionData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-6 sm:py-10">
      <section className="text-center">
        <h1 className="text-2xl leading-tight font-bold tracking-tight text-balance text-stone-900 sm:text-4xl">
          Descubra o suplemento ideal para o seu organismo
        </h1>
        <p className="mx-auto mt-3 max-w-2xl text-base text-pretty text-stone-700 sm:text-lg">
          Responda um quiz rápido e receba uma recomendação feita para você. Receba em casa e pague só depois de receber.
        </p>
      </section>

      <ul className="mt-5 grid grid-cols-3 gap-2 sm:gap-3" aria-label="Nossas garantias">
        {BADGES.map(({ title, text, icon: Icon }) => (
          <li
            key={title}
            className="flex flex-col items-center gap-1 rounded-2xl border border-stone-200 bg-white px-2 py-3 text-center sm:flex-row sm:items-start sm:gap-3 sm:p-4 sm:text-left"
          >
            <span className="grid size-9 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-800">
              <Icon className="size-5" />
            </span>
            <span>
              <span className="block text-sm leading-tight font-semibold text-stone-900">{title}</span>
              <span className="mt-0.5 hidden text-sm text-stone-700 sm:block">{text}</span>
            </span>
          </li>
        ))}
      </ul>

      <section
        id="quiz"
        aria-label="Quiz do suplemento ideal"
        className="mt-6 scroll-mt-20 rounded-3xl border border-stone-200 bg-white p-5 shadow-sm sm:p-8"
      >
        <Quiz serverStep={actionData ?? null} />
      </section>

      <p className="mt-8 text-center text-lg font-semibold text-balance text-stone-900">
        Mais de 50.000 pessoas já encontraram o suplemento ideal com a gente.
      </p>
    </div>
  );
}

/** The same page for every anonymous visitor: the page cache may keep it (decision 014). */
export const handle = PUBLIC_PAGE;
