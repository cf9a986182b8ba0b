import { isRouteErrorResponse } from "react-router";
import { LinkButton } from "~/components/ui/button";
import { ArrowLeftIcon } from "~/components/ui/icons";
import { ErrorPage } from "~/components/shell/deferred-error-pages";

/** The spec's page for a product that does not exist or is hidden: 'Produto não encontrado' and a way back to the store. */
export function ProductNotFound() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center sm:py-28">
      <h1 className="text-3xl font-bold tracking-tight text-stone-900">Produto não encontrado</h1>
      <p className="mt-3 text-base text-stone-700">
        Este produto não existe ou não está mais disponível. Veja os outros produtos da loja.
      </p>
      <LinkButton to="/loja" className="mt-8">
        <ArrowLeftIcon className="size-4" />
        Voltar para a loja
      </LinkButton>
    </section>
  );
}

/** Error boundary of the product routes: their 404 is the product's own page, anything else the shop's error page. */
export function ProductErrorBoundary({ error }: { error: unknown }) {
  return isRouteErrorResponse(error) && error.status === 404 ? <ProductNotFound /> : <ErrorPage error={error} />;
}
