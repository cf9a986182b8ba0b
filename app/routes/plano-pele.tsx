import { OrderForm } from "~/components/order/deferred-order-form";
import { OrderSlot, PlanHero, PlanPage, installmentText, mainOffer } from "~/components/plan/plan-page";
import { DropIcon, HeartIcon, ShieldIcon, SparklesIcon } from "~/components/plan/plan-icons";
import {
  Benefits,
  ClosingCta,
  Disclaimer,
  Faq,
  GuaranteeSeal,
  HowToUse,
  Specialists,
  Testimonials,
  type Benefit,
  type FaqItem,
  type Specialist,
  type Step,
  type Testimonial,
} from "~/components/plan/static-sections";
import { LeafIcon, UtensilsIcon } from "~/components/ui/icons";
import { requirePlanProduct } from "~/domain/catalog/plan-product.server";
import { pageMeta } from "~/lib/meta";
import { PLANS } from "~/lib/plans";
import type { Route } from "./+types/plano-pele";
import { PUBLIC_PAGE } from "~/lib/public-page";

const plan = PLANS.pele;
const GUARANTEE_DAYS = 90;

export async function loader({ context }: Route.LoaderArgs) {
  return requirePlanProduct(context.db, plan.productHandle);
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(
    matches,
    `${plan.title} — ${loaderData?.product.name ?? "Lift Skin"}`,
    "Colágeno premium com vitamina C, ácido hialurônico e zinco, sabor neutro. 25% OFF, até 12x, frete grátis e 90 dias de garantia. Pague depois de receber.",
  );

const BENEFITS: Benefit[] = [
  {
    icon: SparklesIcon,
    title: "Colágeno tipo I hidrolisado",
    text: "O tipo de colágeno mais presente na pele, em peptídeos que se dissolvem fácil em qualquer bebida.",
  },
  {
    icon: LeafIcon,
    title: "Vitamina C",
    text: "Contribui para a formação normal de colágeno no organismo: por isso ela vem junto, na mesma dose.",
  },
  {
    icon: DropIcon,
    title: "Ácido hialurônico",
    text: "Um clássico das rotinas de hidratação da pele, agora no seu copo de todo dia.",
  },
  {
    icon: HeartIcon,
    title: "Zinco",
    text: "Auxilia na manutenção de pele, cabelos e unhas normais. Muitas clientes notam primeiro a diferença nas unhas.",
  },
  {
    icon: UtensilsIcon,
    title: "Sabor neutro de verdade",
    text: "Misture em água, suco, vitamina ou café: não muda o gosto nem empelota.",
  },
  {
    icon: ShieldIcon,
    title: `${GUARANTEE_DAYS} dias de garantia`,
    text: "Tempo de sobra para colocar na rotina e avaliar com calma. Não gostou, devolvemos seu dinheiro.",
  },
];

const STEPS: Step[] = [
  {
    title: "Uma dose por dia",
    text: "Misture a dose indicada na embalagem em um copo de água, suco ou vitamina e tome na hora.",
  },
  {
    title: "No horário mais fácil para você",
    text: "O que conta é a constância. Deixe o pote à vista, perto do café da manhã, para não esquecer.",
  },
  {
    title: "Cuide da pele por fora também",
    text: "Protetor solar todos os dias, água e sono em dia completam a rotina. Reavalie sua pele aos 90 dias.",
  },
];

const SPECIALISTS: Specialist[] = [
  {
    name: "Dra. Helena Prado",
    role: "Médica dermatologista",
    registration: "CRM-SP 148392",
    photo: "helena",
    quote:
      "A pele reflete o conjunto: proteção solar, sono, alimentação e nutrientes como vitamina C e zinco. O colágeno pode complementar essa rotina, com uso contínuo por alguns meses.",
  },
  {
    name: "Lucas Andrade",
    role: "Nutricionista",
    registration: "CRN-3 52871",
    photo: "lucas",
    quote:
      "Colágeno hidrolisado é fácil de encaixar no dia a dia. Combinar com vitamina C faz sentido, porque ela participa da formação natural do colágeno no corpo.",
  },
];

const TESTIMONIALS: Testimonial[] = [
  {
    name: "Fernanda M.",
    city: "São Paulo, SP",
    text: "Coloco no suco de manhã e nem sinto o gosto. Depois de uns dois meses, minhas unhas pararam de quebrar e sinto a pele mais macia.",
  },
  {
    name: "Cláudia P.",
    city: "Salvador, BA",
    text: "Já tinha tentado outros colágenos com gosto ruim. Esse é neutro mesmo. A garantia de 90 dias me deu segurança para testar.",
  },
  {
    name: "Renata L.",
    city: "Porto Alegre, RS",
    text: "Uso há três meses junto com protetor solar todo dia e a pele está com um aspecto mais viçoso. Recebi em casa e paguei depois, bem tranquilo.",
  },
];

function faq(installments: string): FaqItem[] {
  return [
    {
      q: "Em quanto tempo percebo diferença?",
      a: "A renovação da pele leva semanas, então a recomendação é usar todos os dias por pelo menos 90 dias. Muitas pessoas notam primeiro as unhas e o cabelo. Resultados podem variar.",
    },
    {
      q: "Como funciona a garantia de 90 dias?",
      a: "Se em até 90 dias você não estiver satisfeita com o Lift Skin, fale com o nosso atendimento e devolvemos o valor pago.",
    },
    {
      q: "Tem gosto?",
      a: "Não. O pó tem sabor neutro e se dissolve em água, sucos, vitaminas e até no café.",
    },
    {
      q: "Posso tomar junto com outros suplementos?",
      a: "Em geral, sim. Se você usa medicamentos, está grávida, amamentando ou tem alguma condição de saúde, converse antes com seu médico ou nutricionista.",
    },
    {
      q: "Como funciona o pagamento?",
      a: `Você recebe em casa em 2 a 5 dias úteis, com frete grátis, e paga em até 7 dias depois de receber: no boleto ou no cartão, em até ${installments}.`,
    },
  ];
}

export default function PlanRoute({ loaderData }: Route.ComponentProps) {
  const { product, offers } = loaderData;
  const price = mainOffer(loaderData);
  return (
    <PlanPage data={loaderData}>
      <PlanHero
        data={loaderData}
        greetingNote="Seu plano para a pele está pronto."
        headline="Pele mais firme e viçosa, cuidada de dentro para fora"
        intro={
          <p>
            O <strong className="text-stone-900">{product.name}</strong> reúne colágeno hidrolisado tipo I, vitamina C, ácido
            hialurônico e zinco em um pó sem sabor, para misturar no suco ou na vitamina. Um gesto simples por dia, com{" "}
            {GUARANTEE_DAYS} dias para você avaliar sem risco.
          </p>
        }
        badges={[`Garantia de ${GUARANTEE_DAYS} dias`]}
        guaranteeDays={GUARANTEE_DAYS}
      />

      <OrderSlot className="mx-auto max-w-4xl">
        <OrderForm
          product={product}
          offers={offers.length ? offers : undefined}
          variant="simple"
          id="order-form"
          title="Peça seu Lift Skin e pague só depois de receber"
        />
      </OrderSlot>

      <Benefits
        title="Tudo o que a sua pele pede, em um copo por dia"
        intro="Ingredientes escolhidos para trabalhar juntos, em doses pensadas para o uso diário."
        items={BENEFITS}
      />
      <HowToUse steps={STEPS} />
      <Specialists
        people={SPECIALISTS}
        intro="Profissionais explicam onde o colágeno entra numa rotina de cuidados com a pele."
      />
      <Testimonials items={TESTIMONIALS} title="Quem já usa o Lift Skin" />
      <GuaranteeSeal days={GUARANTEE_DAYS} productName={product.name} />
      <Faq items={faq(installmentText(price))} />
      <ClosingCta
        title="Comece hoje sua rotina de colágeno"
        text={
          <p>
            {GUARANTEE_DAYS} dias de garantia, frete grátis e pagamento só depois de receber — ou em até {installmentText(price)}{" "}
            no cartão.
          </p>
        }
      />
      <Disclaimer />
    </PlanPage>
  );
}

/** The same page for every anonymous visitor: the page cache may keep it (decision 014). */
export const handle = PUBLIC_PAGE;
