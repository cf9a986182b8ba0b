// The customer's confirmation page (/confirmar/{orderId}?exp&sig): the order,
// its delivery address, "Confirmar pedido e endereço" and the address form
// (the shop's form layer: Conform runs checkAddressFix in the browser, the
// action runs it again). Plain forms: works without scripts.
import type { SubmissionResult } from "@conform-to/react";
import { Form, Link } from "react-router";
import { AccountField } from "~/components/account/account-form";
import { FormAlert } from "~/components/ui/form-alert";
import { useCheckedForm } from "~/components/ui/checked-form";
import { Button } from "~/components/ui/button";
import { SelectField } from "~/components/ui/field";
import type { ConfirmationDone } from "~/domain/orders/confirmation/confirm-from-link.server";
import type { loadConfirmationPage } from "~/domain/orders/confirmation/order-confirmation.server";
import { type AddressFix, addressFixSchema, checkAddressFix } from "~/domain/orders/forms/order-confirmation";
import { orderStatusLabel } from "~/domain/orders/lifecycle/order-status";
import { DELIVERY_FIELD_NAMES as F } from "~/domain/orders/records/delivery-details";
import { BRAZIL_STATES } from "~/lib/brazil-states";
import { maskCep } from "~/lib/masks";
import { formatBRL } from "~/lib/money";
import type { FormReply } from "~/platform/http/outcome";

type Page = NonNullable<Awaited<ReturnType<typeof loadConfirmationPage>>>;

export type ConfirmationPageData =
  { kind: "refused"; reason: "expired" | "invalid" } | { kind: "ok"; page: Page; done: ConfirmationDone | null };

const POSTED_FIELDS = [
  F.postalCode,
  F.street,
  F.number,
  F.complement,
  F.neighborhood,
  F.city,
  F.state,
  F.referencePoint,
] as const;

function AddressFixForm({ address: a, lastResult }: { address: Page["address"]; lastResult?: SubmissionResult<string[]> }) {
  const hasParts = Boolean(a.street);
  const { fields, formProps, formError } = useCheckedForm<AddressFix, (typeof POSTED_FIELDS)[number]>({
    id: "corrigir-endereco",
    schema: addressFixSchema,
    check: checkAddressFix,
    extraFields: POSTED_FIELDS,
    lastResult,
    defaultValue: {
      [F.postalCode]: hasParts ? maskCep(a.postalCode) : "",
      [F.street]: a.street,
      [F.number]: a.number,
      [F.complement]: a.complement,
      [F.neighborhood]: a.neighborhood,
      [F.city]: a.city,
      [F.state]: a.state,
      [F.referencePoint]: a.referencePoint,
    },
  });
  return (
    <details className="mt-6 rounded-2xl border border-stone-200 bg-white p-5" open={Boolean(lastResult?.error)}>
      <summary className="cursor-pointer font-semibold">Corrigir o endereço</summary>
      <Form method="post" className="mt-4 grid gap-3 sm:grid-cols-2" {...formProps}>
        <input type="hidden" name="intent" value="fix-address" />
        {formError ? (
          <div className="sm:col-span-2">
            <FormAlert message={formError} />
          </div>
        ) : null}
        <AccountField field={fields[F.postalCode]} label="CEP" inputMode="numeric" autoComplete="postal-code" mask={maskCep} />
        <AccountField field={fields[F.street]} label="Rua" autoComplete="address-line1" />
        <AccountField field={fields[F.number]} label="Número" />
        <AccountField field={fields[F.complement]} label="Complemento" optional />
        <AccountField field={fields[F.neighborhood]} label="Bairro" />
        <AccountField field={fields[F.city]} label="Cidade" autoComplete="address-level2" />
        <SelectField
          field={fields[F.state]}
          label="UF"
          selectClassName="mt-1 block h-11 w-full rounded-lg border border-stone-300 bg-white px-3"
        >
          <option value="">Selecione</option>
          {BRAZIL_STATES.map((uf) => (
            <option key={uf} value={uf}>
              {uf}
            </option>
          ))}
        </SelectField>
        <AccountField field={fields[F.referencePoint]} label="Ponto de referência" optional />
        <div className="sm:col-span-2">
          <Button type="submit">Salvar endereço e confirmar</Button>
        </div>
      </Form>
    </details>
  );
}

