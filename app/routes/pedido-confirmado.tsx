import { Link, redirect } from "react-router";
import { readLastOrderId } from "~/domain/orders/placement/last-order.server";
import { orderSummary } from "~/domain/orders/tracking/order-summary.server";
import { streetLine } from "~/domain/orders/records/delivery-address";
import { maskCep } from "~/lib/masks";
import { formatBRL } from "~/lib/money";
import { pageMeta } from "~/lib/meta";
import { formatPhone } from "~/lib/phone";
import type { Route } from "./+types/pedido-confirmado";

export async function loader({ request, context }: Route.LoaderArgs) {
  const orderId = readLastOrderId(request, context.config.sessionSecret);
  const summary = orderId ? await orderSummary(context.db, orderId) : null;
  // Without an order of this browser to show, the spec sends the visitor home.
  if (!summary) throw redirect("/");
  // Pix is always there; card and boleto only when the shop has a payment provider.
  return { summary, cardAndBoleto: context.payments !== null };
}

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, "Pedido confirmado", "Seu pedido foi recebido. Veja o que acontece agora."),
  { name: "robots", content: "noindex" },
];

const nextSteps = (cardAndBoleto: boolean) => [
  { title: "Confirmação", text: "Nossa equipe confere seus dados e pode chamar você no WhatsApp para confirmar a entrega." },
  { title: "Envio", text: "Seu pedido é enviado com frete grátis e chega em 2 a 5 dias úteis." },
  {
    title: "Pagamento depois, por Pix",
    text: `Você só paga depois de receber: quando o pedido for entregue, mandamos o link para pagar por Pix em até 7 dias${cardAndBoleto ? " (se preferir, o mesmo link aceita cartão de crédito ou boleto)" : ""}.`,
  },
];

export default function OrderConfirmed({ loaderData }: Route.ComponentProps) {
  const { summary, cardAndBoleto } = loaderData;
  const delivery = summary.delivery;
  return (
    <div className="mx-auto max-w-2xl px-4 py-10">
      <div className="rounded-3xl border border-stone-200 bg-white p-6 shadow-sm">
        <p className="text-sm font-semibold text-teal-800">Pedido #{summary.number}</p>
        <h1 className="mt-1 text-2xl font-bold">Pedido confirmado!</h1>
        <p className="mt-2 text-stone-700">
          Obrigado, {delivery.fullName.split(" ")[0]}! Recebemos o seu pedido. Você só paga depois de receber, por Pix.
        </p>
        <dl className="mt-6 grid gap-3 text-sm sm:grid-cols-[8rem_1fr]">
          <dt className="font-semibold">Produto</dt>
          <dd>
            <ul>
              {summary.items.map((item) => (
                <li key={item.productName}>
                  {item.quantity}x {item.productName}
                </li>
              ))}
            </ul>
          </dd>
          <dt className="font-semibold">Nome</dt>
          <dd>{delivery.fullName}</dd>
          <dt className="font-semibold">WhatsApp</dt>
          <dd>{formatPhone(delivery.phone)}</dd>
          <dt className="font-semibold">Endereço</dt>
          <dd>
            {streetLine(delivery)}, {delivery.city} - {delivery.state}
          </dd>
          {delivery.referencePoint ? (
            <>
              <dt className="font-semibold">Referência</dt>
              <dd>{delivery.referencePoint}</dd>
            </>
          ) : null}
          <dt className="font-semibold">CEP</dt>
          <dd>{maskCep(delivery.postalCode)}</dd>
          <dt className="font-semibold">Total</dt>
          <dd>{formatBRL(summary.totalCents)} — pague só depois de receber</dd>
        </dl>
      </div>
      <section className="mt-8" aria-labelledby="next-title">
        <h2 id="next-title" className="text-xl font-semibold">
          O que acontece agora?
        </h2>
        <ol className="mt-4 space-y-3">
          {nextSteps(cardAndBoleto).map((step, i) => (
            <li key={step.title} className="flex gap-3 rounded-2xl border border-stone-200 bg-white p-4">
              <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-teal-700 font-bold text-white">
                {i + 1}
              </span>
              <span>
                <strong className="block">{step.title}</strong>
                {step.text}
              </span>
            </li>
          ))}
        </ol>
      </section>
      <p className="mt-8 text-center">
        <Link to="/loja" className="font-semibold text-teal-800 underline">
          Continuar comprando
        </Link>
      </p>
    </div>
  );
}
