/** The only configuration values that reach the browser. */
export interface Brand {
  name: string;
  slug: string;
  nutritionist: string;
}

/** The brand when nothing is configured (BRAND_NAME, BRAND_SLUG, NUTRITIONIST_NAME). */
export const DEFAULT_BRAND: Brand = { name: "Lift", slug: "lift", nutritionist: "Ana" };

export function clubPath(brand: Brand): string {
  return `/clube-${brand.slug}`;
}

export function cartStorageKey(brand: Brand): string {
  return `${brand.slug}-cart`;
}
