import { Link } from "react-router";
import { ProductImage } from "~/components/product-image";
import { LinkButton } from "~/components/ui/button";
import { ClockIcon } from "~/components/ui/icons";
import { PremiumBadge } from "./badges";
import { UsersIcon } from "./content-icons";
import { LockedOverlay } from "./locked-overlay";

export interface RecipeCardData {
  slug: string;
  title: string;
  description: string;
  imageUrl: string | null;
  premium: boolean;
  prepMinutes: number | null;
  servings: number | null;
}

export function RecipeMeta({
  prepMinutes,
  servings,
  className = "",
}: {
  prepMinutes: number | null;
  servings: number | null;
  className?: string;
}) {
  if (!prepMinutes && !servings) return null;
  return (
    <ul className={`flex flex-wrap gap-x-4 gap-y-1 text-sm text-stone-600 ${className}`}>
      {prepMinutes ? (
        <li className="inline-flex items-center gap-1.5">
          <ClockIcon className="size-4" />
          {prepMinutes} min
        </li>
      ) : null}
      {servings ? (
        <li className="inline-flex items-center gap-1.5">
          <UsersIcon className="size-4" />
          {servings} {servings === 1 ? "porção" : "porções"}
        </li>
      ) : null}
    </ul>
  );
}

/**
 * A recipe in the /receitas grid. Locked (premium, viewer not subscribed):
 * the picture is darkened and the button is 'Desbloquear', to the club page.
 */
export function RecipeCard({
  recipe,
  locked,
  clubHref,
  eager = false,
}: {
  recipe: RecipeCardData;
  locked: boolean;
  clubHref: string;
  eager?: boolean;
}) {
  const href = `/receitas/${recipe.slug}`;
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm">
      <div className="relative">
        <ProductImage
          src={recipe.imageUrl}
          alt={recipe.title}
          width={600}
          height={400}
          eager={eager}
          sizes="(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw"
          className="aspect-[3/2] w-full"
        />
        {locked ? <LockedOverlay /> : null}
        {recipe.premium ? <PremiumBadge className="absolute left-3 top-3" /> : null}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h2 className="text-lg font-semibold leading-snug">
          <Link to={href} className="hover:underline">
            {recipe.title}
          </Link>
        </h2>
        <p className="line-clamp-3 text-sm text-stone-700">{recipe.description}</p>
        <RecipeMeta prepMinutes={recipe.prepMinutes} servings={recipe.servings} />
        <div className="mt-auto pt-3">
          {locked ? (
            <LinkButton to={clubHref} size="sm" className="w-full">
              Desbloquear<span className="sr-only"> a receita {recipe.title}</span>
            </LinkButton>
          ) : (
            <LinkButton to={href} variant="outline" size="sm" className="w-full">
              Ver receita<span className="sr-only"> {recipe.title}</span>
            </LinkButton>
          )}
        </div>
      </div>
    </article>
  );
}
