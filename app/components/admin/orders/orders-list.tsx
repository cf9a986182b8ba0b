// Pedidos: the list as a daily tool. Filters are a GET form (the URL is the
// state: shareable, reloadable); each row's number opens the order's page;
// rows are ticked for the bulk bar, which sticks to the top while any row is
// ticked (CSS :has, so it works without scripts too). Select-all: this page
// (a link without scripts, the header box with them), then every order the
// filter matches (a flag the server answers by running the filter again).
// Shipping with tracking codes is its own form (a CSV pasted or uploaded).
// The table fits 1280 px without sideways scroll: fixed layout, wrapped text,
// risk and flags merged into the status column.
import { getFormProps, getTextareaProps, useForm } from "@conform-to/react";
import { type ChangeEvent, useEffect, useState } from "react";
import { Form, Link } from "react-router";
import { OrderStatusBadge, PaymentStatusBadge } from "~/components/order/status-badges";
import { Button } from "~/components/ui/button";
import { cx } from "~/components/ui/cx";
import { errorOf, Field, FormError, SelectField, type SelectFieldProps } from "~/components/ui/field";
import { type BulkOrdersData, checkBulkOrdersForm, checkOrderFilters } from "~/domain/orders/forms/back-office";
import type { AdminOrderRow, OrderFilters } from "~/domain/orders/back-office/orders.server";
import { formatDate } from "~/lib/dates";
import { parseSubmission } from "~/lib/forms";
import {
  CARRIER_LABELS,
  CARRIERS,
  ORDER_STATUSES,
  orderStatusLabel,
  PAYMENT_STATUSES,
  paymentStatusLabel,
  RISK_LEVEL_LABELS,
  RISK_LEVELS,
} from "~/domain/orders/lifecycle/order-status";
import { OverdueBadge, RiskBadge, UnconfirmedBadge } from "./order-badges";
import { OrderCells, OrdersTable } from "./order-cells";
import { orderInputClasses, SubmitButton, useLastResult } from "./order-form";

export const BULK_FORM_ID = "pedidos-em-lote";

export interface OrdersListProps {
  orders: AdminOrderRow[];
  /** Exact up to the server's limit; past it `totalIsLowerBound` ("mais de 10.000 pedidos"). */
  total: number;
  totalIsLowerBound: boolean;
  /** Newer orders exist before this page / older ones after it: the "Anterior" / "Próxima página" links. */
  hasNewer: boolean;
  hasOlder: boolean;
  /** What the search box matched on, in words ("CPF", "número do pedido"), when searching. */
  searchLabel: string | null;
  filters: OrderFilters;
  /** The list's query string ("?status=…"), without the page. */
  query: string;
  /** "Selecionar esta página" was asked for (?selecionar=pagina). */
  pageSelected: boolean;
  unconfirmedAfterHours: number;
}

function withQuery(base: string, query: string, extra?: Record<string, string>) {
  const params = new URLSearchParams(query);
  for (const [k, v] of Object.entries(extra ?? {})) params.set(k, v);
  const s = params.toString();
  return s ? `${base}?${s}` : base;
}

/** One filter of the list: "Todos" (no filter), then each value by its label. */
function FilterSelect<T extends string>({
  field,
  label,
  values,
  labelOf,
}: {
  field: SelectFieldProps["field"];
  label: string;
  values: readonly T[];
  labelOf: (value: T) => string;
}) {
  return (
    <SelectField field={field} label={label} selectClassName={orderInputClasses}>
      <option value="">Todos</option>
      {values.map((v) => (
        <option key={v} value={v}>
          {labelOf(v)}
        </option>
      ))}
    </SelectField>
  );
}

