import { requireUser } from "~/domain/accounts/sessions.server";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/pedidos";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(context.db, request);
  return { name: user.name || user.email };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  [...pageMeta(matches, "Meus Pedidos", "Acompanhe o status dos seus pedidos."), { name: "robots", content: "noindex" }];

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="text-2xl font-bold">Meus Pedidos</h1>
      <p className="mt-2 text-stone-700">{loaderData.name}</p>
    </div>
  );
}
