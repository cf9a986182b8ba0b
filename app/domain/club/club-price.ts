/** The club's monthly price (spec: R$ 19,97, checkout amount 1997 cents). */
export const CLUB_PRICE_CENTS = 1997;
