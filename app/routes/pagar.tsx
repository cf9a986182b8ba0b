// /pagar/{orderId}?exp=…&sig=…: pay an order after delivery, without signing
// in, through the signed link of the delivery email (or /pedidos, whose link
// sends the signed-in owner on to a fresh signed one). Pix by QR Code or
// "copia e cola"; card or boleto through the payment provider.
import { data, Link, redirect } from "react-router";
import { z } from "~/lib/zod";
import { CardBoletoPayment } from "~/components/payment/card-boleto-payment";
import { OrderPaymentSummary } from "~/components/payment/order-payment-summary";
import { PixPayment } from "~/components/payment/pix-payment";
import { getSessionUser } from "~/domain/accounts/sessions.server";
import { checkOrderPaymentAccess, orderPaymentPage, startOrderCheckout } from "~/domain/payments/order-payment.server";
import { formatDate } from "~/lib/dates";
import { readFormFields } from "~/platform/http/form-data.server";
import { formatBRL } from "~/lib/money";
import type { Route } from "./+types/pagar";

const intentSchema = z.object({ intent: z.literal("checkout") });

function linkParams(params: Route.LoaderArgs["params"], request: Request) {
  const search = new URL(request.url).searchParams;
  return { orderId: params.orderId, exp: search.get("exp"), sig: search.get("sig") };
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const access = await checkOrderPaymentAccess(context, linkParams(params, request), () => getSessionUser(context, request));
  if (access.kind === "redirect") throw redirect(access.to);
  if (access.kind === "refused") {
    return data(
      { kind: "refused" as const, reason: access.reason, orderId: params.orderId },
      { status: access.reason === "expired" ? 410 : 403 },
    );
  }
  const page = await orderPaymentPage(context, params.orderId);
  if (!page) throw data(null, { status: 404 });
  const returned = new URL(request.url).searchParams.get("pagamento") === "concluido";
  return { kind: "ok" as const, page, linkPath: access.linkPath, returned };
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const access = await checkOrderPaymentAccess(context, linkParams(params, request), () => getSessionUser(context, request));
  if (access.kind !== "ok")
    return data(
      { error: "Este link de pagamento não vale mais. Abra o link mais recente que enviamos ou entre na sua conta." },
      { status: 403 },
    );
  const fields = await readFormFields(request);
  if (!intentSchema.safeParse(fields).success)
    return data({ error: "Ação desconhecida. Recarregue a página e tente novamente." }, { status: 400 });
  const result = await startOrderCheckout(context, params.orderId, access.linkPath);
  if (result.kind === "redirect") return new Response(null, { status: 303, headers: { Location: result.url } });
  if (result.kind === "not_payable") return data({ error: "Este pedido não tem pagamento em aberto." }, { status: 409 });
  if (result.kind === "unavailable")
    return data(
      { error: "O pagamento online por cartão ou boleto está indisponível no momento. Pague por Pix." },
      { status: 503 },
    );
  return data({ error: "O serviço de pagamento não respondeu. Tente novamente em instantes ou pague por Pix." }, { status: 502 });
}

/** The URL carries the signature: never cached, indexed or sent on as a referrer. */
export const headers: Route.HeadersFunction = () => ({
  "Cache-Control": "private, no-store",
  "Referrer-Policy": "no-referrer",
  "X-Robots-Tag": "noindex, nofollow",
});

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.kind === "ok" ? `Pagamento do pedido #${loaderData.page.order.number}` : "Link de pagamento" },
  { name: "description", content: "Pague o seu pedido depois de recebê-lo." },
  { name: "robots", content: "noindex, nofollow" },
];

const METHOD_LABELS: Record<string, string> = { pix: "Pix", card: "cartão de crédito", boleto: "boleto" };

