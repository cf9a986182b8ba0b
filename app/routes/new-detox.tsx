import { OrderForm } from "~/components/order/deferred-order-form";
import { Gallery } from "~/components/plan/gallery";
import { DETOX_GALLERY } from "~/components/plan/media";
import { OrderSlot, PlanHero, PlanPage, installmentText, mainOffer } from "~/components/plan/plan-page";
import { CapsuleIcon, HeartIcon, ScaleIcon } from "~/components/plan/plan-icons";
import { VideoPlayer } from "~/components/plan/deferred-videos";
import { GUARANTEE_FAQ_ITEM, PlanSection } from "~/components/plan/plan-section";
import {
  Benefits,
  ClosingCta,
  Disclaimer,
  Faq,
  Guarantees,
  Testimonials,
  type Benefit,
  type FaqItem,
  type Testimonial,
} from "~/components/plan/static-sections";
import { FormLink } from "~/components/plan/scroll-to-form";
import { ClockIcon, LeafIcon, TruckIcon } from "~/components/ui/icons";
import { requirePlanProduct } from "~/domain/catalog/plan-product.server";
import { formatBRL } from "~/lib/money";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/new-detox";
import { PUBLIC_PAGE } from "~/lib/public-page";

export async function loader({ context }: Route.LoaderArgs) {
  return requirePlanProduct(context.db, "lift-detox-black");
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(
    matches,
    "New Detox — Lift Detox Black",
    "Pague 1 e leve 2 frascos do Lift Detox Black (120 dias): chá verde, cromo e fibras. Frete grátis, até 12x, receba em casa e pague só depois.",
  );

const BENEFITS: Benefit[] = [
  {
    icon: HeartIcon,
    title: "Saciedade por mais tempo",
    text: "As fibras ajudam a segurar a fome entre as refeições, para você servir porções menores sem sofrimento.",
  },
  {
    icon: ScaleIcon,
    title: "Controle do apetite",
    text: "A fórmula contribui para o controle do apetite ao longo do dia: menos beliscos, mais constância.",
  },
  {
    icon: LeafIcon,
    title: "Chá verde e cromo",
    text: "Catequinas e cafeína natural do chá verde, e cromo, que contribui para o metabolismo normal dos macronutrientes.",
  },
  {
    icon: CapsuleIcon,
    title: "Só 2 cápsulas por dia",
    text: "Sem preparo, sem gosto, cabe em qualquer rotina.",
  },
  {
    icon: ClockIcon,
    title: "120 dias de uso",
    text: "Dois frascos de 60 cápsulas: tempo para criar hábito e ver sua evolução com calma.",
  },
  {
    icon: TruckIcon,
    title: "Pague depois de receber",
    text: "Frete grátis, entrega em 2 a 5 dias úteis e pagamento em até 7 dias depois que chegar.",
  },
];

const TESTIMONIALS: Testimonial[] = [
  {
    name: "Vanessa G.",
    city: "São Luís, MA",
    text: "Vi o “pague 1 leve 2” e resolvi testar, afinal só pagaria depois de receber. Com as cápsulas e marmita, estou mais disciplinada com a alimentação.",
  },
  {
    name: "Diego F.",
    city: "Uberlândia, MG",
    text: "O que mais senti foi a fome controlada no fim da tarde, que era meu ponto fraco. Já estou no segundo frasco.",
  },
  {
    name: "Simone R.",
    city: "Joinville, SC",
    rating: 4,
    text: "Chegou em 3 dias úteis, bem embalado. Uso há dois meses junto com caminhada e minhas roupas estão mais folgadas.",
  },
];

function faq(installments: string): FaqItem[] {
  return [
    {
      q: "O que vem no New Detox?",
      a: "Dois frascos do Lift Detox Black, com 60 cápsulas cada: 120 dias de uso tomando 2 cápsulas por dia. Você paga por um e leva os dois.",
    },
    {
      q: "Em quanto tempo vejo resultado?",
      a: "Muita gente percebe mais saciedade nas primeiras semanas. A mudança nas medidas depende de uso contínuo, alimentação equilibrada e atividade física. Resultados podem variar.",
    },
    {
      q: "Como funciona o pagamento depois de receber?",
      a: `Você preenche seus dados, recebe em casa em 2 a 5 dias úteis e só então paga, em até 7 dias: no boleto ou no cartão, em até ${installments}.`,
    },
    {
      q: "Tem contraindicação?",
      a: "Contém cafeína natural do chá verde: evite à noite e em caso de sensibilidade. Gestantes, lactantes, menores de 18 anos e pessoas em tratamento médico devem consultar um profissional de saúde antes de usar.",
    },
    GUARANTEE_FAQ_ITEM,
  ];
}

export default function NewDetoxLanding({ loaderData }: Route.ComponentProps) {
  const { product, offers } = loaderData;
  const price = mainOffer(loaderData);
  const details: [string, string][] = [
    ["Conteúdo", price.title ?? "2 frascos de 60 cápsulas"],
    ["Modo de uso", "2 cápsulas por dia, com água (evite à noite)"],
    ["Principais ingredientes", "Extrato de chá verde, cromo e fibras"],
    ["Entrega", "Frete grátis, em 2 a 5 dias úteis"],
    ["Pagamento", `Depois de receber, em até 7 dias: boleto ou cartão em até ${installmentText(price)}`],
    ["Garantia", "30 dias"],
  ];
  return (
    <PlanPage data={loaderData}>
      <PlanHero
        data={loaderData}
        greetingNote="Esta oferta é para você."
        headline="New Detox: pague 1 e leve 2 frascos do Lift Detox Black"
        intro={
          <p>
            120 dias de apoio para emagrecer com saúde: chá verde, cromo e fibras em 2 cápsulas por dia, para mais saciedade e
            controle do apetite. Receba em casa e pague só depois.
          </p>
        }
        media={<Gallery images={DETOX_GALLERY} label={`Fotos do ${product.name}`} />}
      />

      <PlanSection id="detalhes" eyebrow="Conheça o produto" title={`Detalhes do ${product.name}`}>
        <div className="grid gap-8 md:grid-cols-2 md:items-start">
          <VideoPlayer title={`Vídeo do ${product.name}`} />
          <div>
            <p className="text-stone-800">{product.description}</p>
            <dl className="mt-5 divide-y divide-stone-200 rounded-2xl border border-stone-200 bg-white">
              {details.map(([term, value]) => (
                <div key={term} className="grid gap-1 px-4 py-3 sm:grid-cols-3">
                  <dt className="font-semibold text-stone-900">{term}</dt>
                  <dd className="text-stone-700 sm:col-span-2">{value}</dd>
                </div>
              ))}
            </dl>
            <FormLink className="mt-5 w-full sm:w-auto">Quero aproveitar: pague 1 leve 2</FormLink>
          </div>
        </div>
      </PlanSection>

      <OrderSlot className="mx-auto max-w-4xl">
        <OrderForm
          product={product}
          offers={offers}
          variant="full"
          selectedOfferCode={offers[0]?.code}
          id="order-form"
          title="Garanta seu New Detox e pague só depois de receber"
        />
      </OrderSlot>

      <Benefits title="Por que tanta gente escolhe o Lift Detox Black" items={BENEFITS} />
      <Testimonials items={TESTIMONIALS} title="Quem já levou os 2 frascos" />
      <Guarantees />
      <Faq items={faq(installmentText(price))} />
      <ClosingCta
        title="Pague 1, leve 2: 120 dias de apoio ao seu plano"
        text={
          <p>
            {formatBRL(price.priceCents)} ou {installmentText(price)} no cartão, frete grátis e pagamento só depois de
            receber.
          </p>
        }
        label="Quero o meu New Detox"
      />
      <Disclaimer extra="Contém cafeína." />
    </PlanPage>
  );
}

/** The same page for every anonymous visitor: the page cache may keep it (decision 014). */
export const handle = PUBLIC_PAGE;
