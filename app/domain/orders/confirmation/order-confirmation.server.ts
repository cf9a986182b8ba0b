// The customer's side of an order before it ships: the signed confirmation link
// (/confirmar/{id}?exp&sig) shows the order and its delivery address; the
// customer confirms it (confirmed_at, a 'confirmation' event, and a 'novo'
// order becomes 'confirmado'), or fixes the address first (the order's own
// copy and its joined address change, an 'address' event keeps the old one).
// One transaction; nothing changes once the order has left the shop.
//
// This is a path to an order like the order forms, so blocks and screening
// hold here too: a blocked CPF or phone confirms and fixes nothing, and a fixed
// address is screened again (risk.server.ts). When the new address raises the
// risk to a level the shop's rules hold, the order goes to 'em análise' rather
// than on to 'confirmado'.
import { asc, eq, sql } from "drizzle-orm";
import type { Transaction } from "~/db/client.server";
import { orderItems, orders } from "~/db/schema";
import { type AddressFix, joinAddress } from "~/domain/orders/forms/order-confirmation";
import type { OrderStatus } from "~/domain/orders/lifecycle/order-status";
import { confirmOrderByCustomer } from "~/domain/orders/lifecycle/order-status.server";
import type { AppServices } from "~/services.server";
import { orderDeliveryAddress, orderAddressColumns } from "../records/order-delivery.server";
import { readScreeningFacts, type Screening, screeningLookup, screenOrders } from "../placement/risk.server";

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
      name: orders.customerName,
      address: orderDeliveryAddress,
    })
    .from(orders)
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

export type ConfirmOutcome =
  | {
      kind: "confirmed";
      addressChanged: boolean;
      alreadyConfirmed: boolean;
      /** The fixed address raised the risk to a level the rules hold: the order waits 'em análise'. */
      held: boolean;
    }
  | { kind: "locked" }
  | { kind: "blocked" }
  | { kind: "missing" };

/**
 * The order screened as if placed now at `address`: blocks by its own CPF and
 * phone, its history without itself, the CEP's remembered answer.
 */
async function screenAgain(
  tx: Transaction,
  ctx: Pick<AppServices, "cep" | "config">,
  orderId: string,
  buyer: { email: string | null; cpf: string | null; phone: string },
  address: Pick<AddressFix, "postalCode" | "city" | "state">,
): Promise<Screening> {
  const facts = await readScreeningFacts(tx, screeningLookup([buyer], ctx.config.sessionSecret), orderId);
  const [units] = await tx
    .select({ n: sql<number>`coalesce(sum(${orderItems.quantity}), 0)::int` })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId));
  const [screening] = screenOrders([{ ...buyer, ...address, units: units?.n ?? 0 }], facts, {
    cep: ctx.cep,
  });
  return screening!;
}

/** Confirms the order, with the fixed address when given. */
export async function confirmOrder(
  ctx: Pick<AppServices, "db" | "cep" | "config" | "jobs">,
  orderId: string,
  fix: AddressFix | null,
  now: Date = new Date(),
  actor: string = CUSTOMER_ACTOR,
): Promise<ConfirmOutcome> {
  return ctx.db.transaction(async (tx) => {
    const [order] = await tx
      .select({
        status: orders.status,
        confirmedAt: orders.confirmedAt,
        deliveryAddress: orders.deliveryAddress,
        referencePoint: orders.deliveryReferencePoint,
        riskLevel: orders.riskLevel,
        email: orders.customerEmail,
        cpf: orders.customerCpf,
        phone: orders.customerPhone,
        postalCode: orders.deliveryPostalCode,
        city: orders.deliveryCity,
        state: orders.deliveryState,
      })
      .from(orders)
      .where(eq(orders.id, orderId))
      .for("update");
    if (!order) return { kind: "missing" as const };
    if (!(CUSTOMER_EDITABLE as readonly string[]).includes(order.status)) return { kind: "locked" as const };
    const addressChanged =
      fix !== null && (joinAddress(fix) !== order.deliveryAddress || fix.referencePoint !== order.referencePoint);
    const buyer = { email: order.email, cpf: order.cpf, phone: order.phone };
    const screening = await screenAgain(tx, ctx, orderId, buyer, addressChanged && fix ? fix : order);
    // Nothing is written for a blocked buyer, as on the order forms.
    if (screening.blocked) return { kind: "blocked" as const };
    const alreadyConfirmed = order.confirmedAt !== null;
    const { held } = await confirmOrderByCustomer(
      tx,
      ctx,
      {
        orderId,
        actor,
        current: order,
        address:
          fix && addressChanged
            ? {
                columns: orderAddressColumns(fix),
                joined: joinAddress(fix),
                referencePoint: fix.referencePoint,
                risk: screening.risk,
              }
            : null,
        hold: screening.hold,
      },
      now,
    );
    return { kind: "confirmed" as const, addressChanged, alreadyConfirmed, held };
  });
}
