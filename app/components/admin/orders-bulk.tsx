// Pedidos in bulk: the checkbox each row of the list carries (tied to this
// form by its `form` attribute, so the list's markup stays the list's), the
// form that confirms, ships (a CSV of order number → tracking code, pasted or
// uploaded) or marks delivered, the report of what changed and what was
// skipped and why, and the link that exports the filtered orders as CSV.
import { useSearchParams } from "react-router";
import { Button } from "~/components/ui/button";
import type { BulkActionData } from "~/domain/admin/orders-bulk.server";
import { CARRIER_LABELS, CARRIERS } from "~/lib/order-status";
import { FileField, SelectField, TextArea } from "./fields";
import { useAdminAction } from "./use-admin-action";

export const BULK_FORM_ID = "pedidos-em-lote";

/** The selection box of one row of the list. */
export function BulkSelect({ orderId, number }: { orderId: string; number: number }) {
  return (
    <input
      type="checkbox"
      name={`sel:${orderId}`}
      form={BULK_FORM_ID}
      aria-label={`Selecionar pedido #${number}`}
      className="size-5 accent-teal-700"
    />
  );
}

/** The list's filters, for the export link (the page and open order are not filters). */
function exportHref(params: URLSearchParams): string {
  const filters = new URLSearchParams();
  for (const key of ["status", "pagamento", "risco", "sinal", "q"]) {
    const value = params.get(key);
    if (value) filters.set(key, value);
  }
  const query = filters.toString();
  return `/admin/pedidos.csv${query ? `?${query}` : ""}`;
}

export function OrdersBulk() {
  const [params] = useSearchParams();
  const action = useAdminAction();
  const report = (action.fetcher.data as BulkActionData | undefined)?.bulk;
  const errors = action.errors;
  return (
    <section aria-labelledby="pedidos-em-lote-titulo" className="mt-6 rounded-xl border border-stone-200 bg-stone-50 p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="pedidos-em-lote-titulo" className="font-semibold">
          Ações em lote
        </h3>
        <a
          href={exportHref(params)}
          className="inline-flex min-h-11 items-center rounded-lg border border-stone-300 bg-white px-3 text-sm font-semibold hover:bg-stone-100"
          download
        >
          Exportar CSV para a transportadora
        </a>
      </div>
      <p className="mt-1 text-xs text-stone-700">
        Marque os pedidos na lista para confirmar ou marcar como entregues. Para enviar, cole ou envie um CSV com número do pedido
        e código de rastreio (e, se quiser, a transportadora de cada linha), separado por ponto e vírgula ou vírgula. Cada ação é
        feita de uma vez: pedidos que não podem mudar são ignorados, com o motivo.
      </p>
      <action.fetcher.Form
        id={BULK_FORM_ID}
        method="post"
        action="/admin/pedidos"
        encType="multipart/form-data"
        className="mt-3 grid gap-3 sm:grid-cols-2"
      >
        <input type="hidden" name="intent" value="bulk" />
        <SelectField label="Ação" name="acao" defaultValue="confirm" error={errors.acao}>
          <option value="confirm">Confirmar pedidos selecionados</option>
          <option value="ship">Enviar (códigos de rastreio)</option>
          <option value="deliver">Marcar selecionados como entregues</option>
        </SelectField>
        <SelectField
          label="Transportadora"
          name="transportadora"
          defaultValue="correios"
          error={errors.transportadora}
          hint="Usada no envio quando a linha do CSV não diz outra."
        >
          {CARRIERS.map((c) => (
            <option key={c} value={c}>
              {CARRIER_LABELS[c]}
            </option>
          ))}
        </SelectField>
        <TextArea
          label="Códigos de rastreio (CSV)"
          name="codigos"
          rows={4}
          placeholder={"pedido;código;transportadora\n1001;QB123456789BR;Correios"}
          error={errors.codigos}
          className="sm:col-span-2"
          spellCheck={false}
        />
        <FileField
          label="Ou envie o arquivo CSV"
          name="arquivo"
          accept=".csv,text/csv,text/plain"
          error={errors.arquivo}
          hint="Até 256 KB, 500 pedidos."
        />
        <div className="flex items-end">
          <Button type="submit" disabled={action.busy}>
            {action.busy ? "Processando..." : "Aplicar em lote"}
          </Button>
        </div>
      </action.fetcher.Form>
      {report && !action.busy ? (
        <div role="status" aria-label="Resultado da ação em lote" className="mt-4 rounded-lg bg-white p-3 text-sm">
          <p className="font-semibold">{report.summary}</p>
          {report.changed.length ? <p className="mt-1">Alterados: {report.changed.map((n) => `#${n}`).join(", ")}</p> : null}
          {report.skipped.length ? (
            <>
              <p className="mt-2 font-medium">Ignorados:</p>
              <ul className="mt-1 list-disc space-y-0.5 pl-5">
                {report.skipped.map((s) => (
                  <li key={s}>{s}</li>
                ))}
              </ul>
            </>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
