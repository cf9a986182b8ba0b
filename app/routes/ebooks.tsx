import type { ComponentType, ReactNode } from "react";
import { Link, useNavigation } from "react-router";
import { BookIcon, CrownIcon, type IconProps } from "~/components/ui/icons";
import { GiftIcon, TagIcon, TrendingIcon } from "~/components/content/content-icons";
import { SparklesIcon } from "~/components/ui/icons";
import { EbookCard, type EbookCardData, EbookGridSkeleton } from "~/components/content/ebook-card";
import { SubscribeCard } from "~/components/content/subscribe-card";
import { LinkButton } from "~/components/ui/button";
import { viewerAccess } from "~/domain/club/subscription.server";
import { EBOOK_CATEGORIES, type EbookCategorySlug, findEbookCategory } from "~/domain/content/ebook-categories";
import { ebookStorefront, listEbooks } from "~/domain/content/ebooks.server";
import { clubPath } from "~/lib/brand";
import { pageMeta } from "~/lib/meta";
import { seoMeta } from "~/domain/content/seo";
import type { Route } from "./+types/ebooks";
import { publicPage } from "~/platform/http/public-page";

// ?categoria=ofertas|promocoes|mais-vendidos|lancamentos|gratuitos lists one
// selection (defined and ordered in app/domain/content/ebooks.server.ts, see
// docs/decisions/007); without it the page shows the three sections.
export async function loader({ request, context }: Route.LoaderArgs) {
  const category = findEbookCategory(new URL(request.url).searchParams.get("categoria"));
  const [{ subscriber }, listing, sections] = await Promise.all([
    viewerAccess(context, request),
    category ? listEbooks(context.db, category.slug) : null,
    category ? null : ebookStorefront(context.db),
  ]);
  return {
    category,
    listing,
    sections,
    subscriber,
    clubHref: clubPath(context.config.brand),
    brandName: context.config.brand.name,
    publicUrl: context.config.publicUrl,
  };
}

const DESCRIPTION =
  "E-books gratuitos e premium sobre nutrição, emagrecimento, sono, pele e bem-estar: leia no navegador ou baixe em PDF.";

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  if (!loaderData) return pageMeta(matches, "eBooks", DESCRIPTION);
  const { category, publicUrl } = loaderData;
  return seoMeta(matches, {
    title: category ? `eBooks: ${category.name}` : "eBooks",
    description: category ? `${category.description} ${DESCRIPTION}` : DESCRIPTION,
    publicUrl,
    path: category ? `/ebooks?categoria=${category.slug}` : "/ebooks",
  });
};

/** The four category shortcuts (ofertas has its own section and quick link). */
const SHORTCUTS: { slug: EbookCategorySlug; icon: ComponentType<IconProps>; hint: string }[] = [
  { slug: "promocoes", icon: TagIcon, hint: "Preços com desconto" },
  { slug: "mais-vendidos", icon: TrendingIcon, hint: "Os mais baixados" },
  { slug: "lancamentos", icon: SparklesIcon, hint: "Novidades" },
  { slug: "gratuitos", icon: GiftIcon, hint: "Leia sem pagar" },
];

function categoryName(slug: EbookCategorySlug): string {
  return EBOOK_CATEGORIES.find((c) => c.slug === slug)!.name;
}

interface GridProps {
  ebooks: EbookCardData[];
  subscriber: boolean;
  clubHref: string;
  brandName: string;
  eagerCount?: number;
  /** A card shown first, across the whole row (the subscription card). */
  lead?: ReactNode;
}

function EbookGrid({ ebooks, subscriber, clubHref, brandName, eagerCount = 0, lead }: GridProps) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4">
      {lead ? <li className="col-span-2 sm:col-span-3 lg:col-span-4">{lead}</li> : null}
      {ebooks.map((e, i) => (
        <li key={e.id}>
          <EbookCard
            ebook={e}
            locked={e.premium && !subscriber}
            clubHref={clubHref}
            brandName={brandName}
            eager={i < eagerCount}
          />
        </li>
      ))}
    </ul>
  );
}

