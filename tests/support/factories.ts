// Moved to tests/support/builders/orders.ts (builders per concern, shared with the
// demo seed). These names stay importable from here for the test files still
// being edited elsewhere (payments, tracking, erasure, WhatsApp); new code
// imports the builders.
export {
  checkoutFormFields,
  countOrderRows,
  deliveryDetails,
  deliveryFormFields,
  formData,
  freshIdempotencyKey,
  insertCustomerOrder,
  insertOrder,
  orderFormFields,
  parsedDeliveryFields,
  TEST_IDEMPOTENCY_KEY,
} from "./builders/orders";
