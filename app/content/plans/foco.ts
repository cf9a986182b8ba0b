// /plano-foco: the quiz's focus and memory plan.
import { PLANS } from "~/domain/quiz/objective-plans";
import { DELIVERY_CLOSING_TEXT, GUARANTEE_FAQ, PAYMENT_FAQ } from "./shared";
import type { PlanContent } from "./types";

export const foco: PlanContent = {
  productHandle: PLANS.foco.productHandle,
  fallbackProductName: "Genius Mind",
  meta: {
    title: `${PLANS.foco.title} — {produto}`,
    description:
      "{produto}: vitaminas B6 e B12, colina e Bacopa monnieri em 1 cápsula por dia, para estudar e trabalhar. Frete grátis, receba em casa e pague depois.",
  },
  hero: {
    greetingNote: "Seu plano para mais foco está pronto.",
    headline: "Mais foco e memória para a sua rotina de estudos e trabalho",
    intro:
      "O **{produto}** reúne vitaminas do complexo B, colina e extrato de _Bacopa monnieri_ em uma cápsula por dia. As vitaminas B6 e B12 contribuem para o funcionamento normal do sistema nervoso e para a redução do cansaço.",
  },
  sections: [
    { kind: "orderForm", formId: "order-form", variant: "simple", title: "Peça seu {produto} e pague só depois de receber" },
    {
      kind: "benefits",
      title: "O que tem dentro de cada cápsula",
      items: [
        {
          icon: "brain",
          title: "Vitaminas B6 e B12",
          text: "Contribuem para o funcionamento normal do sistema nervoso e para a redução do cansaço e da fadiga.",
        },
        {
          icon: "bolt",
          title: "Colina",
          text: "Nutriente que participa da produção de acetilcolina, um dos mensageiros químicos do cérebro.",
        },
        {
          icon: "leaf",
          title: "Bacopa monnieri",
          text: "Erva usada há séculos na tradição ayurvédica da Índia, presente em muitas fórmulas para memória.",
        },
        {
          icon: "capsule",
          title: "1 cápsula pela manhã",
          text: "Junto com o café da manhã, sem preparo. Fácil de manter até na semana de prova ou de entrega.",
        },
      ],
    },
    {
      kind: "howToUse",
      title: "Como usar para render mais",
      steps: [
        { title: "1 cápsula no café da manhã", text: "Tome com água, todos os dias, de preferência no mesmo horário." },
        {
          title: "Trabalhe em blocos de foco",
          text: "Blocos de 25 a 50 minutos com pausas curtas rendem mais do que horas seguidas. Celular longe durante o bloco.",
        },
        { title: "Durma e beba água", text: "Sono em dia e boa hidratação são a base de qualquer memória boa." },
      ],
    },
    {
      kind: "testimonials",
      items: [
        {
          name: "Gabriela C.",
          city: "Rio de Janeiro, RJ",
          text: "Estudo para concurso e tomo de manhã com o café. Junto com a técnica de blocos de estudo, sinto que rendo melhor à tarde.",
        },
        {
          name: "Thiago M.",
          city: "Florianópolis, SC",
          text: "Trabalho com programação e vivia cansado no meio da tarde. Ajustei o sono e incluí o {produto}: o dia ficou mais produtivo.",
        },
        {
          name: "Luciana B.",
          city: "Brasília, DF",
          rating: 4,
          text: "Prático, é uma cápsula só. Recebi em 3 dias e paguei depois. Os resultados vieram aos poucos, com constância.",
        },
      ],
    },
    { kind: "guarantees" },
    {
      kind: "faq",
      items: [
        {
          q: "Quando começo a perceber diferença?",
          a: "Cada pessoa responde de um jeito. Use todos os dias por pelo menos 8 semanas, junto com sono em dia e pausas no estudo ou trabalho, e avalie como está seu rendimento. Resultados podem variar.",
        },
        { q: "Posso tomar com café?", a: "Sim. O {produto} é tomado pela manhã, junto com o café da manhã." },
        {
          q: "Quem não deve usar?",
          a: "Gestantes, lactantes, crianças e pessoas em tratamento médico devem consultar um profissional de saúde antes de usar.",
        },
        PAYMENT_FAQ,
        GUARANTEE_FAQ,
      ],
    },
    { kind: "closingCta", title: "Sua próxima semana pode render mais", text: DELIVERY_CLOSING_TEXT },
    { kind: "disclaimer" },
  ],
};
