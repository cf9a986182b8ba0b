import { Link } from "react-router";
import { Price } from "./price";
import { ProductImage } from "./product-image";

export interface ProductCardData {
  id: number;
  name: string;
  category: string;
  priceCents: number;
  compareAtCents: number | null;
  imageUrl: string | null;
}

export function ProductCard({ product, eager = false }: { product: ProductCardData; eager?: boolean }) {
  return (
    <article className="flex flex-col overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm">
      <Link to={`/produto/${product.id}`} className="block">
        <ProductImage
          src={product.imageUrl}
          alt={product.name}
          width={400}
          height={400}
          eager={eager}
          priority={eager}
          sizes="(min-width: 1024px) 300px, 50vw"
          className="aspect-square w-full"
        />
      </Link>
      <div className="flex flex-1 flex-col gap-1 p-3 sm:p-4">
        {product.category ? (
          <p className="text-xs font-medium uppercase tracking-wide text-teal-800">{product.category}</p>
        ) : null}
        <h2 className="text-sm font-semibold sm:text-base">
          <Link to={`/produto/${product.id}`} className="hover:underline">
            {product.name}
          </Link>
        </h2>
        <Price cents={product.priceCents} compareAtCents={product.compareAtCents} className="mt-auto pt-2" />
      </div>
    </article>
  );
}
