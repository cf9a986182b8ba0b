import type { MetaDescriptor } from "react-router";
import { DEFAULT_BRAND } from "./brand";

interface MatchLike {
  id: string;
  loaderData?: unknown;
}

/** Brand name from the root loader, for titles ("Loja | Lift"). */
export function brandNameFrom(matches: readonly (MatchLike | undefined)[]): string {
  const root = matches.find((m) => m?.id === "root")?.loaderData as { brand?: { name?: string } } | undefined;
  return root?.brand?.name ?? DEFAULT_BRAND.name;
}

/** A page's <title> and meta description. */
export function pageMeta(matches: readonly (MatchLike | undefined)[], title: string, description: string): MetaDescriptor[] {
  const brand = brandNameFrom(matches);
  return [{ title: title.includes(brand) ? title : `${title} | ${brand}` }, { name: "description", content: description }];
}

/** An admin page's title ("Pedidos · Painel | Lift"), kept out of search engines. */
export function adminMeta(matches: readonly (MatchLike | undefined)[], section: string, description: string): MetaDescriptor[] {
  return [...pageMeta(matches, `${section} · Painel`, description), { name: "robots", content: "noindex, nofollow" }];
}

/** The not-found page's title and description: the `*` route and any 404 the root's error boundary shows. */
export function notFoundMeta(matches: readonly (MatchLike | undefined)[]): MetaDescriptor[] {
  return pageMeta(matches, "Página não encontrada", "O endereço que você acessou não existe ou foi movido.");
}

/** A missing or hidden product (/produto/{id}, /product/{id}, /produto/{id}/receba-em-casa). */
export function productNotFoundMeta(matches: readonly (MatchLike | undefined)[]): MetaDescriptor[] {
  return pageMeta(
    matches,
    "Produto não encontrado",
    "Este produto não existe ou não está mais disponível. Veja os outros produtos da loja.",
  );
}

/** The error page's title and description (an unexpected error, status 500). */
export function errorMeta(matches: readonly (MatchLike | undefined)[]): MetaDescriptor[] {
  return pageMeta(matches, "Erro inesperado", "Algo deu errado do nosso lado. Tente novamente em instantes.");
}
