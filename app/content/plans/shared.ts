// Answers several plan pages share.
import type { FaqContent } from "./types";

export const PAYMENT_FAQ: FaqContent = {
  q: "Como funciona o pagamento?",
  a: "Você recebe em 2 a 5 dias úteis, com frete grátis, e paga em até 7 dias depois de receber: no boleto ou no cartão, em até {parcelas}.",
};

export const GUARANTEE_FAQ: FaqContent = {
  q: "E se eu não gostar?",
  a: "Você tem 30 dias de garantia: fale com a gente e devolvemos o valor pago.",
};

export const DELIVERY_CLOSING_TEXT = "Frete grátis, entrega em 2 a 5 dias úteis e pagamento só depois de receber.";
