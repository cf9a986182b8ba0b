// The order's Pix charge on its admin page (API Pix, issue 36): txid, status,
// amounts, paid-at and end-to-end id, a wrong amount or the last error, and
// three plain forms ("Reenviar cobrança", "Cancelar cobrança", "Devolver"),
// each writing a job on the server.
import type { PixChargeView } from "~/domain/payments/pix-charge-admin.server";
import { checkApproveForm } from "~/domain/orders/forms/back-office";
import { formatDateTime, formatDay } from "~/lib/dates";
import { formatBRL } from "~/lib/money";
import { OrderForm, SubmitButton, useOrderForm } from "./order-form";

function ChargeButton({
  orderId,
  intent,
  label,
  variant,
}: {
  orderId: string;
  intent: "pix-resend" | "pix-cancel" | "pix-refund";
  label: string;
  variant?: "outline";
}) {
  const { formProps, formError, busy } = useOrderForm({ id: intent, intent, check: checkApproveForm });
  return (
    <OrderForm formProps={formProps} intent={intent} formError={formError} className="contents">
      <input type="hidden" name="orderId" value={orderId} />
      <SubmitButton busy={busy} variant={variant}>
        {label}
      </SubmitButton>
    </OrderForm>
  );
}

export function PixChargeSection({ orderId, charge }: { orderId: string; charge: PixChargeView }) {
  return (
    <section aria-label="Cobrança Pix" className="rounded-xl border border-stone-200 bg-white p-4 text-sm">
      <h2 className="font-bold">Cobrança Pix</h2>
      <dl className="mt-2 grid grid-cols-[max-content_1fr] gap-x-3 gap-y-1">
        <dt className="text-stone-600">Situação</dt>
        <dd>{charge.statusLabel}</dd>
        <dt className="text-stone-600">txid</dt>
        <dd className="font-mono text-xs break-all">{charge.txid}</dd>
        <dt className="text-stone-600">Valor cobrado</dt>
        <dd>{formatBRL(charge.amountDueCents)}</dd>
        {charge.dueDate ? (
          <>
            <dt className="text-stone-600">Vencimento</dt>
            <dd>{formatDay(charge.dueDate)}</dd>
          </>
        ) : null}
        {charge.amountPaidCents !== null ? (
          <>
            <dt className="text-stone-600">Valor pago</dt>
            <dd>{formatBRL(charge.amountPaidCents)}</dd>
          </>
        ) : null}
        {charge.paidAt ? (
          <>
            <dt className="text-stone-600">Pago em</dt>
            <dd>{formatDateTime(new Date(charge.paidAt))}</dd>
          </>
        ) : null}
        {charge.payerName ? (
          <>
            <dt className="text-stone-600">Pagador</dt>
            <dd>{charge.payerName}</dd>
          </>
        ) : null}
        {charge.e2eid ? (
          <>
            <dt className="text-stone-600">End-to-end</dt>
            <dd className="font-mono text-xs break-all">{charge.e2eid}</dd>
          </>
        ) : null}
        {charge.refundedCents > 0 || charge.refundStatus ? (
          <>
            <dt className="text-stone-600">Devolução</dt>
            <dd>
              {formatBRL(charge.refundedCents)}
              {charge.refundStatus ? ` (${charge.refundStatus})` : null}
            </dd>
          </>
        ) : null}
      </dl>
      {charge.mismatch ? (
        <p role="alert" className="mt-2 rounded-lg bg-amber-50 p-2 text-amber-900">
          Valor divergente: {charge.mismatch}
        </p>
      ) : null}
      {charge.lastError ? <p className="mt-2 text-xs break-words text-red-800">Último erro: {charge.lastError}</p> : null}
      {charge.canResend || charge.canCancel || charge.canRefund ? (
        <div className="mt-3 flex flex-wrap gap-2">
          {charge.canResend ? <ChargeButton orderId={orderId} intent="pix-resend" label="Reenviar cobrança" /> : null}
          {charge.canCancel ? (
            <ChargeButton orderId={orderId} intent="pix-cancel" label="Cancelar cobrança" variant="outline" />
          ) : null}
          {charge.canRefund ? <ChargeButton orderId={orderId} intent="pix-refund" label="Devolver" variant="outline" /> : null}
        </div>
      ) : null}
    </section>
  );
}
