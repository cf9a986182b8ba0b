/** The only configuration values that reach the browser. */
export interface Brand {
  name: string;
  slug: string;
  nutritionist: string;
}

export function clubPath(brand: Brand): string {
  return `/clube-${brand.slug}`;
}

export function cartStorageKey(brand: Brand): string {
  return `${brand.slug}-cart`;
}