function SectionHeader({ id, title, link }: { id: string; title: string; link?: { to: string; label: string } }) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-x-4 gap-y-1">
      <h2 id={id} className="text-2xl font-bold tracking-tight">
        {title}
      </h2>
      {link ? (
        <Link
          to={link.to}
          className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-800 underline-offset-2 hover:underline"
        >
          {link.label}
        </Link>
      ) : null}
    </div>
  );
}

export default function Ebooks({ loaderData }: Route.ComponentProps) {
  const { category, listing, sections, subscriber, clubHref, brandName } = loaderData;
  const navigation = useNavigation();
  const switching = navigation.state === "loading" && navigation.location.pathname === "/ebooks";
  const grid = { subscriber, clubHref, brandName };

  const quickLinks = [
    { to: "/ebooks", label: "Todos os eBooks", current: !category },
    { to: "/ebooks?categoria=ofertas", label: "Ofertas do dia", current: category?.slug === "ofertas" },
    { to: "/ebooks#ebooks-premium", label: "eBooks Premium", current: false },
    ...(subscriber ? [] : [{ to: clubHref, label: `Clube ${brandName}`, current: false }]),
  ];

  return (
    <div className="mx-auto max-w-6xl px-4 py-6 motion-safe:animate-[fade-in_100ms_ease-out] sm:py-8">
      <header className="rounded-3xl bg-gradient-to-br from-brand-700 to-brand-900 p-6 text-white shadow-sm sm:p-8">
        <p className="inline-flex items-center gap-2 text-sm font-semibold uppercase tracking-wide text-brand-100">
          <BookIcon className="size-4" />
          Biblioteca {brandName}
        </p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">eBooks</h1>
        <p className="mt-2 max-w-2xl text-brand-50">
          Guias práticos sobre nutrição, emagrecimento, sono, pele e bem-estar, escritos por especialistas. Leia no navegador ou
          baixe em PDF.
        </p>
        <nav aria-label="Atalhos dos eBooks" className="mt-5">
          <ul className="flex flex-wrap gap-2">
            {quickLinks.map((l) => (
              <li key={l.to}>
                <Link
                  to={l.to}
                  aria-current={l.current ? "page" : undefined}
                  className="inline-flex min-h-11 items-center rounded-full bg-white/10 px-4 text-sm font-semibold text-white ring-1 ring-white/40 hover:bg-white/20 aria-[current=page]:bg-white aria-[current=page]:text-brand-900"
                >
                  {l.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </header>

      <nav aria-label="Categorias de eBooks" className="mt-6">
        <ul className="grid grid-cols-2 gap-3 md:grid-cols-4">
          {SHORTCUTS.map(({ slug, icon: Icon, hint }) => (
            <li key={slug}>
              <Link
                to={`/ebooks?categoria=${slug}`}
                aria-current={category?.slug === slug ? "page" : undefined}
                className="group flex h-full min-h-16 flex-col items-start gap-2 rounded-2xl border border-stone-200 bg-white p-3 shadow-sm hover:border-brand-600 aria-[current=page]:border-brand-700 aria-[current=page]:ring-2 aria-[current=page]:ring-brand-700 sm:flex-row sm:items-center sm:gap-3 sm:p-4"
              >
                <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700 group-aria-[current=page]:bg-brand-700 group-aria-[current=page]:text-white">
                  <Icon className="size-5" />
                </span>
                <span className="flex flex-col">
                  <span className="text-sm font-semibold text-stone-900 sm:text-base">{categoryName(slug)}</span>
                  <span className="text-xs text-stone-600">{hint}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      {switching ? (
        <div className="mt-10" role="status" aria-label="Carregando eBooks">
          <EbookGridSkeleton />
        </div>
      ) : category && listing ? (
        <section aria-labelledby="categoria-titulo" className="mt-10">
          <SectionHeader id="categoria-titulo" title={category.name} link={{ to: "/ebooks", label: "Ver todos os eBooks" }} />
          <p className="mt-1 text-stone-700">
            {category.description} {listing.length === 1 ? "1 e-book." : `${listing.length} e-books.`}
          </p>
          <div className="mt-4">
            {listing.length ? (
              <EbookGrid ebooks={listing} eagerCount={2} {...grid} />
            ) : (
              <div className="rounded-2xl border border-stone-200 bg-white p-8 text-center">
                <p className="text-stone-700">Nenhum e-book encontrado nesta categoria.</p>
                <Link to="/ebooks" className="mt-3 inline-flex min-h-11 items-center font-semibold text-brand-800 underline">
                  Ver todos os eBooks
                </Link>
              </div>
            )}
          </div>
        </section>
      ) : sections ? (
        <>
          {sections.offers.length ? (
            <section aria-labelledby="ofertas-do-dia" className="mt-10">
              <SectionHeader
                id="ofertas-do-dia"
                title="Ofertas do dia"
                link={{ to: "/ebooks?categoria=ofertas", label: "Ver todas as ofertas" }}
              />
              <div className="mt-4">
                <EbookGrid ebooks={sections.offers} eagerCount={2} {...grid} />
              </div>
            </section>
          ) : null}

          <section aria-labelledby="ebooks-gratuitos" className="mt-12">
            <SectionHeader
              id="ebooks-gratuitos"
              title="eBooks Gratuitos"
              link={{ to: "/ebooks?categoria=gratuitos", label: "Ver todos os gratuitos" }}
            />
            <div className="mt-4">
              {sections.free.length ? (
                <EbookGrid ebooks={sections.free} {...grid} />
              ) : (
                <p className="rounded-2xl border border-stone-200 bg-white p-6 text-center text-stone-700">
                  Nenhum e-book gratuito no momento.
                </p>
              )}
            </div>
          </section>

          <section aria-labelledby="ebooks-premium-titulo" id="ebooks-premium" className="mt-12 scroll-mt-20">
            <SectionHeader id="ebooks-premium-titulo" title="eBooks Premium" />
            <div className="mt-4">
              <EbookGrid
                ebooks={sections.premium}
                {...grid}
                lead={
                  subscriber ? null : (
                    <SubscribeCard
                      clubHref={clubHref}
                      brandName={brandName}
                      headingLevel={3}
                      text={`Leia e baixe todos os eBooks premium assinando o Clube ${brandName}. Cancele quando quiser.`}
                    />
                  )
                }
              />
            </div>
          </section>

          <section
            aria-labelledby="banner-premium"
            className="mt-12 flex flex-col gap-4 overflow-hidden rounded-3xl bg-accent-100 p-6 ring-1 ring-amber-300 sm:flex-row sm:items-center sm:justify-between sm:p-8"
          >
            <div className="flex items-start gap-4">
              <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-white text-amber-800 shadow-sm">
                <CrownIcon className="size-6" />
              </span>
              <div>
                <h2 id="banner-premium" className="text-xl font-bold text-stone-900">
                  {subscriber ? `Você é assinante do Clube ${brandName}` : `Todos os eBooks Premium com o Clube ${brandName}`}
                </h2>
                <p className="mt-1 text-stone-800">
                  {subscriber
                    ? "Todos os eBooks premium estão liberados para você: leia no navegador ou baixe quando quiser."
                    : "Além dos eBooks, receitas exclusivas, conteúdo com nutricionista e descontos na loja. Sem fidelidade."}
                </p>
              </div>
            </div>
            {subscriber ? (
              <LinkButton to="#ebooks-premium" variant="outline" className="self-start sm:self-auto">
                Ver eBooks Premium
              </LinkButton>
            ) : (
              <LinkButton to={clubHref} className="self-start sm:self-auto">
                Assinar Clube {brandName}
              </LinkButton>
            )}
          </section>
        </>
      ) : null}
    </div>
  );
}

/** The same page for every anonymous visitor: the page cache may keep it (decision 014). */
export const handle = publicPage((_search, data: Awaited<ReturnType<typeof loader>>) => ({ categoria: data.category?.slug }));
