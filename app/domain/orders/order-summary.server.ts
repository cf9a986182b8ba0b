import { asc, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { customers, orderItems, orders } from "~/db/schema";

/** What /pedido-confirmado shows: products, name, WhatsApp, address and CEP. */
export async function orderSummary(db: Database, orderId: string) {
  const [row] = await db
    .select({
      id: orders.id,
      number: orders.number,
      totalCents: orders.totalCents,
      deliveryAddress: orders.deliveryAddress,
      createdAt: orders.createdAt,
      name: customers.name,
      phone: customers.phone,
      address: customers.address,
      city: customers.city,
      state: customers.state,
      postalCode: customers.postalCode,
    })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .where(eq(orders.id, orderId));
  if (!row) return null;
  const items = await db
    .select({ productName: orderItems.productName, quantity: orderItems.quantity, priceCents: orderItems.priceCents })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id));
  return { ...row, items };
}

export type OrderSummary = NonNullable<Awaited<ReturnType<typeof orderSummary>>>;
