// /dht: the hair-loss landing, sold in kits of 1, 3 and 6 months.
import { GUARANTEE_FAQ } from "./shared";
import type { PlanContent } from "./types";

const FORM_ID = "comprar";
const KITS_ID = "kits";

export const dht: PlanContent = {
  productHandle: "lift-hair",
  fallbackProductName: "Lift Hair DHT Block",
  meta: {
    title: "{produto}: kits para a queda de cabelo",
    description:
      "Biotina, zinco, selênio e saw palmetto para a queda de cabelo. Kits de 1, 3 ou 6 meses com desconto, frete grátis e até 12x. Pague depois de receber.",
  },
  hero: {
    greetingNote: "Seu tratamento para os cabelos está pronto.",
    headline: "Cabelos mais fortes pedem constância. Seu kit cuida disso.",
    intro:
      "O **{produto}** reúne biotina, zinco, selênio e extrato de saw palmetto. A biotina e o zinco contribuem para a manutenção de cabelos normais — e como o fio cresce devagar, os kits de 3 e 6 meses saem bem mais em conta.",
    target: KITS_ID,
    ctaLabel: "Escolher meu kit",
    extra: "bestKit",
  },
  sticky: { target: KITS_ID, label: "Escolher meu kit", hideOn: [FORM_ID], detail: "lowestMonthly" },
  sections: [
    {
      kind: "kits",
      id: KITS_ID,
      eyebrow: "Escolha seu kit",
      title: "Quanto mais tempo de tratamento, mais você economiza",
      intro: "Todos os kits com frete grátis, entrega em 2 a 5 dias úteis e pagamento só depois de receber.",
      formId: FORM_ID,
    },
    {
      kind: "orderForm",
      formId: FORM_ID,
      variant: "simple",
      preselect: "url",
      title: "Finalize seu pedido: receba em casa e pague depois",
    },
    {
      kind: "benefits",
      title: "O que tem no {produto}",
      intro: "Nutrientes que o fio usa todos os dias, em uma cápsula fácil de manter na rotina.",
      items: [
        {
          icon: "heart",
          title: "Biotina e zinco",
          text: "Contribuem para a manutenção de cabelos normais. O zinco também auxilia na manutenção de pele e unhas.",
        },
        {
          icon: "leaf",
          title: "Saw palmetto",
          text: "Extrato da palmeira Serenoa repens, ingrediente clássico das fórmulas voltadas à queda de cabelo.",
        },
        {
          icon: "shield",
          title: "Selênio",
          text: "Mineral que contribui para a manutenção de cabelos e unhas normais e para a proteção das células contra o estresse oxidativo.",
        },
        {
          icon: "clock",
          title: "Pensado para o uso contínuo",
          text: "O fio cresce cerca de 1 cm por mês. Por isso os kits de 3 e 6 meses: tempo para acompanhar os resultados de verdade.",
        },
        {
          icon: "capsule",
          title: "Cápsulas práticas",
          text: "Sem cheiro e sem bagunça no banheiro: é só tomar com água, em qualquer lugar.",
        },
        {
          icon: "user",
          title: "Para homens e mulheres",
          text: "Uma fórmula para quem quer cuidar dos fios. Em caso de queda intensa ou falhas, consulte também um dermatologista.",
        },
      ],
    },
    {
      kind: "howToUse",
      title: "Como fazer o seu tratamento render",
      steps: [
        { title: "Tome todos os dias", text: "Siga a dose indicada na embalagem, com água, sempre no mesmo horário." },
        {
          title: "Dê tempo ao fio",
          text: "Use por pelo menos 3 meses. Tire uma foto por mês, com a mesma luz, para comparar a sua evolução.",
        },
        {
          title: "Cuide do couro cabeludo",
          text: "Lave com produtos suaves, evite água muito quente e prenda o cabelo sem puxar demais.",
        },
      ],
    },
    {
      kind: "testimonials",
      items: [
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
      ],
    },
    { kind: "guarantees" },
    {
      kind: "faq",
      items: [
        {
          q: "Qual kit devo escolher?",
          a: "O ciclo do cabelo é lento, então recomendamos no mínimo 3 meses de uso contínuo. O kit de 6 meses é o de maior economia: até {economia} a menos do que o preço cheio.",
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
        GUARANTEE_FAQ,
      ],
    },
    {
      kind: "closingCta",
      title: "Comece hoje: o seu cabelo agradece daqui a alguns meses",
      text: "Escolha o kit, receba em casa em 2 a 5 dias úteis e pague só depois, em até 7 dias.",
      target: KITS_ID,
      label: "Escolher meu kit",
    },
    { kind: "disclaimer", extra: "Em caso de queda intensa, procure um dermatologista." },
  ],
};
