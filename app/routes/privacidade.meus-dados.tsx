// /privacidade/meus-dados: the LGPD rights portal (art. 18). A signed-in
// customer with a confirmed email, or anyone holding the signed link sent to
// an email, sees everything the shop holds about that email, downloads it,
// corrects it, revokes consents and asks for deletion. Anyone else gets only
// the email form, whose answer never says whether the shop knows the address.
// Plain forms with an `intent`: everything works with scripts off.
import { data, Link, redirect } from "react-router";
import { FormAlert } from "~/components/account/account-form";
import { PortalData } from "~/components/privacy/portal-data";
import {
  type PortalConsent,
  PortalConsents,
  PortalCorrectionForm,
  PortalDeletionForm,
  PortalLinkForm,
} from "~/components/privacy/portal-forms";
import { Button, LinkButton } from "~/components/ui/button";
import { redirectWithToast } from "~/platform/http/flash.server";
import { readFormDataOrEmpty } from "~/platform/http/form-data.server";
import {
  correctPersonalData,
  endPortalGrant,
  loadPortal,
  portalViewerOf,
  requestDeletion,
  requestPortalLink,
  revokeFromPortal,
} from "~/domain/privacy/portal.server";
import { checkCorrection, checkDeletion, checkRevoke, PORTAL_PATH } from "~/domain/privacy/forms/portal";
import {
  clearPortalGrantCookie,
  isGrantRevoked,
  portalGrantCookie,
  verifyPortalToken,
} from "~/domain/privacy/portal-link.server";
import { checkEmailOnly } from "~/domain/accounts/forms/accounts";
import { formatDate } from "~/lib/dates";
import { parseSubmission, refusalReply } from "~/lib/forms";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/privacidade.meus-dados";
import { formatPhone } from "~/lib/phone";

