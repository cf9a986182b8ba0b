// /admin/regras-de-risco: the shop's order rules and its blocked buyers.
// Every form is a real <form> posting to this page (intent rules|block|unblock),
// so it works without scripts and keeps what was typed on a refusal.
import type { ComponentProps, ReactNode } from "react";
import { Form, Link } from "react-router";
import {
  AdminFormError,
  CheckboxField,
  FormButtons,
  replyTo,
  SelectField,
  TextAreaField,
  TextField,
  useAdminForm,
} from "~/components/admin/fields";
import { Button, buttonClasses } from "~/components/ui/button";
import { errorOf } from "~/components/ui/field";
import { checkOrderRulesForm, orderRulesSchema } from "~/domain/orders/forms/back-office";
import { BLOCK_KIND_LABELS, type BlockKind } from "~/domain/orders/lifecycle/order-status";
import { checkConfirmedBlockForm, confirmedBlockSchema } from "./block-check";

export interface RiskRules {
  holdHighRisk: boolean;
  holdMediumRisk: boolean;
  unconfirmedAfterHours: number;
  updatedBy: string;
  updatedAt: string | null;
}

export interface BlockedBuyerRow {
  id: number;
  kind: BlockKind;
  shown: string;
  /** The person was erased: the block matches by a keyed hash, the value is no longer stored. */
  erased: boolean;
  reason: string;
  blockedBy: string;
  when: string;
  erasedWhen: string | null;
}

/** How the list names a block whose person was erased (decision 031). */
export const ERASED_BLOCK_LABEL = "bloqueio de pessoa anonimizada";

/** A form in two columns whose own message, when there is one, spans both (an empty cell would push the first field aside). */
function TwoColumnForm({
  formProps,
  formError,
  children,
}: {
  formProps: ComponentProps<typeof Form>;
  formError: string | undefined;
  children: ReactNode;
}) {
  return (
    <Form method="post" {...formProps} className="grid gap-4 sm:grid-cols-2">
      {formError ? (
        <div className="sm:col-span-2">
          <AdminFormError message={formError} />
        </div>
      ) : null}
      {children}
    </Form>
  );
}

export function RulesForm({ rules, reply }: { rules: RiskRules; reply: unknown }) {
  const { fields, formProps, formError } = useAdminForm({
    id: "regras",
    schema: orderRulesSchema,
    check: checkOrderRulesForm,
    lastResult: replyTo(reply, "rules"),
    defaultValue: {
      holdHighRisk: rules.holdHighRisk ? "on" : undefined,
      holdMediumRisk: rules.holdMediumRisk ? "on" : undefined,
      unconfirmedAfterHours: String(rules.unconfirmedAfterHours),
    },
  });
  return (
    <TwoColumnForm formProps={formProps} formError={formError}>
      <CheckboxField
        field={fields.holdHighRisk}
        label="Segurar pedidos de risco alto"
        hint="Ficam em análise até alguém aprovar."
        className="sm:col-span-2"
      />
      <CheckboxField
        field={fields.holdMediumRisk}
        label="Segurar pedidos de risco médio"
        hint="Ficam em análise até alguém aprovar."
        className="sm:col-span-2"
      />
      <TextField
        field={fields.unconfirmedAfterHours}
        label="Sinalizar pedido não confirmado após (horas)"
        inputMode="numeric"
        maxLength={3}
        autoComplete="off"
      />
      {rules.updatedAt ? (
        <p className="self-end text-xs text-stone-600 sm:text-right">
          Última alteração: {rules.updatedAt} por {rules.updatedBy}
        </p>
      ) : null}
      <FormButtons submitLabel="Salvar regras" intent="rules" />
    </TwoColumnForm>
  );
}

