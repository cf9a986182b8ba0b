import { data, Link } from "react-router";
import { AddToCartButton } from "~/components/cart/add-to-cart-button";
import { Price } from "~/components/price";
import { ProductHeroImage } from "~/components/product-image";
import { findVisibleProduct } from "~/domain/catalog/products.server";
import { JsonLd } from "~/components/content/json-ld";
import { productNotFoundMeta } from "~/lib/meta";
import { ProductErrorBoundary } from "~/components/product-not-found";
import { productJsonLd, seoMeta } from "~/domain/content/seo";
import type { Route } from "./+types/produto";
import { PUBLIC_PAGE } from "~/platform/http/public-page";

export async function loader({ params, context }: Route.LoaderArgs) {
  const product = /^\d{1,10}$/.test(params.id) ? await findVisibleProduct(context.db, Number(params.id)) : null;
  if (!product) throw data(null, { status: 404 });
  const { id, name, description, priceCents, compareAtCents, imageUrl, category } = product;
  return {
    product: { id, name, description, priceCents, compareAtCents, imageUrl, category },
    publicUrl: context.config.publicUrl,
    brandName: context.config.brand.name,
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderData
    ? seoMeta(matches, {
        title: loaderData.product.name,
        description: loaderData.product.description,
        publicUrl: loaderData.publicUrl,
        path: `/produto/${loaderData.product.id}`,
        image: loaderData.product.imageUrl,
      })
    : productNotFoundMeta(matches);

export default function ProductDetail({ loaderData }: Route.ComponentProps) {
  const { product, publicUrl, brandName } = loaderData;
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <JsonLd
        data={productJsonLd({
          publicUrl,
          path: `/produto/${product.id}`,
          name: product.name,
          description: product.description,
          image: product.imageUrl,
          priceCents: product.priceCents,
          sku: product.id,
          category: product.category,
          brandName,
        })}
      />
      <Link to="/loja" className="text-sm font-medium text-teal-800 underline">
        Voltar para a loja
      </Link>
      <div className="mt-4 grid gap-6 md:grid-cols-2">
        <ProductHeroImage product={product} />
        <div>
          <p className="text-sm font-medium uppercase text-teal-800">{product.category}</p>
          <h1 className="text-2xl font-bold">{product.name}</h1>
          <p className="mt-3 text-2xl">
            <Price cents={product.priceCents} compareAtCents={product.compareAtCents} />
          </p>
          <p className="mt-4 text-stone-700">{product.description}</p>
          <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            <AddToCartButton
              variant="outline"
              className="rounded-xl"
              product={{ id: product.id, name: product.name, priceCents: product.priceCents, imageUrl: product.imageUrl }}
            />
            <Link
              to={`/produto/${product.id}/receba-em-casa`}
              className="inline-flex min-h-12 items-center justify-center rounded-xl bg-teal-700 px-5 py-3 font-semibold text-white"
            >
              Receba Grátis em Casa
            </Link>
          </div>
        </div>
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
