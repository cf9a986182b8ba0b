import { data, Link } from "react-router";
import { PremiumBadge } from "~/components/content/badges";
import { Breadcrumbs } from "~/components/content/breadcrumbs";
import { JsonLd } from "~/components/content/json-ld";
import { RecipeMeta } from "~/components/content/recipe-card";
import { SubscribeCard } from "~/components/content/subscribe-card";
import { ProductImage } from "~/components/product-image";
import { viewerAccess } from "~/domain/club/subscription.server";
import { findRecipeForViewer } from "~/domain/content/recipes.server";
import { clubPath } from "~/lib/brand";
import { pageMeta } from "~/lib/meta";
import { recipeJsonLd, seoMeta } from "~/domain/content/seo";
import type { Route } from "./+types/receita";
import { PUBLIC_PAGE } from "~/platform/http/public-page";

// Premium recipes are public pages with a teaser: visitors and non-subscribers
// see the description and a locked notice; the ingredients and steps are only
// loaded for subscribers (findRecipeForViewer), so they are never in the HTML.
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { user, subscriber } = await viewerAccess(context, request);
  const found = await findRecipeForViewer(context.db, params.slug, subscriber);
  if (!found) throw data(null, { status: 404 });
  return {
    ...found,
    signedIn: user !== null,
    clubHref: clubPath(context.config.brand),
    brandName: context.config.brand.name,
    publicUrl: context.config.publicUrl,
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  if (!loaderData) return pageMeta(matches, "Receita não encontrada", "Esta receita não está disponível.");
  const { recipe, publicUrl } = loaderData;
  return seoMeta(matches, {
    title: recipe.title,
    description: recipe.description,
    publicUrl,
    path: `/receitas/${recipe.slug}`,
    image: recipe.imageUrl,
    imageAlt: recipe.title,
  });
};

export default function RecipePage({ loaderData }: Route.ComponentProps) {
  const { recipe, locked, ingredients, steps, signedIn, clubHref, brandName, publicUrl } = loaderData;
  const path = `/receitas/${recipe.slug}`;
  return (
    <div className="mx-auto max-w-5xl px-4 py-6 sm:py-8">
      <JsonLd
        data={recipeJsonLd({
          publicUrl,
          path,
          title: recipe.title,
          description: recipe.description,
          image: recipe.imageUrl,
          brandName,
          datePublished: recipe.createdAt,
          prepMinutes: recipe.prepMinutes,
          servings: recipe.servings,
          ingredients,
          steps,
          premium: recipe.premium,
        })}
      />
      <Breadcrumbs
        items={[{ label: "Receitas", to: recipe.premium ? "/receitas?aba=premium" : "/receitas" }, { label: recipe.title }]}
      />
      <article className="mt-2">
        <div className="grid gap-6 md:grid-cols-2 md:items-start">
          <ProductImage
            src={recipe.imageUrl}
            alt={recipe.title}
            width={900}
            height={600}
            priority
            sizes="(min-width: 768px) 720px, 100vw"
            className="aspect-[3/2] w-full rounded-2xl"
          />
          <header className="flex flex-col gap-3">
            {recipe.premium ? <PremiumBadge className="self-start" /> : null}
            <h1 className="text-3xl font-bold leading-tight tracking-tight">{recipe.title}</h1>
            <p className="text-lg text-stone-700">{recipe.description}</p>
            <RecipeMeta prepMinutes={recipe.prepMinutes} servings={recipe.servings} className="text-base" />
          </header>
        </div>

        {locked ? (
          <div className="mt-8 grid gap-4 md:grid-cols-[2fr_1fr]">
            <SubscribeCard
              clubHref={clubHref}
              brandName={brandName}
              title="Receita exclusiva para assinantes"
              text={`Os ingredientes e o modo de preparo desta receita são liberados para quem assina o Clube ${brandName}.`}
            />
            {!signedIn ? (
              <div className="flex flex-col justify-center gap-2 rounded-2xl border border-stone-200 bg-white p-6 text-center">
                <p className="text-sm text-stone-700">Já é assinante?</p>
                <Link
                  to={`/auth/login?redirectTo=${encodeURIComponent(path)}`}
                  className="inline-flex min-h-11 items-center justify-center font-semibold text-brand-800 underline"
                >
                  Entrar na minha conta
                </Link>
              </div>
            ) : null}
          </div>
        ) : (
          <div className="mt-8 grid gap-8 md:grid-cols-[1fr_1.4fr]">
            <section aria-labelledby="ingredientes" className="rounded-2xl border border-stone-200 bg-white p-5 sm:p-6">
              <h2 id="ingredientes" className="text-xl font-bold">
                Ingredientes
              </h2>
              <ul className="mt-4 flex flex-col gap-2">
                {(ingredients ?? []).map((item, i) => (
                  <li key={i} className="flex gap-3 text-stone-800">
                    <span aria-hidden="true" className="mt-2 size-2 shrink-0 rounded-full bg-brand-600" />
                    {item}
                  </li>
                ))}
              </ul>
            </section>
            <section aria-labelledby="modo-de-preparo">
              <h2 id="modo-de-preparo" className="text-xl font-bold">
                Modo de preparo
              </h2>
              <ol className="mt-4 flex flex-col gap-4">
                {(steps ?? []).map((step, i) => (
                  <li key={i} className="flex gap-4">
                    <span
                      aria-hidden="true"
                      className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white"
                    >
                      {i + 1}
                    </span>
                    <p className="pt-1 text-stone-800">{step}</p>
                  </li>
                ))}
              </ol>
            </section>
          </div>
        )}
      </article>
      <p className="mt-10">
        <Link to="/receitas" className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline">
          Ver todas as receitas
        </Link>
      </p>
    </div>
  );
}

/** The same page for every anonymous visitor: the page cache may keep it (decision 014). */
export const handle = PUBLIC_PAGE;
