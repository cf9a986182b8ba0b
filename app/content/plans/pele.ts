// /plano-pele: the quiz's skin plan, with a 90-day guarantee.
import { PLANS } from "~/domain/quiz/objective-plans";
import type { PlanContent } from "./types";

export const pele: PlanContent = {
  productHandle: PLANS.pele.productHandle,
  fallbackProductName: "Lift Skin",
  guaranteeDays: 90,
  meta: {
    title: `${PLANS.pele.title} — {produto}`,
    description:
      "Colágeno premium com vitamina C, ácido hialurônico e zinco, sabor neutro. 25% OFF, até 12x, frete grátis e {garantia} dias de garantia. Pague depois de receber.",
  },
  hero: {
    greetingNote: "Seu plano para a pele está pronto.",
    headline: "Pele mais firme e viçosa, cuidada de dentro para fora",
    intro:
      "O **{produto}** reúne colágeno hidrolisado tipo I, vitamina C, ácido hialurônico e zinco em um pó sem sabor, para misturar no suco ou na vitamina. Um gesto simples por dia, com {garantia} dias para você avaliar sem risco.",
    badges: ["Garantia de {garantia} dias"],
  },
  sections: [
    { kind: "orderForm", formId: "order-form", variant: "simple", title: "Peça seu {produto} e pague só depois de receber" },
    {
      kind: "benefits",
      title: "Tudo o que a sua pele pede, em um copo por dia",
      intro: "Ingredientes escolhidos para trabalhar juntos, em doses pensadas para o uso diário.",
      items: [
        {
          icon: "sparkles",
          title: "Colágeno tipo I hidrolisado",
          text: "O tipo de colágeno mais presente na pele, em peptídeos que se dissolvem fácil em qualquer bebida.",
        },
        {
          icon: "leaf",
          title: "Vitamina C",
          text: "Contribui para a formação normal de colágeno no organismo: por isso ela vem junto, na mesma dose.",
        },
        {
          icon: "drop",
          title: "Ácido hialurônico",
          text: "Um clássico das rotinas de hidratação da pele, agora no seu copo de todo dia.",
        },
        {
          icon: "heart",
          title: "Zinco",
          text: "Auxilia na manutenção de pele, cabelos e unhas normais. Muitas clientes notam primeiro a diferença nas unhas.",
        },
        {
          icon: "utensils",
          title: "Sabor neutro de verdade",
          text: "Misture em água, suco, vitamina ou café: não muda o gosto nem empelota.",
        },
        {
          icon: "shield",
          title: "{garantia} dias de garantia",
          text: "Tempo de sobra para colocar na rotina e avaliar com calma. Não gostou, devolvemos seu dinheiro.",
        },
      ],
    },
    {
      kind: "howToUse",
      steps: [
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
      ],
    },
    {
      kind: "specialists",
      intro: "Profissionais explicam onde o colágeno entra numa rotina de cuidados com a pele.",
      people: [
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
      ],
    },
    {
      kind: "testimonials",
      title: "Quem já usa o {produto}",
      items: [
        {
          name: "Fernanda M.",
          city: "São Paulo, SP",
          text: "Coloco no suco de manhã e nem sinto o gosto. Depois de uns dois meses, minhas unhas pararam de quebrar e sinto a pele mais macia.",
        },
        {
          name: "Cláudia P.",
          city: "Salvador, BA",
          text: "Já tinha tentado outros colágenos com gosto ruim. Esse é neutro mesmo. A garantia de {garantia} dias me deu segurança para testar.",
        },
        {
          name: "Renata L.",
          city: "Porto Alegre, RS",
          text: "Uso há três meses junto com protetor solar todo dia e a pele está com um aspecto mais viçoso. Recebi em casa e paguei depois, bem tranquilo.",
        },
      ],
    },
    { kind: "guaranteeSeal" },
    {
      kind: "faq",
      items: [
        {
          q: "Em quanto tempo percebo diferença?",
          a: "A renovação da pele leva semanas, então a recomendação é usar todos os dias por pelo menos 90 dias. Muitas pessoas notam primeiro as unhas e o cabelo. Resultados podem variar.",
        },
        {
          q: "Como funciona a garantia de {garantia} dias?",
          a: "Se em até {garantia} dias você não estiver satisfeita com o {produto}, fale com o nosso atendimento e devolvemos o valor pago.",
        },
        { q: "Tem gosto?", a: "Não. O pó tem sabor neutro e se dissolve em água, sucos, vitaminas e até no café." },
        {
          q: "Posso tomar junto com outros suplementos?",
          a: "Em geral, sim. Se você usa medicamentos, está grávida, amamentando ou tem alguma condição de saúde, converse antes com seu médico ou nutricionista.",
        },
        {
          q: "Como funciona o pagamento?",
          a: "Você recebe em casa em 2 a 5 dias úteis, com frete grátis, e paga em até 7 dias depois de receber: no boleto ou no cartão, em até {parcelas}.",
        },
      ],
    },
    {
      kind: "closingCta",
      title: "Comece hoje sua rotina de colágeno",
      text: "{garantia} dias de garantia, frete grátis e pagamento só depois de receber — ou em até {parcelas} no cartão.",
    },
    { kind: "disclaimer" },
  ],
};
