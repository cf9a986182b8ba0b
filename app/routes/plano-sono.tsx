import { Link, useRouteLoaderData } from "react-router";
import { OrderForm } from "~/components/order/deferred-order-form";
import { OrderSlot, PlanHero, PlanPage, installmentText, mainOffer } from "~/components/plan/plan-page";
import { HeartIcon, MoonIcon } from "~/components/plan/plan-icons";
import {
  Benefits,
  ClosingCta,
  ClubDiscount,
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
import { paymentFaqItem } from "~/components/plan/plan-section";
import { ClockIcon, LeafIcon } from "~/components/ui/icons";
import { requirePlanProduct } from "~/domain/catalog/plan-product.server";
import { clubPath, type Brand } from "~/lib/brand";
import { pageMeta } from "~/lib/meta";
import { PLANS } from "~/lib/plans";
import type { loader as rootLoader } from "~/root";
import type { Route } from "./+types/plano-sono";
import { PUBLIC_PAGE } from "~/lib/public-page";

const plan = PLANS.sono;
const CLUB_DISCOUNT = 30;
const FALLBACK_BRAND: Brand = { name: "Lift", slug: "lift", nutritionist: "Ana" };

export async function loader({ context }: Route.LoaderArgs) {
  return requirePlanProduct(context.db, plan.productHandle);
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(
    matches,
    `${plan.title} — ${loaderData?.product.name ?? "Dormirex"}`,
    "Dormirex: magnésio, L-triptofano e camomila para relaxar antes de dormir. 30% de desconto no Clube. Frete grátis, receba em casa e pague depois.",
  );

const BENEFITS: Benefit[] = [
  {
    icon: HeartIcon,
    title: "Magnésio",
    text: "Contribui para o funcionamento normal do sistema nervoso e dos músculos — corpo e mente desacelerando juntos.",
  },
  {
    icon: MoonIcon,
    title: "L-triptofano",
    text: "Aminoácido presente em alimentos como leite e banana, que participa da produção de serotonina pelo organismo.",
  },
  {
    icon: LeafIcon,
    title: "Camomila",
    text: "A planta dos chás de fim de dia, tradicionalmente usada para relaxar.",
  },
  {
    icon: ClockIcon,
    title: "Um ritual para a noite",
    text: "Tomar 30 minutos antes de deitar vira um sinal para o corpo de que o dia acabou.",
  },
];

const STEPS: Step[] = [
  { title: "30 minutos antes de deitar", text: "Tome a dose indicada na embalagem com um pouco de água." },
  { title: "Diminua as telas e as luzes", text: "Uma hora antes de dormir, deixe o celular longe da cama e prefira luz baixa." },
  { title: "Horários regulares", text: "Deite e acorde em horários parecidos todos os dias, inclusive no fim de semana." },
];

const TESTIMONIALS: Testimonial[] = [
  {
    name: "Roberto A.",
    city: "Campinas, SP",
    text: "Eu rolava na cama por horas. Criei o ritual: Dormirex, luz baixa e nada de celular. Hoje pego no sono bem mais cedo.",
  },
  {
    name: "Aline F.",
    city: "Goiânia, GO",
    text: "Gostei de ser uma fórmula com camomila e magnésio, nada pesado. Virou parte da minha rotina da noite.",
  },
  {
    name: "Sérgio N.",
    city: "Fortaleza, CE",
    text: "Assinei o clube e agora pago menos no Dormirex. Chega certinho em casa e ainda ganhei receitas para o jantar.",
  },
];

function faq(installments: string, brandName: string): FaqItem[] {
  return [
    {
      q: "Dormirex é remédio para dormir?",
      a: "Não. É um suplemento alimentar, não um medicamento para insônia. Se você tem dificuldade para dormir há muito tempo, procure um médico.",
    },
    {
      q: "Quando devo tomar?",
      a: "Cerca de 30 minutos antes de deitar, todos os dias. Ele funciona melhor junto com bons hábitos: horários regulares e menos telas à noite. Resultados podem variar.",
    },
    {
      q: `Como funciona o desconto do Clube ${brandName}?`,
      a: `Assinantes do Clube ${brandName} têm ${CLUB_DISCOUNT}% de desconto nos produtos da loja, além de receitas e e-books exclusivos e consulta nutricional a cada 3 meses. Não tem fidelidade: cancele quando quiser.`,
    },
    paymentFaqItem(installments),
    {
      q: "Quem não deve usar?",
      a: "Gestantes, lactantes, crianças e pessoas em tratamento médico (principalmente com antidepressivos ou remédios para dormir) devem consultar um profissional de saúde antes.",
    },
  ];
}

export default function PlanRoute({ loaderData }: Route.ComponentProps) {
  const { product, offers } = loaderData;
  const price = mainOffer(loaderData);
  const brand = useRouteLoaderData<typeof rootLoader>("root")?.brand ?? FALLBACK_BRAND;
  const clubHref = clubPath(brand);
  return (
    <PlanPage data={loaderData}>
      <PlanHero
        data={loaderData}
        greetingNote="Seu plano para dormir melhor está pronto."
        headline="Noites mais tranquilas começam com um ritual de sono"
        intro={
          <p>
            O <strong className="text-stone-900">{product.name}</strong> combina magnésio, L-triptofano e camomila em uma fórmula
            para tomar 30 minutos antes de deitar. O magnésio contribui para o funcionamento normal do sistema nervoso, e a
            fórmula auxilia no relaxamento ao fim do dia.
          </p>
        }
        extra={
          <p className="mt-3 rounded-xl bg-brand-50 p-3 text-sm text-brand-900">
            Assinante do Clube {brand.name} tem <strong>{CLUB_DISCOUNT}% de desconto</strong>.{" "}
            <Link to={clubHref} className="font-semibold underline underline-offset-2">
              Conheça o Clube {brand.name}
            </Link>
          </p>
        }
      />

      <OrderSlot className="mx-auto max-w-4xl">
        <OrderForm
          product={product}
          offers={offers.length ? offers : undefined}
          variant="simple"
          id="order-form"
          title="Peça seu Dormirex e pague só depois de receber"
        />
      </OrderSlot>

      <Benefits
        title="Uma fórmula pensada para o fim do dia"
        intro="Ingredientes conhecidos, em uma rotina simples de manter."
        items={BENEFITS}
      />
      <HowToUse title="Como montar o seu ritual de sono" steps={STEPS} />
      <ClubDiscount
        clubHref={clubHref}
        brandName={brand.name}
        productName={product.name}
        priceCents={price.priceCents}
        discountPercent={CLUB_DISCOUNT}
      />
      <Testimonials items={TESTIMONIALS} />
      <Guarantees />
      <Faq items={faq(installmentText(price), brand.name)} />
      <ClosingCta
        title="Hoje pode ser a primeira noite do seu novo ritual"
        text={<p>Frete grátis, entrega em 2 a 5 dias úteis e pagamento só depois de receber.</p>}
      />
      <Disclaimer extra="Não substitui o tratamento médico de distúrbios do sono." />
    </PlanPage>
  );
}

/** The same page for every anonymous visitor: the page cache may keep it (decision 014). */
export const handle = PUBLIC_PAGE;
