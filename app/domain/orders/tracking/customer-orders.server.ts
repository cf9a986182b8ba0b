import { and, desc, eq, isNotNull, or, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { orders } from "~/db/schema";
import { deliveryAddressText } from "~/domain/orders/records/delivery-address";
import { orderHeadColumns } from "../records/order-columns.server";
import { orderDelivery } from "../records/order-delivery.server";
import type { SessionUser } from "~/domain/accounts/sessions.server";

/**
 * A person's real orders: placed while signed in, or placed with the account's
 * email (the order's own copy) once that email is confirmed (so nobody sees
 * orders by registering someone else's email).
 */
function ownedBy(user: Pick<SessionUser, "id" | "email" | "emailConfirmed">) {
  return user.emailConfirmed
    ? or(eq(orders.userId, user.id), and(isNotNull(orders.customerEmail), eq(orders.customerEmail, user.email)))
    : eq(orders.userId, user.id);
}

export async function listUserOrders(db: Database, user: Pick<SessionUser, "id" | "email" | "emailConfirmed">, limit = 100) {
  const rows = await db
    .select({
      ...orderHeadColumns,
      delivery: orderDelivery,
      /** Set once delivered: 'Pagar até dd/mm/aaaa' while the payment is open. */
      paymentDueAt: orders.paymentDueAt,
      paidAt: orders.paidAt,
    })
    .from(orders)
    .where(ownedBy(user))
    .orderBy(desc(orders.createdAt))
    .limit(limit);
  // The address each order was placed with (its own copy).
  return rows.map(({ delivery, ...row }) => ({ ...row, deliveryAddress: deliveryAddressText(delivery) }));
}

export async function countUserOrders(db: Database, user: Pick<SessionUser, "id" | "email" | "emailConfirmed">): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(ownedBy(user));
  return row?.n ?? 0;
}

/** Whether the signed-in person owns this order (same rule as the lists above). */
export async function isUserOrder(
  db: Database,
  user: Pick<SessionUser, "id" | "email" | "emailConfirmed">,
  orderId: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, orderId), ownedBy(user)));
  return row !== undefined;
}
