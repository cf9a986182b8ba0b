import type { SubmissionResult } from "@conform-to/react";
import { data, Form, useNavigation } from "react-router";
import { AccountField, AuthCard, useAccountForm } from "~/components/account/account-form";
import { FormAlert } from "~/components/ui/form-alert";
import { Button } from "~/components/ui/button";
import { deliverLocalEvent } from "~/domain/payments/webhooks.server";
import { cardSchema, checkCard, DECLINED_TEST_CARD } from "~/domain/club/forms/card";
import { readFormDataOrEmpty } from "~/platform/http/form-data.server";
import { parseSubmission, refusalReply } from "~/lib/forms";
import { formatBRL } from "~/lib/money";
import type { Route } from "./+types/pagamento";

// The demo provider's hosted checkout (only while DEMO_PAYMENTS is on; a 404
// otherwise): takes test card details, then sends the signed event to our
// webhook like a real provider. Every view of it says it is a demonstration.
// The club's plan and an order's payment share it; an order can also simulate
// a paid boleto ('boleto' intent).
function demoProvider(context: Route.LoaderArgs["context"]) {
  if (!context.localPayments) throw data(null, { status: 404 });
  return context.localPayments;
}

async function openCheckout(context: Route.LoaderArgs["context"], id: string) {
  const checkout = await demoProvider(context).findOpenCheckout(id);
  if (!checkout) throw data(null, { status: 404 });
  return checkout;
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const checkout = await openCheckout(context, params.id);
  return {
    amountCents: checkout.amountCents,
    cancelUrl: checkout.cancelUrl,
    brandName: context.config.brand.name,
    orderNumber: checkout.order?.number ?? null,
  };
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const checkout = await openCheckout(context, params.id);
  const form = await readFormDataOrEmpty(request);
  if (checkout.order && form.get("intent") === "boleto") return confirm(context, params.id, "boleto");
  const submission = parseSubmission(form, checkCard);
  if (submission.status !== "success") return data({ result: refusalReply(submission) }, { status: 400 });
  if (submission.value.cardNumber.replace(/\D/g, "") === DECLINED_TEST_CARD) {
    return data(
      { result: refusalReply(submission, "Pagamento recusado pelo emissor do cartão. Tente outro cartão.") },
      { status: 402 },
    );
  }
  return confirm(context, params.id, "card");
}

const PAYMENT_UNCONFIRMED =
  "Não foi possível confirmar o pagamento agora. Nenhuma cobrança foi feita; tente novamente em instantes.";

/** Completes the checkout and delivers its signed event; if that fails, the checkout opens again for a retry. */
async function confirm(context: Route.ActionArgs["context"], id: string, method: "card" | "boleto") {
  const provider = demoProvider(context);
  const completed = await provider.complete(id, method);
  if (!completed) throw data(null, { status: 404 });
  try {
    await deliverLocalEvent(context, completed.body, completed.signature);
  } catch (error) {
    context.logger.error("Falha ao confirmar pagamento local", { reason: String(error) });
    await provider.reopen(id).catch(() => {});
    return data(
      { result: { status: "error", error: { "": [PAYMENT_UNCONFIRMED] } } satisfies SubmissionResult<string[]> },
      { status: 503 },
    );
  }
  return new Response(null, { status: 303, headers: { Location: completed.successUrl } });
}

export const meta: Route.MetaFunction = () => [
  { title: "Pagamento de demonstração" },
  { name: "description", content: "Conclua o pagamento da sua assinatura." },
  { name: "robots", content: "noindex, nofollow" },
];

export default function LocalCheckout({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const { fields, formProps, formError } = useAccountForm({
    id: "cartao",
    schema: cardSchema,
    check: checkCard,
    lastResult: actionData?.result,
  });
  return (
    <AuthCard title="Pagamento de demonstração">
      <p role="note" className="mt-2 rounded-xl border-2 border-amber-400 bg-amber-50 p-3 font-semibold text-amber-950">
        Esta é uma demonstração: nenhum pagamento real é feito e nenhum valor é cobrado. O pedido ou a assinatura é marcado como
        pago só para mostrar o fluxo da loja.
      </p>
      <p className="mt-2 text-stone-700">
        {loaderData.orderNumber !== null ? (
          <>
            {loaderData.brandName} — pedido #{loaderData.orderNumber}, <strong>{formatBRL(loaderData.amountCents)}</strong>.
          </>
        ) : (
          <>
            Clube {loaderData.brandName} — assinatura mensal de <strong>{formatBRL(loaderData.amountCents)}</strong>.
          </>
        )}
      </p>
      <p className="mt-2 rounded-xl bg-amber-50 p-3 text-sm text-amber-900">
        Use o cartão de teste 4242 4242 4242 4242, qualquer validade futura e qualquer CVC.
      </p>
      <Form method="post" className="mt-6 space-y-4" {...formProps}>
        <FormAlert title="Pagamento não aprovado" message={formError} />
        <AccountField field={fields.name} label="Nome no cartão" autoComplete="cc-name" maxLength={100} />
        <AccountField
          field={fields.cardNumber}
          label="Número do cartão"
          inputMode="numeric"
          autoComplete="cc-number"
          maxLength={23}
        />
        <div className="grid grid-cols-2 gap-4">
          <AccountField
            field={fields.expiry}
            label="Validade (MM/AA)"
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder="12/30"
            maxLength={5}
          />
          <AccountField field={fields.cvc} label="CVC" inputMode="numeric" autoComplete="cc-csc" maxLength={4} />
        </div>
        <Button type="submit" className="w-full" disabled={busy}>
          {busy ? "Processando..." : `Simular pagamento de ${formatBRL(loaderData.amountCents)}`}
        </Button>
        <a href={loaderData.cancelUrl} className="block text-center text-sm font-semibold text-teal-800 underline">
          Cancelar e voltar
        </a>
      </Form>
      {loaderData.orderNumber !== null ? (
        <Form method="post" className="mt-6 border-t border-stone-200 pt-4">
          <input type="hidden" name="intent" value="boleto" />
          <p className="text-sm text-stone-700">Prefere boleto? Na demonstração, o boleto é gerado e compensado na hora.</p>
          <Button type="submit" variant="outline" className="mt-2 w-full" disabled={busy}>
            Simular pagamento por boleto
          </Button>
        </Form>
      ) : null}
    </AuthCard>
  );
}
