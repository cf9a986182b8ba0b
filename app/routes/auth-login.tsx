import { Link, redirect } from "react-router";
import { getSessionUser, safeRedirectPath } from "~/domain/accounts/sessions.server";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/auth-login";

export async function loader({ request, context }: Route.LoaderArgs) {
  const redirectTo = safeRedirectPath(new URL(request.url).searchParams.get("redirectTo"));
  // A signed-in visitor is sent on at once (spec).
  if (await getSessionUser(context.db, request)) throw redirect(redirectTo);
  return { redirectTo };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  [...pageMeta(matches, "Entrar", "Entre na sua conta para ver seus pedidos, receitas e e-books."), { name: "robots", content: "noindex" }];

export default function Login() {
  return (
    <div className="mx-auto max-w-md px-4 py-10">
      <h1 className="text-2xl font-bold">Entrar na sua conta</h1>
      <p className="mt-4 text-stone-700">
        Ainda não tem conta?{" "}
        <Link to="/auth/register" className="font-semibold text-teal-800 underline">
          Cadastre-se
        </Link>
      </p>
    </div>
  );
}
