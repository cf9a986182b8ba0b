// Pure parts of a charge with a due date (cobv): the txid an order always gets,
// and the body of PUT /cobv/{txid} from the order and the shop's settings.
import { pixAmount } from "~/domain/payments/static-pix";
import { isoDay } from "~/lib/dates";

/** Days to pay after delivery: the same promise as PAYMENT_TERM_DAYS in order-payment.server.ts (a test keeps them equal). */
export const COBV_TERM_DAYS = 7;

const UUID = /^([0-9a-f]{8})-([0-9a-f]{4})-([0-9a-f]{4})-([0-9a-f]{4})-([0-9a-f]{12})$/i;
const TXID = /^L([0-9a-f]{32})([0-9a-z]{2})$/;

/**
 * The txid of an order's charge: "L" + the order's UUID in hex + the attempt in
 * base 36 (35 characters, [a-zA-Z0-9]). The same order and attempt always give
 * the same txid, so a retried PUT /cobv/{txid} updates the one charge instead of
 * making a second; a new attempt (after the charge was removed) gets a new one.
 */
export function cobvTxid(orderId: string, attempt = 0): string {
  const match = UUID.exec(orderId);
  if (!match) throw new RangeError("O id do pedido deve ser um UUID");
  if (!Number.isInteger(attempt) || attempt < 0 || attempt >= 36 * 36)
    throw new RangeError("Tentativa de cobrança fora de 0..1295");
  return `L${match.slice(1).join("").toLowerCase()}${attempt.toString(36).padStart(2, "0")}`;
}

/** The order and attempt a txid of ours names, or null for any other txid. */
export function parseCobvTxid(txid: string): { orderId: string; attempt: number } | null {
  const match = TXID.exec(txid);
  if (!match) return null;
  const hex = match[1]!;
  const orderId = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  return { orderId, attempt: parseInt(match[2]!, 36) };
}

/** Delivered on 01/06 at any hour (São Paulo) → "YYYY-06-08": payable through that whole day. */
export function cobvDueDate(deliveredAt: Date, termDays: number = COBV_TERM_DAYS): string {
  const [year, month, day] = isoDay(deliveredAt).split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + termDays)).toISOString().slice(0, 10);
}

/** 250 basis points → "2.50" (the API's percentages have two decimals). */
export function percentText(basisPoints: number): string {
  if (!Number.isSafeInteger(basisPoints) || basisPoints < 0) throw new RangeError("Percentual inválido");
  return `${Math.floor(basisPoints / 100)}.${String(basisPoints % 100).padStart(2, "0")}`;
}

/** "123.45" → 12345; null for anything that is not the API's money format. */
export function centsOfPixAmount(text: string): number | null {
  const match = /^(\d{1,10})\.(\d{2})$/.exec(text);
  return match ? Number(match[1]) * 100 + Number(match[2]) : null;
}

/** The shop's collection settings (PIX_* in config.server.ts). */
export interface CobvSettings {
  /** The shop's Pix key (PIX_KEY). */
  key: string;
  /** Days the charge stays payable after its due date (calendario.validadeAposVencimento). */
  validityDaysAfterDue: number;
  /** Late fine in basis points of the amount (200 = 2%); 0 = none. */
  fineBasisPoints: number;
  /** Late interest in basis points per month, calendar days (100 = 1% a.m.); 0 = none. */
  interestBasisPointsPerMonth: number;
  /** Discount in basis points for paying up to the due date; 0 = none. */
  discountBasisPoints: number;
}

export interface CobvOrder {
  id: string;
  /** The number the buyer knows ("Pedido 1042"), shown to the payer. */
  number: number;
  totalCents: number;
  deliveredAt: Date;
  buyer: { cpf: string; name: string };
}

/** The body of PUT /cobv/{txid} (schema CobVSolicitada), with what the shop uses. */
export interface CobvRequest {
  calendario: { dataDeVencimento: string; validadeAposVencimento: number };
  devedor: { cpf: string; nome: string };
  valor: {
    original: string;
    multa?: { modalidade: 2; valorPerc: string };
    juros?: { modalidade: 3; valorPerc: string };
    desconto?: { modalidade: 2; descontoDataFixa: { data: string; valorPerc: string }[] };
  };
  chave: string;
  solicitacaoPagador: string;
}

/** The charge for a delivered order: due 7 days after delivery, with the shop's fine, interest and discount. */
export function cobvRequest(order: CobvOrder, settings: CobvSettings): CobvRequest {
  const cpf = order.buyer.cpf.replace(/\D/g, "");
  if (cpf.length !== 11) throw new RangeError("O CPF do comprador deve ter 11 dígitos");
  const nome = order.buyer.name.trim().slice(0, 200);
  if (!nome) throw new RangeError("O nome do comprador é obrigatório na cobrança");
  const dataDeVencimento = cobvDueDate(order.deliveredAt);
  return {
    calendario: { dataDeVencimento, validadeAposVencimento: settings.validityDaysAfterDue },
    devedor: { cpf, nome },
    valor: {
      original: pixAmount(order.totalCents),
      // Modalidade 2: percentage of the amount; 3: percentage per month, calendar days; 2 (desconto): percentage up to a date.
      ...(settings.fineBasisPoints > 0 && { multa: { modalidade: 2, valorPerc: percentText(settings.fineBasisPoints) } }),
      ...(settings.interestBasisPointsPerMonth > 0 && {
        juros: { modalidade: 3, valorPerc: percentText(settings.interestBasisPointsPerMonth) },
      }),
      ...(settings.discountBasisPoints > 0 && {
        desconto: {
          modalidade: 2,
          descontoDataFixa: [{ data: dataDeVencimento, valorPerc: percentText(settings.discountBasisPoints) }],
        },
      }),
    },
    chave: settings.key,
    solicitacaoPagador: `Pedido ${order.number}`,
  };
}
