import { data } from "react-router";
import { ClubPage } from "~/components/club/club-page";
import { getSessionUser } from "~/domain/accounts/sessions.server";
import { CLUB_PRICE_CENTS } from "~/domain/club/club-price";
import { startClubSubscription, SUBSCRIBE_MESSAGES } from "~/domain/club/subscribe.server";
import { getSubscription } from "~/domain/club/subscription.server";
import { onlinePaymentOf } from "~/domain/payments/create-provider.server";
import { clubPath, DEFAULT_BRAND } from "~/lib/brand";
import { formatBRL } from "~/lib/money";
import { pageMeta } from "~/lib/meta";
import { acceptAnyFields, formHandler, handleForm } from "~/platform/http/form-handler.server";
import { PUBLIC_PAGE } from "~/platform/http/public-page";
import type { Route } from "./+types/club";

function requireClubPath(params: { clubPath: string }, brand: { slug: string; name: string; nutritionist: string }) {
  // /clube-{brand slug}: any other single-segment path is not a page.
  if (`/${params.clubPath}` !== clubPath(brand)) throw data(null, { status: 404 });
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { brand } = context.config;
  requireClubPath(params, brand);
  const user = await getSessionUser(context, request);
  const subscription = await getSubscription(context.db, user?.id, context.logger);
  return {
    brandName: brand.name,
    nutritionist: brand.nutritionist,
    subscriber: subscription.active,
    validUntil: subscription.active && subscription.subscriptionEnd ? subscription.subscriptionEnd.toISOString() : null,
    onlinePayment: onlinePaymentOf(context.payments),
  };
}

export async function action({ params, request, context }: Route.ActionArgs) {
  requireClubPath(params, context.config.brand);
  return handleForm(
    context,
    request,
    { guard: getSessionUser },
    {
      default: formHandler({
        check: acceptAnyFields,
        failure: SUBSCRIBE_MESSAGES.failure,
        run: ({ ctx, viewer }) => startClubSubscription(ctx, viewer),
      }),
    },
  );
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(
    matches,
    `Clube ${loaderData?.brandName ?? DEFAULT_BRAND.name}`,
    `Assine o Clube por ${formatBRL(CLUB_PRICE_CENTS)}/mês: receitas premium, e-books exclusivos, conversa com nossa nutricionista e até 30% de desconto. Cancele quando quiser.`,
  );

export default function Club({ loaderData, actionData }: Route.ComponentProps) {
  return <ClubPage {...loaderData} lastResult={actionData?.result} />;
}

/** The same page for every anonymous visitor: the page cache may keep it (decision 014). */
export const handle = PUBLIC_PAGE;
