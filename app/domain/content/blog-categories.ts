// The blog's categories: the one list, read by the blog pages, the admin's
// post form (browser and server) and the seed. Pure data, so the browser
// bundle gets it without Drizzle.
export const BLOG_CATEGORIES = [
  { name: "Nutrição", slug: "nutricao" },
  { name: "Emagrecimento", slug: "emagrecimento" },
  { name: "Bem-estar", slug: "bem-estar" },
  { name: "Saúde", slug: "saude" },
  { name: "Suplementação", slug: "suplementacao" },
  { name: "Beleza", slug: "beleza" },
] as const;
