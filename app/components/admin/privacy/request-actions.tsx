// The panel's three actions on a data subject's request ("Responder",
// "Concluir", "Recusar"), each a plain form with its `intent` on Conform: they
// work without scripts and show the server's messages.
import type { SubmissionResult } from "@conform-to/react";
import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod/v4";
import { useMemo } from "react";
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { errorOf, FormError } from "~/components/ui/field";
import {
  answerRequestSchema,
  checkAnswerRequest,
  checkCompleteRequest,
  checkRefuseRequest,
  completeRequestSchema,
  refuseRequestSchema,
} from "~/domain/privacy/forms/requests";
import { type Checked, parseSubmission } from "~/lib/forms";
import type { z } from "~/lib/zod";

type Result = SubmissionResult<string[]> | undefined;

interface ActionFormProps<T> {
  intent: "responder" | "concluir" | "recusar";
  requestId: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  schema: z.ZodMiniType<any>;
  check: (fields: Record<string, unknown>) => Checked<T>;
  field: "note" | "reason";
  label: string;
  hint?: string;
  submit: string;
  variant: "primary" | "outline" | "destructive";
  lastResult: Result;
}

function ActionForm<T>({
  intent,
  requestId,
  schema,
  check,
  field,
  label,
  hint,
  submit,
  variant,
  lastResult,
}: ActionFormProps<T>) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  const constraint = useMemo(() => getZodConstraint(schema), [schema]);
  // Typed by the one text field it shows, so `fields[field]` is known to exist.
  const [form, fields] = useForm<Record<ActionFormProps<T>["field"], unknown>, T>({
    id: `privacidade-${intent}-${requestId}`,
    lastResult,
    constraint,
    defaultNoValidate: false,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseSubmission(formData, check),
  });
  const text = fields[field];
  const error = errorOf(text);
  return (
    <Form method="post" className="space-y-2 rounded-2xl border border-stone-200 bg-white p-4" {...getFormProps(form)}>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={requestId} />
      <FormError message={errorOf(form)} />
      <label htmlFor={text.id} className="block text-sm font-medium">
        {label}
      </label>
      {hint ? <p className="text-xs text-stone-600">{hint}</p> : null}
      <textarea
        id={text.id}
        name={text.name}
        rows={3}
        maxLength={2000}
        // Completing needs no note; replying and refusing do.
        required={intent !== "concluir"}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${text.id}-erro` : undefined}
        className="w-full rounded-xl border border-stone-300 p-2 text-base"
      />
      {error ? (
        <p id={`${text.id}-erro`} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <Button type="submit" variant={variant} disabled={busy}>
        {busy ? "Processando..." : submit}
      </Button>
    </Form>
  );
}

export function RequestActions({
  requestId,
  isDeletion,
  lastIntent,
  lastResult,
}: {
  requestId: number;
  isDeletion: boolean;
  lastIntent: string | undefined;
  lastResult: Result;
}) {
  const resultOf = (intent: string) => (lastIntent === intent ? lastResult : undefined);
  return (
    <div className="grid gap-3 lg:grid-cols-3">
      <ActionForm
        intent="responder"
        requestId={requestId}
        schema={answerRequestSchema}
        check={checkAnswerRequest}
        field="note"
        label="Responder"
        hint="O que foi dito ao titular. O pedido continua pendente."
        submit="Registrar resposta"
        variant="outline"
        lastResult={resultOf("responder")}
      />
      <ActionForm
        intent="concluir"
        requestId={requestId}
        schema={completeRequestSchema}
        check={checkCompleteRequest}
        field="note"
        label="Concluir"
        hint={
          isDeletion
            ? "Anonimiza o titular agora: nome, email, CPF, telefone e endereço saem dos pedidos, do cadastro, da conta, dos emails enviados a ele e dos registros dele. Um bloqueio antifraude do CPF ou telefone dele continua valendo, guardado como código irreversível (o valor some da lista). O que outros registros ainda possam citar aparece no histórico como “itens para revisar”. Não pode ser desfeito."
            : "Nota opcional sobre o que foi feito."
        }
        submit={isDeletion ? "Concluir e anonimizar" : "Concluir"}
        variant={isDeletion ? "destructive" : "primary"}
        lastResult={resultOf("concluir")}
      />
      <ActionForm
        intent="recusar"
        requestId={requestId}
        schema={refuseRequestSchema}
        check={checkRefuseRequest}
        field="reason"
        label="Recusar"
        hint="Motivo (por exemplo, obrigação legal de guardar os dados)."
        submit="Recusar"
        variant="outline"
        lastResult={resultOf("recusar")}
      />
    </div>
  );
}
