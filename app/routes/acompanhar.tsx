// /acompanhar: a buyer without an account finds an order by its number plus
// the CPF or phone it was placed with, and sees the status timeline, the
// tracking code and, once delivered, the due date and pay link (with the API
// Pix, the provider's QR code and copia-e-cola too); once paid, the day it
// was paid. Posted (the CPF stays out of the address bar and the logs),
// rate-limited per address and per order number, and a wrong number or a
// wrong CPF/phone get the very same answer. The page: components/tracking/.
import { data } from "react-router";
import { TrackingPage } from "~/components/tracking/tracking-page";
import { checkTrackingForm } from "~/domain/orders/forms/tracking";
import { TRACKING_LIMITED, TRACKING_NOT_FOUND, trackOrder } from "~/domain/orders/tracking/order-tracking.server";
import { readFormDataOrEmpty } from "~/platform/http/form-data.server";
import { parseSubmission, SECRET_FIELDS } from "~/lib/forms";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/acompanhar";

/** The CPF or phone typed is never written back into the page. */
const HIDDEN = [...SECRET_FIELDS, "documento"];

export async function action({ request, context }: Route.ActionArgs) {
  const submission = parseSubmission(await readFormDataOrEmpty(request), checkTrackingForm);
  if (submission.status !== "success")
    return data({ result: submission.reply({ hideFields: HIDDEN }), found: null }, { status: 400 });
  const lookup = await trackOrder(context, {
    number: submission.value.pedido,
    identity: submission.value.documento,
    clientIp: context.clientIp,
  });
  if (lookup.kind !== "found") {
    const [message, status] = lookup.kind === "limited" ? [TRACKING_LIMITED, 429] : [TRACKING_NOT_FOUND, 404];
    return data({ result: submission.reply({ hideFields: HIDDEN, formErrors: [message] }), found: null }, { status });
  }
  return data({ result: submission.reply({ hideFields: HIDDEN }), found: { order: lookup.order, pix: lookup.pix } });
}

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, "Acompanhar pedido", "Veja onde está o seu pedido com o número e o CPF ou telefone usado na compra."),
  { name: "robots", content: "noindex" },
];

export default function TrackOrder({ actionData }: Route.ComponentProps) {
  return <TrackingPage lastResult={actionData?.result} found={actionData?.found ?? null} />;
}
