// Card or boleto: a form that opens the payment provider's secure page.
import { Form, useNavigation } from "react-router";
import { FormAlert } from "~/components/account/form-field";
import { Button } from "~/components/ui/button";
import { formatBRL } from "~/lib/money";

export function CardBoletoPayment({
  action,
  amountCents,
  installments,
  error,
}: {
  /** The signed payment link (the form posts back to it). */
  action: string;
  amountCents: number;
  installments: { count: number; cents: number };
  error?: string;
}) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === "checkout";
  return (
    <Form method="post" action={action} className="space-y-3">
      <input type="hidden" name="intent" value="checkout" />
      <p className="text-sm text-stone-800">
        Cartão de crédito em até <strong>{installments.count}x de {formatBRL(installments.cents)}</strong>, ou boleto bancário de {formatBRL(amountCents)} (compensação em até 3 dias úteis). O pagamento acontece na página segura do nosso parceiro de pagamentos.
      </p>
      <FormAlert title="Não foi possível abrir o pagamento" message={error} />
      <Button type="submit" variant="outline" disabled={busy} className="w-full sm:w-auto">
        {busy ? "Abrindo..." : "Pagar com cartão ou boleto"}
      </Button>
    </Form>
  );
}
