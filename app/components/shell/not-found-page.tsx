import { useNavigate } from "react-router";
import { Button, LinkButton } from "~/components/ui/button";
import { ArrowLeftIcon, HomeIcon } from "~/components/ui/icons";

export function NotFoundPage() {
  const navigate = useNavigate();

  const goBack = () => {
    // History back (spec); a tab opened straight on this page has nowhere to go back to.
    const index = (window.history.state as { idx?: unknown } | null)?.idx;
    if (typeof index === "number" && index > 0) void navigate(-1);
    else if (window.history.length > 1) window.history.back();
    else void navigate("/");
  };

  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center sm:py-28">
      <p className="text-6xl font-bold text-brand-700" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-stone-900">Página não encontrada</h1>
      <p className="mt-3 text-base text-stone-700">
        O endereço que você acessou não existe ou foi movido. Volte para a página anterior ou comece pela página inicial.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button variant="outline" onClick={goBack}>
          <ArrowLeftIcon className="size-4" />
          Voltar
        </Button>
        <LinkButton to="/">
          <HomeIcon className="size-4" />
          Página Inicial
        </LinkButton>
      </div>
    </section>
  );
}