export function ConfirmationPage({ page: loaderData, lastReply }: { page: ConfirmationPageData; lastReply?: FormReply }) {
  if (loaderData.kind === "refused") {
    return (
      <div className="mx-auto max-w-xl px-4 py-10">
        <div className="rounded-3xl border border-stone-200 bg-white p-6 shadow-sm">
          <h1 className="text-2xl font-bold">
            {loaderData.reason === "expired" ? "Link de confirmação expirado" : "Link de confirmação inválido"}
          </h1>
          <p className="mt-3 text-stone-700">
            Não conseguimos abrir este pedido por este link. Fale com a nossa equipe pelo WhatsApp, ou acompanhe o pedido com o
            número e o seu CPF ou telefone.
          </p>
          <Link
            to="/acompanhar"
            className="mt-5 inline-flex min-h-11 items-center rounded-lg bg-primary px-5 font-semibold text-primary-foreground"
          >
            Acompanhar meu pedido
          </Link>
        </div>
      </div>
    );
  }
  const { page, done } = loaderData;
  // A refusal of the confirm button (a link no longer valid, an order that left) is said at the top;
  // the address form says its own.
  const fixReply = lastReply?.intent === "fix-address" ? lastReply.result : undefined;
  const topError = lastReply && lastReply.intent !== "fix-address" ? lastReply.result.error?.[""]?.[0] : undefined;
  return (
    <div className="mx-auto max-w-2xl px-4 py-8 sm:py-10">
      <h1 className="text-2xl font-bold sm:text-3xl">Pedido #{page.number}</h1>
      {page.firstName ? (
        <p className="mt-1 text-stone-700">Olá, {page.firstName}! Confira o pedido e o endereço antes do envio.</p>
      ) : null}
      <div role="status" className="mt-4">
        {done === "analise" ? (
          <p className="rounded-xl bg-amber-50 p-4 font-semibold text-amber-950">
            Endereço corrigido. Antes do envio, a nossa equipe vai conferir o pedido e pode chamar você no WhatsApp.
          </p>
        ) : done === "endereco" ? (
          <p className="rounded-xl bg-green-50 p-4 font-semibold text-green-900">
            Endereço corrigido e pedido confirmado. Obrigado!
          </p>
        ) : done === "confirmado" ? (
          <p className="rounded-xl bg-green-50 p-4 font-semibold text-green-900">
            Pedido confirmado. Obrigado! Avisaremos quando ele sair para entrega.
          </p>
        ) : page.confirmedAt ? (
          <p className="rounded-xl bg-green-50 p-4 text-green-900">Você já confirmou este pedido.</p>
        ) : null}
        {topError ? <p className="mt-2 rounded-xl bg-red-50 p-4 text-red-900">{topError}</p> : null}
      </div>

      <section aria-label="Resumo do pedido" className="mt-5 rounded-2xl border border-stone-200 bg-white p-5">
        <p className="text-sm text-stone-700">Situação: {orderStatusLabel(page.status)}</p>
        <ul className="mt-2 list-inside list-disc">
          {page.items.map((i, n) => (
            <li key={n}>
              {i.quantity}x {i.productName}
            </li>
          ))}
        </ul>
        <p className="mt-2 font-semibold">Total: {formatBRL(page.totalCents)} — você só paga depois de receber.</p>
        <h2 className="mt-4 font-semibold">Endereço de entrega</h2>
        <p data-testid="endereco-entrega">{page.deliveryAddress}</p>
        {page.address.referencePoint ? (
          <p className="text-sm text-stone-700">Ponto de referência: {page.address.referencePoint}</p>
        ) : null}
      </section>

      {page.editable ? (
        <>
          <Form method="post" className="mt-5">
            <input type="hidden" name="intent" value="confirm" />
            <Button type="submit" className="w-full sm:w-auto">
              {page.confirmedAt ? "Confirmar de novo" : "Confirmar pedido e endereço"}
            </Button>
          </Form>

          <AddressFixForm address={page.address} lastResult={fixReply} />
        </>
      ) : (
        <p className="mt-5 rounded-xl bg-stone-50 p-4 text-stone-800">
          Este pedido já saiu para entrega.{" "}
          <Link to="/acompanhar" className="font-semibold text-teal-800 underline">
            Acompanhe o pedido
          </Link>
          .
        </p>
      )}
    </div>
  );
}
