import { data, Link } from "react-router";
import { DownloadIcon } from "~/components/content/content-icons";
import { buttonClasses } from "~/components/ui/button";
import { ArrowLeftIcon } from "~/components/ui/icons";
import { requireSubscriber } from "~/domain/club/subscription.server";
import { findEbook, parseEbookId } from "~/domain/content/ebooks.server";
import { pageMeta } from "~/lib/meta";
import { seoMeta } from "~/domain/content/seo";
import type { Route } from "./+types/ebook-view";

// /ebook/view/{id}: the PDF in the browser. A premium e-book needs an active
// subscription: visitors sign in first, non-subscribers go to the club page
// with the 'Conteúdo exclusivo' toast (the spec's subscription guard).
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const id = parseEbookId(params.id);
  const ebook = id ? await findEbook(context.db, id) : null;
  if (!ebook) throw data(null, { status: 404 });
  if (ebook.premium) await requireSubscriber(context, request);
  return {
    ebook: { id: ebook.id, title: ebook.title, author: ebook.author, hasFile: ebook.hasFile },
    publicUrl: context.config.publicUrl,
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderData
    ? seoMeta(matches, {
        title: `Ler ${loaderData.ebook.title}`,
        description: `Leia o e-book ${loaderData.ebook.title} no navegador.`,
        publicUrl: loaderData.publicUrl,
        // The details page is the one to index (og:url points there).
        path: `/ebook/${loaderData.ebook.id}`,
        noindex: true,
      })
    : pageMeta(matches, "E-book não encontrado", "Este e-book não está disponível.");

export default function EbookReader({ loaderData }: Route.ComponentProps) {
  const { ebook } = loaderData;
  const fileUrl = `/ebook/${ebook.id}/arquivo`;
  const downloadUrl = `${fileUrl}?download=1`;
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-4 sm:py-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="min-w-0">
          <Link
            to={`/ebook/${ebook.id}`}
            className="inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-brand-800 hover:underline"
          >
            <ArrowLeftIcon className="size-4" />
            Voltar para o e-book
          </Link>
          <h1 className="text-2xl font-bold leading-tight tracking-tight">{ebook.title}</h1>
          {ebook.author ? <p className="text-sm text-stone-600">por {ebook.author}</p> : null}
        </div>
        {ebook.hasFile ? (
          <div className="flex flex-wrap gap-2">
            <a href={fileUrl} target="_blank" rel="noopener" className={buttonClasses({ variant: "outline", size: "sm" })}>
              Abrir em tela cheia<span className="sr-only"> (nova aba)</span>
            </a>
            <a href={downloadUrl} download className={buttonClasses({ size: "sm" })}>
              <DownloadIcon className="size-4" />
              Baixar PDF
            </a>
          </div>
        ) : null}
      </div>

      {ebook.hasFile ? (
        <>
          {/* An <iframe> (the page's CSP allows same-origin frames, not <object>); the file route's own CSP lets only our pages frame it. */}
          <iframe
            src={fileUrl}
            title={`PDF do e-book ${ebook.title}`}
            className="h-[75dvh] min-h-[28rem] w-full rounded-2xl border border-stone-200 bg-white shadow-sm"
          />
          <p className="text-sm text-stone-600">
            {/* Phones often cannot show a PDF inside a page: the download is always at hand. */}O leitor não apareceu?{" "}
            <a href={downloadUrl} download className="font-semibold text-brand-800 underline">
              Baixe o PDF
            </a>{" "}
            e leia no aplicativo que preferir.
          </p>
        </>
      ) : (
        <p className="rounded-xl bg-stone-100 p-6 text-center text-stone-700">
          O arquivo deste e-book ainda não está disponível.
        </p>
      )}
    </div>
  );
}
