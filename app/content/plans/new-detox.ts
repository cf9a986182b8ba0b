// /new-detox: the "pague 1 leve 2" landing of the weight-loss product.
import { GUARANTEE_FAQ } from "./shared";
import type { PlanContent } from "./types";

export const newDetox: PlanContent = {
  productHandle: "lift-detox-black",
  fallbackProductName: "Lift Detox Black",
  offerTitleFallback: "2 frascos de 60 cápsulas",
  meta: {
    title: "New Detox — {produto}",
    description:
      "Pague 1 e leve 2 frascos do {produto} (120 dias): chá verde, cromo e fibras. Frete grátis, até 12x, receba em casa e pague só depois.",
  },
  hero: {
    greetingNote: "Esta oferta é para você.",
    headline: "New Detox: pague 1 e leve 2 frascos do {produto}",
    intro:
      "120 dias de apoio para emagrecer com saúde: chá verde, cromo e fibras em 2 cápsulas por dia, para mais saciedade e controle do apetite. Receba em casa e pague só depois.",
    media: "gallery",
  },
  sections: [
    {
      kind: "productDetails",
      id: "detalhes",
      eyebrow: "Conheça o produto",
      title: "Detalhes do {produto}",
      videoTitle: "Vídeo do {produto}",
      rows: [
        ["Conteúdo", "{oferta}"],
        ["Modo de uso", "2 cápsulas por dia, com água (evite à noite)"],
        ["Principais ingredientes", "Extrato de chá verde, cromo e fibras"],
        ["Entrega", "Frete grátis, em 2 a 5 dias úteis"],
        ["Pagamento", "Depois de receber, em até 7 dias: boleto ou cartão em até {parcelas}"],
        ["Garantia", "30 dias"],
      ],
      cta: "Quero aproveitar: pague 1 leve 2",
    },
    {
      kind: "orderForm",
      formId: "order-form",
      variant: "full",
      preselect: "first",
      title: "Garanta seu New Detox e pague só depois de receber",
    },
    {
      kind: "benefits",
      title: "Por que tanta gente escolhe o {produto}",
      items: [
        {
          icon: "heart",
          title: "Saciedade por mais tempo",
          text: "As fibras ajudam a segurar a fome entre as refeições, para você servir porções menores sem sofrimento.",
        },
        {
          icon: "scale",
          title: "Controle do apetite",
          text: "A fórmula contribui para o controle do apetite ao longo do dia: menos beliscos, mais constância.",
        },
        {
          icon: "leaf",
          title: "Chá verde e cromo",
          text: "Catequinas e cafeína natural do chá verde, e cromo, que contribui para o metabolismo normal dos macronutrientes.",
        },
        { icon: "capsule", title: "Só 2 cápsulas por dia", text: "Sem preparo, sem gosto, cabe em qualquer rotina." },
        {
          icon: "clock",
          title: "120 dias de uso",
          text: "Dois frascos de 60 cápsulas: tempo para criar hábito e ver sua evolução com calma.",
        },
        {
          icon: "truck",
          title: "Pague depois de receber",
          text: "Frete grátis, entrega em 2 a 5 dias úteis e pagamento em até 7 dias depois que chegar.",
        },
      ],
    },
    {
      kind: "testimonials",
      title: "Quem já levou os 2 frascos",
      items: [
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
      ],
    },
    { kind: "guarantees" },
    {
      kind: "faq",
      items: [
        {
          q: "O que vem no New Detox?",
          a: "Dois frascos do {produto}, com 60 cápsulas cada: 120 dias de uso tomando 2 cápsulas por dia. Você paga por um e leva os dois.",
        },
        {
          q: "Em quanto tempo vejo resultado?",
          a: "Muita gente percebe mais saciedade nas primeiras semanas. A mudança nas medidas depende de uso contínuo, alimentação equilibrada e atividade física. Resultados podem variar.",
        },
        {
          q: "Como funciona o pagamento depois de receber?",
          a: "Você preenche seus dados, recebe em casa em 2 a 5 dias úteis e só então paga, em até 7 dias: no boleto ou no cartão, em até {parcelas}.",
        },
        {
          q: "Tem contraindicação?",
          a: "Contém cafeína natural do chá verde: evite à noite e em caso de sensibilidade. Gestantes, lactantes, menores de 18 anos e pessoas em tratamento médico devem consultar um profissional de saúde antes de usar.",
        },
        GUARANTEE_FAQ,
      ],
    },
    {
      kind: "closingCta",
      title: "Pague 1, leve 2: 120 dias de apoio ao seu plano",
      text: "{preco} ou {parcelas} no cartão, frete grátis e pagamento só depois de receber.",
      label: "Quero o meu New Detox",
    },
    { kind: "disclaimer", extra: "Contém cafeína." },
  ],
};
