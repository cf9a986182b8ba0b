// /plano-sono: the quiz's sleep plan, with the club discount.
import { PLANS } from "~/domain/quiz/objective-plans";
import { DELIVERY_CLOSING_TEXT, PAYMENT_FAQ } from "./shared";
import type { PlanContent } from "./types";

export const sono: PlanContent = {
  productHandle: PLANS.sono.productHandle,
  fallbackProductName: "Dormirex",
  clubDiscountPercent: 30,
  meta: {
    title: `${PLANS.sono.title} — {produto}`,
    description:
      "{produto}: magnésio, L-triptofano e camomila para relaxar antes de dormir. {descontoClube}% de desconto no Clube. Frete grátis, receba em casa e pague depois.",
  },
  hero: {
    greetingNote: "Seu plano para dormir melhor está pronto.",
    headline: "Noites mais tranquilas começam com um ritual de sono",
    intro:
      "O **{produto}** combina magnésio, L-triptofano e camomila em uma fórmula para tomar 30 minutos antes de deitar. O magnésio contribui para o funcionamento normal do sistema nervoso, e a fórmula auxilia no relaxamento ao fim do dia.",
    extra: "clubHint",
  },
  sections: [
    { kind: "orderForm", formId: "order-form", variant: "simple", title: "Peça seu {produto} e pague só depois de receber" },
    {
      kind: "benefits",
      title: "Uma fórmula pensada para o fim do dia",
      intro: "Ingredientes conhecidos, em uma rotina simples de manter.",
      items: [
        {
          icon: "heart",
          title: "Magnésio",
          text: "Contribui para o funcionamento normal do sistema nervoso e dos músculos — corpo e mente desacelerando juntos.",
        },
        {
          icon: "moon",
          title: "L-triptofano",
          text: "Aminoácido presente em alimentos como leite e banana, que participa da produção de serotonina pelo organismo.",
        },
        { icon: "leaf", title: "Camomila", text: "A planta dos chás de fim de dia, tradicionalmente usada para relaxar." },
        {
          icon: "clock",
          title: "Um ritual para a noite",
          text: "Tomar 30 minutos antes de deitar vira um sinal para o corpo de que o dia acabou.",
        },
      ],
    },
    {
      kind: "howToUse",
      title: "Como montar o seu ritual de sono",
      steps: [
        { title: "30 minutos antes de deitar", text: "Tome a dose indicada na embalagem com um pouco de água." },
        {
          title: "Diminua as telas e as luzes",
          text: "Uma hora antes de dormir, deixe o celular longe da cama e prefira luz baixa.",
        },
        { title: "Horários regulares", text: "Deite e acorde em horários parecidos todos os dias, inclusive no fim de semana." },
      ],
    },
    { kind: "clubDiscount" },
    {
      kind: "testimonials",
      items: [
        {
          name: "Roberto A.",
          city: "Campinas, SP",
          text: "Eu rolava na cama por horas. Criei o ritual: {produto}, luz baixa e nada de celular. Hoje pego no sono bem mais cedo.",
        },
        {
          name: "Aline F.",
          city: "Goiânia, GO",
          text: "Gostei de ser uma fórmula com camomila e magnésio, nada pesado. Virou parte da minha rotina da noite.",
        },
        {
          name: "Sérgio N.",
          city: "Fortaleza, CE",
          text: "Assinei o clube e agora pago menos no {produto}. Chega certinho em casa e ainda ganhei receitas para o jantar.",
        },
      ],
    },
    { kind: "guarantees" },
    {
      kind: "faq",
      items: [
        {
          q: "{produto} é remédio para dormir?",
          a: "Não. É um suplemento alimentar, não um medicamento para insônia. Se você tem dificuldade para dormir há muito tempo, procure um médico.",
        },
        {
          q: "Quando devo tomar?",
          a: "Cerca de 30 minutos antes de deitar, todos os dias. Ele funciona melhor junto com bons hábitos: horários regulares e menos telas à noite. Resultados podem variar.",
        },
        {
          q: "Como funciona o desconto do Clube {marca}?",
          a: "Assinantes do Clube {marca} têm {descontoClube}% de desconto nos produtos da loja, além de receitas e e-books exclusivos e consulta nutricional a cada 3 meses. Não tem fidelidade: cancele quando quiser.",
        },
        PAYMENT_FAQ,
        {
          q: "Quem não deve usar?",
          a: "Gestantes, lactantes, crianças e pessoas em tratamento médico (principalmente com antidepressivos ou remédios para dormir) devem consultar um profissional de saúde antes.",
        },
      ],
    },
    { kind: "closingCta", title: "Hoje pode ser a primeira noite do seu novo ritual", text: DELIVERY_CLOSING_TEXT },
    { kind: "disclaimer", extra: "Não substitui o tratamento médico de distúrbios do sono." },
  ],
};
