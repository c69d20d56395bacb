// Column shapes the migrations share. A shipped migration must keep writing the same schema:
// change these never; a later migration that wants another shape writes its own.
import { PostgresAdapter, type ColumnDataType, type Kysely } from 'kysely';

/**
 * The column types and defaults that differ by engine. On SQLite they are what the migrations
 * wrote as shipped (timestamps as ISO text, booleans as 0/1 integers, JSON as text); PostgreSQL
 * gets its own types, which the pool's type parsers turn back into those shapes (database.ts).
 */
export function columnTypes(db: Kysely<unknown>) {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  return {
    postgres: pg,
    timestamp: (pg ? 'timestamptz' : 'varchar(40)') as ColumnDataType,
    boolean: (pg ? 'boolean' : 'integer') as ColumnDataType,
    json: (pg ? 'jsonb' : 'text') as ColumnDataType,
    /** SQLite's real is 8 bytes; PostgreSQL's real is 4 */
    real: (pg ? 'double precision' : 'real') as ColumnDataType,
    bytes: (pg ? 'bytea' : 'blob') as ColumnDataType,
    /** the default of a boolean column: false */
    false: pg ? false : 0,
  };
}

/**
 * A version counter added to an existing table: an integer that is never null and starts at
 * `start` on the rows already there. (Migrations 002 and 003; their DDL must never change.)
 */
export async function addCounter(
  db: Kysely<unknown>,
  table: string,
  column: string,
  start: number,
) {
  await db.schema
    .alterTable(table)
    .addColumn(column, 'integer', (c) => c.notNull().defaultTo(start))
    .execute();
}
