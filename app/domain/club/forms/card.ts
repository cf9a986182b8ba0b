// Card checks for the local test checkout (the real ones happen at the provider).
import { toSingleLine } from "~/lib/control-chars";
import { schemaCheck } from "~/lib/forms";
import { z } from "~/lib/zod";

export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** "MM/AA" in the future (cards are valid through the end of that month). */
export function expiryValid(value: string, now = new Date()): boolean {
  const match = /^(\d{2})\/(\d{2})$/.exec(value.trim());
  if (!match) return false;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return false;
  return new Date(year, month, 1) > now;
}

export const cardSchema = z.object({
  name: z.pipe(
    z.string().check(z.maxLength(400, "Nome muito longo")),
    z.pipe(
      z.transform((v: string) => toSingleLine(v)),
      z.string().check(z.minLength(2, "Informe o nome impresso no cartão"), z.maxLength(100, "Nome muito longo")),
    ),
  ),
  // Not "number": a house number is a field too, and a card number must never come back in an answer.
  cardNumber: z.string().check(
    z.maxLength(30),
    z.refine((v) => luhnValid(v.replace(/\D/g, "")), "Número de cartão inválido"),
  ),
  expiry: z.string().check(
    z.maxLength(5, "Validade inválida"),
    z.refine((v) => expiryValid(v), "Validade inválida"),
  ),
  cvc: z.string().check(z.regex(/^\d{3,4}$/, "CVC inválido")),
});

export const checkCard = schemaCheck(cardSchema);

/** Test cards of the local provider: this one is declined, any other valid number is approved. */
export const DECLINED_TEST_CARD = "4000000000000002";
