import { OrderForm } from "~/components/order/deferred-order-form";
import { OrderSlot, PlanHero, PlanPage, installmentText, mainOffer } from "~/components/plan/plan-page";
import { BoltIcon, BrainIcon, CapsuleIcon } from "~/components/plan/plan-icons";
import {
  Benefits,
  ClosingCta,
  Disclaimer,
  Faq,
  Guarantees,
  HowToUse,
  Testimonials,
  type Benefit,
  type FaqItem,
  type Step,
  type Testimonial,
} from "~/components/plan/static-sections";
import { GUARANTEE_FAQ_ITEM, paymentFaqItem } from "~/components/plan/plan-section";
import { LeafIcon } from "~/components/ui/icons";
import { requirePlanProduct } from "~/domain/catalog/plan-product.server";
import { pageMeta } from "~/lib/meta";
import { PLANS } from "~/lib/plans";
import type { Route } from "./+types/plano-foco";
import { PUBLIC_PAGE } from "~/lib/public-page";

const plan = PLANS.foco;

export async function loader({ context }: Route.LoaderArgs) {
  return requirePlanProduct(context.db, plan.productHandle);
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(
    matches,
    `${plan.title} — ${loaderData?.product.name ?? "Genius Mind"}`,
    "Genius Mind: vitaminas B6 e B12, colina e Bacopa monnieri em 1 cápsula por dia, para estudar e trabalhar. Frete grátis, receba em casa e pague depois.",
  );

const BENEFITS: Benefit[] = [
  {
    icon: BrainIcon,
    title: "Vitaminas B6 e B12",
    text: "Contribuem para o funcionamento normal do sistema nervoso e para a redução do cansaço e da fadiga.",
  },
  {
    icon: BoltIcon,
    title: "Colina",
    text: "Nutriente que participa da produção de acetilcolina, um dos mensageiros químicos do cérebro.",
  },
  {
    icon: LeafIcon,
    title: "Bacopa monnieri",
    text: "Erva usada há séculos na tradição ayurvédica da Índia, presente em muitas fórmulas para memória.",
  },
  {
    icon: CapsuleIcon,
    title: "1 cápsula pela manhã",
    text: "Junto com o café da manhã, sem preparo. Fácil de manter até na semana de prova ou de entrega.",
  },
];

const STEPS: Step[] = [
  { title: "1 cápsula no café da manhã", text: "Tome com água, todos os dias, de preferência no mesmo horário." },
  {
    title: "Trabalhe em blocos de foco",
    text: "Blocos de 25 a 50 minutos com pausas curtas rendem mais do que horas seguidas. Celular longe durante o bloco.",
  },
  { title: "Durma e beba água", text: "Sono em dia e boa hidratação são a base de qualquer memória boa." },
];

const TESTIMONIALS: Testimonial[] = [
  {
    name: "Gabriela C.",
    city: "Rio de Janeiro, RJ",
    text: "Estudo para concurso e tomo de manhã com o café. Junto com a técnica de blocos de estudo, sinto que rendo melhor à tarde.",
  },
  {
    name: "Thiago M.",
    city: "Florianópolis, SC",
    text: "Trabalho com programação e vivia cansado no meio da tarde. Ajustei o sono e incluí o Genius Mind: o dia ficou mais produtivo.",
  },
  {
    name: "Luciana B.",
    city: "Brasília, DF",
    rating: 4,
    text: "Prático, é uma cápsula só. Recebi em 3 dias e paguei depois. Os resultados vieram aos poucos, com constância.",
  },
];

function faq(installments: string): FaqItem[] {
  return [
    {
      q: "Quando começo a perceber diferença?",
      a: "Cada pessoa responde de um jeito. Use todos os dias por pelo menos 8 semanas, junto com sono em dia e pausas no estudo ou trabalho, e avalie como está seu rendimento. Resultados podem variar.",
    },
    {
      q: "Posso tomar com café?",
      a: "Sim. O Genius Mind é tomado pela manhã, junto com o café da manhã.",
    },
    {
      q: "Quem não deve usar?",
      a: "Gestantes, lactantes, crianças e pessoas em tratamento médico devem consultar um profissional de saúde antes de usar.",
    },
    paymentFaqItem(installments),
    GUARANTEE_FAQ_ITEM,
  ];
}

export default function PlanRoute({ loaderData }: Route.ComponentProps) {
  const { product, offers } = loaderData;
  const price = mainOffer(loaderData);
  return (
    <PlanPage data={loaderData}>
      <PlanHero
        data={loaderData}
        greetingNote="Seu plano para mais foco está pronto."
        headline="Mais foco e memória para a sua rotina de estudos e trabalho"
        intro={
          <p>
            O <strong className="text-stone-900">{product.name}</strong> reúne vitaminas do complexo B, colina e extrato de{" "}
            <i>Bacopa monnieri</i> em uma cápsula por dia. As vitaminas B6 e B12 contribuem para o funcionamento normal do
            sistema nervoso e para a redução do cansaço.
          </p>
        }
      />

      <OrderSlot className="mx-auto max-w-4xl">
        <OrderForm
          product={product}
          offers={offers.length ? offers : undefined}
          variant="simple"
          id="order-form"
          title="Peça seu Genius Mind e pague só depois de receber"
        />
      </OrderSlot>

      <Benefits title="O que tem dentro de cada cápsula" items={BENEFITS} />
      <HowToUse title="Como usar para render mais" steps={STEPS} />
      <Testimonials items={TESTIMONIALS} />
      <Guarantees />
      <Faq items={faq(installmentText(price))} />
      <ClosingCta
        title="Sua próxima semana pode render mais"
        text={<p>Frete grátis, entrega em 2 a 5 dias úteis e pagamento só depois de receber.</p>}
      />
      <Disclaimer />
    </PlanPage>
  );
}

/** The same page for every anonymous visitor: the page cache may keep it (decision 014). */
export const handle = PUBLIC_PAGE;
