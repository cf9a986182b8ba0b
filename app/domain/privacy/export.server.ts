// The person's data as files they can keep and take elsewhere (LGPD art. 18, V):
// JSON (every table, every row, machine-readable) and one CSV that a
// spreadsheet opens as it is (UTF-8 with BOM, ';'): a row per field, with the
// table and the record it belongs to, so tables of different shapes fit in
// one file without a zip.
import { toCsv } from "~/domain/orders/back-office/csv";
import type { PersonalData } from "./personal-data.server";

export function personalDataJson(data: PersonalData): string {
  return `${JSON.stringify(data, null, 2)}\n`;
}

function cellOf(value: unknown): string | number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === "number") return value;
  if (typeof value === "string") return value;
  if (typeof value === "boolean") return value ? "sim" : "não";
  return JSON.stringify(value);
}

export function personalDataCsv(data: PersonalData): string {
  const rows: (string | number | null)[][] = [];
  for (const [table, records] of Object.entries(data.tables)) {
    records.forEach((record, index) => {
      for (const [field, value] of Object.entries(record)) rows.push([table, index + 1, field, cellOf(value)]);
    });
  }
  return toCsv(["tabela", "registro", "campo", "valor"], rows);
}

export function exportFileName(brandSlug: string, extension: "json" | "csv", now: Date = new Date()): string {
  return `meus-dados-${brandSlug}-${now.toISOString().slice(0, 10)}.${extension}`;
}
