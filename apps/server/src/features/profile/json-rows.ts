/**
 * A table's matching rows as one JSON array column, so a page that shows a member and their
 * careers, educations and works reads them in the same statement (one round trip) instead of one
 * query per list. The keys are the table's property names and `decodeJsonRows` maps each value as
 * the driver would (timestamps become Dates), so the rows look like a plain `select()` of the table.
 */
import { getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/** `where` and `orderBy` name the table's columns through `t.` (its alias inside the subquery). */
export function jsonRows<T extends PgTable>(table: T, where: SQL, orderBy: SQL) {
  const pairs = Object.entries(getTableColumns(table)).map(
    ([key, col]) => sql`${sql.raw(`'${key}'`)}, t.${sql.identifier(col.name)}`,
  );
  return sql<unknown[]>`coalesce((select json_agg(json_build_object(${sql.join(pairs, sql`, `)})
    order by ${orderBy}) from ${table} t where ${where}), '[]'::json)`;
}

export function decodeJsonRows<T extends PgTable>(table: T, raw: unknown[]): T['$inferSelect'][] {
  const columns = Object.entries(getTableColumns(table));
  return raw.map((row) => {
    const r = row as Record<string, unknown>;
    const out: Record<string, unknown> = {};
    for (const [key, col] of columns) out[key] = r[key] === null ? null : col.mapFromDriverValue(r[key]);
    return out as T['$inferSelect'];
  });
}
