// POST /admin/pedidos: change an order's status and payment (life cycle checked, recorded, customer emailed),
// approve an order held for review, block or unblock a CPF or phone, and save the shop's order rules.
import { redirect } from "react-router";
import { handleAdminAction, invalid } from "~/domain/admin/admin-action.server";
import { approveOrder, blockBuyer, saveOrderRules, unblockBuyer } from "~/domain/admin/order-risk.server";
import { updateOrderStatus } from "~/domain/admin/orders.server";
import { BULK_FORM_MESSAGES, runBulkForm } from "~/domain/admin/orders-bulk.server";
import {
  validateBlockBuyer,
  validateOrderId,
  validateOrderRules,
  validateOrderUpdate,
  validateUnblock,
} from "~/domain/admin/forms/orders";
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
    approve: {
      errorTitle: "Erro ao aprovar pedido",
      async run({ ctx, fields, admin }) {
        const form = validateOrderId(fields);
        if (!form.ok) return invalid(form);
        return approveOrder(ctx, form.data.orderId, admin.actor);
      },
    },
    block: {
      errorTitle: "Erro ao bloquear",
      async run({ ctx, fields, admin }) {
        const form = validateBlockBuyer(fields);
        if (!form.ok) return invalid(form);
        return blockBuyer(ctx, form.data, admin.actor);
      },
    },
    unblock: {
      errorTitle: "Erro ao desbloquear",
      async run({ ctx, fields }) {
        const form = validateUnblock(fields);
        if (!form.ok) return invalid(form);
        return unblockBuyer(ctx, form.data.blockId);
      },
    },
    rules: {
      errorTitle: "Erro ao salvar regras",
      async run({ ctx, fields, admin }) {
        const form = validateOrderRules(fields);
        if (!form.ok) return invalid(form);
        return saveOrderRules(ctx, form.data, admin.actor);
      },
    },
    bulk: {
      errorTitle: BULK_FORM_MESSAGES.errorTitle,
      errorDescription: "Nenhum pedido foi alterado. Tente novamente.",
      run: ({ ctx, fields, file, admin }) => runBulkForm(ctx, fields, file("arquivo"), admin.actor),
    },
  });
}
