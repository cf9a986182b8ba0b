import { Link } from "react-router";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/auth-register";

export const meta: Route.MetaFunction = ({ matches }) =>
  [...pageMeta(matches, "Criar uma conta", "Crie sua conta para acompanhar seus pedidos e acessar conteúdos exclusivos."), { name: "robots", content: "noindex" }];

export default function Register() {
  return (
    <div className="mx-auto max-w-md px-4 py-10">
      <h1 className="text-2xl font-bold">Criar uma conta</h1>
      <p className="mt-4 text-stone-700">
        Já tem uma conta?{" "}
        <Link to="/auth/login" className="font-semibold text-teal-800 underline">
          Entrar
        </Link>
      </p>
    </div>
  );
}
