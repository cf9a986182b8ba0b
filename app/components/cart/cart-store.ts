// The shopping cart (spec "Cart"): lives in the browser, in localStorage under
// `{brand slug}-cart`, saved after every change. Prices here are for display
// only: the order is priced from the database (app/domain/orders/placement/checkout.server.ts).
//
// The rules are pure functions over a list of items (tested without a DOM);
// `useCart()` wraps them in a small external store read with useSyncExternalStore.
import { useCallback, useMemo, useSyncExternalStore } from "react";
import { useRouteLoaderData } from "react-router";
import { cartStorageKey } from "~/lib/brand";
import type { loader as rootLoader } from "~/root";
import { MAX_CART_LINES, MAX_QUANTITY } from "~/domain/orders/placement/order-limits";

export { MAX_CART_LINES };

/** A cart line holds at most what one order line may (the order form's own limit). */
export const MAX_ITEM_QUANTITY = MAX_QUANTITY;

const MAX_PRODUCT_ID = 2_147_483_647;

export interface CartItem {
  id: number;
  name: string;
  /** Unit price shown to the visitor, integer cents. */
  priceCents: number;
  quantity: number;
  imageUrl: string | null;
}

export type CartProduct = Omit<CartItem, "quantity">;

export interface CartTotals {
  /** Sum of the quantities. */
  totalItems: number;
  /** Sum of price × quantity, integer cents. */
  subtotalCents: number;
}

export const EMPTY_CART: readonly CartItem[] = Object.freeze([]);

const isProductId = (v: unknown): v is number => Number.isSafeInteger(v) && (v as number) > 0 && (v as number) <= MAX_PRODUCT_ID;
const isQuantity = (v: unknown): v is number => Number.isSafeInteger(v) && (v as number) >= 1;
const isCents = (v: unknown): v is number => Number.isSafeInteger(v) && (v as number) >= 0 && (v as number) <= 100_000_000;

/** Same-site paths ("/files/…") and http(s) addresses only. */
function safeImageUrl(v: unknown): string | null {
  if (typeof v !== "string" || v.length > 1000) return null;
  if (v.startsWith("/") && !v.startsWith("//") && !v.startsWith("/\\")) return v;
  return /^https?:\/\/[^\s]+$/i.test(v) ? v : null;
}

/**
 * Adds `quantity` of a product: an id already in the cart has its quantity
 * increased (capped at MAX_ITEM_QUANTITY), a new id is appended (ignored once
 * the cart has MAX_CART_LINES products). Returns the same array when nothing changes.
 */
export function addItem(items: readonly CartItem[], product: CartProduct, quantity = 1): readonly CartItem[] {
  if (!isProductId(product.id) || !isQuantity(quantity)) return items;
  const index = items.findIndex((i) => i.id === product.id);
  if (index >= 0) {
    const current = items[index]!;
    const next = Math.min(MAX_ITEM_QUANTITY, current.quantity + quantity);
    if (next === current.quantity) return items;
    return items.map((i, n) => (n === index ? { ...i, quantity: next } : i));
  }
  if (items.length >= MAX_CART_LINES) return items;
  const item: CartItem = {
    id: product.id,
    name: product.name,
    priceCents: isCents(product.priceCents) ? product.priceCents : 0,
    imageUrl: safeImageUrl(product.imageUrl),
    quantity: Math.min(MAX_ITEM_QUANTITY, quantity),
  };
  return [...items, item];
}

/** Drops the product from the cart. */
export function removeItem(items: readonly CartItem[], id: number): readonly CartItem[] {
  return items.some((i) => i.id === id) ? items.filter((i) => i.id !== id) : items;
}

/** Sets a line's quantity; below 1 (or not a whole number) is ignored, above the limit is capped. */
export function updateItemQuantity(items: readonly CartItem[], id: number, quantity: number): readonly CartItem[] {
  if (!isQuantity(quantity)) return items;
  const next = Math.min(MAX_ITEM_QUANTITY, quantity);
  const index = items.findIndex((i) => i.id === id);
  if (index < 0 || items[index]!.quantity === next) return items;
  return items.map((i, n) => (n === index ? { ...i, quantity: next } : i));
}

