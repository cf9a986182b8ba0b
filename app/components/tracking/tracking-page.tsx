// /acompanhar's page: the lookup form (order number + the CPF or phone it was
// placed with) on the shop's form layer, and, once both match the order's own
// record, its timeline; with the API Pix, the provider's charge as /pagar shows
// it (QR code, copia-e-cola, due date, what applies after it). A plain form
// post: without JavaScript the browser sends it and the page comes back with
// the answer; with it, Conform checks the same rules first.
import type { SubmissionResult } from "@conform-to/react";
import { Form, useNavigation } from "react-router";
import { OrderTimeline, type TimelineView } from "~/components/order/order-timeline";
import { PixPayment } from "~/components/payment/pix-payment";
import { Button } from "~/components/ui/button";
import { useCheckedForm } from "~/components/ui/checked-form";
import { cx } from "~/components/ui/cx";
import { Field } from "~/components/ui/field";
import { Honeypot } from "~/components/ui/honeypot";
import { inputClasses } from "~/components/ui/input";
import { checkTrackingForm, trackingSchema } from "~/domain/orders/forms/tracking";
import type { TrackedPix } from "~/domain/orders/tracking/order-tracking.server";

export interface TrackingPageProps {
  /** The action's answer to the last lookup (Conform's), with the form's message on a miss or a limit. */
  lastResult: SubmissionResult<string[]> | undefined;
  /** The order found, only when number and CPF/phone matched it. */
  found: { order: TimelineView & { id: string }; pix: TrackedPix | null } | null;
}

export function TrackingPage({ lastResult, found }: TrackingPageProps) {
  const busy = useNavigation().state === "submitting";
  const { fields, formProps, formError } = useCheckedForm({
    id: "acompanhar",
    schema: trackingSchema,
    check: checkTrackingForm,
    lastResult,
  });
  return (
    <div className="mx-auto max-w-2xl px-4 py-10">
      <h1 className="text-2xl font-bold">Acompanhar pedido</h1>
      <p className="mt-2 text-stone-700">
        Informe o número do pedido (está no email da compra) e o CPF ou o telefone usado no pedido.
      </p>
      <Form method="post" className="mt-5 grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-start" {...formProps}>
        <Honeypot />
        <Field
          field={fields.pedido}
          label="Número do pedido"
          inputMode="numeric"
          maxLength={12}
          autoComplete="off"
          inputClassName={cx(inputClasses, "mt-1")}
        />
        <Field
          field={fields.documento}
          label="CPF ou telefone"
          inputMode="numeric"
          maxLength={40}
          autoComplete="off"
          inputClassName={cx(inputClasses, "mt-1")}
        />
        <Button type="submit" className="sm:mt-6" disabled={busy}>
          {busy ? "Buscando..." : "Acompanhar"}
        </Button>
      </Form>
      <div role="status" className="mt-6">
        {formError ? <p className="rounded-xl bg-amber-50 p-4 text-amber-950">{formError}</p> : null}
      </div>
      {found ? (
        <div className="mt-2 grid gap-6">
          <OrderTimeline order={found.order} />
          {found.pix ? (
            <section aria-labelledby="pagar-pix" className="rounded-2xl border border-stone-200 bg-white p-5">
              <h2 id="pagar-pix" className="text-lg font-bold">
                Pagar com Pix
              </h2>
              <div className="mt-3">
                <PixPayment
                  code={found.pix.code}
                  qrSvg={found.pix.qrSvg}
                  amountCents={found.order.totalCents}
                  orderNumber={found.order.number}
                  merchantName={found.pix.merchantName}
                  demo={found.pix.demo}
                  charge={found.pix.charge}
                />
              </div>
            </section>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
