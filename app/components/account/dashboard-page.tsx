// The customer's dashboard: profile, orders, the club card (with the one
// form, "Cancelar assinatura": a plain post, works without scripts).
import { Form, Link } from "react-router";
import { FormAlert } from "~/components/ui/form-alert";
import { type OrderRow, OrdersTable } from "~/components/account/orders-table";
import { formatDate } from "~/lib/dates";
import type { FormReply } from "~/platform/http/outcome";

export interface DashboardPageProps {
  name: string;
  email: string;
  memberSince: string | Date;
  count: number;
  recent: OrderRow[];
  club: { name: string; href: string; active: boolean; until: string | null; cancelling: boolean };
  /** The server's refusal of the last cancellation (nothing to cancel, the provider failed). */
  lastResult?: FormReply["result"];
}

export function DashboardPage({ name, email, memberSince, count, recent, club, lastResult }: DashboardPageProps) {
  // The cancellation's refusal (nothing to cancel, the provider failed), shown in the club card with scripts on or off.
  const refusal = lastResult?.error?.[""]?.[0];
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
      <section className="mt-4 rounded-2xl border border-stone-200 bg-white p-5" aria-labelledby="card-club">
        <h2 id="card-club" className="text-sm font-semibold text-stone-600">
          Clube {club.name}
        </h2>
        {club.active ? (
          <div className="mt-2 flex flex-wrap items-center justify-between gap-3">
            <p>
              {club.cancelling ? "Assinatura cancelada: acesso" : "Assinatura ativa"} até{" "}
              <strong>{club.until ? formatDate(club.until) : "—"}</strong>.
            </p>
            {club.cancelling ? null : (
              <Form method="post">
                <button
                  type="submit"
                  name="intent"
                  value="cancel-subscription"
                  className="min-h-11 rounded-lg border border-red-300 px-4 text-sm font-semibold text-red-800 hover:bg-red-50"
                >
                  Cancelar assinatura
                </button>
              </Form>
            )}
          </div>
        ) : (
          <p className="mt-2">
            Você ainda não é assinante.{" "}
            <Link to={club.href} className="font-semibold text-teal-800 underline">
              Conheça o Clube {club.name}
            </Link>
          </p>
        )}
        {refusal ? (
          <div className="mt-3">
            <FormAlert message={refusal} />
          </div>
        ) : null}
      </section>
      <section className="mt-8" aria-labelledby="recent-orders">
        <h2 id="recent-orders" className="text-xl font-semibold">
          Pedidos recentes
        </h2>
        <div className="mt-4">
          {recent.length === 0 ? (
            <p className="rounded-2xl border border-stone-200 bg-white p-6 text-stone-700">
              Você ainda não possui nenhum pedido.
            </p>
          ) : (
            <OrdersTable orders={recent} caption="Pedidos recentes" />
          )}
        </div>
      </section>
    </div>
  );
}
