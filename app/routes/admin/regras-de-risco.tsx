// /admin/regras-de-risco: the order rules (which risks wait for approval, when
// an unconfirmed order is flagged) and the blocked CPFs and phones. One action,
// by intent: rules, block, unblock. ?desbloquear={id} is the unblock's confirm step.
import { data } from "react-router";
import { PageHeader, Panel, replyTo } from "~/components/admin/fields";
import { checkConfirmedBlockForm } from "~/components/admin/risk/block-check";
import { BlockedList, BlockForm, ERASED_BLOCK_LABEL, RulesForm, UnblockConfirm } from "~/components/admin/risk/risk-page";
import { adminForm, handleAdminForm } from "~/domain/admin/admin-form.server";
import { requireAdmin } from "~/domain/admin/admin-session.server";
import { checkOrderRulesForm, checkUnblockForm } from "~/domain/orders/forms/back-office";
import {
  blockBuyer,
  listBlockedBuyers,
  loadOrderRules,
  saveOrderRules,
  unblockBuyer,
} from "~/domain/orders/lifecycle/order-risk.server";
import { formatDateTime } from "~/lib/dates";
import { maskCpf } from "~/lib/masks";
import { adminMeta } from "~/lib/meta";
import { formatPhone } from "~/lib/phone";
import type { Route } from "./+types/regras-de-risco";

// Formatted on the server, in the shop's time zone, so the page reads the same with scripts on and off.

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(context, request);
  const [rules, blocked] = await Promise.all([loadOrderRules(context), listBlockedBuyers(context)]);
  const blocks = blocked.map((b) => ({
    id: b.id,
    kind: b.kind,
    // An erased person's block keeps only a keyed hash of the value (decision 031).
    shown: b.value === null ? ERASED_BLOCK_LABEL : b.kind === "cpf" ? maskCpf(b.value) : formatPhone(b.value),
    erased: b.value === null,
    reason: b.reason,
    blockedBy: b.blockedBy,
    when: formatDateTime(b.createdAt),
    erasedWhen: b.anonymizedAt ? formatDateTime(b.anonymizedAt) : null,
  }));
  const asked = Number(new URL(request.url).searchParams.get("desbloquear"));
  return data(
    {
      rules: {
        holdHighRisk: rules.holdHighRisk,
        holdMediumRisk: rules.holdMediumRisk,
        unconfirmedAfterHours: rules.unconfirmedAfterHours,
        updatedBy: rules.updatedBy,
        // The built-in defaults carry the epoch: nobody changed them yet.
        updatedAt: rules.updatedAt.getTime() > 0 ? formatDateTime(rules.updatedAt) : null,
      },
      blocks,
      unblocking: blocks.find((b) => b.id === asked) ?? null,
    },
    { headers: { "Cache-Control": "no-store" } },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  return handleAdminForm(context, request, {
    rules: adminForm({
      check: checkOrderRulesForm,
      failure: "Não foi possível salvar as regras. Tente novamente.",
      run: ({ ctx, value, admin }) => saveOrderRules(ctx, value, admin.actor),
    }),
    block: adminForm({
      check: checkConfirmedBlockForm,
      failure: "Não foi possível bloquear. Tente novamente.",
      run: ({ ctx, value, admin }) => blockBuyer(ctx, value, admin.actor),
    }),
    unblock: adminForm({
      check: checkUnblockForm,
      failure: "Não foi possível desbloquear. Tente novamente.",
      async run({ ctx, value }) {
        const outcome = await unblockBuyer(ctx, value.blockId);
        return outcome.ok ? { ...outcome, redirectTo: "/admin/regras-de-risco" } : outcome;
      },
    }),
  });
}

export const meta: Route.MetaFunction = ({ matches }) =>
  adminMeta(matches, "Regras de risco", "Regras de pedidos e compradores bloqueados.");

export default function AdminRiskRules({ loaderData, actionData }: Route.ComponentProps) {
  const { rules, blocks, unblocking } = loaderData;
  const unblockRefusal = replyTo(actionData, "unblock")?.error?.[""]?.[0];
  return (
    <>
      <PageHeader title="Regras de risco" description="Quais pedidos aguardam aprovação e quem não pode comprar." />
      {unblocking ? <UnblockConfirm block={unblocking} error={unblockRefusal} /> : null}
      {!unblocking && unblockRefusal ? (
        <p role="alert" className="mb-4 text-sm text-red-700">
          {unblockRefusal}
        </p>
      ) : null}
      <div className="grid min-w-0 gap-5 xl:grid-cols-2">
        <Panel title="Regras de pedidos">
          <RulesForm rules={rules} reply={actionData} />
        </Panel>
        <Panel title="Bloquear CPF ou telefone">
          <BlockForm reply={actionData} />
        </Panel>
        <Panel title={`Compradores bloqueados (${blocks.length})`} className="xl:col-span-2">
          <BlockedList blocks={blocks} />
        </Panel>
      </div>
    </>
  );
}
