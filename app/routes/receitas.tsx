import { Link } from "react-router";
import { ProductImage } from "~/components/product-image";
import { listRecipes } from "~/domain/content/library.server";
import { clubPath } from "~/lib/brand";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/receitas";

export async function loader({ context }: Route.LoaderArgs) {
  return { recipes: await listRecipes(context.db), clubHref: clubPath(context.config.brand), brandName: context.config.brand.name };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, "Receitas", "Receitas saudáveis, gratuitas e exclusivas para assinantes do clube.");

export default function Recipes({ loaderData }: Route.ComponentProps) {
  const { recipes, clubHref, brandName } = loaderData;
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <h1 className="text-2xl font-bold">Receitas</h1>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {recipes.map((r) => (
          <li key={r.id} className="overflow-hidden rounded-2xl border border-stone-200 bg-white">
            <ProductImage src={r.imageUrl} alt="" width={600} height={400} className="aspect-[3/2] w-full" />
            <div className="p-4">
              {r.premium ? <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">Premium</span> : null}
              <h2 className="mt-1 font-semibold">{r.title}</h2>
              <p className="text-sm text-stone-700">{r.description}</p>
              {r.premium ? (
                <Link to={clubHref} className="mt-2 inline-block text-sm font-semibold text-teal-800 underline">
                  Assinar Clube {brandName}
                </Link>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
