// Lists and rows passed to PostgreSQL as one JSON parameter, for the batched
// writes (decision 012). Drizzle's multi-row insert and inArray() make one
// parameter per value, so the SQL text changes with the batch size: every
// size is a new statement for the driver to prepare (an extra round trip) and
// building it costs more CPU than the database spends on the rows. With one
// JSON parameter the text never changes. Column names and types come from the
// Drizzle table, so the schema stays the one source of truth.
import { type Column, getTableColumns, type SQL, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";

/** `column = ANY(values)`, the values sent as one JSON array. */
export function inJsonList(column: Column, values: readonly (string | number)[]): SQL {
  const json = JSON.stringify(values.map(String));
  return sql`${column} = ANY(ARRAY(SELECT t.v::${sql.raw(column.getSQLType())} FROM jsonb_array_elements_text(${json}::jsonb) AS t(v)))`;
}

/**
 * `INSERT INTO table (cols) SELECT cols FROM jsonb_to_recordset($1)`; append
 * ON CONFLICT / RETURNING with `sql` as needed. Every row must have every
 * listed column (a missing value is written as NULL, not as the default).
 */
export function insertAsJson<T extends PgTable>(
  table: T,
  columns: readonly (keyof T["$inferInsert"] & string)[],
  rows: readonly Partial<T["$inferInsert"]>[],
): SQL {
  const all = getTableColumns(table) as Record<string, { name: string; getSQLType(): string }>;
  const picked = columns.map((key) => {
    const column = all[key];
    if (!column) throw new Error(`insertAsJson: coluna desconhecida ${key}`);
    return { key, name: column.name, type: column.getSQLType() };
  });
  const names = sql.join(
    picked.map((c) => sql.identifier(c.name)),
    sql`, `,
  );
  const typed = sql.join(
    picked.map((c) => sql`${sql.identifier(c.name)} ${sql.raw(c.type)}`),
    sql`, `,
  );
  const json = JSON.stringify(
    rows.map((row) => Object.fromEntries(picked.map((c) => [c.name, (row as Record<string, unknown>)[c.key] ?? null]))),
  );
  return sql`INSERT INTO ${table} (${names}) SELECT ${names} FROM jsonb_to_recordset(${json}::jsonb) AS r(${typed})`;
}
