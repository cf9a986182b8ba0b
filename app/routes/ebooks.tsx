import { Link } from "react-router";
import { ProductImage } from "~/components/product-image";
import { listEbooks } from "~/domain/content/library.server";
import { clubPath } from "~/lib/brand";
import { formatBRL } from "~/lib/money";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/ebooks";

export async function loader({ context }: Route.LoaderArgs) {
  return { ebooks: await listEbooks(context.db), clubHref: clubPath(context.config.brand), brandName: context.config.brand.name };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, "E-books", "E-books gratuitos e premium sobre nutrição, sono, pele e bem-estar.");

export default function Ebooks({ loaderData }: Route.ComponentProps) {
  const { ebooks, clubHref, brandName } = loaderData;
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <h1 className="text-2xl font-bold">E-books</h1>
      <ul className="mt-4 grid grid-cols-2 gap-4 lg:grid-cols-4">
        {ebooks.map((e) => (
          <li key={e.id} className="overflow-hidden rounded-2xl border border-stone-200 bg-white">
            <ProductImage src={e.coverUrl} alt={`Capa de ${e.title}`} width={300} height={450} className="aspect-[2/3] w-full" />
            <div className="p-3">
              <span className="text-xs font-semibold text-teal-800">{e.premium ? "Premium" : "Gratuito"}</span>
              <h2 className="text-sm font-semibold">{e.title}</h2>
              <p className="text-xs text-stone-600">{e.author}</p>
              <p className="mt-1 text-sm">{e.priceCents ? formatBRL(e.priceCents) : "Grátis"}</p>
              {e.premium ? (
                <Link to={clubHref} className="mt-1 inline-block text-xs font-semibold text-teal-800 underline">
                  Desbloquear com Clube {brandName}
                </Link>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
