// The rights portal's page (/privacidade/meus-dados): the link's refusal, the
// email form, or everything the shop holds with the person's forms. Plain
// forms with an `intent`: everything works with scripts off.
import { Link } from "react-router";
import { FormAlert } from "~/components/ui/form-alert";
import { PortalData } from "~/components/privacy/portal-data";
import {
  type PortalConsent,
  PortalConsents,
  PortalCorrectionForm,
  PortalDeletionForm,
  PortalLinkForm,
} from "~/components/privacy/portal-forms";
import { Button, LinkButton } from "~/components/ui/button";
import type { portalPage } from "~/domain/privacy/portal-actions.server";
import { PORTAL_PATH } from "~/domain/privacy/forms/portal";
import { formatDate } from "~/lib/dates";
import type { FormReply } from "~/platform/http/outcome";

export type PortalPageData =
  | { kind: "refused"; reason: "expired" | "invalid" }
  | { kind: "ask"; sent: boolean }
  | ({ kind: "portal"; consents: PortalConsent[] } & Omit<Awaited<ReturnType<typeof portalPage>>, "consents">);

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

export function PortalPage({ page, lastReply }: { page: PortalPageData; lastReply?: FormReply }) {
  const loaderData = page;
  const result = (intent: string) => (lastReply && lastReply.intent === intent ? lastReply.result : undefined);
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
