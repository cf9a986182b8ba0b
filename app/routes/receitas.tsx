import { Link } from "react-router";
import { RecipeCard } from "~/components/content/recipe-card";
import { SubscribeCard } from "~/components/content/subscribe-card";
import { LinkButton } from "~/components/ui/button";
import { CrownIcon } from "~/components/ui/icons";
import { viewerAccess } from "~/domain/club/subscription.server";
import { parseRecipeTab, RECIPE_TABS, type RecipeTab } from "~/domain/content/recipe-tabs";
import { listRecipes } from "~/domain/content/recipes.server";
import { clubPath } from "~/lib/brand";
import { pageMeta } from "~/lib/meta";
import { seoMeta } from "~/domain/content/seo";
import type { Route } from "./+types/receitas";
import { publicPage } from "~/platform/http/public-page";

export async function loader({ request, context }: Route.LoaderArgs) {
  const tab = parseRecipeTab(new URL(request.url).searchParams.get("aba"));
  const [{ subscriber }, recipes] = await Promise.all([viewerAccess(context, request), listRecipes(context.db, tab)]);
  return {
    tab,
    recipes,
    subscriber,
    clubHref: clubPath(context.config.brand),
    brandName: context.config.brand.name,
    publicUrl: context.config.publicUrl,
  };
}

const TITLES: Record<RecipeTab, string> = { todas: "Receitas", gratuitas: "Receitas gratuitas", premium: "Receitas premium" };
const DESCRIPTION =
  "Receitas saudáveis e práticas: gratuitas para todos e premium, com ingredientes e modo de preparo, para assinantes do clube.";

function tabHref(tab: RecipeTab): string {
  return tab === "todas" ? "/receitas" : `/receitas?aba=${tab}`;
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderData
    ? seoMeta(matches, {
        title: TITLES[loaderData.tab],
        description: DESCRIPTION,
        publicUrl: loaderData.publicUrl,
        path: tabHref(loaderData.tab),
      })
    : pageMeta(matches, "Receitas", DESCRIPTION);

export default function Recipes({ loaderData }: Route.ComponentProps) {
  const { tab, recipes, subscriber, clubHref, brandName } = loaderData;
  const showSubscribeCard = tab === "premium" && !subscriber;
  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:py-8">
      <header className="flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">Receitas</h1>
          <p className="mt-2 max-w-2xl text-stone-700">
            Pratos simples, nutritivos e gostosos para o dia a dia. As receitas premium são exclusivas para assinantes do Clube{" "}
            {brandName}.
          </p>
        </div>
        {subscriber ? (
          <p className="inline-flex items-center gap-2 self-start rounded-xl bg-accent-100 px-4 py-2 text-sm font-semibold text-amber-900 ring-1 ring-amber-300">
            <CrownIcon className="size-4" />
            Assinante: todas as receitas liberadas
          </p>
        ) : (
          <LinkButton to={clubHref} className="self-start">
            <CrownIcon className="size-5" />
            Assinar Clube {brandName}
          </LinkButton>
        )}
      </header>

      <nav aria-label="Filtrar receitas" className="mt-6">
        <ul className="inline-flex gap-1 rounded-xl bg-stone-200/70 p-1">
          {RECIPE_TABS.map((t) => (
            <li key={t.value}>
              <Link
                to={tabHref(t.value)}
                aria-current={tab === t.value ? "page" : undefined}
                preventScrollReset
                className="flex min-h-11 items-center rounded-lg px-4 text-sm font-semibold text-stone-700 hover:text-stone-900 aria-[current=page]:bg-white aria-[current=page]:text-stone-900 aria-[current=page]:shadow-sm sm:px-5"
              >
                {t.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <section aria-label={TITLES[tab]} className="mt-6">
        {recipes.length === 0 && !showSubscribeCard ? (
          <p className="rounded-2xl border border-stone-200 bg-white p-8 text-center text-stone-700">
            Nenhuma receita encontrada.
          </p>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {showSubscribeCard ? (
              <li>
                <SubscribeCard
                  clubHref={clubHref}
                  brandName={brandName}
                  text={`Ingredientes e modo de preparo das receitas premium são liberados para quem assina o Clube ${brandName}.`}
                />
              </li>
            ) : null}
            {recipes.map((r, i) => (
              <li key={r.id}>
                <RecipeCard recipe={r} locked={r.premium && !subscriber} clubHref={clubHref} eager={i < 3} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

/** The same page for every anonymous visitor: the page cache may keep it (decision 014). */
export const handle = publicPage((_search, data: Awaited<ReturnType<typeof loader>>) => ({
  aba: data.tab === "todas" ? null : data.tab,
}));