export default function PayOrder({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.kind === "refused") {
    const expired = loaderData.reason === "expired";
    return (
      <div className="mx-auto max-w-xl px-4 py-10">
        <div className="rounded-3xl border border-stone-200 bg-white p-6 shadow-sm">
          <h1 className="text-2xl font-bold">{expired ? "Link de pagamento expirado" : "Link de pagamento inválido"}</h1>
          <p className="mt-3 text-stone-700">
            {expired
              ? "Este link já passou da validade. Use o link mais recente que enviamos por email, ou entre na sua conta para pagar pelos seus pedidos."
              : "Não conseguimos confirmar este link. Confira se ele foi copiado inteiro, ou entre na sua conta para pagar pelos seus pedidos."}
          </p>
          <div className="mt-5 flex flex-wrap gap-3">
            <Link
              to={`/auth/login?redirectTo=${encodeURIComponent(`/pagar/${loaderData.orderId}`)}`}
              className="inline-flex min-h-11 items-center rounded-lg bg-primary px-5 font-semibold text-primary-foreground"
            >
              Entrar na minha conta
            </Link>
            <Link to="/" className="inline-flex min-h-11 items-center px-2 font-semibold text-teal-800 underline">
              Voltar à loja
            </Link>
          </div>
        </div>
      </div>
    );
  }

  const { page, linkPath, returned } = loaderData;
  const { order } = page;
  const paid = order.paymentStatus === "paid";
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:py-10">
      <p className="text-sm font-semibold text-teal-800">{page.brandName} · receba em casa e pague depois</p>
      <h1 className="mt-1 text-2xl font-bold sm:text-3xl">Pagamento do pedido #{order.number}</h1>
      {order.firstName ? <p className="mt-1 text-stone-700">Olá, {order.firstName}! Obrigado por comprar com a gente.</p> : null}

      <div role="status" className="mt-4">
        {paid ? (
          <p className="rounded-xl bg-green-50 p-4 font-semibold text-green-900">
            Pagamento confirmado{order.paidAt ? ` em ${formatDate(order.paidAt)}` : ""}
            {order.paymentMethod ? ` (${METHOD_LABELS[order.paymentMethod] ?? order.paymentMethod})` : ""}. Obrigado!
          </p>
        ) : returned ? (
          <p className="rounded-xl bg-teal-50 p-4 text-teal-900">
            Recebemos o seu pagamento. A confirmação pode levar alguns minutos; um boleto é confirmado quando compensar (até 3
            dias úteis).
          </p>
        ) : null}
      </div>

      {page.payable ? (
        <p className={`mt-4 text-lg ${page.overdue ? "text-red-800" : "text-stone-900"}`}>
          {order.paymentDueAt ? (
            <>
              <strong>Pagar até {formatDate(order.paymentDueAt)}</strong>
              {page.overdue ? " — o prazo venceu; pague assim que puder." : null}
            </>
          ) : (
            <strong>Valor a pagar</strong>
          )}
          <span className="block text-base text-stone-700">
            {formatBRL(order.totalCents)} · ou {page.installments.count}x de {formatBRL(page.installments.cents)} no cartão
          </span>
        </p>
      ) : !paid ? (
        <p className="mt-4 rounded-xl bg-stone-100 p-4 text-stone-800">
          {order.status === "cancelled"
            ? "Este pedido foi cancelado: não há nada a pagar."
            : "Este pedido não tem pagamento em aberto."}
        </p>
      ) : null}

      <div className="mt-6 grid gap-6">
        {page.payable && page.pix ? (
          <section aria-labelledby="formas-de-pagamento" className="rounded-2xl border border-stone-200 bg-white p-5">
            <h2 id="formas-de-pagamento" className="text-lg font-bold">
              Formas de pagamento
            </h2>
            <section aria-labelledby="pagar-pix" className="mt-4">
              <h3 id="pagar-pix" className="font-semibold">
                Pix
              </h3>
              <div className="mt-3">
                <PixPayment
                  code={page.pix.code}
                  qrSvg={page.pix.qrSvg}
                  amountCents={order.totalCents}
                  orderNumber={order.number}
                  merchantName={page.pix.merchantName}
                  demo={page.pix.demo}
                  charge={page.pix.charge}
                />
              </div>
            </section>
            <section aria-labelledby="pagar-cartao" className="mt-6 border-t border-stone-200 pt-5">
              <h3 id="pagar-cartao" className="font-semibold">
                Cartão de crédito ou boleto
              </h3>
              <div className="mt-2">
                <CardBoletoPayment
                  action={linkPath}
                  amountCents={order.totalCents}
                  installments={page.installments}
                  provider={page.provider}
                  error={actionData?.error}
                />
              </div>
            </section>
          </section>
        ) : null}
        <OrderPaymentSummary order={order} installments={page.installments} />
      </div>
    </div>
  );
}
