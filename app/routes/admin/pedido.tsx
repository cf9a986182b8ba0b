// /admin/pedidos/{número}: one order as a full page (shareable, reloadable,
// reached with the back button). Posts: "status" and "payment" (one legal
// move each), "approve" (an order held em análise) and "block" (the order's
// own CPF or phone, after the confirmation step ?bloquear=cpf|telefone).
import { data } from "react-router";
import { type BlockStep, OrderPage } from "~/components/admin/orders/order-page";
import { orderTimeline } from "~/domain/messaging/order-timeline.server";
import { adminForm, type AdminOutcome, handleAdminForm } from "~/domain/admin/admin-form.server";
import { ADMIN_PAGE_HEADERS } from "~/domain/admin/admin-page.server";
import { requireAdmin } from "~/domain/admin/admin-session.server";
import {
  checkApproveForm,
  checkBlockOrderBuyerForm,
  checkOrderPaymentForm,
  checkOrderStatusForm,
} from "~/domain/orders/forms/back-office";
import { approveOrder, blockedValuesOf, blockOrderBuyer } from "~/domain/orders/lifecycle/order-risk.server";
import {
  changeOrderPayment,
  changeOrderStatus,
  findAdminOrder,
  ORDER_UPDATE_FAILED,
  orderContactLinks,
} from "~/domain/orders/back-office/orders.server";
import { pixChargeView, requestPixChargeAction } from "~/domain/payments/pix-charge-admin.server";
import { adminMeta } from "~/lib/meta";
import type { Route } from "./+types/pedido";

/** The order's number, or its id (old links and the shop's records name orders by id). */
function orderKey(param: string | undefined): number | string | null {
  if (param && /^\d{1,9}$/.test(param)) return Number(param);
  return param && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(param) ? param.toLowerCase() : null;
}

const NOT_FOUND = "Pedido não encontrado.";
const PIX_ACTION_FAILED = "Não foi possível pedir a ação da cobrança Pix. Tente novamente.";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdmin(context, request);
  const key = orderKey(params.number);
  const order = key === null ? null : await findAdminOrder(context, key);
  if (!order) throw data(NOT_FOUND, { status: 404, headers: ADMIN_PAGE_HEADERS });
  const blocked = await blockedValuesOf(context, order.snapshot.cpf, order.snapshot.phone || null);
  const messages = await orderTimeline(context, order.id);
  const pixCharge = await pixChargeView(context, order.id);
  const ask = new URL(request.url).searchParams.get("bloquear");
  const step: BlockStep = ask === "cpf" ? "cpf" : ask === "telefone" ? "phone" : null;
  // Back to the list the admin came from (its filters), when the page was opened from it.
  const referer = request.headers.get("Referer");
  let backTo = "/admin/pedidos";
  try {
    const from = referer ? new URL(referer) : null;
    if (from && from.origin === new URL(request.url).origin && from.pathname === "/admin/pedidos")
      backTo = from.pathname + from.search;
  } catch {
    // A malformed Referer is ignored.
  }
  return data(
    { order: { ...order, links: orderContactLinks(context.config, order), blocked }, step, backTo, messages, pixCharge },
    { headers: ADMIN_PAGE_HEADERS },
  );
}

export async function action({ request, context, params }: Route.ActionArgs) {
  // Done: back to the order's page itself (without the block's confirmation step).
  const page = `/admin/pedidos/${orderKey(params.number) ?? ""}`;
  const back = (outcome: AdminOutcome): AdminOutcome => (outcome.ok ? { ...outcome, redirectTo: page } : outcome);
  return handleAdminForm(context, request, {
    status: adminForm({
      check: checkOrderStatusForm,
      failure: ORDER_UPDATE_FAILED,
      run: async ({ ctx, value, admin }) => back(await changeOrderStatus(ctx, value, admin.actor)),
    }),
    payment: adminForm({
      check: checkOrderPaymentForm,
      failure: ORDER_UPDATE_FAILED,
      run: async ({ ctx, value, admin }) => back(await changeOrderPayment(ctx, value, admin.actor)),
    }),
    approve: adminForm({
      check: checkApproveForm,
      failure: "Não foi possível aprovar o pedido. Tente novamente.",
      run: async ({ ctx, value, admin }) => back(await approveOrder(ctx, value.orderId, admin.actor)),
    }),
    // The order's Pix charge (issue 36): each writes a job.
    "pix-resend": adminForm({
      check: checkApproveForm,
      failure: PIX_ACTION_FAILED,
      run: async ({ ctx, value }) => back(await requestPixChargeAction(ctx, value.orderId, "resend")),
    }),
    "pix-cancel": adminForm({
      check: checkApproveForm,
      failure: PIX_ACTION_FAILED,
      run: async ({ ctx, value }) => back(await requestPixChargeAction(ctx, value.orderId, "cancel")),
    }),
    "pix-refund": adminForm({
      check: checkApproveForm,
      failure: PIX_ACTION_FAILED,
      run: async ({ ctx, value }) => back(await requestPixChargeAction(ctx, value.orderId, "refund")),
    }),
    block: adminForm({
      check: checkBlockOrderBuyerForm,
      failure: "Não foi possível bloquear. Tente novamente.",
      run: async ({ ctx, value, admin }) => back(await blockOrderBuyer(ctx, value, admin.actor)),
    }),
  });
}

export const headers: Route.HeadersFunction = () => ADMIN_PAGE_HEADERS;

export const meta: Route.MetaFunction = ({ matches, params }) =>
  adminMeta(matches, `Pedido #${params.number}`, "Um pedido da loja.");

export default function AdminOrder({ loaderData }: Route.ComponentProps) {
  return (
    <OrderPage
      order={loaderData.order}
      step={loaderData.step}
      backTo={loaderData.backTo}
      messages={loaderData.messages}
      pixCharge={loaderData.pixCharge}
    />
  );
}