export function cartTotals(items: readonly CartItem[]): CartTotals {
  let totalItems = 0;
  let subtotalCents = 0;
  for (const item of items) {
    totalItems += item.quantity;
    subtotalCents += item.priceCents * item.quantity;
  }
  return { totalItems, subtotalCents };
}

/**
 * Keeps only well-formed items from a stored (possibly old or tampered) value:
 * positive integer ids, quantities 1..100, integer cents, a safe image address;
 * a repeated id is merged into the first. At most MAX_CART_LINES lines.
 */
export function sanitizeCart(value: unknown): readonly CartItem[] {
  if (!Array.isArray(value)) return EMPTY_CART;
  let items: readonly CartItem[] = EMPTY_CART;
  for (const raw of value.slice(0, 500)) {
    if (!raw || typeof raw !== "object") continue;
    const v = raw as Record<string, unknown>;
    if (!isProductId(v.id) || !isQuantity(v.quantity) || !isCents(v.priceCents)) continue;
    const name = typeof v.name === "string" ? v.name.trim().slice(0, 200) : "";
    if (!name) continue;
    items = addItem(
      items,
      { id: v.id, name, priceCents: v.priceCents, imageUrl: safeImageUrl(v.imageUrl) },
      Math.min(MAX_ITEM_QUANTITY, v.quantity),
    );
  }
  return items;
}

/** Reads the stored text; anything unparsable is discarded (`discarded: true`, to be logged). */
export function parseStoredCart(raw: string | null): { items: readonly CartItem[]; discarded: boolean } {
  if (raw === null || raw === "") return { items: EMPTY_CART, discarded: false };
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return { items: EMPTY_CART, discarded: true };
    return { items: sanitizeCart(value), discarded: false };
  } catch {
    return { items: EMPTY_CART, discarded: true };
  }
}

/**
 * Brings the cart in line with the catalog: `checkedIds` were looked up and
 * `current` holds those still on sale. Checked items missing from `current` are
 * removed; the others take the current name, price and image. Items added
 * since the lookup (not in `checkedIds`) are left alone.
 */
export function syncCartProducts(
  items: readonly CartItem[],
  checkedIds: readonly number[],
  current: readonly CartProduct[],
): { items: readonly CartItem[]; removed: CartItem[]; repriced: CartItem[] } {
  const checked = new Set(checkedIds);
  const byId = new Map(current.map((p) => [p.id, p]));
  const removed: CartItem[] = [];
  const repriced: CartItem[] = [];
  let changed = false;
  const next: CartItem[] = [];
  for (const item of items) {
    if (!checked.has(item.id)) {
      next.push(item);
      continue;
    }
    const product = byId.get(item.id);
    if (!product) {
      removed.push(item);
      changed = true;
      continue;
    }
    const imageUrl = safeImageUrl(product.imageUrl);
    const priceCents = isCents(product.priceCents) ? product.priceCents : item.priceCents;
    if (priceCents === item.priceCents && product.name === item.name && imageUrl === item.imageUrl) {
      next.push(item);
      continue;
    }
    const updated = { ...item, name: product.name, priceCents, imageUrl };
    if (priceCents !== item.priceCents) repriced.push(updated);
    next.push(updated);
    changed = true;
  }
  return { items: changed ? next : items, removed, repriced };
}

/** What the checkout sends: ids and quantities only, never prices. */
export function checkoutItemsJson(items: readonly CartItem[]): string {
  return JSON.stringify(items.map((i) => ({ id: i.id, quantity: i.quantity })));
}

// ---------------------------------------------------------------------------
// The browser store: one per storage key, loaded on first use, saved after
// every change, kept in step with other tabs through the "storage" event.

interface CartStore {
  items: readonly CartItem[];
  loaded: boolean;
  listeners: Set<() => void>;
}

const stores = new Map<string, CartStore>();

function storeFor(key: string): CartStore {
  let store = stores.get(key);
  if (!store) {
    store = { items: EMPTY_CART, loaded: false, listeners: new Set() };
    stores.set(key, store);
  }
  return store;
}

