// The generated media of the plan and landing pages (scripts/make-plan-media.ts
// writes them to public/media/). Sizes are the files' intrinsic sizes, so every
// <img> gets width/height and the layout never jumps.
export interface MediaImage {
  src: string;
  width: number;
  height: number;
  alt: string;
}

export const SPECIALIST_PHOTOS = {
  marina: { src: "/media/plan/especialista-marina.webp", width: 320, height: 320 },
  felipe: { src: "/media/plan/especialista-felipe.webp", width: 320, height: 320 },
  helena: { src: "/media/plan/especialista-helena.webp", width: 320, height: 320 },
  lucas: { src: "/media/plan/especialista-lucas.webp", width: 320, height: 320 },
} as const;

export type SpecialistPhoto = keyof typeof SPECIALIST_PHOTOS;

export const BEFORE_AFTER: MediaImage[] = [
  {
    src: "/media/plan/antes-depois-ana.webp",
    width: 640,
    height: 400,
    alt: "Ilustração de antes e depois: à esquerda, uma mulher com expressão cansada e fita métrica na cintura; à direita, a mesma mulher sorrindo, com os braços para cima e a cintura um pouco mais fina.",
  },
  {
    src: "/media/plan/antes-depois-carlos.webp",
    width: 640,
    height: 400,
    alt: "Ilustração de antes e depois: à esquerda, um homem com expressão cansada e fita métrica na cintura; à direita, o mesmo homem sorrindo, com os braços para cima e a cintura um pouco mais fina.",
  },
];

export interface GalleryImage extends MediaImage {
  thumb: string;
  /** Short name for the thumbnail button ("Mostrar imagem 2: Pague 1, leve 2"). */
  label: string;
}

/** The weight-loss landing's photos; their alt texts take the {produto} and {marca} tokens (filled by the page). */
export const DETOX_GALLERY: GalleryImage[] = [
  {
    src: "/media/detox/galeria-1.webp",
    thumb: "/media/detox/galeria-1-thumb.webp",
    label: "Frasco e cápsulas",
    width: 800,
    height: 800,
    alt: "Frasco do {produto} com cápsulas e folhas de chá verde ao redor.",
  },
  {
    src: "/media/detox/galeria-2.webp",
    thumb: "/media/detox/galeria-2-thumb.webp",
    label: "Pague 1, leve 2",
    width: 800,
    height: 800,
    alt: "Dois frascos do {produto} com o selo “Pague 1, leve 2”: 2 frascos de 60 cápsulas, 120 dias de uso.",
  },
  {
    src: "/media/detox/galeria-3.webp",
    thumb: "/media/detox/galeria-3-thumb.webp",
    label: "2 cápsulas por dia",
    width: 800,
    height: 800,
    alt: "Cápsulas do {produto} em destaque, com a indicação “2 cápsulas por dia”.",
  },
  {
    src: "/media/detox/galeria-4.webp",
    thumb: "/media/detox/galeria-4-thumb.webp",
    label: "Na sua rotina",
    width: 800,
    height: 800,
    alt: "Frasco do {produto} na mesa da cozinha, ao lado de um copo de água, de um prato de salada e de um tênis de corrida.",
  },
  {
    src: "/media/detox/galeria-5.webp",
    thumb: "/media/detox/galeria-5-thumb.webp",
    label: "Entrega em casa",
    width: 800,
    height: 800,
    alt: "Caixa de entrega da {marca} com dois frascos do {produto} e a frase “Receba em casa e pague depois”.",
  },
];

/** Kit illustrations for the hair landing, by offer code (1, 3 or 6 bottles). */
export const HAIR_KITS: Record<string, { src: string; width: number; height: number; bottles: number }> = {
  "1-mes": { src: "/media/dht/kit-1-mes.webp", width: 480, height: 360, bottles: 1 },
  "3-meses": { src: "/media/dht/kit-3-meses.webp", width: 480, height: 360, bottles: 3 },
  "6-meses": { src: "/media/dht/kit-6-meses.webp", width: 480, height: 360, bottles: 6 },
};
