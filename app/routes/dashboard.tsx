import { DashboardPage } from "~/components/account/dashboard-page";
import { requireUser } from "~/domain/accounts/sessions.server";
import { CANCEL_MESSAGES, cancelClubSubscription } from "~/domain/club/cancel-subscription.server";
import { getSubscription } from "~/domain/club/subscription.server";
import { countUserOrders, listUserOrders } from "~/domain/orders/tracking/customer-orders.server";
import { clubPath } from "~/lib/brand";
import { pageMeta } from "~/lib/meta";
import { acceptAnyFields, formHandler, handleForm } from "~/platform/http/form-handler.server";
import type { Route } from "./+types/dashboard";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(context, request);
  const [count, recent, subscription] = await Promise.all([
    countUserOrders(context.db, user),
    listUserOrders(context.db, user, 5),
    getSubscription(context.db, user.id, context.logger),
  ]);
  return {
    name: user.name,
    email: user.email,
    memberSince: user.createdAt,
    count,
    recent,
    club: {
      name: context.config.brand.name,
      href: clubPath(context.config.brand),
      active: subscription.active,
      until: subscription.subscriptionEnd?.toISOString() ?? null,
      cancelling: subscription.cancelAtPeriodEnd,
    },
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  return handleForm(
    context,
    request,
    { guard: requireUser },
    {
      "cancel-subscription": formHandler({
        check: acceptAnyFields,
        failure: CANCEL_MESSAGES.failure,
        run: ({ ctx, viewer }) => cancelClubSubscription(ctx, viewer),
      }),
    },
  );
}

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, "Meu Dashboard", "Acompanhe sua conta, seus pedidos e suas configurações."),
  { name: "robots", content: "noindex" },
];

export default function Dashboard({ loaderData, actionData }: Route.ComponentProps) {
  return <DashboardPage {...loaderData} lastResult={actionData?.result} />;
}
