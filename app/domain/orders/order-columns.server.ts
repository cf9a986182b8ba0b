// Columns that many order queries select, defined once (the order's own copy
// of who and where is in ./order-delivery.server.ts).
import { sql } from "drizzle-orm";
import { customers, orders } from "~/db/schema";

/** What every list or page of orders starts with: which order, when, where it stands and how much. */
export const orderHeadColumns = {
  id: orders.id,
  number: orders.number,
  createdAt: orders.createdAt,
  status: orders.status,
  paymentStatus: orders.paymentStatus,
  totalCents: orders.totalCents,
};

// Orders from before their details were copied (docs/decisions/013) have an
// empty name and no email of their own: the customer row stands in. Both need
// customers joined.

/** The name an order shows. */
export const orderCustomerName = sql<string>`COALESCE(NULLIF(${orders.customerName}, ''), ${customers.name})`;
/** The email an order shows (null when neither has one). */
export const orderCustomerEmail = sql<string | null>`COALESCE(${orders.customerEmail}, ${customers.email})`;
