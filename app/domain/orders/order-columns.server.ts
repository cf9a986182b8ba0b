// Columns that many order queries select, defined once. Who and where is the
// order's own copy (./order-delivery.server.ts), never the customer row: that
// row may be another person's (decision 013), and migration 0006 copied every
// older order's details, so no order needs the customer row to be read.
import { orders } from "~/db/schema";

/** What every list or page of orders starts with: which order, when, where it stands and how much. */
export const orderHeadColumns = {
  id: orders.id,
  number: orders.number,
  createdAt: orders.createdAt,
  status: orders.status,
  paymentStatus: orders.paymentStatus,
  totalCents: orders.totalCents,
};
