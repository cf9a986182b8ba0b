// Money is integer cents everywhere; this is the one place that formats it.
const brl = new Intl.NumberFormat("pt-BR", { style: "currency", currency: "BRL" });

/** 14700 → "R$ 147,00" (with the non-breaking space Intl uses). */
export function formatBRL(cents: number): string {
  return brl.format(cents / 100);
}

/** Splits a price into equal installments, rounding up to the cent: 14700, 12 → 1225. */
export function installmentCents(cents: number, count: number): number {
  return Math.ceil(cents / count);
}

/** Parses "147", "147,9", "1.234,56" or "147.90" into cents; null when not a price. */
export function parseBRLToCents(input: string): number | null {
  const text = input.trim().replace(/^R\$\s*/, "");
  if (!/^\d{1,3}(\.\d{3})*(,\d{1,2})?$|^\d+([.,]\d{1,2})?$/.test(text)) return null;
  // pt-BR: with a comma, dots group thousands; without one, "1.234" is still a thousands group.
  const thousands = text.includes(",") || /^\d{1,3}(\.\d{3})+$/.test(text);
  const normalized = thousands ? text.replace(/\./g, "").replace(",", ".") : text;
  const cents = Math.round(Number(normalized) * 100);
  return Number.isSafeInteger(cents) ? cents : null;
}