function Filters({ filters, unconfirmedAfterHours }: { filters: OrderFilters; unconfirmedAfterHours: number }) {
  const [form, fields] = useForm<Record<"q" | "status" | "pagamento" | "risco", unknown>>({
    id: "filtros-pedidos",
    defaultValue: {
      q: filters.q,
      status: filters.status ?? "",
      pagamento: filters.payment ?? "",
      risco: filters.risk ?? "",
    },
    onValidate: ({ formData }) => parseSubmission(formData, checkOrderFilters),
  });
  const filtered = filters.q || filters.status || filters.payment || filters.risk || filters.unconfirmed;
  return (
    <Form
      method="get"
      action="/admin/pedidos"
      {...getFormProps(form)}
      className="grid gap-3 rounded-xl border border-stone-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))_auto] lg:items-end"
    >
      <Field
        field={fields.q}
        label="Buscar"
        type="search"
        placeholder="Nome, email, telefone, CPF ou número"
        maxLength={100}
        inputClassName={orderInputClasses}
      />
      <FilterSelect field={fields.status} label="Status" values={ORDER_STATUSES} labelOf={orderStatusLabel} />
      <FilterSelect field={fields.pagamento} label="Pagamento" values={PAYMENT_STATUSES} labelOf={paymentStatusLabel} />
      <FilterSelect field={fields.risco} label="Risco" values={RISK_LEVELS} labelOf={(r) => RISK_LEVEL_LABELS[r]} />
      <div className="flex items-center gap-2">
        <Button type="submit" size="sm">
          Filtrar
        </Button>
        {filtered ? (
          <Link to="/admin/pedidos" className="inline-flex min-h-11 items-center px-2 text-sm text-teal-800 underline">
            Limpar
          </Link>
        ) : null}
      </div>
      <label className="flex items-center gap-2 text-sm sm:col-span-2 lg:col-span-5">
        <input
          type="checkbox"
          name="sinal"
          value="nao-confirmado"
          defaultChecked={filters.unconfirmed}
          className="size-5 accent-teal-700"
        />
        Só os não confirmados pelo cliente há mais de {unconfirmedAfterHours} h
      </label>
    </Form>
  );
}

/** Ship with tracking codes: the carrier's CSV, pasted or uploaded (no selection needed). */
function ShipByCsv({ query }: { query: string }) {
  const lastResult = useLastResult("csv");
  const [form, fields] = useForm<Record<"codigos" | "transportadora" | "arquivo", unknown>, BulkOrdersData>({
    id: "enviar-por-csv",
    lastResult,
    defaultValue: { transportadora: "correios" },
    shouldValidate: "onSubmit",
    onValidate: ({ formData }) => parseSubmission(formData, checkBulkOrdersForm),
  });
  const { key: areaKey, ...area } = getTextareaProps(fields.codigos, { ariaAttributes: true });
  return (
    <details className="rounded-xl border border-stone-200 bg-white p-4" open={lastResult ? true : undefined}>
      <summary className="cursor-pointer font-semibold">Enviar com códigos de rastreio (CSV)</summary>
      <Form
        method="post"
        action={withQuery("/admin/pedidos", query)}
        encType="multipart/form-data"
        {...getFormProps(form)}
        className="mt-3 grid gap-3 sm:grid-cols-2"
      >
        <input type="hidden" name="intent" value="csv" />
        <input type="hidden" name="acao" value="ship" />
        <p className="text-xs text-stone-700 sm:col-span-2">
          Uma linha por pedido: número do pedido e código de rastreio (e, se quiser, a transportadora), separados por ponto e
          vírgula ou vírgula. Pedidos que não podem ser enviados são ignorados, com o motivo.
        </p>
        <FormError message={errorOf(form)} />
        <SelectField
          field={fields.transportadora}
          label="Transportadora (quando a linha não diz outra)"
          selectClassName={orderInputClasses}
          className="sm:col-span-2"
        >
          {CARRIERS.map((c) => (
            <option key={c} value={c}>
              {CARRIER_LABELS[c]}
            </option>
          ))}
        </SelectField>
        <div className="sm:col-span-2">
          <label htmlFor={fields.codigos.id} className="block text-sm font-medium text-stone-800">
            Códigos de rastreio (CSV)
          </label>
          <textarea
            key={areaKey}
            {...area}
            rows={4}
            spellCheck={false}
            placeholder={"pedido;código;transportadora\n1001;QB123456789BR;Correios"}
            className={cx(orderInputClasses, "h-auto min-h-24 py-2 font-mono text-sm")}
          />
          {errorOf(fields.codigos) ? <p className="mt-1 text-sm text-red-700">{errorOf(fields.codigos)}</p> : null}
        </div>
        <div>
          <label htmlFor="arquivo-csv" className="block text-sm font-medium text-stone-800">
            Ou envie o arquivo CSV
          </label>
          <input
            id="arquivo-csv"
            name="arquivo"
            type="file"
            accept=".csv,text/csv,text/plain"
            className="mt-1 block w-full text-sm"
          />
          <p className="mt-1 text-xs text-stone-600">Até 256 KB, 500 pedidos.</p>
          {errorOf(fields.arquivo) ? <p className="mt-1 text-sm text-red-700">{errorOf(fields.arquivo)}</p> : null}
        </div>
        <div className="flex items-end">
          <SubmitButton busy={false}>Enviar pedidos do CSV</SubmitButton>
        </div>
      </Form>
    </details>
  );
}

