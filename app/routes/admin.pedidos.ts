// POST /admin/pedidos: change an order's status and payment (recorded, customer emailed on enviado/entregue).
import { redirect } from "react-router";
import { handleAdminAction, invalid } from "~/domain/admin/admin-action.server";
import { updateOrderStatus } from "~/domain/admin/orders.server";
import { BULK_FORM_MESSAGES, runBulkForm } from "~/domain/admin/orders-bulk.server";
import { validateOrderUpdate } from "~/lib/order-admin-forms";
import type { Route } from "./+types/admin.pedidos";

export function loader() {
  return redirect("/admin?aba=pedidos");
}

export async function action({ request, context }: Route.ActionArgs) {
  return handleAdminAction(context, request, {
    status: {
      errorTitle: "Erro ao atualizar pedido",
      errorDescription: "Não foi possível atualizar o pedido. Tente novamente.",
      async run({ ctx, fields, admin }) {
        const form = validateOrderUpdate(fields);
        if (!form.ok) return invalid(form);
        return updateOrderStatus(ctx, form.data, admin.actor);
      },
    },
    bulk: {
      errorTitle: BULK_FORM_MESSAGES.errorTitle,
      errorDescription: "Nenhum pedido foi alterado. Tente novamente.",
      run: ({ ctx, fields, file, admin }) => runBulkForm(ctx, fields, file("arquivo"), admin.actor),
    },
  });
}
