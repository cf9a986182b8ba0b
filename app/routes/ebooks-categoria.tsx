import { data, redirect } from "react-router";
import { findEbookCategory, findEbookIdByTitleSlug } from "~/domain/content/ebooks.server";
import type { Route } from "./+types/ebooks-categoria";
import { PUBLIC_PAGE } from "~/platform/http/public-page";

// /ebooks/categoria/{slug-of-title}: the spec links it but shows no screen.
// It permanently redirects to the e-book whose title has that slug (its one
// canonical page, /ebook/{id}); a store category slug (ofertas, gratuitos…)
// goes to that listing. See docs/decisions/007.
export async function loader({ params, context }: Route.LoaderArgs) {
  const category = findEbookCategory(params.slug);
  if (category) throw redirect(`/ebooks?categoria=${category.slug}`, 301);
  const id = await findEbookIdByTitleSlug(context.db, params.slug);
  if (!id) throw data(null, { status: 404 });
  throw redirect(`/ebook/${id}`, 301);
}

/** Never rendered (the loader always redirects or 404s); present so a 404 gets the shop's not-found page. */
export default function EbookTitleSlug() {
  return null;
}

/** The same page for every anonymous visitor: the page cache may keep it (decision 014). */
export const handle = PUBLIC_PAGE;
