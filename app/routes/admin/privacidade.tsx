// Painel › Privacidade / LGPD: data subjects' requests (art. 18) with their
// 15-day deadline (art. 19). Lists pending and late requests (?filtro=), opens
// one (?solicitacao=ID) with a summary of what the shop holds about the person
// and its audit trail, and lets the team reply, complete (a deletion
// anonymises the person) or refuse, each recorded with the admin's name. The
// work is the privacy concern's (request-review.server.ts); the page is
// components/admin/privacy/requests-page.tsx.
import { data } from "react-router";
import { RequestsPage } from "~/components/admin/privacy/requests-page";
import { adminForm, handleAdminForm } from "~/domain/admin/admin-form.server";
import { requireAdmin } from "~/domain/admin/admin-session.server";
import { ADMIN_PAGE_HEADERS } from "~/domain/admin/admin-page.server";
import { checkAnswerRequest, checkCompleteRequest, checkRefuseRequest } from "~/domain/privacy/forms/requests";
import { answerAs, completeAs, refuseAs, requestReviewPage } from "~/domain/privacy/request-review.server";
import { adminMeta } from "~/lib/meta";
import type { Route } from "./+types/privacidade";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(context, request);
  const page = await requestReviewPage(context.db, new URL(request.url).searchParams);
  return data(page, { headers: ADMIN_PAGE_HEADERS });
}

export const headers: Route.HeadersFunction = () => ADMIN_PAGE_HEADERS;

export const meta: Route.MetaFunction = ({ matches }) =>
  adminMeta(matches, "Privacidade / LGPD", "Solicitações de titulares de dados, prazos e histórico.");

export async function action({ request, context }: Route.ActionArgs) {
  return handleAdminForm(context, request, {
    responder: adminForm({
      check: checkAnswerRequest,
      failure: "Não foi possível registrar a resposta. Tente novamente.",
      run: ({ ctx, admin, value }) => answerAs(ctx, admin, value),
    }),
    concluir: adminForm({
      check: checkCompleteRequest,
      failure: "Não foi possível concluir a solicitação. Nada foi alterado. Tente novamente.",
      run: ({ ctx, admin, value }) => completeAs(ctx, admin, value),
    }),
    recusar: adminForm({
      check: checkRefuseRequest,
      failure: "Não foi possível recusar a solicitação. Tente novamente.",
      run: ({ ctx, admin, value }) => refuseAs(ctx, admin, value),
    }),
  });
}

export default function AdminPrivacy({ loaderData, actionData }: Route.ComponentProps) {
  return <RequestsPage page={loaderData} lastReply={actionData} />;
}
