import { data, Link } from "react-router";
import { clubPath } from "~/lib/brand";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/club-success";

export function loader({ params, context }: Route.LoaderArgs) {
  if (`/${params.clubPath}` !== clubPath(context.config.brand)) throw data(null, { status: 404 });
  return { brandName: context.config.brand.name };
}

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, "Pagamento Concluído!", "Sua assinatura do clube foi confirmada."),
  { name: "robots", content: "noindex" },
];

export default function ClubSuccess({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-md px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">Pagamento Concluído!</h1>
      <p className="mt-2 text-stone-700">Sua assinatura do Clube {loaderData.brandName} foi realizada com sucesso.</p>
      <Link to="/" className="mt-6 inline-block rounded-xl bg-teal-700 px-5 py-3 font-semibold text-white">
        Voltar para a página inicial
      </Link>
    </div>
  );
}
