import { data, Link } from "react-router";
import { FreeBadge, PremiumBadge } from "~/components/content/badges";
import { Breadcrumbs } from "~/components/content/breadcrumbs";
import { DownloadIcon, EyeIcon } from "~/components/content/content-icons";
import { EbookCover, EbookPrice } from "~/components/content/ebook-card";
import { JsonLd } from "~/components/content/json-ld";
import { SubscribeCard } from "~/components/content/subscribe-card";
import { buttonClasses, LinkButton } from "~/components/ui/button";
import { viewerAccess } from "~/domain/club/subscription.server";
import { findEbook, parseEbookId } from "~/domain/content/ebooks.server";
import { clubPath } from "~/lib/brand";
import { formatDate } from "~/lib/dates";
import { pageMeta } from "~/lib/meta";
import { productJsonLd, seoMeta } from "~/domain/content/seo";
import type { Route } from "./+types/ebook";
import { PUBLIC_PAGE } from "~/platform/http/public-page";

// /ebook/{id}: public details for everybody (a premium e-book shows what it
// is and how to unlock it); reading and downloading follow the file route's rules.
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const id = parseEbookId(params.id);
  const [ebook, viewer] = await Promise.all([id ? findEbook(context.db, id) : null, viewerAccess(context, request)]);
  if (!ebook) throw data(null, { status: 404 });
  return {
    ebook,
    locked: ebook.premium && !viewer.subscriber,
    signedIn: viewer.user !== null,
    clubHref: clubPath(context.config.brand),
    brandName: context.config.brand.name,
    publicUrl: context.config.publicUrl,
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  if (!loaderData) return pageMeta(matches, "E-book não encontrado", "Este e-book não está disponível.");
  const { ebook, publicUrl } = loaderData;
  return seoMeta(matches, {
    title: ebook.title,
    description: ebook.description || `E-book ${ebook.title}${ebook.author ? `, de ${ebook.author}` : ""}.`,
    publicUrl,
    path: `/ebook/${ebook.id}`,
    image: ebook.coverUrl,
    imageAlt: `Capa de ${ebook.title}`,
  });
};

export default function EbookPage({ loaderData }: Route.ComponentProps) {
  const { ebook, locked, signedIn, clubHref, brandName, publicUrl } = loaderData;
  const fileUrl = `/ebook/${ebook.id}/arquivo`;
  return (
    <div className="mx-auto max-w-5xl px-4 py-6 sm:py-8">
      <JsonLd
        data={productJsonLd({
          publicUrl,
          path: `/ebook/${ebook.id}`,
          name: ebook.title,
          description: ebook.description,
          image: ebook.coverUrl,
          brandName,
          sku: `ebook-${ebook.id}`,
          category: "E-book",
          // A premium e-book without a price comes with the club: nothing to offer on its own.
          priceCents: ebook.priceCents ?? (ebook.premium ? null : 0),
        })}
      />
      <Breadcrumbs items={[{ label: "eBooks", to: "/ebooks" }, { label: ebook.title }]} />
      <article className="mt-4 grid gap-8 md:grid-cols-[minmax(0,18rem)_1fr] md:items-start">
        <div className="relative mx-auto w-full max-w-72 overflow-hidden rounded-2xl border border-stone-200 shadow-md">
          <EbookCover ebook={ebook} eager width={480} height={720} />
        </div>
        <div className="flex flex-col gap-4">
          <div>{ebook.premium ? <PremiumBadge /> : <FreeBadge />}</div>
          <h1 className="text-3xl font-bold leading-tight tracking-tight">{ebook.title}</h1>
          {ebook.author ? <p className="text-stone-700">por {ebook.author}</p> : null}
          <EbookPrice ebook={ebook} className="text-2xl" />
          <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm text-stone-600">
            <div className="flex gap-1">
              <dt>Publicado em</dt>
              <dd>{formatDate(ebook.createdAt)}</dd>
            </div>
            <div className="flex gap-1">
              <dt>Downloads:</dt>
              <dd>{ebook.downloads.toLocaleString("pt-BR")}</dd>
            </div>
            <div className="flex gap-1">
              <dt>Formato:</dt>
              <dd>PDF</dd>
            </div>
          </dl>

          {locked ? (
            <div className="flex flex-col gap-3">
              <SubscribeCard
                clubHref={clubHref}
                brandName={brandName}
                title="E-book exclusivo para assinantes"
                text={`Leia no navegador e baixe este e-book assinando o Clube ${brandName}.`}
                className="items-start text-left sm:items-center sm:text-center"
              />
              {!signedIn ? (
                <p className="text-sm text-stone-700">
                  Já é assinante?{" "}
                  <Link
                    to={`/auth/login?redirectTo=${encodeURIComponent(`/ebook/${ebook.id}`)}`}
                    className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline"
                  >
                    Entrar na minha conta
                  </Link>
                </p>
              ) : null}
            </div>
          ) : ebook.hasFile ? (
            <div className="flex flex-col gap-3 sm:flex-row">
              <LinkButton to={`/ebook/view/${ebook.id}`}>
                <EyeIcon className="size-5" />
                Ler no navegador
              </LinkButton>
              {/* A plain link: the file route answers with the PDF, not a page. */}
              <a href={`${fileUrl}?download=1`} download className={buttonClasses({ variant: "outline" })}>
                <DownloadIcon className="size-5" />
                Baixar PDF
              </a>
            </div>
          ) : (
            <p className="rounded-xl bg-stone-100 p-4 text-stone-700">O arquivo deste e-book ainda não está disponível.</p>
          )}

          <section aria-labelledby="sobre-o-ebook" className="mt-2">
            <h2 id="sobre-o-ebook" className="text-xl font-bold">
              Sobre o e-book
            </h2>
            <div className="mt-2 flex flex-col gap-3 text-stone-800">
              {(ebook.description || "Sem descrição.").split(/\n{2,}/).map((paragraph, i) => (
                <p key={i}>{paragraph}</p>
              ))}
            </div>
          </section>
        </div>
      </article>
      <p className="mt-10">
        <Link to="/ebooks" className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline">
          Ver todos os eBooks
        </Link>
      </p>
    </div>
  );
}

/** The same page for every anonymous visitor: the page cache may keep it (decision 014). */
export const handle = PUBLIC_PAGE;
