// CSV in and out of the Pedidos page, pure (no database): reading the carrier's
// list of "pedido → código de rastreio" that the admin pastes or uploads, and
// writing the orders export the carrier and pt-BR Excel open.
//
// Reading is forgiving about the shape (BOM, ';' ',' or tab, quotes, CRLF, a
// header line or none) and strict about the content: each bad line is
// reported with its number and a pt-BR reason, never thrown.
import { CARRIER_LABELS, CARRIERS, type Carrier } from "~/domain/orders/lifecycle/order-status";

/** Largest CSV accepted (pasted or uploaded): a few thousand lines. */
export const MAX_TRACKING_CSV_BYTES = 256 * 1024;
/** Lines with an order per bulk shipment; more is refused, not truncated. */
export const MAX_TRACKING_ROWS = 500;

const BOM = "\uFEFF";

export interface TrackingRow {
  /** 1-based line in the text the admin gave. */
  line: number;
  number: number;
  trackingCode: string;
  /** From a third column, when there is one; else the form's carrier. */
  carrier: Carrier | null;
}

export interface CsvProblem {
  line: number;
  message: string;
}

export type TrackingCsv = { ok: true; rows: TrackingRow[]; problems: CsvProblem[] } | { ok: false; message: string };

export const CSV_MESSAGES = {
  empty: "A lista de códigos está vazia.",
  tooLarge: `O arquivo passa de ${MAX_TRACKING_CSV_BYTES / 1024} KB.`,
  tooManyRows: `Envie no máximo ${MAX_TRACKING_ROWS} pedidos por vez.`,
  unreadable: "Não foi possível ler o arquivo: envie um CSV em texto (UTF-8).",
  unclosedQuote: "Aspas abertas e não fechadas.",
  number: "Número do pedido inválido.",
  code: "Código de rastreio inválido: só letras, números e hífen (4 a 40).",
  codeMissing: "Falta o código de rastreio.",
  carrier: `Transportadora desconhecida (use ${CARRIERS.map((c) => CARRIER_LABELS[c]).join(", ")}).`,
  duplicate: (first: number) => `Pedido repetido (já está na linha ${first}).`,
} as const;

/** Splits CSV text into records of cells: quotes ("" inside), CR, LF or CRLF, the given separator. */
export function splitCsv(text: string, separator: string): { cells: string[]; line: number }[] | { unclosedAt: number } {
  const records: { cells: string[]; line: number }[] = [];
  let cells: string[] = [];
  let cell = "";
  let quoted = false;
  let line = 1;
  let recordLine = 1;
  let quoteLine = 1;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          cell += '"';
          i++;
        } else quoted = false;
      } else {
        if (ch === "\n" || (ch === "\r" && text[i + 1] !== "\n")) line++;
        cell += ch;
      }
      continue;
    }
    if (ch === '"' && cell.trim() === "") {
      quoted = true;
      quoteLine = line;
      cell = "";
    } else if (ch === separator) {
      cells.push(cell);
      cell = "";
    } else if (ch === "\r" || ch === "\n") {
      if (ch === "\r" && text[i + 1] === "\n") i++;
      cells.push(cell);
      records.push({ cells, line: recordLine });
      cells = [];
      cell = "";
      line++;
      recordLine = line;
    } else cell += ch;
  }
  if (quoted) return { unclosedAt: quoteLine };
  cells.push(cell);
  records.push({ cells, line: recordLine });
  return records.filter((r) => r.cells.some((c) => c.trim() !== ""));
}

/** The separator of the first line that has one: ';' (pt-BR Excel), tab, else ','. */
function detectSeparator(text: string): string {
  const first = text.split(/\r\n|\r|\n/).find((l) => l.trim() !== "") ?? "";
  for (const candidate of [";", "\t", ","]) if (first.includes(candidate)) return candidate;
  return ";";
}

const fold = (value: string) =>
  value
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]/g, "");