const NO_STORE = { "Cache-Control": "private, no-store" };
const EXPIRED_GRANT = "Seu acesso expirou. Peça um novo link abaixo.";

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const token = url.searchParams.get("t");
  if (token !== null) {
    const verified = verifyPortalToken(context.config.sessionSecret, token);
    // A link whose grant was ended with "Sair" reads as expired.
    const check =
      verified.ok && (await isGrantRevoked(context.db, token)) ? { ok: false as const, reason: "expired" as const } : verified;
    if (!check.ok)
      return data(
        { kind: "refused" as const, reason: check.reason },
        { status: check.reason === "expired" ? 410 : 403, headers: NO_STORE },
      );
    // The link becomes a cookie, and the address bar (and any Referer) loses it.
    throw redirect(PORTAL_PATH, {
      status: 303,
      headers: { "Set-Cookie": portalGrantCookie(token, check.expiresAt, context.config.secureCookies), ...NO_STORE },
    });
  }
  const viewer = await portalViewerOf(context, request);
  if (!viewer) return data({ kind: "ask" as const, sent: url.searchParams.get("enviado") === "1" }, { headers: NO_STORE });
  const portal = await loadPortal(context, viewer);
  const { tables } = portal.data;
  const consents: PortalConsent[] = tables.consentimentos
    .filter((c) => c.granted === true && !c.revokedAt)
    .map((c) => ({
      id: c.id as number,
      purpose: String(c.purpose),
      textVersion: String(c.textVersion),
      createdAt: String(c.createdAt),
    }));
  const latestOrder = tables.pedidos.at(-1);
  const defaults = {
    fullName: String(tables.perfil[0]?.fullName || latestOrder?.customerName || tables.clientes[0]?.name || ""),
    // Shown as people write it, "(11) 98765-4321": the mask reads a stored "+55…" as a DDD 55 (issue 34).
    phone: formatPhone(String(latestOrder?.customerPhone || tables.clientes[0]?.phone || "")),
  };
  return data(
    {
      kind: "portal" as const,
      email: viewer.email,
      via: viewer.via,
      tables,
      consents,
      defaults,
      correctable: portal.correctable,
      pendingDeletion: portal.pendingDeletion ? { dueAt: portal.pendingDeletion.dueAt.toISOString() } : null,
    },
    { headers: NO_STORE },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readFormDataOrEmpty(request);
  const intent = String(form.get("intent") ?? "");
  const secret = context.config.sessionSecret;
  if (intent === "link") {
    const submission = parseSubmission(form, checkEmailOnly);
    if (submission.status !== "success") return data({ intent, result: refusalReply(submission) }, { status: 400 });
    const sent = await requestPortalLink(context, submission.value.email, context.clientIp);
    if (!sent.ok) return data({ intent, result: refusalReply(submission, sent.message) }, { status: 429 });
    // The same answer whether or not the shop knows the email.
    return redirect(`${PORTAL_PATH}?enviado=1`, 303);
  }
  const viewer = await portalViewerOf(context, request);
  if (!viewer) return data({ intent, result: { status: "error" as const, error: { "": [EXPIRED_GRANT] } } }, { status: 403 });
  if (intent === "sair") {
    // Ended server-side: a copied cookie or the emailed link no longer opens the portal.
    await endPortalGrant(context, request);
    return redirectWithToast(PORTAL_PATH, { title: "Acesso encerrado" }, secret, [
      clearPortalGrantCookie(context.config.secureCookies),
    ]);
  }
  if (intent === "corrigir") {
    const submission = parseSubmission(form, checkCorrection);
    if (submission.status !== "success") return data({ intent, result: refusalReply(submission) }, { status: 400 });
    const result = await correctPersonalData(context, viewer, submission.value);
    if (!result.ok)
      return data({ intent, result: refusalReply(submission, undefined, { phone: [result.message] }) }, { status: 400 });
    return redirectWithToast(
      PORTAL_PATH,
      {
        title: "Dados corrigidos",
        description: result.changed.length
          ? `Atualizamos: ${result.changed.join(", ")}.`
          : "Não havia registros com esses dados para corrigir.",
      },
      secret,
    );
  }
  if (intent === "revogar") {
    const submission = parseSubmission(form, checkRevoke);
    if (submission.status !== "success") return data({ intent, result: refusalReply(submission) }, { status: 400 });
    const revoked = await revokeFromPortal(context, viewer, submission.value.consentId);
    if (!revoked)
      return data({ intent, result: refusalReply(submission, "Este consentimento não está mais ativo.") }, { status: 409 });
    return redirectWithToast(
      PORTAL_PATH,
      { title: "Consentimento revogado", description: "Não usaremos mais seus dados para isso." },
      secret,
    );
  }
  if (intent === "excluir") {
    const submission = parseSubmission(form, checkDeletion);
    if (submission.status !== "success") return data({ intent, result: refusalReply(submission) }, { status: 400 });
    const result = await requestDeletion(context, viewer, submission.value.reason);
    return redirectWithToast(
      PORTAL_PATH,
      {
        title: result.created ? "Pedido de exclusão recebido" : "Seu pedido de exclusão já está em andamento",
        description: `Prazo para conclusão: ${formatDate(result.dueAt)}.`,
      },
      secret,
    );
  }
  return data(
    {
      intent,
      result: { status: "error" as const, error: { "": ["Ação desconhecida. Recarregue a página e tente novamente."] } },
    },
    { status: 400 },
  );
}

