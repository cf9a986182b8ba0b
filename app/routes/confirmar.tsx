// /confirmar/{orderId}?exp=…&sig=…: the customer confirms the order and its
// delivery address, or fixes a detail first, before it ships (signed link from
// the order email or the shop's WhatsApp message; no sign-in needed). The work
// is the confirmation concern's (confirm-from-link.server.ts), answered by the
// shop's form handler; the page is components/order/confirmation-page.tsx.
import { data } from "react-router";
import { ConfirmationPage } from "~/components/order/confirmation-page";
import {
  CONFIRM_MESSAGES,
  confirmationDoneOf,
  confirmationLinkOf,
  confirmFromLink,
} from "~/domain/orders/confirmation/confirm-from-link.server";
import { loadConfirmationPage } from "~/domain/orders/confirmation/order-confirmation.server";
import { checkAddressFix } from "~/domain/orders/forms/order-confirmation";
import { acceptAnyFields, formHandler, handleForm } from "~/platform/http/form-handler.server";
import type { Route } from "./+types/confirmar";

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const link = confirmationLinkOf(context.config.sessionSecret, params.orderId, request);
  if (!link.check.ok)
    return data({ kind: "refused" as const, reason: link.check.reason }, { status: link.check.reason === "expired" ? 410 : 403 });
  const page = await loadConfirmationPage(context, params.orderId);
  if (!page) throw data(null, { status: 404 });
  return { kind: "ok" as const, page, done: confirmationDoneOf(new URL(request.url).searchParams.get("feito")) };
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const guard = () => Promise.resolve(confirmationLinkOf(context.config.sessionSecret, params.orderId, request));
  return handleForm(
    context,
    request,
    { guard },
    {
      confirm: formHandler({
        check: acceptAnyFields,
        failure: CONFIRM_MESSAGES.failure,
        run: ({ ctx, viewer }) => confirmFromLink(ctx, viewer, null),
      }),
      "fix-address": formHandler({
        check: checkAddressFix,
        failure: CONFIRM_MESSAGES.failure,
        run: ({ ctx, viewer, value }) => confirmFromLink(ctx, viewer, value),
      }),
    },
  );
}

/** The URL carries the signature: never cached, indexed or sent on as a referrer. */
export const headers: Route.HeadersFunction = () => ({
  "Cache-Control": "private, no-store",
  "Referrer-Policy": "no-referrer",
  "X-Robots-Tag": "noindex, nofollow",
});

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.kind === "ok" ? `Confirmar o pedido #${loaderData.page.number}` : "Confirmação do pedido" },
  { name: "robots", content: "noindex, nofollow" },
];

export default function ConfirmOrder({ loaderData, actionData }: Route.ComponentProps) {
  return <ConfirmationPage page={loaderData} lastReply={actionData} />;
}
