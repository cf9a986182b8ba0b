import type { MetaDescriptor } from "react-router";

interface MatchLike {
  id: string;
  loaderData?: unknown;
}

/** Brand name from the root loader, for titles ("Loja | Lift"). */
export function brandNameFrom(matches: readonly (MatchLike | undefined)[]): string {
  const root = matches.find((m) => m?.id === "root")?.loaderData as { brand?: { name?: string } } | undefined;
  return root?.brand?.name ?? "Lift";
}

/** A page's <title> and meta description. */
export function pageMeta(
  matches: readonly (MatchLike | undefined)[],
  title: string,
  description: string,
): MetaDescriptor[] {
  const brand = brandNameFrom(matches);
  return [
    { title: title.includes(brand) ? title : `${title} | ${brand}` },
    { name: "description", content: description },
  ];
}