function load(key: string): readonly CartItem[] {
  const store = storeFor(key);
  if (store.loaded || typeof window === "undefined") return store.items;
  store.loaded = true;
  let raw: string | null = null;
  try {
    raw = window.localStorage.getItem(key);
  } catch (error) {
    console.warn("Não foi possível ler o carrinho salvo no navegador.", error);
  }
  const { items, discarded } = parseStoredCart(raw);
  if (discarded) {
    console.warn("Carrinho salvo ilegível; foi descartado.");
    try {
      window.localStorage.removeItem(key);
    } catch {
      // Storage unavailable: nothing to discard.
    }
  }
  store.items = items;
  return store.items;
}

function commit(key: string, next: readonly CartItem[]) {
  const store = storeFor(key);
  if (next === store.items) return;
  store.items = next;
  try {
    window.localStorage.setItem(key, JSON.stringify(next));
  } catch (error) {
    console.warn("Não foi possível salvar o carrinho no navegador.", error);
  }
  for (const listener of store.listeners) listener();
}

function subscribeTo(key: string, listener: () => void) {
  const store = storeFor(key);
  store.listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key !== key && event.key !== null) return;
    store.loaded = false;
    load(key);
    listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    store.listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

/** The cart's storage key, from the brand in the root loader. */
export function useCartStorageKey(): string {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  // Spec: using the cart outside the app (its "provider") is an error.
  if (!root) throw new Error("useCart() precisa da marca do loader raiz (use-o dentro do app).");
  return cartStorageKey(root.brand);
}

export interface UseCart extends CartTotals {
  items: readonly CartItem[];
  /** False on the server and during hydration: the stored cart is not read yet. */
  hydrated: boolean;
  /** Adds the product; returns false when nothing changed (limit reached). */
  add: (product: CartProduct, quantity?: number) => boolean;
  remove: (id: number) => void;
  updateQuantity: (id: number, quantity: number) => void;
  clear: () => void;
  /** Applies current catalog data (see syncCartProducts); returns what was removed or repriced. */
  sync: (checkedIds: readonly number[], current: readonly CartProduct[]) => { removed: CartItem[]; repriced: CartItem[] };
}

const NOT_LOADED = null;

/** The cart, re-rendering on change. Server and hydration render see `hydrated: false` and no items. */
export function useCart(): UseCart {
  const key = useCartStorageKey();
  const subscribe = useCallback((listener: () => void) => subscribeTo(key, listener), [key]);
  const snapshot = useSyncExternalStore(
    subscribe,
    () => load(key),
    () => NOT_LOADED,
  );
  const items = snapshot ?? EMPTY_CART;
  const actions = useMemo(
    () => ({
      add: (product: CartProduct, quantity = 1) => {
        const before = load(key);
        const next = addItem(before, product, quantity);
        commit(key, next);
        return next !== before;
      },
      remove: (id: number) => commit(key, removeItem(load(key), id)),
      updateQuantity: (id: number, quantity: number) => commit(key, updateItemQuantity(load(key), id, quantity)),
      clear: () => {
        load(key);
        commit(key, EMPTY_CART);
      },
      sync: (checkedIds: readonly number[], current: readonly CartProduct[]) => {
        const { items: next, removed, repriced } = syncCartProducts(load(key), checkedIds, current);
        commit(key, next);
        return { removed, repriced };
      },
    }),
    [key],
  );
  const totals = useMemo(() => cartTotals(items), [items]);
  return { items, hydrated: snapshot !== NOT_LOADED, ...totals, ...actions };
}

/**
 * The cart this page has loaded, outside React: the checkout's route action
 * empties it after an order and drops products that are no longer on sale.
 * (Only carts a component read through useCart() are loaded: the page's own.)
 */
export const loadedCart = {
  clear(): void {
    for (const [key, store] of stores) if (store.loaded) commit(key, EMPTY_CART);
  },
  /** Removes these products; returns the removed lines. */
  remove(ids: readonly number[]): CartItem[] {
    const removed: CartItem[] = [];
    for (const [key, store] of stores) {
      if (!store.loaded) continue;
      removed.push(...store.items.filter((i) => ids.includes(i.id)));
      commit(
        key,
        store.items.filter((i) => !ids.includes(i.id)),
      );
    }
    return removed;
  },
};
