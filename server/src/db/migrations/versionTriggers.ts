// Per-admin data versions (migrations 006 and 007): a counter that every insert, update and
// delete of the admin's candidates, interviews and training sets moves on, in the same
// transaction, by trigger, whatever wrote the row. Shipped DDL: change it never.
import { sql, type Kysely } from 'kysely';

/** The tables versioned: migration 006's, then 007's. */
type VersionedTable = 'candidates' | 'interviews' | 'training_sets';

/** `insert … on conflict do update`: one more for each admin in `source` (SELECT of admin_id). */
const bump = (source: string) => `
  insert into data_versions (admin_id, version) ${source}
  on conflict (admin_id) do update set version = data_versions.version + 1`;

// SQLite: row triggers (a write is one row; a bulk insert moves the version once per row, which
// costs microseconds).
function sqliteTriggers(table: string): string[] {
  const trigger = (event: string, row: 'new' | 'old') =>
    `create trigger ${table}_version_${event} after ${event} on ${table}
       begin ${bump(`select ${row}.admin_id, 1 where true`)}; end`;
  return [trigger('insert', 'new'), trigger('update', 'new'), trigger('delete', 'old')];
}

// PostgreSQL: statement triggers over transition tables: one upsert per admin per statement.
function postgresTriggers(table: string): string[] {
  const fn = (event: string, rows: string) => `
    create function ${table}_version_${event}() returns trigger language plpgsql as $$
    begin
      ${bump(`select distinct admin_id, 1 from (${rows}) r`)};
      return null;
    end $$`;
  const trigger = (event: string, transition: string) =>
    `create trigger ${table}_version_${event} after ${event} on ${table}
       referencing ${transition} for each statement execute function ${table}_version_${event}()`;
  return [
    fn('insert', 'select admin_id from new_rows'),
    fn('update', 'select admin_id from new_rows union select admin_id from old_rows'),
    fn('delete', 'select admin_id from old_rows'),
    trigger('insert', 'new table as new_rows'),
    trigger('update', 'old table as old_rows new table as new_rows'),
    trigger('delete', 'old table as old_rows'),
  ];
}

/** Migration 006: the table, a row for every admin that has records, and the triggers. */
export async function installDataVersions(db: Kysely<unknown>, postgres: boolean): Promise<void> {
  await db.schema
    .createTable('data_versions')
    .addColumn('admin_id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('version', 'integer', (c) => c.notNull())
    .execute();
  await versionTable(db, 'candidates', postgres);
  await versionTable(db, 'interviews', postgres);
}

/**
 * Versions a table's rows (migration 007: training sets, which the dashboard summary shows): a
 * version row for every admin with rows in it, and its triggers.
 */
export async function versionTable(
  db: Kysely<unknown>,
  table: VersionedTable,
  postgres: boolean,
): Promise<void> {
  await sql
    .raw(
      `insert into data_versions (admin_id, version) select distinct admin_id, 1 from ${table}
          where true on conflict (admin_id) do nothing`,
    )
    .execute(db);
  for (const statement of postgres ? postgresTriggers(table) : sqliteTriggers(table)) {
    await sql.raw(statement).execute(db);
  }
}
