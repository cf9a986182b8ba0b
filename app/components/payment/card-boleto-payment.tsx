// Card or boleto: a form that opens the payment provider's secure page; with
// the demo provider it says so; with none, it says online payment is unavailable.
import { Form, useNavigation } from "react-router";
import { FormAlert } from "~/components/ui/form-alert";
import { Button } from "~/components/ui/button";
import { formatBRL } from "~/lib/money";

export function CardBoletoPayment({
  action,
  amountCents,
  installments,
  provider,
  error,
}: {
  /** Who takes the payment: Stripe, the demo provider, or nobody (no online payment). */
  provider: "stripe" | "local" | null;
  /** The signed payment link (the form posts back to it). */
  action: string;
  amountCents: number;
  installments: { count: number; cents: number };
  error?: string;
}) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === "checkout";
  if (provider === null) {
    return (
      <div className="space-y-3">
        <p role="status" className="rounded-xl bg-stone-100 p-3 text-sm text-stone-800">
          O pagamento online por cartão ou boleto está indisponível no momento. Pague por Pix, acima; a loja confirma o pagamento
          quando ele chegar.
        </p>
        <FormAlert title="Não foi possível abrir o pagamento" message={error} />
      </div>
    );
  }
  return (
    <Form method="post" action={action} className="space-y-3">
      <input type="hidden" name="intent" value="checkout" />
      <p className="text-sm text-stone-800">
        Cartão de crédito em até{" "}
        <strong>
          {installments.count}x de {formatBRL(installments.cents)}
        </strong>
        , ou boleto bancário de {formatBRL(amountCents)} (compensação em até 3 dias úteis). O pagamento acontece na página segura
        do nosso parceiro de pagamentos.
      </p>
      {provider === "local" ? (
        <p role="note" className="rounded-xl border-2 border-amber-400 bg-amber-50 p-3 text-sm font-semibold text-amber-950">
          Demonstração: cartão e boleto são simulados nesta loja. Nenhum valor é cobrado.
        </p>
      ) : null}
      <FormAlert title="Não foi possível abrir o pagamento" message={error} />
      <Button type="submit" variant="outline" disabled={busy} className="w-full sm:w-auto">
        {busy ? "Abrindo..." : "Pagar com cartão ou boleto"}
      </Button>
    </Form>
  );
}
