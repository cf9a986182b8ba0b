// How risky an order looks before it ships, from facts gathered elsewhere
// (risk.server.ts reads the shop's history): a pure function, so each rule is
// tested without a database. Every reason is a pt-BR sentence the admin reads
// on the order. One strong sign (an unpaid or overdue earlier order, repeated
// failed deliveries, a burst of orders, an absurd quantity) makes it 'alto';
// two weaker signs together do too.
import type { RiskLevel } from "~/domain/orders/lifecycle/order-status";
import { DISPOSABLE_EMAIL_DOMAINS } from "./disposable-email-domains";

export interface RiskFacts {
  email: string | null;
  /** The city and UF typed in the form. */
  typedCity: string;
  typedState: string;
  /** What the CEP service said about the CEP (null: not known without waiting for the network). */
  cepAddress: { city: string; state: string } | null;
  /** Units in this order, and the shop's usual most units per order. */
  units: number;
  usualUnits: number;
  /** Earlier orders with the same CPF, phone or email. */
  history: {
    /** Delivered and past the due date without payment, or marked 'não pago'. */
    unpaid: number;
    /** Deliveries that failed ('frustrado'). */
    failed: number;
    /** Orders placed in the last RECENT_HOURS. */
    recent: number;
  };
}

export interface RiskAssessment {
  level: RiskLevel;
  reasons: string[];
}

/** The window for "several orders in a short time". */
export const RECENT_HOURS = 24;
/** Earlier orders in that window that count as a burst (medium), and as a strong sign (high). */
const RECENT_MEDIUM = 2;
const RECENT_HIGH = 4;
/** Units above this many times the usual: medium; above the second: high. */
const QUANTITY_MEDIUM = 3;
const QUANTITY_HIGH = 6;

const EMAIL_SHAPE = /^[^\s@]+@([a-z0-9-]+\.)+[a-z]{2,}$/i;

/** Case- and accent-insensitive city names ("São Paulo" = "sao paulo"). */
function fold(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/gi, " ")
    .trim()
    .toLowerCase();
}

export function emailProblem(email: string | null): "invalid" | "disposable" | null {
  if (!email) return null;
  const normal = email.trim().toLowerCase();
  if (!EMAIL_SHAPE.test(normal) || normal.includes("..")) return "invalid";
  const domain = normal.slice(normal.lastIndexOf("@") + 1);
  const parts = domain.split(".");
  // The domain itself or any parent (mail.yopmail.com).
  for (let i = 0; i < parts.length - 1; i++) if (DISPOSABLE_EMAIL_DOMAINS.has(parts.slice(i).join("."))) return "disposable";
  return null;
}

export function assessRisk(facts: RiskFacts): RiskAssessment {
  const high: string[] = [];
  const medium: string[] = [];
  const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

  if (facts.history.unpaid > 0)
    high.push(
      `${plural(facts.history.unpaid, "pedido anterior", "pedidos anteriores")} não pago ou vencido com o mesmo CPF, telefone ou email.`,
    );
  if (facts.history.failed >= 2)
    high.push(`${facts.history.failed} entregas frustradas antes com o mesmo CPF, telefone ou email.`);
  else if (facts.history.failed === 1) medium.push("1 entrega frustrada antes com o mesmo CPF, telefone ou email.");

  if (facts.history.recent >= RECENT_HIGH)
    high.push(`${facts.history.recent} outros pedidos com os mesmos dados nas últimas ${RECENT_HOURS} horas.`);
  else if (facts.history.recent >= RECENT_MEDIUM)
    medium.push(`${facts.history.recent} outros pedidos com os mesmos dados nas últimas ${RECENT_HOURS} horas.`);

  if (facts.cepAddress) {
    const stateDiffers = facts.cepAddress.state.toUpperCase() !== facts.typedState.trim().toUpperCase();
    const cityDiffers = fold(facts.cepAddress.city) !== fold(facts.typedCity);
    if (stateDiffers || cityDiffers) {
      medium.push(
        `O CEP é de ${facts.cepAddress.city}/${facts.cepAddress.state.toUpperCase()}, mas o endereço digitado diz ${facts.typedCity.trim()}/${facts.typedState.trim().toUpperCase()}.`,
      );
    }
  }

  const email = emailProblem(facts.email);
  if (email === "invalid") medium.push("Email com formato inválido.");
  else if (email === "disposable") medium.push("Email descartável (caixa temporária).");

  const usual = Math.max(1, facts.usualUnits);
  if (facts.units > usual * QUANTITY_HIGH) high.push(`${facts.units} unidades: muito acima do normal da loja (até ${usual}).`);
  else if (facts.units > usual * QUANTITY_MEDIUM) medium.push(`${facts.units} unidades: acima do normal da loja (até ${usual}).`);

  const level: RiskLevel = high.length > 0 || medium.length >= 2 ? "high" : medium.length === 1 ? "medium" : "low";
  return { level, reasons: [...high, ...medium] };
}