/** 'Correios', 'correios', 'TOTAL EXPRESS', 'total_express' → the carrier; '' → null; unknown → undefined. */
export function parseCarrier(value: string): Carrier | null | undefined {
  const key = fold(value);
  if (!key) return null;
  return CARRIERS.find((c) => fold(c) === key || fold(CARRIER_LABELS[c]) === key);
}

/** Same rule as the single-order form (app/domain/orders/forms/back-office.ts): spaces dropped, upper case. */
export function normalizeTrackingCode(value: string): string | null {
  const code = value.replace(/\s+/g, "").toUpperCase();
  return /^[A-Z0-9-]{4,40}$/.test(code) ? code : null;
}

/**
 * Reads "número do pedido; código de rastreio[; transportadora]" lines. A
 * first line that does not start with a number is a header and skipped.
 * '#1001' and '1001' are the same order; a repeated order is a problem.
 */
export function parseTrackingCsv(input: string): TrackingCsv {
  if (new TextEncoder().encode(input).byteLength > MAX_TRACKING_CSV_BYTES) return { ok: false, message: CSV_MESSAGES.tooLarge };
  if (input.includes("\u0000") || input.includes("\uFFFD")) return { ok: false, message: CSV_MESSAGES.unreadable };
  const text = input.startsWith(BOM) ? input.slice(1) : input;
  if (text.trim() === "") return { ok: false, message: CSV_MESSAGES.empty };
  const records = splitCsv(text, detectSeparator(text));
  if ("unclosedAt" in records) return { ok: false, message: `Linha ${records.unclosedAt}: ${CSV_MESSAGES.unclosedQuote}` };
  const body = records.length > 0 && !/^\s*#?\s*\d/.test(records[0]!.cells[0] ?? "") ? records.slice(1) : records;
  if (body.length === 0) return { ok: false, message: CSV_MESSAGES.empty };
  if (body.length > MAX_TRACKING_ROWS) return { ok: false, message: CSV_MESSAGES.tooManyRows };
  const rows: TrackingRow[] = [];
  const problems: CsvProblem[] = [];
  const seen = new Map<number, number>();
  for (const { cells, line } of body) {
    const numberText = (cells[0] ?? "").trim().replace(/^#\s*/, "");
    if (!/^\d{1,9}$/.test(numberText)) {
      problems.push({ line, message: CSV_MESSAGES.number });
      continue;
    }
    const number = Number(numberText);
    const rawCode = cells[1] ?? "";
    if (rawCode.trim() === "") {
      problems.push({ line, message: CSV_MESSAGES.codeMissing });
      continue;
    }
    const trackingCode = normalizeTrackingCode(rawCode);
    if (!trackingCode) {
      problems.push({ line, message: CSV_MESSAGES.code });
      continue;
    }
    const carrier = parseCarrier(cells[2] ?? "");
    if (carrier === undefined) {
      problems.push({ line, message: CSV_MESSAGES.carrier });
      continue;
    }
    const first = seen.get(number);
    if (first !== undefined) {
      problems.push({ line, message: CSV_MESSAGES.duplicate(first) });
      continue;
    }
    seen.set(number, line);
    rows.push({ line, number, trackingCode, carrier });
  }
  return { ok: true, rows, problems };
}

// ------------------------------------------------------------ writing

/**
 * One cell: a text that a spreadsheet would run as a formula (= + - @, or a
 * tab/CR that Excel strips before them) gets a leading apostrophe; quoted when
 * it holds the separator, a quote or a line break.
 */
export function csvCell(value: string | number | null | undefined, separator = ";"): string {
  let text = value === null || value === undefined ? "" : String(value);
  if (typeof value === "string" && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return text.includes(separator) || /["\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The whole file: BOM (so Excel reads UTF-8), ';' between cells (pt-BR Excel), CRLF between lines. */
export function toCsv(header: readonly string[], rows: readonly (readonly (string | number | null | undefined)[])[]): string {
  return BOM + [header, ...rows].map((r) => r.map((c) => csvCell(c)).join(";")).join("\r\n") + "\r\n";
}
