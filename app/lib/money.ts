// Money is integer cents everywhere; this is the one place that formats it.
//
// By hand rather than Intl.NumberFormat: a page's first Intl formatter loads
// the browser's locale data, one long task of 140-210 ms on Lighthouse's
// mobile CPU (issue 35), paid during hydration by every page with a price.
// The text is Intl's own, character for character (money.test.ts compares them).

/** 14700 → "R$ 147,00" (with the non-breaking space Intl uses); -1550 → "-R$ 15,50". */
export function formatBRL(cents: number): string {
  const whole = Math.round(Math.abs(cents));
  const reais = String(Math.floor(whole / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ".");
  const centavos = String(whole % 100).padStart(2, "0");
  return `${cents < 0 && whole > 0 ? "-" : ""}R$\u00a0${reais},${centavos}`;
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
