// An order's own copy of the details it was placed with (docs/decisions/013):
// the one mapping between DeliveryDetails and the order's snapshot columns.
// Everything that shows or emails an order reads these, never the customer row.
import { orders } from "~/db/schema";
import type { DeliveryDetails } from "~/domain/orders/records/delivery-details";

/** The address part of the details (select it as `{ address: orderDeliveryAddress }`). */
export const orderDeliveryAddress = {
  postalCode: orders.deliveryPostalCode,
  street: orders.deliveryStreet,
  number: orders.deliveryNumber,
  complement: orders.deliveryComplement,
  neighborhood: orders.deliveryNeighborhood,
  city: orders.deliveryCity,
  state: orders.deliveryState,
  referencePoint: orders.deliveryReferencePoint,
};

/** Select this (e.g. `{ delivery: orderDelivery }`) to read an order's details as DeliveryDetails. */
export const orderDelivery = {
  fullName: orders.customerName,
  email: orders.customerEmail,
  phone: orders.customerPhone,
  cpf: orders.customerCpf,
  ...orderDeliveryAddress,
} satisfies Record<keyof DeliveryDetails, unknown>;

/** The snapshot columns of a new order. */
export function orderDeliveryColumns(d: DeliveryDetails) {
  return {
    customerName: d.fullName,
    customerEmail: d.email,
    customerPhone: d.phone,
    customerCpf: d.cpf,
    ...orderAddressColumns(d),
  } satisfies Partial<typeof orders.$inferInsert>;
}

/** The address columns alone: a fixed address changes where, never who. */
export function orderAddressColumns(d: Omit<DeliveryDetails, "fullName" | "email" | "phone" | "cpf">) {
  return {
    deliveryPostalCode: d.postalCode,
    deliveryStreet: d.street,
    deliveryNumber: d.number,
    deliveryComplement: d.complement,
    deliveryNeighborhood: d.neighborhood,
    deliveryCity: d.city,
    deliveryState: d.state,
    deliveryReferencePoint: d.referencePoint,
  } satisfies Partial<typeof orders.$inferInsert>;
}

export const ORDER_DELIVERY_COLUMNS = [
  "customerName",
  "customerEmail",
  "customerPhone",
  "customerCpf",
  "deliveryPostalCode",
  "deliveryStreet",
  "deliveryNumber",
  "deliveryComplement",
  "deliveryNeighborhood",
  "deliveryCity",
  "deliveryState",
  "deliveryReferencePoint",
] as const satisfies readonly (keyof ReturnType<typeof orderDeliveryColumns>)[];
