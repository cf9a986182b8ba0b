// "Adicionar ao carrinho" without scripts (decision 017): the product page's
// form posts to /cart, whose action remembers the line in this short-lived,
// httpOnly cookie and redirects to /cart; the /cart loader reads it once
// (clearing it) and the page adds the line to the browser's cart when its
// scripts run, once per line (its nonce is remembered in sessionStorage).
export const CART_PAGE = "/cart";
export const CART_ADDED_COOKIE = "carrinho-adicionado";
export const CART_ADDED_MAX_AGE_S = 10 * 60;
export const PRODUCT_FIELD = "produto";
export const QUANTITY_FIELD = "quantidade";
const NONCE_KEY = "carrinho-adicionado";

export interface AddedLine {
  id: number;
  quantity: number;
  nonce: string;
}

const VALUE = /^(\d{1,10})\.(\d{1,3})\.([A-Za-z0-9_-]{8,64})$/;

export function encodeAddedLine(line: AddedLine): string {
  return `${line.id}.${line.quantity}.${line.nonce}`;
}

export function decodeAddedLine(value: string | null): AddedLine | null {
  const match = value ? VALUE.exec(value) : null;
  if (!match) return null;
  const id = Number(match[1]);
  const quantity = Number(match[2]);
  if (!Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647 || quantity < 1 || quantity > 100) return null;
  return { id, quantity, nonce: match[3]! };
}

/** True the first time a line's nonce is seen in this tab (then remembered). */
export function firstTimeFor(nonce: string): boolean {
  try {
    if (window.sessionStorage.getItem(NONCE_KEY) === nonce) return false;
    window.sessionStorage.setItem(NONCE_KEY, nonce);
  } catch {
    // No sessionStorage: the cookie was already cleared by the server, so a reload cannot repeat it.
  }
  return true;
}
