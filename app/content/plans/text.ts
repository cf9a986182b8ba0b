// Fills a content text's {tokens} (see types.ts). Unknown tokens stay as they
// are, so a typo shows on the page instead of vanishing.
export type PlanTextValues = Partial<
  Record<"produto" | "marca" | "parcelas" | "preco" | "oferta" | "economia" | "garantia" | "descontoClube", string>
>;

export function fillPlanText(text: string, values: PlanTextValues): string {
  return text.replace(/\{(\w+)\}/g, (token, name: string) => values[name as keyof PlanTextValues] ?? token);
}

export type RichSegment = { text: string; style?: "bold" | "italic" };

/** "O **{produto}** com _Bacopa_" → plain, bold and italic runs (no nesting). */
export function richSegments(text: string): RichSegment[] {
  const out: RichSegment[] = [];
  const pattern = /\*\*(.+?)\*\*|_(.+?)_/g;
  let last = 0;
  for (const m of text.matchAll(pattern)) {
    if (m.index > last) out.push({ text: text.slice(last, m.index) });
    // One of the two groups matched: the bold one, or else the italic one.
    out.push(m[1] !== undefined ? { text: m[1], style: "bold" } : { text: m[2]!, style: "italic" });
    last = m.index + m[0].length;
  }
  if (last < text.length) out.push({ text: text.slice(last) });
  return out;
}