export function BlockForm({ reply }: { reply: unknown }) {
  const { fields, formProps, formError } = useAdminForm({
    id: "bloquear",
    schema: confirmedBlockSchema,
    check: checkConfirmedBlockForm,
    extraFields: ["confirm"],
    lastResult: replyTo(reply, "block"),
    defaultValue: { kind: "cpf" },
  });
  const confirmError = errorOf(fields.confirm);
  return (
    <TwoColumnForm formProps={formProps} formError={formError}>
      <SelectField field={fields.kind} label="Tipo">
        <option value="cpf">CPF</option>
        <option value="phone">Telefone</option>
      </SelectField>
      <TextField
        field={fields.value}
        label="CPF ou telefone"
        hint="CPF com 11 dígitos ou telefone com DDD."
        maxLength={40}
        autoComplete="off"
      />
      <TextAreaField field={fields.reason} label="Motivo do bloqueio" maxLength={500} className="sm:col-span-2" />
      <div className="sm:col-span-2">
        <label className="flex items-start gap-2 text-sm">
          <input
            type="checkbox"
            name={fields.confirm.name}
            value="sim"
            defaultChecked={fields.confirm.initialValue === "sim"}
            className="mt-0.5 size-5 shrink-0 accent-red-700"
            aria-invalid={confirmError ? true : undefined}
            aria-describedby={confirmError ? "bloquear-confirmar-erro" : undefined}
          />
          <span>Confirmo o bloqueio: novos pedidos com este valor serão recusados.</span>
        </label>
        {confirmError ? (
          <p id="bloquear-confirmar-erro" className="mt-1 text-sm text-red-700">
            {confirmError}
          </p>
        ) : null}
      </div>
      <FormButtons submitLabel="Bloquear" intent="block" />
    </TwoColumnForm>
  );
}

/** The blocked buyers: a stacked list, so it fits a phone as well as the desktop. */
export function BlockedList({ blocks }: { blocks: BlockedBuyerRow[] }) {
  if (!blocks.length) return <p className="text-sm text-stone-600">Nenhum comprador bloqueado.</p>;
  return (
    <ul className="divide-y divide-stone-200">
      {blocks.map((b) => (
        <li key={b.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-start sm:justify-between">
          <dl className="grid min-w-0 grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            <dt className="text-stone-600">{b.kind === "cpf" ? "CPF" : "Telefone"}</dt>
            {b.erased ? (
              <dd className="font-semibold">
                {ERASED_BLOCK_LABEL}
                <span className="block text-xs font-normal text-stone-600">
                  O valor não é mais guardado; novos pedidos com ele continuam recusados.
                </span>
              </dd>
            ) : (
              <dd className="font-mono font-semibold break-all">{b.shown}</dd>
            )}
            <dt className="text-stone-600">Motivo</dt>
            <dd className="break-words">{b.reason}</dd>
            <dt className="text-stone-600">Quando</dt>
            <dd>
              {b.when} por {b.blockedBy}
              {b.erasedWhen ? <span className="block text-xs text-stone-600">anonimizado em {b.erasedWhen}</span> : null}
            </dd>
          </dl>
          <Link
            to={`?desbloquear=${b.id}`}
            aria-label={`Desbloquear ${BLOCK_KIND_LABELS[b.kind]} ${b.shown}`}
            className={buttonClasses({ variant: "outline" })}
          >
            Desbloquear
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The confirm step of an unblock: a page state (?desbloquear=id), so it works without scripts. */
export function UnblockConfirm({ block, error }: { block: BlockedBuyerRow; error?: string }) {
  return (
    <section
      role="alertdialog"
      aria-labelledby="desbloquear-titulo"
      className="mb-5 rounded-2xl border border-amber-300 bg-amber-50 p-4 sm:p-6"
    >
      <h2 id="desbloquear-titulo" className="text-lg font-bold">
        Desbloquear o {BLOCK_KIND_LABELS[block.kind]} {block.shown}?
      </h2>
      <p className="mt-2 text-sm text-stone-800">Os próximos pedidos com este valor serão aceitos normalmente.</p>
      <AdminFormError message={error} />
      <Form method="post" action="/admin/regras-de-risco" className="mt-4 flex flex-col-reverse gap-2 sm:flex-row">
        <input type="hidden" name="blockId" value={block.id} />
        <Link to="/admin/regras-de-risco" className={buttonClasses({ variant: "outline" })}>
          Cancelar
        </Link>
        <Button type="submit" name="intent" value="unblock">
          Desbloquear
        </Button>
      </Form>
    </section>
  );
}
