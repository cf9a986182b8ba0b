// How much one order may hold. The order forms check it in the browser and on
// the server; the cart stops adding at it. A module of its own with no imports,
// so the cart (part of every page) does not pull the forms' schemas into the
// first load.

/** Units of one product in one order line. */
export const MAX_QUANTITY = 100;

/** Products per cart and per checkout (the cart stops adding at this many lines). */
export const MAX_CART_LINES = 50;
