import { Link, useSearchParams } from "react-router";
import { ProductCard } from "~/components/product-card";
import { HydrationBoundary } from "~/components/ui/hydration";
import { Pagination } from "~/components/ui/pagination";
import { listVisibleCategories, listVisibleProductsPage, STORE_PAGE_SIZE } from "~/domain/catalog/products.server";
import { pageCount, pageFromParam, pageHref } from "~/lib/pagination";
import { useLiveRevalidation } from "~/components/ui/use-live-updates";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/loja";
import { publicPage } from "~/platform/http/public-page";

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const category = url.searchParams.get("categoria")?.slice(0, 100) || undefined;
  const asked = pageFromParam(url.searchParams.get("pagina"));
  const [categories, first] = await Promise.all([
    listVisibleCategories(context.db),
    listVisibleProductsPage(context.db, { category, page: asked }),
  ]);
  // A page past the end (the catalogue shrank, a typed number) shows the last one.
  const pages = pageCount(first.total, STORE_PAGE_SIZE);
  const page = Math.min(asked, pages);
  const { products: rows } = page === asked ? first : await listVisibleProductsPage(context.db, { category, page });
  const products = rows.map(({ id, name, category, priceCents, compareAtCents, imageUrl }) => ({
    id,
    name,
    category,
    priceCents,
    compareAtCents,
    imageUrl,
  }));
  return { categories, category: category ?? null, products, page, pages };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, "Loja", "Suplementos com frete grátis: receba em casa e pague depois de receber.");

const CARDS_PER_HYDRATION = 6;

function groupsOf<T>(items: readonly T[], size: number): T[][] {
  const groups: T[][] = [];
  for (let i = 0; i < items.length; i += size) groups.push(items.slice(i, i + size));
  return groups;
}

export default function Store({ loaderData }: Route.ComponentProps) {
  const { categories, category, products, page, pages } = loaderData;
  const [search] = useSearchParams();
  // Added, changed or hidden products show up without a reload.
  useLiveRevalidation("products");
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8 md:flex-row">
      <nav aria-label="Categorias" className="md:w-56 md:shrink-0">
        <h2 className="mb-2 text-sm font-semibold uppercase tracking-wide text-stone-600">Categorias</h2>
        <ul className="flex flex-wrap gap-2 md:flex-col">
          <li>
            <Link
              to="/loja"
              aria-current={category === null ? "page" : undefined}
              className="block rounded-lg px-3 py-2 aria-[current=page]:bg-teal-700 aria-[current=page]:text-white"
            >
              Todos os Produtos
            </Link>
          </li>
          {categories.map((c) => (
            <li key={c}>
              <Link
                to={`/loja?categoria=${encodeURIComponent(c)}`}
                aria-current={category === c ? "page" : undefined}
                className="block rounded-lg px-3 py-2 aria-[current=page]:bg-teal-700 aria-[current=page]:text-white"
              >
                {c}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <section className="flex-1" aria-labelledby="store-title">
        <h1 id="store-title" className="text-2xl font-bold">
          {category ?? "Loja"}
          {page > 1 ? <span className="sr-only">, página {page}</span> : null}
        </h1>
        {products.length === 0 ? (
          <div className="mt-8 text-center">
            <p>Nenhum produto encontrado</p>
            <Link to="/loja" className="mt-3 inline-block rounded-lg bg-teal-700 px-4 py-2 font-semibold text-white">
              Ver todos os produtos
            </Link>
          </div>
        ) : (
          <ul className="mt-4 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3">
            {/* Six cards hydrate at a time, each group in a task of its own. */}
            {groupsOf(products, CARDS_PER_HYDRATION).map((group, g) => (
              <HydrationBoundary key={group[0]!.id}>
                {group.map((p, i) => (
                  <li key={p.id}>
                    <ProductCard product={p} eager={g === 0 && i < 2} />
                  </li>
                ))}
              </HydrationBoundary>
            ))}
          </ul>
        )}
        <Pagination page={page} pages={pages} hrefFor={(n) => pageHref("/loja", search, n)} className="mt-6" />
      </section>
    </div>
  );
}

/** The same page for every anonymous visitor: the page cache may keep it (decision 014). */
export const handle = publicPage((_search, data: Awaited<ReturnType<typeof loader>>) => ({
  // Stored only under the address its own links use: a known category, page 2 onwards (page 1 has no parameter).
  categoria: data.category !== null && data.categories.includes(data.category) ? data.category : null,
  pagina: data.page > 1 ? data.page : null,
}));
