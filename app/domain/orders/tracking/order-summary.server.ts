import { asc, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { orderItems, orders } from "~/db/schema";
import { orderDelivery } from "../records/order-delivery.server";

/** What /pedido-confirmado shows: products, and the name, WhatsApp, address and CEP the order was placed with. */
export async function orderSummary(db: Database, orderId: string) {
  const [row] = await db
    .select({
      id: orders.id,
      number: orders.number,
      totalCents: orders.totalCents,
      createdAt: orders.createdAt,
      delivery: orderDelivery,
    })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!row) return null;
  const items = await db
    .select({ productName: orderItems.productName, quantity: orderItems.quantity, priceCents: orderItems.priceCents })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id));
  return { ...row, items };
}
