// The Pedidos tab's bulk form on the server: which action, the orders ticked
// in the list (checkbox fields "sel:{uuid}") or, to ship, the carrier's CSV
// (pasted in "codigos" or uploaded as "arquivo"), then the one bulk change
// (app/domain/orders/bulk.server.ts). Every answer is a pt-BR report: how many
// orders changed and, per order or CSV line, why the others were skipped.
import {
  applyBulkOrderChange,
  BULK_ACTIONS,
  type BulkItem,
  type BulkReport,
  bulkSummary,
  MAX_BULK_ORDERS,
  skipLine,
} from "~/domain/orders/bulk.server";
import { CSV_MESSAGES, MAX_TRACKING_CSV_BYTES, parseTrackingCsv } from "~/domain/orders/csv";
import type { AdminActionData } from "~/domain/admin/forms/shared";
import { CARRIERS } from "~/lib/order-status";
import { z } from "~/lib/zod";
import type { AppServices } from "~/services.server";
import { type AdminResult, refusal, success } from "./admin-action.server";

type Ctx = Pick<AppServices, "db" | "mailer" | "config">;

/** What the bulk form's answer carries besides the toast: the report to list under the form. */
export interface BulkActionData extends AdminActionData {
  bulk?: { summary: string; changed: number[]; skipped: string[] };
}

export const BULK_FORM_MESSAGES = {
  title: "Ações em lote",
  errorTitle: "Erro na ação em lote",
  action: "Escolha a ação.",
  carrier: "Escolha a transportadora.",
  nothingSelected: "Selecione ao menos um pedido na lista.",
  shipNeedsCsv:
    "Para enviar, cole ou envie o CSV com número do pedido e código de rastreio (ou escolha entrega própria e selecione os pedidos).",
  tooMany: `Selecione no máximo ${MAX_BULK_ORDERS} pedidos por vez.`,
} as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const bulkFormSchema = z.object({
  acao: z.enum(BULK_ACTIONS, BULK_FORM_MESSAGES.action),
  transportadora: z.pipe(
    z.optional(z.string().check(z.maxLength(40))),
    z.pipe(
      z.transform((v: string | undefined) => (v ? v : null)),
      z.nullable(z.enum(CARRIERS, BULK_FORM_MESSAGES.carrier)),
    ),
  ),
  codigos: z.optional(z.string().check(z.maxLength(MAX_TRACKING_CSV_BYTES, CSV_MESSAGES.tooLarge))),
});

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

function answer(report: BulkReport, csvProblems: string[]): AdminResult {
  const skipped = [...csvProblems, ...report.skipped.map(skipLine)];
  const summary = bulkSummary(report, csvProblems.length);
  const result: BulkActionData = {
    ...success(BULK_FORM_MESSAGES.title, summary),
    bulk: { summary, changed: report.changed, skipped },
  };
  return result;
}

/** Runs the bulk form: fields as posted (first value of each name) and the optional uploaded CSV. */
export async function runBulkForm(
  ctx: Ctx,
  fields: Record<string, string>,
  upload: File | null,
  actor: string,
): Promise<AdminResult> {
  const fail = (description: string, field?: string) =>
    refusal(400, { title: BULK_FORM_MESSAGES.errorTitle, description }, field ? { [field]: description } : undefined);
  const parsed = z.safeParse(bulkFormSchema, fields);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return fail(issue?.message ?? BULK_FORM_MESSAGES.action, String(issue?.path[0] ?? "acao"));
  }
  const { acao: action, transportadora: carrier } = parsed.data;
  const selected = Object.keys(fields)
    .filter((k) => k.startsWith("sel:") && UUID.test(k.slice(4)))
    .map((k) => k.slice(4).toLowerCase());

  let csvText = (parsed.data.codigos ?? "").trim() ? parsed.data.codigos! : "";
  if (upload && action === "ship") {
    const read = await readCsvFile(upload);
    if (!read.ok) return fail(read.message, "arquivo");
    csvText = read.text;
  }

  if (action === "ship" && csvText) {
    if (!carrier) return fail(BULK_FORM_MESSAGES.carrier, "transportadora");
    const csv = parseTrackingCsv(csvText);
    if (!csv.ok) return fail(csv.message, upload ? "arquivo" : "codigos");
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
    return answer(report, problems);
  }
  if (action === "ship" && carrier !== "own") return fail(BULK_FORM_MESSAGES.shipNeedsCsv, "codigos");
  if (selected.length === 0) return fail(BULK_FORM_MESSAGES.nothingSelected);
  if (selected.length > MAX_BULK_ORDERS) return fail(BULK_FORM_MESSAGES.tooMany);
  const report = await applyBulkOrderChange(
    ctx,
    action,
    selected.map((orderId) => ({ orderId, ...(action === "ship" ? { carrier } : {}) })),
    actor,
  );
  return answer(report, []);
}