/** The bar above the list: shown while rows are ticked (CSS), sticky at the top. */
function BulkBar({ total, shown, query, pageSelected }: { total: string; shown: number; query: string; pageSelected: boolean }) {
  const lastResult = useLastResult("bulk");
  const [form, fields] = useForm<Record<"acao" | "transportadora", unknown>, BulkOrdersData>({
    id: BULK_FORM_ID,
    lastResult,
    shouldValidate: "onSubmit",
    onValidate: ({ formData }) => parseSubmission(formData, checkBulkOrdersForm),
  });
  const refusal = errorOf(form) ?? errorOf(fields.acao) ?? errorOf(fields.transportadora);
  return (
    <Form
      method="post"
      action={withQuery("/admin/pedidos", query)}
      {...getFormProps(form)}
      aria-label="Ações em lote"
      className={cx(
        "sticky top-0 z-20 rounded-xl border border-teal-700 bg-teal-50 p-3 shadow-md",
        // Hidden until a row is ticked (or the server refused the last try).
        lastResult ? "block" : "hidden group-has-[input[data-bulk-select]:checked]/list:block",
      )}
    >
      <input type="hidden" name="intent" value="bulk" />
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <p className="text-sm font-semibold" aria-live="polite">
          <SelectedCount />
        </p>
        {total !== String(shown) || pageSelected ? (
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" name="todos" value="on" className="size-5 accent-teal-700" />
            Aplicar a todos os {total} pedidos do filtro
          </label>
        ) : null}
        <div className="flex flex-wrap gap-2">
          <Button type="submit" size="sm" name="acao" value="confirm">
            Confirmar
          </Button>
          <Button type="submit" size="sm" variant="outline" name="acao" value="deliver">
            Marcar como entregues
          </Button>
          <details className="relative">
            <summary className="inline-flex min-h-11 cursor-pointer list-none items-center rounded-lg border border-stone-300 bg-white px-3 text-sm font-semibold [&::-webkit-details-marker]:hidden">
              Enviar por entrega própria…
            </summary>
            <div className="absolute z-30 mt-1 w-64 rounded-lg border border-stone-200 bg-white p-3 shadow-lg">
              <input type="hidden" name="transportadora" value="own" />
              <p className="text-xs text-stone-700">
                Marca os selecionados como enviados pela própria loja, sem código de rastreio. Para transportadoras, use o CSV.
              </p>
              <Button type="submit" size="sm" name="acao" value="ship" className="mt-2 w-full">
                Marcar como enviados
              </Button>
            </div>
          </details>
          <button
            type="reset"
            onClick={(event) => {
              // With scripts, clear every box (a reset would bring back "Selecionar esta página").
              event.preventDefault();
              for (const box of document.querySelectorAll<HTMLInputElement>("input[data-bulk-select]")) box.checked = false;
              document.dispatchEvent(new Event("change"));
            }}
            className="inline-flex min-h-11 items-center px-2 text-sm text-teal-800 underline"
          >
            Limpar seleção
          </button>
        </div>
      </div>
      {refusal ? (
        <p role="alert" className="mt-2 text-sm font-medium text-red-800">
          {refusal}
        </p>
      ) : null}
    </Form>
  );
}

