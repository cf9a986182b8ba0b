// Lists and rows passed to PostgreSQL as one JSON parameter, for the batched
// writes (decision 012). Drizzle's multi-row insert and inArray() make one
// parameter per value, so the SQL text changes with the batch size: every
// size is a new statement for the driver to prepare (an extra round trip) and
// building it costs more CPU than the database spends on the rows. With one
// JSON parameter the text never changes. Column names and types come from the
// Drizzle table, so the schema stays the one source of truth. The text around
// the parameter is rendered once per column list and kept: Drizzle's cost of
// turning a template into SQL grows with its pieces, and these run per batch.
import { type Column, getTableColumns, getTableName, type SQL, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Rendered text, kept per table (or column) and shape. */
const texts = new WeakMap<object, Map<string, { head: SQL; tail: SQL }>>();
function kept(owner: object, key: string, render: () => [string, string]): { head: SQL; tail: SQL } {
  let byKey = texts.get(owner);
  if (!byKey) texts.set(owner, (byKey = new Map<string, { head: SQL; tail: SQL }>()));
  let found = byKey.get(key);
  if (!found) {
    const [head, tail] = render();
    byKey.set(key, (found = { head: sql.raw(head), tail: sql.raw(tail) }));
  }
  return found;
}

/** `column = ANY(values)`, the values sent as one JSON array. */
export function inJsonList(column: Column, values: readonly (string | number)[]): SQL {
  const json = JSON.stringify(values.map(String));
  const { head, tail } = kept(column, "in", () => [
    `${quoted(getTableName(column.table))}.${quoted(column.name)} = ANY(ARRAY(SELECT t.v::${column.getSQLType()} FROM jsonb_array_elements_text(`,
    `::jsonb) AS t(v)))`,
  ]);
  return sql`${head}${json}${tail}`;
}

/**
 * The rows whose `column` equals one of `values`, `columns` (constant SQL text)
 * of each, at most `perValue` per value. Each value is looked up on its own
 * (LATERAL … LIMIT), so the plan is an index probe per value whatever the
 * table's size was when the statement was prepared. With `column = ANY(…)` a
 * table that was small then (a new shop, a fresh database) keeps a sequential
 * scan in its cached plan, which reads every row once the table has grown.
 */
export function rowsMatching(
  column: Column,
  values: readonly (string | number)[],
  { columns, perValue = 1 }: { columns: string; perValue?: number },
): SQL {
  const json = JSON.stringify(values.map(String));
  const { head, tail } = kept(column, `match|${columns}|${perValue}`, () => [
    "SELECT m.* FROM jsonb_array_elements_text(",
    `::jsonb) AS k(v) CROSS JOIN LATERAL (SELECT ${columns} FROM ${quoted(getTableName(column.table))} ` +
      `WHERE ${quoted(column.name)} = k.v::${column.getSQLType()} LIMIT ${perValue}) AS m`,
  ]);
  return sql`${head}${json}${tail}`;
}

/**
 * `INSERT INTO table (cols) SELECT cols FROM jsonb_to_recordset($1)`; append
 * ON CONFLICT / RETURNING with `sql` as needed. Every row must have every
 * listed column (a missing value is written as NULL, not as the default).
 * `overridingSystemValue` lets the rows carry values for an identity column
 * (numbers taken beforehand with nextval).
 */
export function insertAsJson<T extends PgTable>(
  table: T,
  /** Any column, generated ones too (written only with overridingSystemValue). */
  columns: readonly (keyof T["$inferSelect"] & string)[],
  rows: readonly Partial<T["$inferSelect"]>[],
  options: { overridingSystemValue?: boolean } = {},
): SQL {
  const all = getTableColumns(table) as Record<string, { name: string; getSQLType(): string }>;
  const picked = columns.map((key) => {
    const column = all[key];
    if (!column) throw new Error(`insertAsJson: coluna desconhecida ${key}`);
    return { key, name: column.name, column };
  });
  const { head, tail } = kept(table, `${columns.join(",")}|${options.overridingSystemValue ? "o" : ""}`, () => {
    const names = picked.map((c) => quoted(c.name)).join(", ");
    const typed = picked.map((c) => `${quoted(c.name)} ${c.column.getSQLType()}`).join(", ");
    const overriding = options.overridingSystemValue ? " OVERRIDING SYSTEM VALUE" : "";
    return [
      `INSERT INTO ${quoted(getTableName(table))} (${names})${overriding} SELECT ${names} FROM jsonb_to_recordset(`,
      `::jsonb) AS r(${typed})`,
    ];
  });
  const json = JSON.stringify(
    rows.map((row) => {
      const out: Record<string, unknown> = {};
      for (const c of picked) out[c.name] = (row as Record<string, unknown>)[c.key] ?? null;
      return out;
    }),
  );
  return sql`${head}${json}${tail}`;
}

/** A query's rows as one JSON array (empty: `[]`), to read several lists in one statement. */
export function jsonRows(query: SQL): SQL {
  return sql`(SELECT coalesce(json_agg(r), '[]'::json) FROM (${query}) AS r)`;
}

/** A JSON value as read back: postgres.js and PGlite parse json columns; a string is parsed here. */
export function fromJson<T>(value: unknown): T {
  return (typeof value === "string" ? JSON.parse(value) : value) as T;
}
