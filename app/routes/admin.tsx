import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/admin";

export const meta: Route.MetaFunction = ({ matches }) =>
  [...pageMeta(matches, "Painel administrativo", "Área restrita da equipe."), { name: "robots", content: "noindex, nofollow" }];

export default function Admin() {
  return (
    <div className="mx-auto max-w-md px-4 py-10">
      <h1 className="text-2xl font-bold">Acesso Restrito</h1>
      <p className="mt-2 text-stone-700">Esta área é exclusiva da equipe da loja.</p>
    </div>
  );
}
