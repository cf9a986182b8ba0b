import { describe, expect, it } from "vitest";
import { type Catalog, catalogWanted, MAX_TOTAL_CENTS, priceOrder } from "./pricing";

const catalog: Catalog = {
  products: new Map([
    [1, { id: 1, name: "Detox", priceCents: 9990 }],
    [2, { id: 2, name: "Cabelo", priceCents: 4550 }],
  ]),
  offers: [
    { id: 10, productId: 1, code: "kit-3", title: "Kit com 3", priceCents: 24990 },
    { id: 11, productId: 2, code: "kit-2", title: "Kit com 2", priceCents: 8000 },
  ],
};

describe("pricing an order", () => {
  it("takes each price from the product or the offer, in integer cents, never from the request", () => {
    const priced = priceOrder(catalog, [
      { productId: 1, quantity: 2 },
      { productId: 1, offerCode: "kit-3", quantity: 1 },
      { productId: 2, offerCode: null, quantity: 3 },
    ]);
    expect(priced).toEqual({
      ok: true,
      lines: [
        { productId: 1, offerId: null, productName: "Detox", quantity: 2, priceCents: 9990 },
        { productId: 1, offerId: 10, productName: "Detox — Kit com 3", quantity: 1, priceCents: 24990 },
        { productId: 2, offerId: null, productName: "Cabelo", quantity: 3, priceCents: 4550 },
      ],
      totalCents: 2 * 9990 + 24990 + 3 * 4550,
      units: 6,
    });
  });

  it("refuses an empty order", () => {
    expect(priceOrder(catalog, [])).toEqual({
      ok: false,
      reason: "empty",
      message: "Adicione pelo menos um produto ao pedido.",
    });
  });

  it("refuses the whole order for an unknown (or hidden) product", () => {
    expect(
      priceOrder(catalog, [
        { productId: 1, quantity: 1 },
        { productId: 99, quantity: 1 },
      ]),
    ).toEqual({ ok: false, reason: "unavailable", message: "Este produto não está mais disponível." });
  });

  it("refuses an offer that is unknown or belongs to another product", () => {
    const gone = { ok: false, reason: "unavailable", message: "Este pacote não está mais disponível." };
    expect(priceOrder(catalog, [{ productId: 1, offerCode: "nope", quantity: 1 }])).toEqual(gone);
    expect(priceOrder(catalog, [{ productId: 1, offerCode: "kit-2", quantity: 1 }])).toEqual(gone);
  });

  it("refuses a total above the limit, and one that is no longer a safe integer", () => {
    const tooMuch = { ok: false, reason: "unavailable", message: "O valor do pedido excede o limite permitido." };
    const atLimit: Catalog = { products: new Map([[7, { id: 7, name: "Caro", priceCents: MAX_TOTAL_CENTS }]]), offers: [] };
    expect(priceOrder(atLimit, [{ productId: 7, quantity: 1 }])).toMatchObject({ ok: true, totalCents: MAX_TOTAL_CENTS });
    expect(priceOrder(atLimit, [{ productId: 7, quantity: 2 }])).toEqual(tooMuch);
    expect(priceOrder(atLimit, [{ productId: 7, quantity: Number.MAX_SAFE_INTEGER }])).toEqual(tooMuch);
  });

  it("asks the catalog for each product and offer code once, for the whole batch", () => {
    expect(
      catalogWanted([
        {
          items: [
            { productId: 1, quantity: 1 },
            { productId: 2, offerCode: "kit-2", quantity: 1 },
          ],
        },
        {
          items: [
            { productId: 1, offerCode: "kit-3", quantity: 1 },
            { productId: 2, offerCode: "kit-2", quantity: 1 },
          ],
        },
        { items: [] },
      ]),
    ).toEqual({ productIds: [1, 2], offerCodes: ["kit-2", "kit-3"] });
  });
});
