import { isRouteErrorResponse, Link } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { AlertIcon } from "~/components/ui/icons";

function errorDetails(error: unknown): { message: string; stack?: string } {
  if (isRouteErrorResponse(error)) {
    const data = typeof error.data === "string" ? error.data : JSON.stringify(error.data);
    return { message: `${error.status} ${error.statusText}${data ? `\n${data}` : ""}` };
  }
  if (error instanceof Error) return { message: error.message, stack: error.stack };
  return { message: String(error) };
}

/** The page for unexpected errors. Error details appear only in development. */
export function ErrorPage({ error }: { error: unknown }) {
  const details = import.meta.env.DEV ? errorDetails(error) : null;

  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-20 text-center sm:py-28">
      <span className="inline-flex size-14 items-center justify-center rounded-full bg-red-50 text-red-700">
        <AlertIcon className="size-7" />
      </span>
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-stone-900">Unexpected Application Error!</h1>
      <p className="mt-3 text-base text-stone-700">Algo deu errado do nosso lado. Tente novamente em instantes.</p>
      {/* A full page load: the app state may be what broke. */}
      <Link to="/" reloadDocument className={buttonClasses({}, "mt-8")}>
        Voltar para a página inicial
      </Link>
      {details ? (
        <div className="mt-10 w-full text-left">
          <p className="text-sm font-semibold text-red-800">Detalhes (somente em desenvolvimento)</p>
          <pre className="mt-2 max-h-96 overflow-auto rounded-lg border border-red-200 bg-red-50 p-4 text-xs whitespace-pre-wrap text-red-900">
            {details.message}
            {details.stack ? `\n\n${details.stack}` : null}
          </pre>
        </div>
      ) : null}
    </section>
  );
}
