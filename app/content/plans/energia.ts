// /plano-energia: the quiz's energy plan.
import { PLANS } from "~/domain/quiz/objective-plans";
import { DELIVERY_CLOSING_TEXT, GUARANTEE_FAQ, PAYMENT_FAQ } from "./shared";
import type { PlanContent } from "./types";

export const energia: PlanContent = {
  productHandle: PLANS.energia.productHandle,
  fallbackProductName: "EnergyUp",
  meta: {
    title: `${PLANS.energia.title} — {produto}`,
    description:
      "{produto}: cafeína natural do guaraná, taurina e vitaminas do complexo B para o treino e o dia a dia. Frete grátis, até 12x, receba em casa e pague depois.",
  },
  hero: {
    greetingNote: "Seu plano para ter mais energia está pronto.",
    headline: "Energia para o treino e para o dia, do jeito certo",
    intro:
      "O **{produto}** combina cafeína natural do guaraná, taurina e vitaminas do complexo B. A cafeína auxilia no estado de alerta e as vitaminas B contribuem para o metabolismo energético normal.",
  },
  sections: [
    { kind: "orderForm", formId: "order-form", variant: "simple", title: "Peça seu {produto} e pague só depois de receber" },
    {
      kind: "benefits",
      title: "Disposição com ingredientes que você conhece",
      items: [
        {
          icon: "leaf",
          title: "Cafeína natural do guaraná",
          text: "A cafeína auxilia no estado de alerta: aquele empurrão para o treino cedo ou para a manhã cheia.",
        },
        { icon: "heart", title: "Taurina", text: "Aminoácido presente em muitos pré-treinos, que completa a fórmula." },
        {
          icon: "bolt",
          title: "Vitaminas do complexo B",
          text: "Contribuem para o metabolismo energético normal, ou seja, para o corpo aproveitar a energia dos alimentos.",
        },
        {
          icon: "drop",
          title: "Prático de preparar",
          text: "Misture na água e pronto: cabe na mochila da academia e na rotina do escritório.",
        },
      ],
    },
    {
      kind: "howToUse",
      title: "Como usar com segurança",
      steps: [
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
          text: "Energia de verdade vem também de refeições equilibradas, água e sono. O {produto} é um apoio para a sua rotina.",
        },
      ],
    },
    {
      kind: "testimonials",
      items: [
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
      ],
    },
    { kind: "guarantees" },
    {
      kind: "faq",
      items: [
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
        PAYMENT_FAQ,
        GUARANTEE_FAQ,
      ],
    },
    { kind: "closingCta", title: "Comece a próxima semana com mais disposição", text: DELIVERY_CLOSING_TEXT },
    { kind: "disclaimer", extra: "Contém cafeína." },
  ],
};
