import { useState } from "react";
import { useSearchParams } from "react-router";
import { OrderForm } from "~/components/order/deferred-order-form";
import { PackageCards } from "~/components/plan/package-chooser";
import { OrderSlot, PlanHero, PlanPage, installmentText, savingsCents } from "~/components/plan/plan-page";
import { CapsuleIcon, HeartIcon, ShieldIcon } from "~/components/plan/plan-icons";
import { GUARANTEE_FAQ_ITEM, PlanSection } from "~/components/plan/plan-section";
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
import { ClockIcon, LeafIcon, UserIcon } from "~/components/ui/icons";
import { requirePlanProduct } from "~/domain/catalog/plan-product.server";
import { formatBRL } from "~/lib/money";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/dht";
import { PUBLIC_PAGE } from "~/lib/public-page";

const FORM_ID = "comprar";
const KITS_ID = "kits";

export async function loader({ context }: Route.LoaderArgs) {
  return requirePlanProduct(context.db, "lift-hair");
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(
    matches,
    "Lift Hair DHT Block: kits para a queda de cabelo",
    "Biotina, zinco, selênio e saw palmetto para a queda de cabelo. Kits de 1, 3 ou 6 meses com desconto, frete grátis e até 12x. Pague depois de receber.",
  );

const BENEFITS: Benefit[] = [
  {
    icon: HeartIcon,
    title: "Biotina e zinco",
    text: "Contribuem para a manutenção de cabelos normais. O zinco também auxilia na manutenção de pele e unhas.",
  },
  {
    icon: LeafIcon,
    title: "Saw palmetto",
    text: "Extrato da palmeira Serenoa repens, ingrediente clássico das fórmulas voltadas à queda de cabelo.",
  },
  {
    icon: ShieldIcon,
    title: "Selênio",
    text: "Mineral que contribui para a manutenção de cabelos e unhas normais e para a proteção das células contra o estresse oxidativo.",
  },
  {
    icon: ClockIcon,
    title: "Pensado para o uso contínuo",
    text: "O fio cresce cerca de 1 cm por mês. Por isso os kits de 3 e 6 meses: tempo para acompanhar os resultados de verdade.",
  },
  {
    icon: CapsuleIcon,
    title: "Cápsulas práticas",
    text: "Sem cheiro e sem bagunça no banheiro: é só tomar com água, em qualquer lugar.",
  },
  {
    icon: UserIcon,
    title: "Para homens e mulheres",
    text: "Uma fórmula para quem quer cuidar dos fios. Em caso de queda intensa ou falhas, consulte também um dermatologista.",
  },
];

const STEPS: Step[] = [
  { title: "Tome todos os dias", text: "Siga a dose indicada na embalagem, com água, sempre no mesmo horário." },
  {
    title: "Dê tempo ao fio",
    text: "Use por pelo menos 3 meses. Tire uma foto por mês, com a mesma luz, para comparar a sua evolução.",
  },
  {
    title: "Cuide do couro cabeludo",
    text: "Lave com produtos suaves, evite água muito quente e prenda o cabelo sem puxar demais.",
  },
];

const TESTIMONIALS: Testimonial[] = [
  {
    name: "André S.",
    city: "Ribeirão Preto, SP",
    detail: "kit 6 meses",
    text: "Comecei a ver menos fios no travesseiro lá pelo terceiro mês. Peguei o kit de 6 meses porque saía bem mais barato por mês.",
  },
  {
    name: "Bianca O.",
    city: "Londrina, PR",
    detail: "kit 3 meses",
    text: "Depois da gravidez meu cabelo caiu muito. Conversei com a minha dermatologista, que liberou o uso, e hoje ele está mais forte.",
  },
  {
    name: "Wagner L.",
    city: "Natal, RN",
    detail: "kit 3 meses",
    rating: 4,
    text: "Não é da noite para o dia, tem que ter paciência. Gostei de receber em casa e pagar depois, sem risco.",
  },
];

function faq(bestSaving: string): FaqItem[] {
  return [
    {
      q: "Qual kit devo escolher?",
      a: `O ciclo do cabelo é lento, então recomendamos no mínimo 3 meses de uso contínuo. O kit de 6 meses é o de maior economia: até ${bestSaving} a menos do que o preço cheio.`,
    },
    {
      q: "Em quanto tempo vejo resultado?",
      a: "Muitas pessoas percebem menos queda a partir do segundo ou terceiro mês. O crescimento visível leva mais tempo. Resultados podem variar.",
    },
    {
      q: "Serve para homens e mulheres?",
      a: "Sim. Gestantes e lactantes devem consultar o médico antes de usar. Em caso de queda intensa ou falhas no couro cabeludo, procure um dermatologista.",
    },
    {
      q: "Como funciona o pagamento?",
      a: "Você recebe em 2 a 5 dias úteis, com frete grátis, e paga em até 7 dias depois de receber: no boleto ou no cartão, em até 12x.",
    },
    GUARANTEE_FAQ_ITEM,
  ];
}

export default function DhtLanding({ loaderData }: Route.ComponentProps) {
  const { product, offers } = loaderData;
  const [params] = useSearchParams();
  const fromUrl = params.get("pacote");
  const [selected, setSelected] = useState<string | undefined>(
    offers.some((o) => o.code === fromUrl) ? (fromUrl ?? undefined) : undefined,
  );
  const best = offers.reduce<(typeof offers)[number] | undefined>(
    (a, o) => (!a || savingsCents(o) > savingsCents(a) ? o : a),
    undefined,
  );
  const bestSaving = best ? savingsCents(best) : 0;
  const lowestMonthly = Math.min(...offers.map((o) => Math.round(o.priceCents / Math.max(1, o.units))));

  return (
    <PlanPage
      data={loaderData}
      target={KITS_ID}
      ctaLabel="Escolher meu kit"
      hideStickyOn={[FORM_ID]}
      stickyDetail={offers.length > 1 ? `A partir de ${formatBRL(lowestMonthly)} por mês` : undefined}
    >
      <PlanHero
        data={loaderData}
        greetingNote="Seu tratamento para os cabelos está pronto."
        headline="Cabelos mais fortes pedem constância. Seu kit cuida disso."
        intro={
          <p>
            O <strong className="text-stone-900">{product.name}</strong> reúne biotina, zinco, selênio e extrato de saw palmetto.
            A biotina e o zinco contribuem para a manutenção de cabelos normais — e como o fio cresce devagar, os kits de 3 e 6
            meses saem bem mais em conta.
          </p>
        }
        target={KITS_ID}
        ctaLabel="Escolher meu kit"
        extra={
          best && bestSaving > 0 ? (
            <p className="mt-3 rounded-xl bg-brand-50 p-3 text-sm text-brand-900">
              No <strong>{best.title}</strong> você economiza <strong>{formatBRL(bestSaving)}</strong> e paga{" "}
              {installmentText(best)}.
            </p>
          ) : null
        }
      />

      <PlanSection
        id={KITS_ID}
        eyebrow="Escolha seu kit"
        title="Quanto mais tempo de tratamento, mais você economiza"
        intro="Todos os kits com frete grátis, entrega em 2 a 5 dias úteis e pagamento só depois de receber."
      >
        <PackageCards
          offers={offers}
          selected={selected}
          onChoose={setSelected}
          productImage={product.imageUrl}
          productName={product.name}
          target={FORM_ID}
        />
      </PlanSection>

      <OrderSlot className="mx-auto max-w-4xl">
        <OrderForm
          product={product}
          offers={offers}
          variant="simple"
          selectedOfferCode={selected}
          id={FORM_ID}
          title="Finalize seu pedido: receba em casa e pague depois"
        />
      </OrderSlot>

      <Benefits
        title="O que tem no Lift Hair DHT Block"
        intro="Nutrientes que o fio usa todos os dias, em uma cápsula fácil de manter na rotina."
        items={BENEFITS}
      />
      <HowToUse title="Como fazer o seu tratamento render" steps={STEPS} />
      <Testimonials items={TESTIMONIALS} />
      <Guarantees />
      <Faq items={faq(formatBRL(bestSaving))} />
      <ClosingCta
        title="Comece hoje: o seu cabelo agradece daqui a alguns meses"
        text={<p>Escolha o kit, receba em casa em 2 a 5 dias úteis e pague só depois, em até 7 dias.</p>}
        target={KITS_ID}
        label="Escolher meu kit"
      />
      <Disclaimer extra="Em caso de queda intensa, procure um dermatologista." />
    </PlanPage>
  );
}

/** The same page for every anonymous visitor: the page cache may keep it (decision 014). */
export const handle = PUBLIC_PAGE;
