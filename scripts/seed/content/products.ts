// Demo catalogue for the Lift store: the plan products first, then the
// regular store items. Prices are in centavos (BRL).
import type { SeedProduct } from "./types";

export const seedProducts: SeedProduct[] = [
  {
    handle: "lift-detox-black",
    name: "Lift Detox Black",
    description:
      "Suplemento em cápsulas com chá verde, cromo e fibras, pensado para quem quer apoio extra na rotina de emagrecimento. A recomendação é de 2 cápsulas por dia, junto com alimentação equilibrada e atividade física. Auxilia na saciedade e contribui para o controle do apetite ao longo do dia.",
    priceCents: 14700,
    compareAtCents: 29900,
    category: "Emagrecimento",
    color: "#1f1f24",
    shape: "bottle",
    label: "Detox Black",
    offers: [
      {
        code: "pague-1-leve-2",
        title: "Pague 1 leve 2 (2 frascos de 60 cápsulas — 120 dias)",
        units: 2,
        priceCents: 14700,
        compareAtCents: 29900,
        installments: 12,
      },
    ],
  },
  {
    handle: "lift-skin",
    name: "Lift Skin (Colágeno Premium)",
    description:
      "Colágeno hidrolisado tipo I com vitamina C, ácido hialurônico e zinco, em pó de sabor neutro para misturar em sucos ou vitaminas. A vitamina C contribui para a formação natural de colágeno e o zinco auxilia na manutenção da pele, cabelos e unhas. Experimente com tranquilidade: você tem 90 dias de garantia de satisfação.",
    priceCents: 19700,
    compareAtCents: 26300,
    category: "Beleza",
    color: "#e8a0b4",
    shape: "pouch",
    label: "Skin Colágeno",
  },
  {
    handle: "dormirex",
    name: "Dormirex",
    description:
      "Fórmula noturna com magnésio, L-triptofano e extrato de camomila, para tomar cerca de 30 minutos antes de deitar. O magnésio contribui para o funcionamento normal do sistema nervoso e a fórmula auxilia no relaxamento ao fim do dia. Funciona melhor junto com bons hábitos de sono, como horários regulares e menos telas à noite.",
    priceCents: 14700,
    compareAtCents: 19700,
    category: "Sono",
    color: "#3b3f8f",
    shape: "bottle",
    label: "Dormirex",
  },
  {
    handle: "genius-mind",
    name: "Genius Mind",
    description:
      "Cápsulas com vitaminas do complexo B, colina e extrato de Bacopa monnieri para a rotina de estudos e trabalho. As vitaminas B6 e B12 contribuem para o funcionamento normal do sistema nervoso e para a redução do cansaço. Uma cápsula pela manhã, junto com o café da manhã.",
    priceCents: 14700,
    compareAtCents: 19700,
    category: "Foco e Memória",
    color: "#2a7fd4",
    shape: "bottle",
    label: "Genius Mind",
  },
  {
    handle: "energyup",
    name: "EnergyUp",
    description:
      "Pré-treino e energético diário com cafeína natural do guaraná, taurina e vitaminas do complexo B. A cafeína auxilia no estado de alerta e as vitaminas B contribuem para o metabolismo energético normal. Evite tomar no fim da tarde ou à noite e não combine com outras fontes de cafeína.",
    priceCents: 14700,
    compareAtCents: 19700,
    category: "Energia",
    color: "#f2a516",
    shape: "jar",
    label: "EnergyUp",
  },
  {
    handle: "lift-hair",
    name: "Lift Hair DHT Block",
    description:
      "Suplemento para cabelos com biotina, zinco, selênio e extrato de saw palmetto. A biotina e o zinco contribuem para a manutenção de cabelos normais, e o uso contínuo por pelo menos três meses permite acompanhar melhor os resultados. Em caso de queda intensa, procure um dermatologista.",
    priceCents: 14700,
    compareAtCents: 19700,
    category: "Cabelos",
    color: "#7a4a2b",
    shape: "bottle",
    label: "Hair DHT Block",
    offers: [
      { code: "1-mes", title: "Kit 1 mês", units: 1, priceCents: 14700, compareAtCents: 19700 },
      { code: "3-meses", title: "Kit 3 meses", units: 3, priceCents: 32700, compareAtCents: 59700 },
      { code: "6-meses", title: "Kit 6 meses", units: 6, priceCents: 54700, compareAtCents: 118200 },
    ],
  },
  {
    handle: "lift-omega-3",
    name: "Lift Ômega 3 1000 mg",
    description:
      "Óleo de peixe concentrado com EPA e DHA, em cápsulas gelatinosas sem sabor residual. O DHA contribui para a manutenção do funcionamento normal do cérebro e da visão. Frasco com 120 cápsulas, rendimento de 60 dias na dose de 2 cápsulas ao dia.",
    priceCents: 8990,
    compareAtCents: 11990,
    category: "Vitaminas",
    color: "#f5c542",
    shape: "bottle",
    label: "Ômega 3",
  },
  {
    handle: "lift-vitamina-d3-k2",
    name: "Lift Vitamina D3 + K2",
    description:
      "Gotas com vitamina D3 (colecalciferol) e vitamina K2 (MK-7) em óleo de coco. A vitamina D contribui para a absorção normal de cálcio e para o funcionamento do sistema imunológico. Antes de usar doses mais altas, vale fazer exames e conversar com seu médico.",
    priceCents: 5990,
    compareAtCents: 7990,
    category: "Vitaminas",
    color: "#ff8c42",
    shape: "dropper",
    label: "D3 + K2",
  },
  {
    handle: "lift-whey-protein",
    name: "Lift Whey Protein Concentrado",
    description:
      "Proteína do soro do leite com 24 g de proteína por dose, sabor chocolate e baixo teor de açúcar. Auxilia a atingir a meta diária de proteína, o que contribui para a manutenção e o ganho de massa muscular junto com treino de força. Pote de 900 g, cerca de 30 doses.",
    priceCents: 18990,
    compareAtCents: 22990,
    category: "Proteínas",
    color: "#5c3a21",
    shape: "jar",
    label: "Whey Protein",
  },
  {
    handle: "lift-creatina",
    name: "Lift Creatina Monohidratada",
    description:
      "Creatina monohidratada pura, sem sabor, que se dissolve fácil em água ou suco. A dose diária de 3 g auxilia no desempenho em exercícios de alta intensidade e curta duração. Pote de 300 g com colher dosadora.",
    priceCents: 11990,
    compareAtCents: 14990,
    category: "Proteínas",
    color: "#9aa5b1",
    shape: "jar",
    label: "Creatina",
  },
  {
    handle: "lift-multivitaminico",
    name: "Lift Multivitamínico A-Z",
    description:
      "Uma cápsula por dia com 23 vitaminas e minerais em doses próximas às recomendações diárias. Ajuda a complementar a alimentação em fases de rotina corrida, sem substituir uma dieta variada. Frasco com 60 cápsulas.",
    priceCents: 6990,
    compareAtCents: 8990,
    category: "Vitaminas",
    color: "#3fa66b",
    shape: "bottle",
    label: "Multi A-Z",
  },
  {
    handle: "lift-magnesio-dimalato",
    name: "Lift Magnésio Dimalato",
    description:
      "Magnésio na forma dimalato, de boa tolerância gastrointestinal. O magnésio contribui para a redução do cansaço e da fadiga e para o funcionamento normal dos músculos. Frasco com 90 cápsulas veganas.",
    priceCents: 5490,
    compareAtCents: 6990,
    category: "Bem-estar",
    color: "#6bb8c9",
    shape: "bottle",
    label: "Magnésio",
  },
  {
    handle: "lift-propolis-verde",
    name: "Lift Extrato de Própolis Verde",
    description:
      "Extrato de própolis verde brasileira em base aquosa, sem álcool, com conta-gotas. Tradicionalmente usado para aliviar o incômodo na garganta, pode ser diluído em água ou chá morno. Contém derivados de produtos apícolas: não use em caso de alergia.",
    priceCents: 3990,
    compareAtCents: 4990,
    category: "Imunidade",
    color: "#8a9a1e",
    shape: "dropper",
    label: "Própolis Verde",
  },
  {
    handle: "lift-cha-verde",
    name: "Lift Chá Verde em Cápsulas",
    description:
      "Extrato seco padronizado de chá verde (Camellia sinensis), com catequinas e cafeína natural. Pode auxiliar no metabolismo como parte de uma rotina com alimentação equilibrada e exercícios. Contém cafeína: evite à noite e em caso de sensibilidade.",
    priceCents: 4990,
    compareAtCents: 6490,
    category: "Emagrecimento",
    color: "#4caf50",
    shape: "box",
    label: "Chá Verde",
  },
];
