import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../src/db/client';

type Rows<T> = { rows: T[] };

/**
 * Every text-like column of every table (text, varchar, char, json, jsonb and their arrays), in
 * every schema but the catalogues, read from information_schema: a table added tomorrow is
 * searched too. Answers the columns where `needle` occurs, ignoring case, as "table.column".
 */
export async function columnsContaining(db: DbOrTx, needle: string): Promise<string[]> {
  const columns = (await db.execute(sql`
    select c.table_schema, c.table_name, c.column_name
    from information_schema.columns c
    join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
    where t.table_type = 'BASE TABLE'
      and c.table_schema not in ('pg_catalog', 'information_schema')
      and (c.data_type in ('text', 'character varying', 'character', 'json', 'jsonb')
           or (c.data_type = 'ARRAY' and c.udt_name in ('_text', '_varchar', '_bpchar', '_json', '_jsonb')))
    order by 1, 2, 3`)) as unknown as Rows<{ table_schema: string; table_name: string; column_name: string }>;
  expectSomeColumns(columns.rows.length);
  const hits: string[] = [];
  const pattern = `%${needle.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  for (const c of columns.rows) {
    const ident = (s: string) => `"${s.replace(/"/g, '""')}"`;
    const res = (await db.execute(
      sql`select count(*)::int as n from ${sql.raw(`${ident(c.table_schema)}.${ident(c.table_name)}`)} where ${sql.raw(ident(c.column_name))}::text ilike ${pattern}`,
    )) as unknown as Rows<{ n: number }>;
    if (Number(res.rows[0]?.n) > 0) hits.push(`${c.table_name}.${c.column_name}`);
  }
  return hits;
}

/** A query that found no column would prove nothing. */
function expectSomeColumns(count: number) {
  if (count < 20) throw new Error(`information_schema answered only ${count} text columns`);
}
