import { describe, expect, it } from "vitest";
import { cartStorageKey } from "~/lib/brand";
import {
  addItem,
  cartTotals,
  checkoutItemsJson,
  EMPTY_CART,
  MAX_CART_LINES,
  parseStoredCart,
  removeItem,
  sanitizeCart,
  syncCartProducts,
  updateItemQuantity,
  type CartItem,
} from "./cart-store";

const detox = { id: 1, name: "Lift Detox Black", priceCents: 14700, imageUrl: "/files/products/detox.webp" };
const skin = { id: 2, name: "Lift Skin", priceCents: 19700, imageUrl: null };

describe("cart rules", () => {
  it("appends a new product and merges an id already present by adding the quantities", () => {
    let items = addItem(EMPTY_CART, detox);
    expect(items).toEqual([{ ...detox, quantity: 1 }]);
    items = addItem(items, skin, 2);
    items = addItem(items, detox, 3);
    expect(items.map((i) => [i.id, i.quantity])).toEqual([
      [1, 4],
      [2, 2],
    ]);
  });

  it("never mutates the list it is given", () => {
    const before = addItem(EMPTY_CART, detox);
    const frozen = Object.freeze(before.map((i) => Object.freeze({ ...i })));
    expect(() => addItem(frozen, detox)).not.toThrow();
    expect(frozen[0]!.quantity).toBe(1);
  });

  it("caps a line at the order limit and refuses nonsense quantities or ids", () => {
    const items = addItem(EMPTY_CART, detox, 99);
    expect(addItem(items, detox, 5)[0]!.quantity).toBe(100);
    const full = addItem(items, detox, 1);
    expect(addItem(full, detox)).toBe(full);
    expect(addItem(EMPTY_CART, detox, 0)).toBe(EMPTY_CART);
    expect(addItem(EMPTY_CART, detox, -2)).toBe(EMPTY_CART);
    expect(addItem(EMPTY_CART, detox, 1.5)).toBe(EMPTY_CART);
    expect(addItem(EMPTY_CART, { ...detox, id: 0 })).toBe(EMPTY_CART);
    expect(addItem(EMPTY_CART, { ...detox, id: 2.5 })).toBe(EMPTY_CART);
  });

  it("stops accepting new products after the line limit, but still merges existing ones", () => {
    let items: readonly CartItem[] = EMPTY_CART;
    for (let id = 1; id <= MAX_CART_LINES; id++) items = addItem(items, { ...skin, id });
    expect(items).toHaveLength(MAX_CART_LINES);
    expect(addItem(items, { ...skin, id: 999 })).toBe(items);
    expect(addItem(items, { ...skin, id: 3 })[2]!.quantity).toBe(2);
  });

  it("removes by id", () => {
    const items = addItem(addItem(EMPTY_CART, detox), skin);
    expect(removeItem(items, 1).map((i) => i.id)).toEqual([2]);
    expect(removeItem(items, 42)).toBe(items);
  });

  it("ignores a quantity below 1 and caps one above the limit", () => {
    const items = addItem(EMPTY_CART, detox, 3);
    expect(updateItemQuantity(items, 1, 0)).toBe(items);
    expect(updateItemQuantity(items, 1, -1)).toBe(items);
    expect(updateItemQuantity(items, 1, Number.NaN)).toBe(items);
    expect(updateItemQuantity(items, 1, 1)[0]!.quantity).toBe(1);
    expect(updateItemQuantity(items, 1, 500)[0]!.quantity).toBe(100);
    expect(updateItemQuantity(items, 7, 2)).toBe(items);
  });

  it("totals: items = sum of quantities, subtotal = sum of price × quantity in cents", () => {
    const items = addItem(addItem(EMPTY_CART, detox, 2), skin, 3);
    expect(cartTotals(items)).toEqual({ totalItems: 5, subtotalCents: 2 * 14700 + 3 * 19700 });
    expect(cartTotals(EMPTY_CART)).toEqual({ totalItems: 0, subtotalCents: 0 });
  });
});