/** "N selecionados" once scripts run (counted from the ticked boxes), "Pedidos selecionados" before. */
function SelectedCount() {
  const [count, setCount] = useState<number | null>(null);
  useEffect(() => {
    const update = () => setCount(document.querySelectorAll("input[data-bulk-select]:checked").length);
    update();
    document.addEventListener("change", update);
    return () => document.removeEventListener("change", update);
  }, []);
  if (count === null) return <>Pedidos selecionados</>;
  return <>{count === 1 ? "1 pedido selecionado" : `${count} pedidos selecionados`}</>;
}

/** The header's box: ticks or clears every row of this page (scripts only; without them, the link above does it). */
function SelectPage({ initial }: { initial: boolean }) {
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  const toggle = (event: ChangeEvent<HTMLInputElement>) => {
    for (const box of document.querySelectorAll<HTMLInputElement>("input[data-bulk-select]")) box.checked = event.target.checked;
    // Tell the count (it listens to change events).
    document.dispatchEvent(new Event("change"));
  };
  if (!ready) return <span className="sr-only">Selecionar</span>;
  return (
    <input
      type="checkbox"
      defaultChecked={initial}
      onChange={toggle}
      aria-label="Selecionar todos desta página"
      className="size-5 accent-teal-700"
    />
  );
}

/** "1.234 pedidos", "mais de 10.000 pedidos" (pt-BR digit grouping). */
function totalText(total: number, lowerBound: boolean): string {
  const n = total.toLocaleString("pt-BR");
  if (lowerBound) return `mais de ${n} pedidos`;
  return `${n} ${total === 1 ? "pedido" : "pedidos"}`;
}

/** The page's own key in the URL, so "Selecionar esta página" ticks the orders shown. */
function pageKey(filters: OrderFilters): Record<string, string> {
  if (filters.after !== null) return { apos: String(filters.after) };
  if (filters.before !== null) return { antes: String(filters.before) };
  return filters.oldest ? { fim: "1" } : {};
}

/** Plain links with the neighbouring page's key in the URL: they work before (and without) scripts. */
function PageLinks({ orders, query, hasNewer, hasOlder }: Pick<OrdersListProps, "orders" | "query" | "hasNewer" | "hasOlder">) {
  if (!hasNewer && !hasOlder) return null;
  const first = orders[0];
  const last = orders[orders.length - 1];
  const link = "inline-flex min-h-11 items-center rounded-lg border border-stone-300 bg-white px-3 font-semibold text-teal-900";
  return (
    <nav aria-label="Páginas" className="flex flex-wrap items-center justify-between gap-2 text-sm">
      <span className="flex flex-wrap gap-2">
        {hasNewer ? (
          <>
            <Link to={withQuery("/admin/pedidos", query)} className={link}>
              Mais recentes
            </Link>
            {first ? (
              <Link to={withQuery("/admin/pedidos", query, { antes: String(first.number) })} rel="prev" className={link}>
                Anterior
              </Link>
            ) : null}
          </>
        ) : null}
      </span>
      <span className="flex flex-wrap gap-2">
        {hasOlder && last ? (
          <Link to={withQuery("/admin/pedidos", query, { apos: String(last.number) })} rel="next" className={link}>
            Próxima página
          </Link>
        ) : null}
        {hasOlder ? (
          <Link to={withQuery("/admin/pedidos", query, { fim: "1" })} className={link}>
            Mais antigos
          </Link>
        ) : null}
      </span>
    </nav>
  );
}

