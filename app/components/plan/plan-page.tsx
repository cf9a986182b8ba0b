import { Link } from "react-router";
import { Price } from "~/components/price";
import { ProductImage } from "~/components/product-image";
import type { PlanProductData } from "~/domain/catalog/plan-product.server";
import { formatBRL, installmentCents } from "~/lib/money";

const PROMISES = ["Receba em casa e pague depois", "Frete grátis para todo o Brasil", "Entrega em 2 a 5 dias úteis"];

/** The common frame of plan and landing pages: greeting, product, price and promises. */
export function PlanPage({
  headline,
  data,
  children,
}: {
  headline: string;
  data: PlanProductData;
  children?: React.ReactNode;
}) {
  const { product, offers } = data;
  const main = offers[0] ?? { priceCents: product.priceCents, compareAtCents: product.compareAtCents, installments: 12 };
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <p className="text-sm font-medium text-teal-800">Olá, Cliente!</p>
      <h1 className="mt-1 text-2xl font-bold sm:text-3xl">{headline}</h1>
      <section className="mt-6 grid gap-6 md:grid-cols-2" aria-label={product.name}>
        <ProductImage src={product.imageUrl} alt={product.name} width={600} height={600} eager className="w-full rounded-2xl" />
        <div>
          <h2 className="text-xl font-semibold">{product.name}</h2>
          <p className="mt-2 text-stone-700">{product.description}</p>
          <p className="mt-4 text-2xl">
            <Price cents={main.priceCents} compareAtCents={main.compareAtCents} />
          </p>
          <p className="text-sm text-stone-700">
            ou {main.installments}x de {formatBRL(installmentCents(main.priceCents, main.installments))} no cartão
          </p>
          {offers.length > 1 ? (
            <ul className="mt-4 space-y-2">
              {offers.map((o) => (
                <li key={o.code} className="flex items-center justify-between rounded-xl border border-stone-200 bg-white p-3">
                  <span>{o.title}</span>
                  <Price cents={o.priceCents} compareAtCents={o.compareAtCents} />
                </li>
              ))}
            </ul>
          ) : null}
          <ul className="mt-4 space-y-1 text-sm text-stone-700">
            {PROMISES.map((p) => (
              <li key={p}>✓ {p}</li>
            ))}
          </ul>
          <p className="mt-4 text-sm">
            <Link to={`/produto/${product.id}/receba-em-casa`} className="font-semibold text-teal-800 underline">
              Quero receber em casa
            </Link>
          </p>
        </div>
      </section>
      {children}
    </div>
  );
}
