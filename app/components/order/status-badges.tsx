// An order's status and its payment's as coloured pills: the same labels and
// colours for the customer (Meus Pedidos) and the shop (Pedidos), from
// app/domain/orders/lifecycle/order-status.ts.
import { Pill } from "~/components/ui/pill";
import {
  orderStatusClass,
  orderStatusLabel,
  paymentStatusClass,
  paymentStatusLabel,
} from "~/domain/orders/lifecycle/order-status";

export function OrderStatusBadge({ status }: { status: string }) {
  return <Pill className={orderStatusClass(status)}>{orderStatusLabel(status)}</Pill>;
}

export function PaymentStatusBadge({ status }: { status: string }) {
  return <Pill className={paymentStatusClass(status)}>{paymentStatusLabel(status)}</Pill>;
}
