// /confirmar/{orderId}?exp=…&sig=…: the customer confirms the order and its
// delivery address, or fixes a detail first, before it ships (signed link from
// the order email or the shop's WhatsApp message; no sign-in needed). Plain
// forms: works without scripts.
import { data, Form, Link, redirect } from "react-router";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { confirmOrder, loadConfirmationPage } from "~/domain/orders/confirmation/order-confirmation.server";
import { verifyConfirmationLink } from "~/domain/orders/confirmation/confirmation-link.server";
import { BLOCKED_MESSAGE } from "~/domain/orders/placement/risk.server";
import { BRAZIL_STATES } from "~/lib/brazil-states";
import { DELIVERY_FIELD_NAMES as F } from "~/domain/orders/records/delivery-details";
import { readFormFields } from "~/platform/http/form-data.server";
import { maskCep } from "~/lib/masks";
import { formatBRL } from "~/lib/money";
import { validateAddressFix } from "~/domain/orders/forms/order-confirmation";
import { orderStatusLabel } from "~/domain/orders/lifecycle/order-status";
import type { Route } from "./+types/confirmar";

function linkOf(params: Route.LoaderArgs["params"], request: Request) {
  const search = new URL(request.url).searchParams;
  return { exp: search.get("exp"), sig: search.get("sig") };
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { exp, sig } = linkOf(params, request);
  const link = verifyConfirmationLink(context.config.sessionSecret, params.orderId, exp, sig);
  if (!link.ok) return data({ kind: "refused" as const, reason: link.reason }, { status: link.reason === "expired" ? 410 : 403 });
  const page = await loadConfirmationPage(context, params.orderId);
  if (!page) throw data(null, { status: 404 });
  const done = new URL(request.url).searchParams.get("feito");
  return { kind: "ok" as const, page, done: done === "confirmado" || done === "endereco" || done === "analise" ? done : null };
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const { exp, sig } = linkOf(params, request);
  const link = verifyConfirmationLink(context.config.sessionSecret, params.orderId, exp, sig);
  if (!link.ok)
    return data(
      { error: "Este link não vale mais. Fale com a nossa equipe pelo WhatsApp.", fieldErrors: {} as Record<string, string> },
      { status: 403 },
    );
  const fields = (await readFormFields(request)) ?? {};
  const intent = fields.intent;
  let fix = null;
  if (intent === "fix-address") {
    const parsed = validateAddressFix(fields);
    if (!parsed.ok) return data({ error: "Confira os campos destacados.", fieldErrors: parsed.fieldErrors }, { status: 400 });
    fix = parsed.data;
  } else if (intent !== "confirm") {
    return data(
      { error: "Ação desconhecida. Recarregue a página e tente novamente.", fieldErrors: {} as Record<string, string> },
      { status: 400 },
    );
  }
  const outcome = await confirmOrder(context, params.orderId, fix);
  if (outcome.kind === "missing") throw data(null, { status: 404 });
  if (outcome.kind === "blocked")
    return data({ error: BLOCKED_MESSAGE, fieldErrors: {} as Record<string, string> }, { status: 403 });
  if (outcome.kind === "locked")
    return data(
      {
        error: "Este pedido já saiu para entrega e não pode mais ser alterado por aqui. Fale com a nossa equipe pelo WhatsApp.",
        fieldErrors: {} as Record<string, string>,
      },
      { status: 409 },
    );
  // Post/redirect/get: a reload never posts again.
  const feito = outcome.held ? "analise" : outcome.addressChanged ? "endereco" : "confirmado";
  const back = new URLSearchParams({ exp: exp ?? "", sig: sig ?? "", feito });
  return redirect(`/confirmar/${params.orderId}?${back}`, 303);
}

/** The URL carries the signature: never cached, indexed or sent on as a referrer. */
export const headers: Route.HeadersFunction = () => ({
  "Cache-Control": "private, no-store",
  "Referrer-Policy": "no-referrer",
  "X-Robots-Tag": "noindex, nofollow",
});

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.kind === "ok" ? `Confirmar o pedido #${loaderData.page.number}` : "Confirmação do pedido" },
  { name: "robots", content: "noindex, nofollow" },
];

function Field({
  label,
  name,
  defaultValue,
  error,
  ...rest
}: { label: string; name: string; defaultValue: string; error?: string } & Omit<React.ComponentProps<"input">, "name">) {
  const id = `campo-${name}`;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold">
        {label}
      </label>
      <Input
        id={id}
        name={name}
        defaultValue={defaultValue}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-erro` : undefined}
        {...rest}
      />
      {error ? (
        <p id={`${id}-erro`} className="mt-1 text-sm text-red-800">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export default function ConfirmOrder({ loaderData, actionData }: Route.ComponentProps) {
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
  const errors: Record<string, string | undefined> = actionData?.fieldErrors ?? {};
  const a = page.address;
  const hasParts = Boolean(a.street);
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
        {actionData?.error ? <p className="mt-2 rounded-xl bg-red-50 p-4 text-red-900">{actionData.error}</p> : null}
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
        {a.referencePoint ? <p className="text-sm text-stone-700">Ponto de referência: {a.referencePoint}</p> : null}
      </section>

      {page.editable ? (
        <>
          <Form method="post" className="mt-5">
            <input type="hidden" name="intent" value="confirm" />
            <Button type="submit" className="w-full sm:w-auto">
              {page.confirmedAt ? "Confirmar de novo" : "Confirmar pedido e endereço"}
            </Button>
          </Form>

          <details className="mt-6 rounded-2xl border border-stone-200 bg-white p-5" open={Object.keys(errors).length > 0}>
            <summary className="cursor-pointer font-semibold">Corrigir o endereço</summary>
            <Form method="post" className="mt-4 grid gap-3 sm:grid-cols-2" noValidate>
              <input type="hidden" name="intent" value="fix-address" />
              <Field
                label="CEP"
                name={F.postalCode}
                defaultValue={hasParts ? maskCep(a.postalCode) : ""}
                error={errors[F.postalCode]}
                inputMode="numeric"
                autoComplete="postal-code"
              />
              <Field label="Rua" name={F.street} defaultValue={a.street} error={errors[F.street]} autoComplete="address-line1" />
              <Field label="Número" name={F.number} defaultValue={a.number} error={errors[F.number]} />
              <Field
                label="Complemento (opcional)"
                name={F.complement}
                defaultValue={a.complement}
                error={errors[F.complement]}
              />
              <Field label="Bairro" name={F.neighborhood} defaultValue={a.neighborhood} error={errors[F.neighborhood]} />
              <Field label="Cidade" name={F.city} defaultValue={a.city} error={errors[F.city]} autoComplete="address-level2" />
              <div>
                <label htmlFor="campo-state" className="block text-sm font-semibold">
                  UF
                </label>
                <select
                  id="campo-state"
                  name={F.state}
                  defaultValue={a.state}
                  className="block h-11 w-full rounded-lg border border-stone-300 bg-white px-3"
                >
                  <option value="">Selecione</option>
                  {BRAZIL_STATES.map((uf) => (
                    <option key={uf} value={uf}>
                      {uf}
                    </option>
                  ))}
                </select>
                {errors[F.state] ? <p className="mt-1 text-sm text-red-800">{errors[F.state]}</p> : null}
              </div>
              <Field
                label="Ponto de referência (opcional)"
                name={F.referencePoint}
                defaultValue={a.referencePoint}
                error={errors[F.referencePoint]}
              />
              <div className="sm:col-span-2">
                <Button type="submit">Salvar endereço e confirmar</Button>
              </div>
            </Form>
          </details>
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
