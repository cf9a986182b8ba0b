import { Link } from "react-router";
import { OrdersTable } from "~/components/account/orders-table";
import { requireUser } from "~/domain/accounts/sessions.server";
import { countUserOrders, listUserOrders } from "~/domain/orders/customer-orders.server";
import { formatDate } from "~/lib/dates";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/dashboard";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(context, request);
  const [count, recent] = await Promise.all([countUserOrders(context.db, user), listUserOrders(context.db, user, 5)]);
  return { name: user.name, email: user.email, memberSince: user.createdAt, count, recent };
}

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, "Meu Dashboard", "Acompanhe sua conta, seus pedidos e suas configurações."),
  { name: "robots", content: "noindex" },
];

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { name, email, memberSince, count, recent } = loaderData;
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <h1 className="text-2xl font-bold">Meu Dashboard</h1>
      <div className="mt-6 grid gap-4 md:grid-cols-3">
        <section className="rounded-2xl border border-stone-200 bg-white p-5" aria-labelledby="card-profile">
          <h2 id="card-profile" className="text-sm font-semibold text-stone-600">
            Perfil
          </h2>
          <p className="mt-2 text-lg font-semibold">{name || "Usuário"}</p>
          <p className="text-sm text-stone-700">{email}</p>
          <p className="mt-2 text-sm text-stone-700">Membro desde {formatDate(memberSince)}</p>
          <Link to="/perfil" className="mt-3 inline-block text-sm font-semibold text-teal-800 underline">
            Editar perfil
          </Link>
        </section>
        <section className="rounded-2xl border border-stone-200 bg-white p-5" aria-labelledby="card-orders">
          <h2 id="card-orders" className="text-sm font-semibold text-stone-600">
            Pedidos
          </h2>
          <p className="mt-2 text-3xl font-bold">{count}</p>
          <Link to="/pedidos" className="mt-3 inline-block text-sm font-semibold text-teal-800 underline">
            Ver meus pedidos
          </Link>
        </section>
        <section className="rounded-2xl border border-stone-200 bg-white p-5" aria-labelledby="card-settings">
          <h2 id="card-settings" className="text-sm font-semibold text-stone-600">
            Configurações
          </h2>
          <p className="mt-2 text-sm text-stone-700">Nome, senha e dados da sua conta.</p>
          <Link to="/perfil" className="mt-3 inline-block text-sm font-semibold text-teal-800 underline">
            Gerenciar conta
          </Link>
        </section>
      </div>
      <section className="mt-8" aria-labelledby="recent-orders">
        <h2 id="recent-orders" className="text-xl font-semibold">
          Pedidos recentes
        </h2>
        <div className="mt-4">
          {recent.length === 0 ? (
            <p className="rounded-2xl border border-stone-200 bg-white p-6 text-stone-700">Você ainda não possui nenhum pedido.</p>
          ) : (
            <OrdersTable orders={recent} caption="Pedidos recentes" />
          )}
        </div>
      </section>
    </div>
  );
}
