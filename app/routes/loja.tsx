import { Link } from "react-router";
import { ProductCard } from "~/components/product-card";
import { listVisibleProducts } from "~/domain/catalog/products.server";
import { useLiveRevalidation } from "~/lib/live-updates";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/loja";

export async function loader({ request, context }: Route.LoaderArgs) {
  const category = new URL(request.url).searchParams.get("categoria")?.slice(0, 100) || undefined;
  const [all, filtered] = await Promise.all([
    listVisibleProducts(context.db),
    category ? listVisibleProducts(context.db, category) : null,
  ]);
  const categories = [...new Set(all.map((p) => p.category).filter(Boolean))].sort((a, b) => a.localeCompare(b, "pt-BR"));
  const products = (filtered ?? all).map(({ id, name, category, priceCents, compareAtCents, imageUrl }) => ({
    id,
    name,
    category,
    priceCents,
    compareAtCents,
    imageUrl,
  }));
  return { categories, category: category ?? null, products };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, "Loja", "Suplementos com frete grátis: receba em casa e pague depois de receber.");

export default function Store({ loaderData }: Route.ComponentProps) {
  const { categories, category, products } = loaderData;
  // Added, changed or hidden products show up without a reload.
  useLiveRevalidation("products");
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8 md:flex-row">
      <nav aria-label="Categorias" className="md:w-56 md:shrink-0">
        <h2 className="mb-2 text-sm font-semibold uppercase tracking-wide text-stone-600">Categorias</h2>
        <ul className="flex flex-wrap gap-2 md:flex-col">
          <li>
            <Link to="/loja" aria-current={category === null ? "page" : undefined} className="block rounded-lg px-3 py-2 aria-[current=page]:bg-teal-700 aria-[current=page]:text-white">
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
            {products.map((p, i) => (
              <li key={p.id}>
                <ProductCard product={p} eager={i < 2} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
