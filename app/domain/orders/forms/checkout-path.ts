/** Where the checkout page posts its order (server/checkout-endpoint.ts; decision 012). */
export const CHECKOUT_ENDPOINT = "/api/checkout";
