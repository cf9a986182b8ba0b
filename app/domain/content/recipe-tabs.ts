// The tabs of /receitas (?aba=…): pure data, shared by the page and the server.
export const RECIPE_TABS = [
  { value: "todas", label: "Todas" },
  { value: "gratuitas", label: "Gratuitas" },
  { value: "premium", label: "Premium" },
] as const;

export type RecipeTab = (typeof RECIPE_TABS)[number]["value"];

/** ?aba=gratuitas|premium; anything else is "todas". */
export function parseRecipeTab(value: string | null | undefined): RecipeTab {
  return value === "gratuitas" || value === "premium" ? value : "todas";
}
