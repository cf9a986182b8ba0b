// The quiz objective → plan page → product mapping (spec: "Quiz home page").
export const OBJECTIVES = ["emagrecer", "pele", "sono", "foco", "energia"] as const;
export type Objective = (typeof OBJECTIVES)[number];

export interface Plan {
  objective: Objective;
  path: string;
  productHandle: string;
  title: string;
  headline: string;
}

export const PLANS: Record<Objective, Plan> = {
  emagrecer: {
    objective: "emagrecer",
    path: "/plano-emagrecimento",
    productHandle: "lift-detox-black",
    title: "Plano Emagrecimento",
    headline: "Seu plano para emagrecer com saúde",
  },
  pele: {
    objective: "pele",
    path: "/plano-pele",
    productHandle: "lift-skin",
    title: "Plano Pele",
    headline: "Seu plano para uma pele firme e radiante",
  },
  sono: {
    objective: "sono",
    path: "/plano-sono",
    productHandle: "dormirex",
    title: "Plano Sono",
    headline: "Seu plano para noites de sono reparador",
  },
  foco: {
    objective: "foco",
    path: "/plano-foco",
    productHandle: "genius-mind",
    title: "Plano Foco",
    headline: "Seu plano para mais foco e memória",
  },
  energia: {
    objective: "energia",
    path: "/plano-energia",
    productHandle: "energyup",
    title: "Plano Energia",
    headline: "Seu plano para ter energia o dia inteiro",
  },
};

/** Where the quiz goes after analysis; an empty objective goes home. */
export function planPathFor(objective: string | undefined | null): string {
  return objective && objective in PLANS ? PLANS[objective as Objective].path : "/";
}
