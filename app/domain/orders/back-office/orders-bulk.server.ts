// The orders list's bulk bar on the server: which action, the orders ticked in
// the list ("sel:{uuid}" fields) or every order matching the list's filter
// (re-run here, never a list of ids from the browser), or, to ship, the
// carrier's CSV (pasted in "codigos" or uploaded as "arquivo"), then the one
// bulk change (app/domain/orders/lifecycle/bulk.server.ts). Every answer is a pt-BR
// report: how many orders changed and, per order or CSV line, why the others
// were skipped.
import { desc } from "drizzle-orm";
import { orders } from "~/db/schema";
import { type BulkOrdersData, BULK_MESSAGES, checkBulkOrdersForm } from "~/domain/orders/forms/back-office";
import {
  applyBulkOrderChange,
  type BulkItem,
  type BulkReport,
  bulkSummary,
  MAX_BULK_ORDERS,
  skipLine,
} from "~/domain/orders/lifecycle/bulk.server";
import { CSV_MESSAGES, MAX_TRACKING_CSV_BYTES, parseTrackingCsv } from "~/domain/orders/back-office/csv";
import type { AppServices } from "~/services.server";
import { adminOrdersWhere, type OrderFilters } from "./orders.server";

type Ctx = Pick<AppServices, "db" | "mailer" | "config" | "jobs">;

export const BULK_FORM_MESSAGES = {
  title: "Ações em lote",
  errorTitle: "Erro na ação em lote",
  failure: "Nenhum pedido foi alterado. Tente novamente.",
  tooMany: `Selecione no máximo ${MAX_BULK_ORDERS} pedidos por vez.`,
  filterTooLarge: `O filtro tem mais de ${MAX_BULK_ORDERS} pedidos: refine o filtro e tente de novo.`,
  ...BULK_MESSAGES,
} as const;

export interface BulkDone {
  ok: true;
  summary: string;
  changed: number[];
  skipped: string[];
}
export interface BulkRefused {
  ok: false;
  status: number;
  message: string;
  /** The field the message belongs to, if any. */
  field?: string;
}

/** The text of an uploaded CSV: UTF-8 (with or without BOM), else Windows-1252 (what pt-BR Excel saves as "CSV"). */
export async function readCsvFile(file: File): Promise<{ ok: true; text: string } | { ok: false; message: string }> {
  if (file.size > MAX_TRACKING_CSV_BYTES) return { ok: false, message: CSV_MESSAGES.tooLarge };
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (bytes.includes(0)) return { ok: false, message: CSV_MESSAGES.unreadable };
  try {
    return { ok: true, text: new TextDecoder("utf-8", { fatal: true }).decode(bytes) };
  } catch {
    return { ok: true, text: new TextDecoder("windows-1252").decode(bytes) };
  }
}

function done(report: BulkReport, csvProblems: string[]): BulkDone {
  return {
    ok: true,
    summary: bulkSummary(report, csvProblems.length),
    changed: report.changed,
    skipped: [...csvProblems, ...report.skipped.map(skipLine)],
  };
}

const refuse = (message: string, field?: string, status = 400): BulkRefused => ({
  ok: false,
  status,
  message,
  ...(field ? { field } : {}),
});

/** The ids of every order the filter matches, newest first; null past the bulk limit. */
async function idsMatching(ctx: Pick<Ctx, "db">, filters: OrderFilters): Promise<string[] | null> {
  const rows = await ctx.db
    .select({ id: orders.id })
    .from(orders)
    .where(await adminOrdersWhere(ctx, filters))
    .orderBy(desc(orders.createdAt), desc(orders.number))
    .limit(MAX_BULK_ORDERS + 1);
  return rows.length > MAX_BULK_ORDERS ? null : rows.map((r) => r.id);
}

/**
 * Runs one bulk action: ship from a CSV (pasted or uploaded), or the chosen
 * action on the ticked orders, or on every order matching `filters` when
 * `allMatching` (the list's "selecionar todos do filtro").
 */
export async function runBulkOrders(
  ctx: Ctx,
  input: BulkOrdersData,
  upload: File | null,
  filters: OrderFilters,
  actor: string,
): Promise<BulkDone | BulkRefused> {
  const { action, carrier } = input;
  let csvText = input.csv;
  if (upload && action === "ship") {
    const read = await readCsvFile(upload);
    if (!read.ok) return refuse(read.message, "arquivo");
    csvText = read.text;
  }

  if (action === "ship" && csvText) {
    if (!carrier) return refuse(BULK_FORM_MESSAGES.carrier, "transportadora");
    const csv = parseTrackingCsv(csvText);
    if (!csv.ok) return refuse(csv.message, upload ? "arquivo" : "codigos");
    const problems = csv.problems.map((p) => `Linha ${p.line}: ${p.message}`);
    const items: BulkItem[] = csv.rows.map((r) => ({
      number: r.number,
      trackingCode: r.trackingCode,
      carrier: r.carrier ?? carrier,
      line: r.line,
    }));
    const report = items.length
      ? await applyBulkOrderChange(ctx, action, items, actor)
      : { action, changed: [], skipped: [], emailed: 0 };
    return done(report, problems);
  }
  if (action === "ship" && carrier !== "own") return refuse(BULK_FORM_MESSAGES.shipNeedsCsv, "codigos");
  let selected = input.selected;
  if (input.allMatching) {
    const ids = await idsMatching(ctx, filters);
    if (!ids) return refuse(BULK_FORM_MESSAGES.filterTooLarge);
    selected = ids;
  }
  if (selected.length === 0) return refuse(BULK_FORM_MESSAGES.nothingSelected);
  if (selected.length > MAX_BULK_ORDERS) return refuse(BULK_FORM_MESSAGES.tooMany);
  const report = await applyBulkOrderChange(
    ctx,
    action,
    selected.map((orderId) => ({ orderId, ...(action === "ship" ? { carrier } : {}) })),
    actor,
  );
  return done(report, []);
}

/**
 * The bulk form from its posted fields (the domain's tests and scripts):
 * checked with the form's own check, answered with a toast-like summary.
 */
export async function runBulkForm(ctx: Ctx, fields: Record<string, string>, upload: File | null, actor: string) {
  const checked = checkBulkOrdersForm(fields);
  const result = checked.ok
    ? await runBulkOrders(
        ctx,
        checked.data,
        upload,
        { status: null, payment: null, risk: null, unconfirmed: false, q: "", after: null, before: null, oldest: false },
        actor,
      )
    : refuse(Object.values(checked.fieldErrors)[0] ?? checked.formError);
  if (!result.ok)
    return {
      ok: false as const,
      status: result.status,
      toast: { title: BULK_FORM_MESSAGES.errorTitle, description: result.message, variant: "destructive" as const },
    };
  return {
    ok: true as const,
    toast: { title: BULK_FORM_MESSAGES.title, description: result.summary },
    bulk: { summary: result.summary, changed: result.changed, skipped: result.skipped },
  };
}

/** The report as a toast: the summary and the first reasons (the full list would not fit a message). */
export function bulkToast(result: BulkDone): { title: string; description: string } {
  const shown = result.skipped.slice(0, 5);
  const more = result.skipped.length - shown.length;
  const parts = [result.summary];
  if (result.changed.length) parts.push(`Alterados: ${result.changed.map((n) => `#${n}`).join(", ")}.`.slice(0, 400));
  if (shown.length) parts.push(`Ignorados: ${shown.join(" ")}${more > 0 ? ` (e mais ${more})` : ""}`);
  return { title: BULK_FORM_MESSAGES.title, description: parts.join(" ") };
}
