import { Link } from "react-router";
import { Price } from "~/components/price";
import { ProductImage } from "~/components/product-image";
import { LinkButton } from "~/components/ui/button";
import { cx } from "~/components/ui/cx";
import { BookIcon } from "~/components/ui/icons";
import { formatBRL } from "~/lib/money";
import { FreeBadge, PremiumBadge } from "./badges";
import { EyeIcon } from "./content-icons";
import { LockedOverlay } from "./locked-overlay";

export interface EbookCardData {
  id: number;
  title: string;
  author: string;
  coverUrl: string | null;
  premium: boolean;
  priceCents: number | null;
  compareAtCents: number | null;
}

/** The cover, or a book icon when there is none. */
export function EbookCover({
  ebook,
  eager = false,
  width = 300,
  height = 450,
  className,
}: {
  ebook: Pick<EbookCardData, "title" | "coverUrl">;
  eager?: boolean;
  width?: number;
  height?: number;
  className?: string;
}) {
  if (!ebook.coverUrl) {
    return (
      <div
        className={cx(
          "flex aspect-[2/3] w-full flex-col items-center justify-center gap-2 bg-gradient-to-br from-brand-50 to-brand-100 p-4 text-center text-brand-800",
          className,
        )}
        role="img"
        aria-label={`Capa de ${ebook.title}`}
      >
        <BookIcon className="size-12" />
        <span className="line-clamp-3 text-sm font-semibold">{ebook.title}</span>
      </div>
    );
  }
  return (
    <ProductImage
      src={ebook.coverUrl}
      alt={`Capa de ${ebook.title}`}
      width={width}
      height={height}
      eager={eager}
      sizes="(min-width: 1024px) 240px, (min-width: 640px) 33vw, 50vw"
      className={cx("aspect-[2/3] w-full", className)}
    />
  );
}

/** Price in cents, or 'Grátis' (spec: no price or 0); a premium e-book without a price comes with the club. */
export function EbookPrice({
  ebook,
  className,
}: {
  ebook: Pick<EbookCardData, "premium" | "priceCents" | "compareAtCents">;
  className?: string;
}) {
  if (ebook.priceCents) return <Price cents={ebook.priceCents} compareAtCents={ebook.compareAtCents} className={className} />;
  return (
    <span className={className}>
      {ebook.compareAtCents ? (
        <del className="mr-2 text-sm font-normal text-stone-500">
          <span className="sr-only">De </span>
          {formatBRL(ebook.compareAtCents)}
        </del>
      ) : null}
      <span className="font-semibold text-brand-800">{ebook.premium ? "Grátis para assinantes" : "Grátis"}</span>
    </span>
  );
}

/**
 * An e-book in the store grid: cover, title, author, 'Gratuito'/'Premium',
 * price. Premium for a non-subscriber: locked overlay and 'Desbloquear com
 * Clube {brand}'; otherwise 'Visualizar' opens the reader.
 */
export function EbookCard({
  ebook,
  locked,
  clubHref,
  brandName,
  eager = false,
  headingLevel = 3,
}: {
  ebook: EbookCardData;
  locked: boolean;
  clubHref: string;
  brandName: string;
  eager?: boolean;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const href = `/ebook/${ebook.id}`;
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm">
      <Link to={href} className="relative block" tabIndex={-1} aria-hidden="true">
        <EbookCover ebook={ebook} eager={eager} />
        {locked ? <LockedOverlay label="Bloqueado" /> : null}
      </Link>
      <div className="flex flex-1 flex-col gap-1.5 p-3 sm:p-4">
        <div>{ebook.premium ? <PremiumBadge /> : <FreeBadge />}</div>
        <Heading className="text-sm font-semibold leading-snug sm:text-base">
          <Link to={href} className="hover:underline">
            {ebook.title}
          </Link>
        </Heading>
        {ebook.author ? <p className="text-xs text-stone-600 sm:text-sm">por {ebook.author}</p> : null}
        <EbookPrice ebook={ebook} className="text-sm" />
        <div className="mt-auto pt-2">
          {locked ? (
            <LinkButton
              to={clubHref}
              size="sm"
              className="w-full px-2 py-1.5 text-center text-xs leading-tight whitespace-normal! sm:text-sm"
            >
              Desbloquear com Clube {brandName}
              <span className="sr-only"> ({ebook.title})</span>
            </LinkButton>
          ) : (
            <LinkButton to={`/ebook/view/${ebook.id}`} variant="outline" size="sm" className="w-full">
              <EyeIcon className="size-4" />
              Visualizar<span className="sr-only"> {ebook.title}</span>
            </LinkButton>
          )}
        </div>
      </div>
    </article>
  );
}

/** Placeholder cards while another category loads. */
export function EbookGridSkeleton({ count = 6 }: { count?: number }) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4" aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className="overflow-hidden rounded-2xl border border-stone-200 bg-white">
          <div className="aspect-[2/3] w-full animate-pulse bg-stone-200" />
          <div className="space-y-2 p-4">
            <div className="h-4 w-1/3 animate-pulse rounded bg-stone-200" />
            <div className="h-4 w-4/5 animate-pulse rounded bg-stone-200" />
            <div className="h-10 w-full animate-pulse rounded-lg bg-stone-200" />
          </div>
        </li>
      ))}
    </ul>
  );
}
