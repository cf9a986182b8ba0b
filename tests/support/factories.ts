// Moved to tests/support/builders/orders.ts (builders per concern, shared with the
// demo seed). These names stay importable from here only for the test files
// other work was editing when the builders landed (payments, tracking, erasure,
// WhatsApp, the request fingerprint); new code imports the builders.
export { deliveryDetails, freshIdempotencyKey, insertCustomerOrder, insertOrder } from "./builders/orders";
