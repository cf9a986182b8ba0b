// Shapes of the demo content that the seed writes into the database.
// Asset names refer to files under scripts/seed/assets/<kind>/ made by
// scripts/make-demo-assets.ts (committed, so seeding needs no fonts or network).

export interface SeedOffer {
  code: string; // e.g. "1-mes", "pague-1-leve-2"
  title: string; // shown to shoppers, pt-BR
  units: number; // bottles/units delivered
  priceCents: number;
  compareAtCents?: number;
  installments?: number; // default 12
}

export interface SeedProduct {
  handle: string; // kebab-case, stable
  name: string;
  description: string; // 2-4 sentences pt-BR, plain text
  priceCents: number;
  compareAtCents?: number;
  category: string; // pt-BR category label, e.g. "Emagrecimento"
  /** Main colour of the packaging art, hex "#rrggbb". */
  color: string;
  /** Packaging drawn on the image. */
  shape: "bottle" | "jar" | "pouch" | "box" | "dropper";
  /** Short text printed on the label art (1-3 words). */
  label: string;
  offers?: SeedOffer[];
}

export interface SeedBlogPost {
  slug: string; // kebab-case ascii
  title: string;
  excerpt: string; // 1-2 sentences
  category: "nutricao" | "emagrecimento" | "bem-estar" | "saude" | "suplementacao" | "beleza";
  tags: string[];
  publishedAt: string; // ISO date-time in 2026
  author: { name: string; role: string };
  /** Cover art: main colour and a motif keyword for the generated illustration. */
  color: string;
  motif: "leaf" | "scale" | "moon" | "heart" | "capsule" | "sparkle" | "water" | "sun" | "bowl" | "brain";
  /** Article body: HTML using only <h2>, <h3>, <p>, <ul>, <ol>, <li>, <strong>, <em>, <blockquote>, <a href="/..."> (internal links only). */
  content: string;
}

export interface SeedRecipe {
  slug: string;
  title: string;
  description: string;
  premium: boolean;
  ingredients: string[];
  steps: string[];
  prepMinutes: number;
  servings: number;
  color: string;
  motif: SeedBlogPost["motif"];
}

export interface SeedEbookChapter {
  title: string;
  paragraphs: string[];
}

export interface SeedEbook {
  slug: string;
  title: string;
  description: string;
  author: string;
  premium: boolean;
  priceCents: number | null; // null unless premium and non-zero
  compareAtCents?: number;
  downloads: number; // popularity, for "mais vendidos"
  publishedAt: string; // ISO, for "lançamentos"
  color: string;
  motif: SeedBlogPost["motif"];
  chapters: SeedEbookChapter[];
}