export const headers: Route.HeadersFunction = () => ({
  ...NO_STORE,
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

function Section({ title, children, id }: { title: string; children: React.ReactNode; id?: string }) {
  return (
    <section aria-labelledby={id} className="rounded-3xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6">
      <h2 id={id} className="text-lg font-bold">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

const shortDate = (iso: string) => formatDate(iso);

export default function MyDataPage({ loaderData, actionData }: Route.ComponentProps) {
  const result = (intent: string) => (actionData && actionData.intent === intent ? actionData.result : undefined);
  if (loaderData.kind === "refused") {
    return (
      <div className="mx-auto max-w-xl px-4 py-10">
        <h1 className="text-2xl font-bold">Meus dados pessoais</h1>
        <FormAlert
          message={
            loaderData.reason === "expired"
              ? "Este link expirou. Peça um novo link para ver seus dados."
              : "Este link é inválido. Peça um novo link para ver seus dados."
          }
        />
        <p className="mt-4">
          <Link to={PORTAL_PATH} className="font-semibold text-teal-800 underline">
            Pedir um novo link
          </Link>
        </p>
      </div>
    );
  }
  if (loaderData.kind === "ask") {
    return (
      <div className="mx-auto max-w-xl space-y-4 px-4 py-10">
        <h1 className="text-2xl font-bold">Meus dados pessoais</h1>
        <p className="text-stone-700">
          Pela Lei Geral de Proteção de Dados (LGPD), você pode ver, baixar, corrigir e pedir a exclusão dos dados que guardamos
          sobre você. Para proteger seus dados, enviamos um link de acesso ao email usado nos seus pedidos ou na sua conta.
        </p>
        {loaderData.sent ? (
          <p role="status" className="rounded-xl border border-teal-200 bg-teal-50 p-3 text-sm text-teal-900">
            Pedido recebido. Se este email estiver correto, você receberá em instantes um link de acesso. Confira também a caixa
            de spam.
          </p>
        ) : null}
        <PortalLinkForm lastResult={result("link")} />
        <p className="text-sm text-stone-700">
          Tem conta?{" "}
          <Link
            to={`/auth/login?redirectTo=${encodeURIComponent(PORTAL_PATH)}`}
            className="font-semibold text-teal-800 underline"
          >
            Entre
          </Link>{" "}
          para ver seus dados direto.
        </p>
      </div>
    );
  }
  const { email, via, tables, consents, defaults, correctable, pendingDeletion } = loaderData;
  return (
    <div className="mx-auto max-w-3xl space-y-5 px-4 py-8">
      <header className="space-y-2">
        <h1 className="text-2xl font-bold">Meus dados pessoais</h1>
        <p className="text-stone-700">
          Tudo o que guardamos sobre <strong className="break-all">{email}</strong>.
        </p>
        {via === "link" ? (
          <form method="post">
            <input type="hidden" name="intent" value="sair" />
            <Button type="submit" size="sm" variant="ghost">
              Encerrar acesso neste aparelho
            </Button>
          </form>
        ) : null}
      </header>

      <Section title="Baixar meus dados" id="baixar">
        <p className="text-sm text-stone-700">Um arquivo com todos os registros abaixo, para guardar ou levar a outro serviço.</p>
        <div className="mt-3 flex flex-col gap-2 sm:flex-row">
          <LinkButton to={`${PORTAL_PATH}/exportar.json`} reloadDocument variant="outline">
            Baixar em JSON
          </LinkButton>
          <LinkButton to={`${PORTAL_PATH}/exportar.csv`} reloadDocument variant="outline">
            Baixar em CSV (planilha)
          </LinkButton>
        </div>
      </Section>

      <Section title="O que guardamos" id="dados">
        <PortalData tables={tables} />
      </Section>

      <Section title="Corrigir meus dados" id="corrigir">
        <p className="mb-3 text-sm text-stone-700">
          A correção vale para sua conta, seu cadastro e os pedidos que ainda não foram enviados. Pedidos já enviados mantêm os
          dados com que foram feitos.
        </p>
        <PortalCorrectionForm lastResult={result("corrigir")} defaults={defaults} />
        {correctable.length ? (
          <div className="mt-4 text-sm">
            <p className="font-medium">Corrigir o endereço de entrega:</p>
            <ul className="mt-1 list-inside list-disc">
              {correctable.map((o) => (
                <li key={o.number}>
                  <a href={o.fixAddressPath} className="font-semibold text-teal-800 underline">
                    Pedido #{o.number}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </Section>

      <Section title="Consentimentos" id="consentimentos">
        <FormAlert message={result("revogar")?.error?.[""]?.[0]} />
        <PortalConsents consents={consents} formatDate={shortDate} />
      </Section>

      <Section title="Excluir meus dados" id="excluir">
        {pendingDeletion ? (
          <p role="status" className="rounded-xl border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
            Seu pedido de exclusão está em andamento. Prazo para conclusão: {formatDate(pendingDeletion.dueAt)}.
          </p>
        ) : (
          <PortalDeletionForm lastResult={result("excluir")} />
        )}
      </Section>
    </div>
  );
}
