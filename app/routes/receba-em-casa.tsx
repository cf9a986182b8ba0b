import { data } from "react-router";
import { OrderForm } from "~/components/order/deferred-order-form";
import { Price } from "~/components/price";
import { ProductHeroImage } from "~/components/product-image";
import { findVisibleProduct } from "~/domain/catalog/products.server";
import { pageMeta, productNotFoundMeta } from "~/lib/meta";
import { ProductErrorBoundary } from "~/components/product-not-found";
import type { Route } from "./+types/receba-em-casa";
import { PUBLIC_PAGE } from "~/platform/http/public-page";

// Serves both /produto/{id}/receba-em-casa and /product/{id}.
export async function loader({ params, context }: Route.LoaderArgs) {
  const product = /^\d{1,10}$/.test(params.id) ? await findVisibleProduct(context.db, Number(params.id)) : null;
  if (!product) throw data(null, { status: 404 });
  const { id, name, description, priceCents, compareAtCents, imageUrl } = product;
  return { product: { id, name, description, priceCents, compareAtCents, imageUrl } };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderData
    ? pageMeta(
        matches,
        `Receba ${loaderData.product.name} em Casa`,
        `Receba ${loaderData.product.name} em casa com frete grátis e pague depois de receber.`,
      )
    : productNotFoundMeta(matches);

const BENEFITS = ["Frete grátis", "Pague só depois de receber", "Entrega em 2 a 5 dias úteis"];

export default function HomeDelivery({ loaderData }: Route.ComponentProps) {
  const { product } = loaderData;
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <h1 className="text-2xl font-bold sm:text-3xl">Receba {product.name} em Casa e Pague Depois</h1>
      <ul className="mt-4 flex flex-wrap gap-2">
        {BENEFITS.map((b) => (
          <li key={b} className="rounded-full bg-teal-50 px-3 py-1 text-sm font-medium text-teal-900">
            {b}
          </li>
        ))}
      </ul>
      <div className="mt-6 grid gap-6 md:grid-cols-2">
        <ProductHeroImage product={product} />
        <div>
          <h2 className="text-xl font-semibold">{product.name}</h2>
          <p className="mt-2 text-stone-700">{product.description}</p>
          <p className="mt-4 text-2xl">
            <Price cents={product.priceCents} compareAtCents={product.compareAtCents} />
          </p>
        </div>
      </div>
      <div className="mt-8">
        <OrderForm product={product} variant="simple" title="Preencha seus dados para receber" />
      </div>
    </div>
  );
}

/** The same page for every anonymous visitor: the page cache may keep it (decision 014). */
export const handle = PUBLIC_PAGE;

/** A missing or hidden product: 404 with 'Produto não encontrado' and a link back to /loja. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ProductErrorBoundary error={error} />;
}
