// /privacidade/meus-dados: the LGPD rights portal (art. 18). A signed-in
// customer with a confirmed email, or anyone holding the signed link sent to
// an email, sees everything the shop holds about that email, downloads it,
// corrects it, revokes consents and asks for deletion. Anyone else gets only
// the email form, whose answer never says whether the shop knows the address.
// Each intent is a step of the privacy concern (portal-actions.server.ts),
// answered by the shop's form handler; the page is components/privacy/portal-page.tsx.
import { data, redirect } from "react-router";
import { PortalPage } from "~/components/privacy/portal-page";
import { checkEmailOnly } from "~/domain/accounts/forms/accounts";
import { checkCorrection, checkDeletion, checkRevoke, PORTAL_PATH } from "~/domain/privacy/forms/portal";
import {
  askForDeletion,
  askForPortalLink,
  correctFromPortal,
  endPortalAccess,
  openPortalLink,
  PORTAL_ACTION_MESSAGES,
  PORTAL_NO_STORE,
  portalPage,
  revokeConsentFromPortal,
  withViewer,
} from "~/domain/privacy/portal-actions.server";
import { portalViewerOf } from "~/domain/privacy/portal.server";
import { pageMeta } from "~/lib/meta";
import { acceptAnyFields, formHandler, handleForm } from "~/platform/http/form-handler.server";
import type { Route } from "./+types/privacidade.meus-dados";

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const token = url.searchParams.get("t");
  if (token !== null) {
    const opened = await openPortalLink(context, token);
    if (!opened.ok)
      return data(
        { kind: "refused" as const, reason: opened.reason },
        { status: opened.reason === "expired" ? 410 : 403, headers: PORTAL_NO_STORE },
      );
    // The link becomes a cookie, and the address bar (and any Referer) loses it.
    throw redirect(PORTAL_PATH, { status: 303, headers: { "Set-Cookie": opened.setCookie, ...PORTAL_NO_STORE } });
  }
  const viewer = await portalViewerOf(context, request);
  if (!viewer) return data({ kind: "ask" as const, sent: url.searchParams.get("enviado") === "1" }, { headers: PORTAL_NO_STORE });
  return data({ kind: "portal" as const, ...(await portalPage(context, viewer)) }, { headers: PORTAL_NO_STORE });
}

const failure = PORTAL_ACTION_MESSAGES.failure;

export async function action({ request, context }: Route.ActionArgs) {
  return handleForm(
    context,
    request,
    { guard: portalViewerOf },
    {
      link: formHandler({ check: checkEmailOnly, failure, run: ({ ctx, value }) => askForPortalLink(ctx, value.email) }),
      sair: formHandler({
        check: acceptAnyFields,
        failure,
        run: ({ ctx, request, viewer }) => withViewer(viewer, () => endPortalAccess(ctx, request)),
      }),
      corrigir: formHandler({
        check: checkCorrection,
        failure,
        run: ({ ctx, viewer, value }) => withViewer(viewer, (v) => correctFromPortal(ctx, v, value)),
      }),
      revogar: formHandler({
        check: checkRevoke,
        failure,
        run: ({ ctx, viewer, value }) => withViewer(viewer, (v) => revokeConsentFromPortal(ctx, v, value.consentId)),
      }),
      excluir: formHandler({
        check: checkDeletion,
        failure,
        run: ({ ctx, viewer, value }) => withViewer(viewer, (v) => askForDeletion(ctx, v, value.reason)),
      }),
    },
  );
}

export const headers: Route.HeadersFunction = () => ({
  ...PORTAL_NO_STORE,
  "Referrer-Policy": "no-referrer",
  "X-Robots-Tag": "noindex, nofollow",
});

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(
    matches,
    "Meus dados pessoais",
    "Veja, baixe, corrija ou peça a exclusão dos dados pessoais que a loja guarda sobre você.",
  ),
  { name: "robots", content: "noindex, nofollow" },
];

export default function MyDataPage({ loaderData, actionData }: Route.ComponentProps) {
  return <PortalPage page={loaderData} lastReply={actionData} />;
}
