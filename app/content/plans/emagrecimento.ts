// /plano-emagrecimento: the quiz's weight-loss plan.
import { PLANS } from "~/domain/quiz/objective-plans";
import type { PlanContent } from "./types";

export const emagrecimento: PlanContent = {
  productHandle: PLANS.emagrecer.productHandle,
  fallbackProductName: "Lift Detox Black",
  meta: {
    title: `${PLANS.emagrecer.title} — {produto}`,
    description:
      "{produto}: pague 1 e leve 2 frascos (120 dias), 2 cápsulas por dia, frete grátis e até 12x. Receba em casa e pague só depois.",
  },
  hero: {
    greetingNote: "Seu plano para emagrecer está pronto.",
    headline: "Menos beliscos, mais constância: seu plano para emagrecer com saúde",
    intro:
      "Pelas suas respostas, o **{produto}** é o apoio certo para a sua rotina: chá verde, cromo e fibras em 2 cápsulas por dia, para ajudar na saciedade e no controle do apetite enquanto você cuida da alimentação e se movimenta.",
    badges: ["Pague 1 leve 2"],
  },
  sections: [
    {
      kind: "orderForm",
      formId: "order-form",
      variant: "full",
      preselect: "first",
      title: "Peça seu {produto} e pague só depois de receber",
    },
    {
      kind: "videoChecklist",
      id: "video",
      eyebrow: "Pague 1 leve 2",
      title: "O que chega na sua casa",
      items: [
        "2 frascos de 60 cápsulas",
        "120 dias de uso, com 2 cápsulas por dia",
        "Frete grátis para todo o Brasil",
        "Pague só depois de receber, ou em até {parcelas} no cartão",
      ],
      tip: "Dica: beba pelo menos 2 litros de água por dia. As fibras funcionam melhor com boa hidratação.",
    },
    {
      kind: "benefits",
      title: "Por que o {produto} combina com o seu plano",
      intro: "Uma fórmula simples, com ingredientes conhecidos, para apoiar as mudanças que fazem diferença de verdade.",
      items: [
        {
          icon: "heart",
          title: "Mais saciedade",
          text: "As fibras ajudam você a se sentir satisfeito por mais tempo, o que facilita servir porções menores sem brigar com a fome.",
        },
        {
          icon: "scale",
          title: "Apetite sob controle",
          text: "A fórmula contribui para o controle do apetite ao longo do dia: menos beliscos entre as refeições, mais constância no plano.",
        },
        {
          icon: "leaf",
          title: "Chá verde e cromo",
          text: "Extrato de chá verde, com catequinas e cafeína natural, e cromo, que contribui para o metabolismo normal dos macronutrientes.",
        },
        {
          icon: "capsule",
          title: "2 cápsulas por dia",
          text: "Sem pó, sem preparo e sem gosto: é só tomar com água. Fácil de manter mesmo nos dias corridos.",
        },
        {
          icon: "clock",
          title: "120 dias de uso",
          text: "Dois frascos de 60 cápsulas: tempo para criar hábito e acompanhar sua evolução com calma, sem pressa nem promessa milagrosa.",
        },
        {
          icon: "truck",
          title: "Sem complicação",
          text: "Frete grátis, entrega em 2 a 5 dias úteis e pagamento só depois de receber, no boleto ou no cartão.",
        },
      ],
    },
    {
      kind: "howToUse",
      title: "Como usar para aproveitar ao máximo",
      steps: [
        {
          title: "Tome 2 cápsulas por dia",
          text: "Uma no café da manhã e outra no almoço, com um copo de água. O chá verde tem cafeína: evite tomar à noite.",
        },
        {
          title: "Monte pratos equilibrados",
          text: "Metade do prato com verduras e legumes, um quarto com proteína e um quarto com carboidrato. Beba água ao longo do dia.",
        },
        {
          title: "Mexa-se e seja constante",
          text: "30 minutos de caminhada já fazem diferença. Use todos os dias durante os 120 dias e acompanhe suas medidas a cada mês.",
        },
      ],
    },
    {
      kind: "specialists",
      people: [
        {
          name: "Dra. Marina Lopes",
          role: "Nutricionista, especialista em emagrecimento",
          photo: "marina",
          quote:
            "Suplemento não substitui o prato, mas pode ser um bom aliado. Fibras e chá verde ajudam na saciedade; o segredo é usar todos os dias, junto com uma alimentação organizada.",
        },
        {
          name: "Dr. Felipe Andrade",
          role: "Médico do esporte",
          photo: "felipe",
          quote:
            "Emagrecer de forma sustentável é somar pequenos hábitos: dormir bem, se movimentar e comer melhor. O suplemento entra como apoio para você manter a constância.",
        },
      ],
    },
    {
      kind: "beforeAfter",
      captions: [
        "Ana, 34 anos: 12 semanas com 2 cápsulas por dia, caminhada diária e menos doces à noite.",
        "Carlos, 41 anos: 16 semanas de uso, treino 3 vezes por semana e marmita no trabalho.",
      ],
    },
    {
      kind: "testimonials",
      items: [
        {
          name: "Juliana R.",
          city: "Belo Horizonte, MG",
          text: "Eu vivia beliscando à tarde. Com as cápsulas e um lanche mais caprichado, consigo segurar a fome até o jantar. Estou perdendo medidas aos poucos, sem sofrimento.",
        },
        {
          name: "Marcos T.",
          city: "Curitiba, PR",
          text: "Gostei de poder pagar só depois de receber. Chegou em 4 dias. Tomo as duas cápsulas todo dia e voltei a caminhar: a calça já fecha com folga.",
        },
        {
          name: "Patrícia S.",
          city: "Recife, PE",
          rating: 4,
          text: "Não é mágica, e o próprio site deixa isso claro. Mas me ajudou a manter o foco na dieta. Estou no segundo frasco e animada com a evolução.",
        },
      ],
    },
    { kind: "guarantees" },
    {
      kind: "faq",
      items: [
        {
          q: "Em quanto tempo vejo resultado?",
          a: "Depende do seu ponto de partida e dos seus hábitos. Muita gente percebe mais saciedade nas primeiras semanas; a mudança nas medidas costuma aparecer com uso contínuo, alimentação equilibrada e atividade física. Por isso o kit traz 120 dias de uso. Resultados podem variar.",
        },
        {
          q: "Como funciona o “pague 1 leve 2”?",
          a: "Você paga um e recebe 2 frascos de 60 cápsulas: o suficiente para 120 dias, tomando 2 cápsulas por dia.",
        },
        {
          q: "Como funciona o pagamento depois de receber?",
          a: "Você preenche seus dados, recebe o pedido em casa em 2 a 5 dias úteis e só então paga, em até 7 dias, no boleto ou no cartão de crédito (em até {parcelas}).",
        },
        { q: "O frete é grátis mesmo?", a: "Sim, para todo o Brasil, sem valor mínimo." },
        {
          q: "Tem contraindicação?",
          a: "O {produto} contém cafeína natural do chá verde: evite à noite e em caso de sensibilidade à cafeína. Gestantes, lactantes, menores de 18 anos e pessoas em tratamento médico devem consultar um profissional de saúde antes de usar.",
        },
        { q: "E se eu não gostar?", a: "Você tem 30 dias de garantia. Fale com o nosso atendimento e devolvemos o valor pago." },
      ],
    },
    {
      kind: "closingCta",
      title: "Seu plano começa quando o pedido chega",
      text: "Peça agora, receba em 2 a 5 dias úteis com frete grátis e pague só depois, em até 7 dias.",
    },
    { kind: "disclaimer", extra: "Contém cafeína." },
  ],
};
