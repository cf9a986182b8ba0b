// What an order costs, decided from the catalog as the database holds it now:
// pure (the batch writer reads the catalog; this only decides). Prices are
// integer cents taken from the product, or from the offer asked for, never
// from the request; unknown, hidden or mismatched products are refused.

export interface OrderLineInput {
  productId: number;
  offerCode?: string | null;
  quantity: number;
}

export interface CatalogProduct {
  id: number;
  name: string;
  priceCents: number;
}

export interface CatalogOffer {
  id: number;
  productId: number;
  code: string;
  title: string;
  priceCents: number;
}

/** The visible products (by id) and the offers asked for, as read for a batch of orders. */
export interface Catalog {
  products: Map<number, CatalogProduct>;
  offers: CatalogOffer[];
}

/** One line of the order as it is stored and emailed. */
export interface PricedLine {
  productId: number;
  offerId: number | null;
  productName: string;
  quantity: number;
  priceCents: number;
}

export type PricedOrder =
  | { ok: true; lines: PricedLine[]; totalCents: number; units: number }
  | { ok: false; reason: "empty" | "unavailable"; message: string };

/** An order above this is refused: total_cents is an int4, and no real order comes near. */
export const MAX_TOTAL_CENTS = 2_000_000_000;

/** The product ids and offer codes a batch of orders asks for: what to read from the catalog. */
export function catalogWanted(orders: { items: OrderLineInput[] }[]): { productIds: number[]; offerCodes: string[] } {
  const productIds = [...new Set(orders.flatMap((o) => o.items.map((l) => l.productId)))];
  const offerCodes = [...new Set(orders.flatMap((o) => o.items.map((l) => l.offerCode).filter((c): c is string => !!c)))];
  return { productIds, offerCodes };
}

/** Prices every line from the catalog; the first line that cannot be sold refuses the whole order. */
export function priceOrder(catalog: Catalog, items: OrderLineInput[]): PricedOrder {
  if (items.length === 0) return { ok: false, reason: "empty", message: "Adicione pelo menos um produto ao pedido." };
  const lines: PricedLine[] = [];
  for (const line of items) {
    const product = catalog.products.get(line.productId);
    if (!product) return { ok: false, reason: "unavailable", message: "Este produto não está mais disponível." };
    if (!line.offerCode) {
      lines.push({
        productId: product.id,
        offerId: null,
        productName: product.name,
        quantity: line.quantity,
        priceCents: product.priceCents,
      });
      continue;
    }
    const offer = catalog.offers.find((o) => o.productId === product.id && o.code === line.offerCode);
    if (!offer) return { ok: false, reason: "unavailable", message: "Este pacote não está mais disponível." };
    lines.push({
      productId: product.id,
      offerId: offer.id,
      productName: `${product.name} — ${offer.title}`,
      quantity: line.quantity,
      priceCents: offer.priceCents,
    });
  }
  const totalCents = lines.reduce((sum, l) => sum + l.priceCents * l.quantity, 0);
  if (!Number.isSafeInteger(totalCents) || totalCents > MAX_TOTAL_CENTS) {
    return { ok: false, reason: "unavailable", message: "O valor do pedido excede o limite permitido." };
  }
  return { ok: true, lines, totalCents, units: lines.reduce((n, l) => n + l.quantity, 0) };
}
