// /admin/whatsapp: whether the shop's WhatsApp account is configured, and the
// admin's switch per message of an order's life (issue 37 §2). The switches
// are checkboxes of one real <form> posting to this page (intent "switches"),
// so they work without scripts; an unticked box is "off".
import { getInputProps } from "@conform-to/react";
import { Form } from "react-router";
import { AdminFormError, FormButtons, replyTo, useAdminForm } from "~/components/admin/fields";
import type { AnyField } from "~/components/ui/field";
import { Pill } from "~/components/ui/pill";
import { checkWhatsAppSwitches, whatsAppSwitchesSchema } from "~/domain/messaging/forms/whatsapp-settings";
import type { OrderMessageKind } from "~/domain/messaging/order-message-kinds";

export interface MessageSwitchRow {
  kind: OrderMessageKind;
  label: string;
  template: string;
  enabled: boolean;
  /** "dd/mm/aaaa hh:mm por Fulano", or null when never switched. */
  changed: string | null;
}

export function WhatsAppStatus({ configured }: { configured: { phoneNumberId: string; apiVersion: string } | null }) {
  if (!configured)
    return (
      <div className="space-y-2 text-sm text-stone-700">
        <p>
          <Pill className="bg-stone-200 text-stone-800">Não configurado</Pill>
        </p>
        <p>
          Sem as variáveis <code>WHATSAPP_*</code> nenhuma mensagem sai pelo WhatsApp: o comprador recebe os emails e o pedido
          mostra o link do wa.me para a equipe, como antes. As opções abaixo valem quando o WhatsApp for configurado.
        </p>
      </div>
    );
  return (
    <div className="space-y-2 text-sm text-stone-700">
      <p>
        <Pill className="bg-teal-100 text-teal-900">Configurado</Pill>
      </p>
      <p>
        Número (ID no WhatsApp Manager): <span className="font-mono">{configured.phoneNumberId}</span> · API{" "}
        {configured.apiVersion}
      </p>
      <p>Só recebe mensagens quem marcou o consentimento de WhatsApp no pedido; quem responde PARAR deixa de receber.</p>
    </div>
  );
}

function SwitchField({ field, row }: { field: AnyField; row: MessageSwitchRow }) {
  const { key, ...conform } = getInputProps(field, { type: "checkbox", ariaAttributes: true });
  return (
    <li className="flex items-start justify-between gap-4 py-3">
      <div className="min-w-0">
        <label htmlFor={field.id} className="text-sm font-medium text-stone-900">
          {row.label}
        </label>
        <p id={`${field.id}-hint`} className="text-xs text-stone-600">
          Modelo <span className="font-mono break-all">{row.template}</span>
          {row.changed ? ` · alterado em ${row.changed}` : null}
        </p>
      </div>
      <input key={key} {...conform} aria-describedby={`${field.id}-hint`} className="mt-0.5 size-6 shrink-0 accent-teal-700" />
    </li>
  );
}

export function MessageSwitchesForm({ messages, reply }: { messages: MessageSwitchRow[]; reply: unknown }) {
  const { fields, formProps, formError } = useAdminForm({
    id: "mensagens-whatsapp",
    schema: whatsAppSwitchesSchema,
    check: checkWhatsAppSwitches,
    lastResult: replyTo(reply, "switches"),
    defaultValue: Object.fromEntries(messages.map((m) => [m.kind, m.enabled ? "on" : undefined])),
  });
  return (
    <Form method="post" {...formProps} className="grid gap-2">
      <AdminFormError message={formError} />
      <ul className="divide-y divide-stone-200">
        {messages.map((m) => (
          <SwitchField key={m.kind} field={fields[m.kind]} row={m} />
        ))}
      </ul>
      <p className="text-xs text-stone-600">
        Uma mensagem desligada não é enviada, nem as que já estavam na fila; o comprador continua recebendo o email.
      </p>
      <FormButtons submitLabel="Salvar mensagens" intent="switches" />
    </Form>
  );
}
