// Every value of every table that can hold text, as the database itself lists its tables and
// columns (SQLite: sqlite_master and pragma table_info, the search index's shadow tables
// included; PostgreSQL: information_schema): for tests that look for what must not be kept.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import type { Db, Engine } from '../../server/src/db/database.ts';

export interface Cell {
  table: string;
  column: string;
  value: string | Buffer;
}

/** Column types that cannot hold text: numbers, flags, times. */
const NOT_TEXT = {
  sqlite: /int|real|double|float|numeric|bool/i,
  postgres:
    /^(smallint|integer|bigint|real|double precision|numeric|boolean|date|timestamp with(out)? time zone)$/,
};

/** Each table and its columns that can hold text or bytes. */
export async function textColumns(db: Db, engine: Engine): Promise<Map<string, string[]>> {
  const tables = new Map<string, string[]>();
  if (engine === 'sqlite') {
    const names = await sql<{ name: string }>`
      select name from sqlite_master where type = 'table' order by name`.execute(db);
    for (const { name } of names.rows) {
      const info = await sql<{ name: string; type: string }>`
        select name, type from pragma_table_info(${name})`.execute(db);
      const columns = info.rows.filter((c) => !NOT_TEXT.sqlite.test(c.type)).map((c) => c.name);
      if (columns.length > 0) tables.set(name, columns);
    }
    return tables;
  }
  const info = await sql<{ table_name: string; column_name: string; data_type: string }>`
    select c.table_name, c.column_name, c.data_type
    from information_schema.columns c
    join information_schema.tables t
      on t.table_schema = c.table_schema and t.table_name = c.table_name
    where c.table_schema = current_schema() and t.table_type = 'BASE TABLE'
    order by c.table_name, c.ordinal_position`.execute(db);
  for (const c of info.rows) {
    if (NOT_TEXT.postgres.test(c.data_type)) continue;
    tables.set(c.table_name, [...(tables.get(c.table_name) ?? []), c.column_name]);
  }
  return tables;
}

/** Every non-empty value of those columns. */
export async function everyTextCell(db: Db, engine: Engine): Promise<Cell[]> {
  const cells: Cell[] = [];
  for (const [table, columns] of await textColumns(db, engine)) {
    const rows = await sql<Record<string, unknown>>`
      select ${sql.join(columns.map((c) => sql.id(c)))} from ${sql.id(table)}`.execute(db);
    for (const row of rows.rows) {
      for (const column of columns) {
        const value = row[column];
        if (typeof value === 'string' && value !== '') cells.push({ table, column, value });
        else if (value instanceof Uint8Array) {
          cells.push({ table, column, value: Buffer.from(value) });
        }
      }
    }
  }
  return cells;
}

/** Whether the bytes or text hold `needle`, ignoring case (text) or as UTF-8 in either case. */
export function holds(value: string | Buffer, needle: string): boolean {
  if (typeof value === 'string') return value.toLowerCase().includes(needle.toLowerCase());
  return [needle, needle.toLowerCase(), needle.toUpperCase()].some((n) =>
    value.includes(Buffer.from(n)),
  );
}

/** "table.column" of each cell holding any of the needles, with the needle found. */
export function cellsHolding(cells: readonly Cell[], needles: readonly string[]): string[] {
  return cells.flatMap((cell) =>
    needles.filter((n) => holds(cell.value, n)).map((n) => `${cell.table}.${cell.column}: ${n}`),
  );
}

/** Every file under `dir`, recursively, with its bytes. */
export function everyFile(dir: string): { file: string; bytes: Buffer }[] {
  const out: { file: string; bytes: Buffer }[] = [];
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) out.push(...everyFile(full));
    else out.push({ file: path.relative(dir, full), bytes: readFileSync(full) });
  }
  return out;
}