export function OrdersList({
  orders,
  total,
  totalIsLowerBound,
  hasNewer,
  hasOlder,
  searchLabel,
  filters,
  query,
  pageSelected,
  unconfirmedAfterHours,
}: OrdersListProps) {
  const lastBulk = useLastResult("bulk");
  const previouslyTicked = (lastBulk?.initialValue ?? {}) as Record<string, unknown>;
  return (
    <div className="group/list space-y-4">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">Pedidos</h1>
        <a
          href={withQuery("/admin/pedidos.csv", query)}
          download
          className="inline-flex min-h-11 items-center rounded-lg border border-stone-300 bg-white px-3 text-sm font-semibold hover:bg-stone-100"
        >
          Exportar CSV para a transportadora
        </a>
      </header>
      <Filters filters={filters} unconfirmedAfterHours={unconfirmedAfterHours} />
      <ShipByCsv query={query} />
      <BulkBar
        total={totalIsLowerBound ? `mais de ${total.toLocaleString("pt-BR")}` : String(total)}
        shown={orders.length}
        query={query}
        pageSelected={pageSelected}
      />
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <p className="text-stone-700" role="status">
          {searchLabel ? <span className="font-semibold">Buscando por {searchLabel}: </span> : null}
          <span>{total === 0 && orders.length === 0 ? "Nenhum pedido encontrado." : totalText(total, totalIsLowerBound)}</span>
        </p>
        {orders.length > 0 ? (
          <Link
            to={withQuery("/admin/pedidos", query, {
              ...pageKey(filters),
              selecionar: "pagina",
            })}
            preventScrollReset
            className="font-semibold text-teal-800 underline"
          >
            Selecionar esta página
          </Link>
        ) : null}
      </div>
      {orders.length > 0 ? (
        <OrdersTable
          caption="Pedidos, do mais recente ao mais antigo"
          before={
            <th scope="col" className="w-11 px-3 py-2">
              <SelectPage initial={pageSelected} />
            </th>
          }
          after={
            <>
              <th scope="col" className="px-2 py-2">
                Status
              </th>
              <th scope="col" className="hidden w-40 px-2 py-2 md:table-cell">
                Pagamento
              </th>
            </>
          }
        >
          {orders.map((o) => (
            <tr key={o.id} className="border-t border-stone-200 align-top has-[:checked]:bg-teal-50">
              <td className="px-3 py-2">
                <input
                  type="checkbox"
                  name={`sel:${o.id}`}
                  form={BULK_FORM_ID}
                  data-bulk-select=""
                  defaultChecked={pageSelected || previouslyTicked[`sel:${o.id}`] !== undefined}
                  aria-label={`Selecionar pedido #${o.number}`}
                  className="size-5 accent-teal-700"
                />
              </td>
              <OrderCells order={o} detail={o.customerEmail ?? "sem email"} />
              <td className="px-2 py-2">
                <span className="flex flex-wrap items-center gap-1">
                  <OrderStatusBadge status={o.status} />
                  {o.riskLevel !== "low" ? <RiskBadge level={o.riskLevel} reasons={o.riskReasons} /> : null}
                  {o.confirmedAt ? (
                    <span className="text-xs font-semibold text-green-800" title="Confirmado pelo cliente">
                      ✓ cliente
                    </span>
                  ) : null}
                  {o.unconfirmed ? <UnconfirmedBadge /> : null}
                  <span className="contents md:hidden">
                    <PaymentStatusBadge status={o.paymentStatus} />
                    {o.overdue ? <OverdueBadge dueAt={o.paymentDueAt} /> : null}
                  </span>
                </span>
                {o.riskLevel !== "low" && o.riskReasons[0] ? (
                  <span className="mt-0.5 block text-xs text-stone-700">{o.riskReasons[0]}</span>
                ) : null}
              </td>
              <td className="hidden px-2 py-2 md:table-cell">
                <span className="flex flex-wrap items-center gap-1">
                  <PaymentStatusBadge status={o.paymentStatus} />
                  {o.overdue ? <OverdueBadge dueAt={o.paymentDueAt} /> : null}
                </span>
                {o.paymentDueAt && !o.overdue && (o.paymentStatus === "pending" || o.paymentStatus === "unpaid") ? (
                  <span className="mt-0.5 block text-xs text-stone-700">vence {formatDate(o.paymentDueAt)}</span>
                ) : null}
              </td>
            </tr>
          ))}
        </OrdersTable>
      ) : null}
      <PageLinks orders={orders} query={query} hasNewer={hasNewer} hasOlder={hasOlder} />
    </div>
  );
}
