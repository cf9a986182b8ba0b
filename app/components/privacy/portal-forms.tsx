// The rights portal's forms, on the shop's one form layer (Conform + the
// schemas of app/domain/privacy/forms/portal.ts). Each posts to the portal
// itself with an `intent`; without scripts the browser posts and the page comes
// back with the messages and what was typed.
import type { SubmissionResult } from "@conform-to/react";
import { Form, useNavigation } from "react-router";
import { AccountField, useAccountForm } from "~/components/account/account-form";
import { FormAlert } from "~/components/ui/form-alert";
import { Button } from "~/components/ui/button";
import { Honeypot } from "~/components/ui/honeypot";
import { errorOf } from "~/components/ui/field";
import { checkCorrection, checkDeletion, correctionSchema, deletionSchema } from "~/domain/privacy/forms/portal";
import { checkEmailOnly, emailOnlySchema } from "~/domain/accounts/forms/accounts";
import { maskWhatsapp } from "~/lib/masks";

type Result = SubmissionResult<string[]> | undefined;

function useBusy(intent: string) {
  const navigation = useNavigation();
  return navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
}

export function PortalLinkForm({ lastResult }: { lastResult: Result }) {
  const busy = useBusy("link");
  const { fields, formProps, formError } = useAccountForm({
    id: "portal-link",
    schema: emailOnlySchema,
    check: checkEmailOnly,
    lastResult,
  });
  return (
    <Form method="post" className="space-y-4" {...formProps}>
      <input type="hidden" name="intent" value="link" />
      <Honeypot />
      <FormAlert message={formError} />
      <AccountField
        field={fields.email}
        label="Email usado nos pedidos ou na conta"
        type="email"
        autoComplete="email"
        maxLength={254}
      />
      <Button type="submit" className="w-full" disabled={busy}>
        {busy ? "Enviando..." : "Enviar link de acesso"}
      </Button>
    </Form>
  );
}

export function PortalCorrectionForm({
  lastResult,
  defaults,
}: {
  lastResult: Result;
  defaults: { fullName: string; phone: string };
}) {
  const busy = useBusy("corrigir");
  const { fields, formProps, formError } = useAccountForm({
    id: "portal-correcao",
    schema: correctionSchema,
    check: checkCorrection,
    lastResult,
    defaultValue: defaults,
  });
  return (
    <Form method="post" className="space-y-4" {...formProps}>
      <input type="hidden" name="intent" value="corrigir" />
      <Honeypot />
      <FormAlert message={formError} />
      <AccountField field={fields.fullName} label="Nome completo" autoComplete="name" maxLength={120} />
      <AccountField
        field={fields.phone}
        label="Telefone (WhatsApp)"
        type="tel"
        autoComplete="tel"
        mask={maskWhatsapp}
        maxLength={20}
      />
      <Button type="submit" variant="outline" className="w-full" disabled={busy}>
        {busy ? "Salvando..." : "Salvar correção"}
      </Button>
    </Form>
  );
}

export interface PortalConsent {
  id: number;
  purpose: string;
  textVersion: string;
  createdAt: string;
}

const PURPOSE_LABELS: Record<string, string> = {
  terms: "Termos de compra",
  privacy: "Política de privacidade",
  whatsapp: "Mensagens pelo WhatsApp",
  marketing: "Ofertas e novidades",
};

export function PortalConsents({ consents, formatDate }: { consents: PortalConsent[]; formatDate: (iso: string) => string }) {
  const navigation = useNavigation();
  if (consents.length === 0) return <p className="text-sm text-stone-700">Nenhum consentimento ativo para revogar.</p>;
  return (
    <ul className="space-y-2">
      {consents.map((c) => {
        const busy = navigation.state === "submitting" && navigation.formData?.get("consentId") === String(c.id);
        return (
          <li
            key={c.id}
            className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-stone-200 bg-white p-3"
          >
            <span className="text-sm">
              <span className="font-medium">{PURPOSE_LABELS[c.purpose] ?? c.purpose}</span>
              <span className="block text-stone-600">
                Aceito em {formatDate(c.createdAt)} · versão {c.textVersion}
              </span>
            </span>
            <Form method="post">
              <input type="hidden" name="intent" value="revogar" />
              <input type="hidden" name="consentId" value={c.id} />
              <Button type="submit" size="sm" variant="outline" disabled={busy}>
                {busy ? "Revogando..." : "Revogar"}
              </Button>
            </Form>
          </li>
        );
      })}
    </ul>
  );
}

export function PortalDeletionForm({ lastResult }: { lastResult: Result }) {
  const busy = useBusy("excluir");
  const { fields, formProps, formError } = useAccountForm({
    id: "portal-exclusao",
    schema: deletionSchema,
    check: checkDeletion,
    lastResult,
  });
  const confirmError = errorOf(fields.confirm);
  return (
    <Form method="post" className="space-y-4" {...formProps}>
      <input type="hidden" name="intent" value="excluir" />
      <Honeypot />
      <FormAlert message={formError} />
      <div>
        <label htmlFor={fields.reason.id} className="text-sm font-medium">
          Motivo <span className="font-normal text-stone-600">(opcional)</span>
        </label>
        <textarea
          id={fields.reason.id}
          name={fields.reason.name}
          maxLength={1000}
          rows={3}
          className="mt-1 w-full rounded-xl border border-stone-300 p-3 text-base"
        />
      </div>
      <div>
        <label className="flex items-start gap-2 text-sm">
          <input
            type="checkbox"
            name={fields.confirm.name}
            value="sim"
            required
            aria-invalid={confirmError ? true : undefined}
            aria-describedby={confirmError ? `${fields.confirm.id}-erro` : undefined}
            className="mt-1 size-5"
          />
          <span>
            Entendo que meus dados serão anonimizados e que não será possível desfazer. Os pedidos ficam só com o que a lei fiscal
            exige (número, data, itens, valores e estado), sem meu nome nem meus contatos.
          </span>
        </label>
        {confirmError ? (
          <p id={`${fields.confirm.id}-erro`} className="mt-1 text-sm text-red-700">
            {confirmError}
          </p>
        ) : null}
      </div>
      <Button type="submit" variant="destructive" className="w-full" disabled={busy}>
        {busy ? "Enviando..." : "Pedir a exclusão dos meus dados"}
      </Button>
    </Form>
  );
}
