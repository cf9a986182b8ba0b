// Columns that many order queries select, defined once. Who and where is the
// order's own copy (./order-delivery.server.ts), never the customer row: that
// row may be another person's (decision 013), and migration 0006 copied every
// older order's details, so no order needs the customer row to be read.
import { orderEvents, orderItems, orders } from "~/db/schema";

/** What every list or page of orders starts with: which order, when, where it stands and how much. */
export const orderHeadColumns = {
  id: orders.id,
  number: orders.number,
  createdAt: orders.createdAt,
  status: orders.status,
  paymentStatus: orders.paymentStatus,
  totalCents: orders.totalCents,
};

/** One line of an order: what was bought, how many, at what unit price (the admin's order page, the personal-data export). */
export const orderLineColumns = {
  productName: orderItems.productName,
  quantity: orderItems.quantity,
  priceCents: orderItems.priceCents,
};

/** One step of an order's history: what changed, from what to what, who did it and when. */
export const orderEventColumns = {
  field: orderEvents.field,
  fromValue: orderEvents.fromValue,
  toValue: orderEvents.toValue,
  actor: orderEvents.actor,
  detail: orderEvents.detail,
  createdAt: orderEvents.createdAt,
};
