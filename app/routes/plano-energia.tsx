import { OrderForm } from "~/components/order/deferred-order-form";
import { OrderSlot, PlanHero, PlanPage, installmentText, mainOffer } from "~/components/plan/plan-page";
import { BoltIcon, DropIcon, HeartIcon } from "~/components/plan/plan-icons";
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
import type { Route } from "./+types/plano-energia";
import { PUBLIC_PAGE } from "~/lib/public-page";

const plan = PLANS.energia;

export async function loader({ context }: Route.LoaderArgs) {
  return requirePlanProduct(context.db, plan.productHandle);
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(
    matches,
    `${plan.title} — ${loaderData?.product.name ?? "EnergyUp"}`,
    "EnergyUp: cafeína natural do guaraná, taurina e vitaminas do complexo B para o treino e o dia a dia. Frete grátis, até 12x, receba em casa e pague depois.",
  );

const BENEFITS: Benefit[] = [
  {
    icon: LeafIcon,
    title: "Cafeína natural do guaraná",
    text: "A cafeína auxilia no estado de alerta: aquele empurrão para o treino cedo ou para a manhã cheia.",
  },
  {
    icon: HeartIcon,
    title: "Taurina",
    text: "Aminoácido presente em muitos pré-treinos, que completa a fórmula.",
  },
  {
    icon: BoltIcon,
    title: "Vitaminas do complexo B",
    text: "Contribuem para o metabolismo energético normal, ou seja, para o corpo aproveitar a energia dos alimentos.",
  },
  {
    icon: DropIcon,
    title: "Prático de preparar",
    text: "Misture na água e pronto: cabe na mochila da academia e na rotina do escritório.",
  },
];

const STEPS: Step[] = [
  {
    title: "Pela manhã ou antes do treino",
    text: "Misture a dose indicada na embalagem em água, cerca de 30 minutos antes do treino ou no início do dia.",
  },
  {
    title: "Evite à noite",
    text: "Não tome no fim da tarde ou à noite e não combine com outras fontes de cafeína, como café e energéticos.",
  },
  {
    title: "Hidrate-se e alimente-se bem",
    text: "Energia de verdade vem também de refeições equilibradas, água e sono. O EnergyUp é um apoio para a sua rotina.",
  },
];

const TESTIMONIALS: Testimonial[] = [
  {
    name: "Rafael D.",
    city: "Belém, PA",
    text: "Tomo 30 minutos antes do treino das 7h. Tenho mais disposição para encarar a academia cedo.",
  },
  {
    name: "Camila V.",
    city: "Vitória, ES",
    text: "Troquei o terceiro café da tarde por uma dose de manhã e parei com cafeína depois das 16h. Meu sono agradeceu.",
  },
  {
    name: "Eduardo P.",
    city: "Manaus, AM",
    rating: 4,
    text: "Chegou rápido, com frete grátis, e paguei depois de receber. Fácil de preparar, levo na garrafinha para a academia.",
  },
];

function faq(installments: string): FaqItem[] {
  return [
    {
      q: "Quanta cafeína tem?",
      a: "A quantidade por dose está na tabela nutricional da embalagem. Some com o café e outras bebidas do dia para não passar do seu limite.",
    },
    {
      q: "Posso tomar todo dia?",
      a: "Sim, respeitando a recomendação de consumo da embalagem e evitando o uso no fim da tarde e à noite. Resultados podem variar.",
    },
    {
      q: "Quem não deve usar?",
      a: "Gestantes, lactantes, crianças, pessoas sensíveis à cafeína ou com pressão alta, problemas cardíacos ou em tratamento médico devem consultar um profissional de saúde antes.",
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
        greetingNote="Seu plano para ter mais energia está pronto."
        headline="Energia para o treino e para o dia, do jeito certo"
        intro={
          <p>
            O <strong className="text-stone-900">{product.name}</strong> combina cafeína natural do guaraná, taurina e vitaminas
            do complexo B. A cafeína auxilia no estado de alerta e as vitaminas B contribuem para o metabolismo energético
            normal.
          </p>
        }
      />

      <OrderSlot className="mx-auto max-w-4xl">
        <OrderForm
          product={product}
          offers={offers.length ? offers : undefined}
          variant="simple"
          id="order-form"
          title="Peça seu EnergyUp e pague só depois de receber"
        />
      </OrderSlot>

      <Benefits title="Disposição com ingredientes que você conhece" items={BENEFITS} />
      <HowToUse title="Como usar com segurança" steps={STEPS} />
      <Testimonials items={TESTIMONIALS} />
      <Guarantees />
      <Faq items={faq(installmentText(price))} />
      <ClosingCta
        title="Comece a próxima semana com mais disposição"
        text={<p>Frete grátis, entrega em 2 a 5 dias úteis e pagamento só depois de receber.</p>}
      />
      <Disclaimer extra="Contém cafeína." />
    </PlanPage>
  );
}

/** The same page for every anonymous visitor: the page cache may keep it (decision 014). */
export const handle = PUBLIC_PAGE;