describe("syncing with the catalog", () => {
  it("removes checked products no longer on sale, takes current prices, leaves unchecked items alone", () => {
    const third = { id: 3, name: "Novo", priceCents: 500, imageUrl: null };
    const items = addItem(addItem(addItem(EMPTY_CART, detox, 2), skin), third);
    const result = syncCartProducts(items, [1, 2], [{ ...detox, priceCents: 15900, name: "Lift Detox Black 2" }]);
    expect(result.items).toEqual([
      { ...detox, name: "Lift Detox Black 2", priceCents: 15900, quantity: 2 },
      { ...third, quantity: 1 },
    ]);
    expect(result.removed.map((i) => i.id)).toEqual([2]);
    expect(result.repriced.map((i) => [i.id, i.priceCents])).toEqual([[1, 15900]]);
  });

  it("returns the same list when nothing changed", () => {
    const items = addItem(EMPTY_CART, detox);
    expect(syncCartProducts(items, [1], [detox]).items).toBe(items);
  });
});

describe("stored cart", () => {
  it("uses the brand-prefixed key", () => {
    expect(cartStorageKey({ name: "Lift", slug: "lift", nutritionist: "Ana" })).toBe("lift-cart");
  });

  it("round-trips what the store saves", () => {
    const items = addItem(addItem(EMPTY_CART, detox, 2), skin);
    expect(parseStoredCart(JSON.stringify(items))).toEqual({ items, discarded: false });
    expect(parseStoredCart(null)).toEqual({ items: [], discarded: false });
  });

  it("discards an unparsable or wrongly shaped value", () => {
    expect(parseStoredCart("{not json")).toEqual({ items: [], discarded: true });
    expect(parseStoredCart('{"id":1}')).toEqual({ items: [], discarded: true });
    expect(parseStoredCart("null")).toEqual({ items: [], discarded: true });
  });

  it("keeps only well-formed items: positive integer ids, quantities 1..100, cents, safe images", () => {
    const stored = [
      { id: 1, name: "Ok", priceCents: 100, quantity: 2, imageUrl: "/files/a.webp" },
      { id: -1, name: "Negative id", priceCents: 100, quantity: 1, imageUrl: null },
      { id: "2", name: "String id", priceCents: 100, quantity: 1, imageUrl: null },
      { id: 3, name: "Zero quantity", priceCents: 100, quantity: 0, imageUrl: null },
      { id: 4, name: "Fraction", priceCents: 100, quantity: 1.5, imageUrl: null },
      { id: 5, name: "Float price", priceCents: 1.99, quantity: 1, imageUrl: null },
      { id: 6, name: "Too many", priceCents: 100, quantity: 1000, imageUrl: "javascript:alert(1)" },
      { id: 7, name: "", priceCents: 100, quantity: 1, imageUrl: null },
      { id: 1, name: "Ok again", priceCents: 100, quantity: 3, imageUrl: null },
      null,
      "junk",
      { id: 8, name: "Remote", priceCents: 0, quantity: 1, imageUrl: "//evil.example/x.png" },
    ];
    expect(sanitizeCart(stored)).toEqual([
      { id: 1, name: "Ok", priceCents: 100, quantity: 5, imageUrl: "/files/a.webp" },
      { id: 6, name: "Too many", priceCents: 100, quantity: 100, imageUrl: null },
      { id: 8, name: "Remote", priceCents: 0, quantity: 1, imageUrl: null },
    ]);
  });

  it("sends only ids and quantities to the checkout (prices stay in the browser)", () => {
    const items = addItem(addItem(EMPTY_CART, { ...detox, priceCents: 1 }, 2), skin);
    expect(JSON.parse(checkoutItemsJson(items))).toEqual([
      { id: 1, quantity: 2 },
      { id: 2, quantity: 1 },
    ]);
  });
});
