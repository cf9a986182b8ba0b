// The customer's side of an order before it ships: the signed confirmation link
// (/confirmar/{id}?exp&sig) shows the order and its delivery address; the
// customer confirms it (confirmed_at, a 'confirmation' event, and a 'novo'
// order becomes 'confirmado'), or fixes the address first (the order's own
// copy and its joined address change, an 'address' event keeps the old one).
// One transaction; nothing changes once the order has left the shop.
import { asc, eq } from "drizzle-orm";
import { customers, orderEvents, orderItems, orders } from "~/db/schema";
import { type AddressFix, joinAddress } from "~/lib/order-confirmation-form";
import { type OrderStatus } from "~/lib/order-status";
import type { AppServices } from "~/services.server";
import { orderCustomerName } from "./order-columns.server";
import { orderDeliveryAddress } from "./order-delivery.server";

/** While the customer may still confirm or fix the address: before shipping, and after a failed delivery. */
export const CUSTOMER_EDITABLE: readonly OrderStatus[] = ["new", "review", "confirmed", "failed", "reshipping"];
export const CUSTOMER_ACTOR = "cliente";

export async function loadConfirmationPage(ctx: Pick<AppServices, "db">, orderId: string) {
  const [order] = await ctx.db
    .select({
      id: orders.id,
      number: orders.number,
      status: orders.status,
      totalCents: orders.totalCents,
      confirmedAt: orders.confirmedAt,
      deliveryAddress: orders.deliveryAddress,
      name: orderCustomerName,
      address: orderDeliveryAddress,
    })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .where(eq(orders.id, orderId));
  if (!order) return null;
  const items = await ctx.db
    .select({ productName: orderItems.productName, quantity: orderItems.quantity })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id));
  return {
    ...order,
    firstName: order.name.trim().split(/\s+/)[0] ?? "",
    items,
    editable: (CUSTOMER_EDITABLE as readonly string[]).includes(order.status),
  };
}

export type ConfirmationPage = NonNullable<Awaited<ReturnType<typeof loadConfirmationPage>>>;

export type ConfirmOutcome =
  { kind: "confirmed"; addressChanged: boolean; alreadyConfirmed: boolean } | { kind: "locked" } | { kind: "missing" };

/** Confirms the order, with the fixed address when given. */
export async function confirmOrder(
  ctx: Pick<AppServices, "db">,
  orderId: string,
  fix: AddressFix | null,
  now: Date = new Date(),
): Promise<ConfirmOutcome> {
  return ctx.db.transaction(async (tx) => {
    const [order] = await tx
      .select({
        status: orders.status,
        confirmedAt: orders.confirmedAt,
        deliveryAddress: orders.deliveryAddress,
        referencePoint: orders.deliveryReferencePoint,
      })
      .from(orders)
      .where(eq(orders.id, orderId))
      .for("update");
    if (!order) return { kind: "missing" as const };
    if (!(CUSTOMER_EDITABLE as readonly string[]).includes(order.status)) return { kind: "locked" as const };
    const events: (typeof orderEvents.$inferInsert)[] = [];
    const set: Partial<typeof orders.$inferInsert> = {};
    let addressChanged = false;
    if (fix) {
      const joined = joinAddress(fix);
      if (joined !== order.deliveryAddress || fix.referencePoint !== order.referencePoint) {
        addressChanged = true;
        Object.assign(set, {
          deliveryAddress: joined,
          deliveryPostalCode: fix.postalCode,
          deliveryStreet: fix.street,
          deliveryNumber: fix.number,
          deliveryComplement: fix.complement,
          deliveryNeighborhood: fix.neighborhood,
          deliveryCity: fix.city,
          deliveryState: fix.state,
          deliveryReferencePoint: fix.referencePoint,
        });
        events.push({
          orderId,
          field: "address",
          fromValue: order.deliveryAddress,
          toValue: joined,
          actor: CUSTOMER_ACTOR,
          detail: fix.referencePoint ? `ponto de referência: ${fix.referencePoint}` : "",
          createdAt: now,
        });
      }
    }
    const alreadyConfirmed = order.confirmedAt !== null;
    if (!alreadyConfirmed) {
      set.confirmedAt = now;
      events.push({
        orderId,
        field: "confirmation",
        fromValue: "",
        toValue: "confirmed",
        actor: CUSTOMER_ACTOR,
        detail: "",
        createdAt: now,
      });
    }
    if (order.status === "new") {
      set.status = "confirmed";
      events.push({
        orderId,
        field: "status",
        fromValue: "new",
        toValue: "confirmed",
        actor: CUSTOMER_ACTOR,
        detail: "",
        createdAt: now,
      });
    }
    if (Object.keys(set).length) await tx.update(orders).set(set).where(eq(orders.id, orderId));
    if (events.length) await tx.insert(orderEvents).values(events);
    return { kind: "confirmed" as const, addressChanged, alreadyConfirmed };
  });
}
