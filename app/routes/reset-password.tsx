import { Link } from "react-router";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/reset-password";

export const meta: Route.MetaFunction = ({ matches }) =>
  [...pageMeta(matches, "Redefinir senha", "Escolha uma nova senha para a sua conta."), { name: "robots", content: "noindex" }];

export default function ResetPassword() {
  return (
    <div className="mx-auto max-w-md px-4 py-10">
      <h1 className="text-2xl font-bold">Redefinir senha</h1>
      <p className="mt-4 text-stone-700">
        Abra o link que enviamos para o seu email para escolher uma nova senha.{" "}
        <Link to="/auth/login" className="font-semibold text-teal-800 underline">
          Voltar para o login
        </Link>
      </p>
    </div>
  );
}
