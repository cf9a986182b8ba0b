// /acompanhar: a buyer without an account finds an order by its number plus
// the CPF or phone it was placed with, and sees the status timeline, the
// tracking code and, once delivered, the due date and pay link. Posted (the
// CPF stays out of the address bar and the logs), rate-limited per address and
// per order number, and a wrong number or a wrong CPF/phone get the very same
// answer.
import { data, Form } from "react-router";
import { OrderTimeline } from "~/components/order/order-timeline";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { TRACKING_LIMITED, TRACKING_NOT_FOUND, trackOrder } from "~/domain/orders/tracking/order-tracking.server";
import { readFormFields } from "~/platform/http/form-data.server";
import { pageMeta } from "~/lib/meta";
import { z } from "~/lib/zod";
import type { Route } from "./+types/acompanhar";

const trackSchema = z.object({
  pedido: z.pipe(
    z.string().check(z.regex(/^\s*#?\s*\d{1,9}\s*$/, "Informe o número do pedido (ex.: 1042).")),
    z.transform((v) => Number(v.replace(/\D/g, ""))),
  ),
  documento: z.string().check(
    z.refine((v) => /^\d{10,13}$/.test(v.replace(/\D/g, "")), "Informe o CPF ou o telefone com DDD usado no pedido."),
    z.maxLength(40),
  ),
});

export async function action({ request, context }: Route.ActionArgs) {
  const fields = (await readFormFields(request)) ?? {};
  const parsed = z.safeParse(trackSchema, fields);
  const typed = { pedido: typeof fields.pedido === "string" ? fields.pedido.slice(0, 20) : "" };
  if (!parsed.success) {
    const fieldErrors: Record<string, string> = {};
    for (const issue of parsed.error.issues) fieldErrors[String(issue.path[0])] ??= issue.message;
    return data({ kind: "invalid" as const, fieldErrors, typed }, { status: 400 });
  }
  const result = await trackOrder(context, {
    number: parsed.data.pedido,
    identity: parsed.data.documento,
    clientIp: context.clientIp,
  });
  if (result.kind === "limited") return data({ kind: "limited" as const, message: TRACKING_LIMITED, typed }, { status: 429 });
  if (result.kind === "not_found")
    return data({ kind: "not_found" as const, message: TRACKING_NOT_FOUND, typed }, { status: 404 });
  return data({ kind: "found" as const, order: result.order, typed });
}

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, "Acompanhar pedido", "Veja onde está o seu pedido com o número e o CPF ou telefone usado na compra."),
  { name: "robots", content: "noindex" },
];

export default function TrackOrder({ actionData }: Route.ComponentProps) {
  const errors = actionData?.kind === "invalid" ? actionData.fieldErrors : {};
  return (
    <div className="mx-auto max-w-2xl px-4 py-10">
      <h1 className="text-2xl font-bold">Acompanhar pedido</h1>
      <p className="mt-2 text-stone-700">
        Informe o número do pedido (está no email da compra) e o CPF ou o telefone usado no pedido.
      </p>
      <Form method="post" className="mt-5 grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end" noValidate>
        <div>
          <label htmlFor="pedido" className="block text-sm font-semibold">
            Número do pedido
          </label>
          <Input
            id="pedido"
            name="pedido"
            inputMode="numeric"
            required
            maxLength={12}
            defaultValue={actionData?.typed.pedido ?? ""}
            aria-invalid={errors.pedido ? true : undefined}
            aria-describedby={errors.pedido ? "pedido-erro" : undefined}
          />
          {errors.pedido ? (
            <p id="pedido-erro" className="mt-1 text-sm text-red-800">
              {errors.pedido}
            </p>
          ) : null}
        </div>
        <div>
          <label htmlFor="documento" className="block text-sm font-semibold">
            CPF ou telefone
          </label>
          <Input
            id="documento"
            name="documento"
            inputMode="numeric"
            required
            maxLength={40}
            autoComplete="off"
            aria-invalid={errors.documento ? true : undefined}
            aria-describedby={errors.documento ? "documento-erro" : undefined}
          />
          {errors.documento ? (
            <p id="documento-erro" className="mt-1 text-sm text-red-800">
              {errors.documento}
            </p>
          ) : null}
        </div>
        <Button type="submit">Acompanhar</Button>
      </Form>
      <div role="status" className="mt-6">
        {actionData?.kind === "not_found" || actionData?.kind === "limited" ? (
          <p className="rounded-xl bg-amber-50 p-4 text-amber-950">{actionData.message}</p>
        ) : null}
      </div>
      {actionData?.kind === "found" ? (
        <div className="mt-2">
          <OrderTimeline order={actionData.order} />
        </div>
      ) : null}
    </div>
  );
}
