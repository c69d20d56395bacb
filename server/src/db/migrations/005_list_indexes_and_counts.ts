// Every list reads its page from an index in its sort order, and per-admin counts of candidates
// and interviews are kept by triggers in the same transaction as every write to those tables
// (services, the demo seed, copy-data and direct inserts alike): list totals and the dashboard
// read one row instead of counting the admin's rows. db/adminCounts.ts reads them.
import { sql, type Kysely } from 'kysely';
import { LIST_INDEXES, OLD_LIST_INDEXES } from '../listIndexes.ts';
import { columnTypes } from './columns.ts';

/** A condition on a row `r` of the counted table, in the engine's SQL (PostgreSQL: booleans). */
type Condition = (r: string, pg: boolean) => string;

/** Each counter and the rows it counts; one column of admin_counts each. */
const COUNTERS: Record<CountedTable, Record<string, Condition>> = {
  candidates: {
    candidates_live: (r, pg) => (pg ? `not ${r}.deleted` : `${r}.deleted = 0`),
    candidates_deleted: (r, pg) => (pg ? `${r}.deleted` : `${r}.deleted = 1`),
  },
  interviews: {
    interviews_total: () => 'true',
    interviews_scheduled: (r) => `${r}.status = 'scheduled'`,
    interviews_in_progress: (r) => `${r}.status = 'in_progress'`,
    interviews_completed: (r) => `${r}.status = 'completed'`,
    interviews_cancelled: (r) => `${r}.status = 'cancelled'`,
    interviews_hired: (r, pg) => (pg ? `${r}.selected` : `${r}.selected = 1`),
  },
};

type CountedTable = 'candidates' | 'interviews';

const columnsOf = (table: CountedTable) => Object.keys(COUNTERS[table]);
/** `x = x + excluded.x, …`: an upsert adds the deltas it was given to the row there. */
const addExcluded = (table: CountedTable) =>
  columnsOf(table)
    .map((c) => `${c} = admin_counts.${c} + excluded.${c}`)
    .join(', ');

/** The counts table: one row per admin that has or had records. */
async function createCountsTable(db: Kysely<unknown>): Promise<void> {
  let table = db.schema
    .createTable('admin_counts')
    .addColumn('admin_id', 'varchar(32)', (c) => c.primaryKey());
  for (const column of [...columnsOf('candidates'), ...columnsOf('interviews')]) {
    table = table.addColumn(column, 'integer', (c) => c.notNull().defaultTo(0));
  }
  await table.execute();
}

// SQLite: row triggers. An upsert adds +1 (or -1) to the counters the row matches; an update
// that changes none of the counted columns fires nothing.
function sqliteTriggers(table: CountedTable, watched: string[]): string[] {
  const columns = columnsOf(table);
  const upsert = (r: 'new' | 'old', sign: '' | '-') => `
    insert into admin_counts (admin_id, ${columns.join(', ')})
    values (${r}.admin_id, ${columns.map((c) => `${sign}(${COUNTERS[table][c]!(r, false)})`).join(', ')})
    on conflict (admin_id) do update set ${addExcluded(table)};`;
  const changed = watched.map((c) => `old.${c} is not new.${c}`).join(' or ');
  return [
    `create trigger ${table}_count_insert after insert on ${table} begin ${upsert('new', '')} end`,
    `create trigger ${table}_count_delete after delete on ${table} begin ${upsert('old', '-')} end`,
    `create trigger ${table}_count_update after update of ${watched.join(', ')} on ${table}
       when ${changed} begin ${upsert('old', '-')} ${upsert('new', '')} end`,
  ];
}

// PostgreSQL: statement triggers over transition tables, so a bulk insert (seed, copy-data)
// makes one upsert per admin, not one per row; a statement that changes no count writes nothing
// (and takes no lock on the admin's row).
function postgresTriggers(table: CountedTable): string[] {
  const columns = columnsOf(table);
  const deltas = (rows: string, sign: '' | '-') =>
    `select ${rows}.admin_id, ${columns
      .map((c) => `${sign}(${COUNTERS[table][c]!(rows, true)})::int as ${c}`)
      .join(', ')} from ${rows}`;
  const fn = `${table}_count`;
  const make = (event: string, rows: string) => `
    create function ${fn}_${event}() returns trigger language plpgsql as $$
    begin
      insert into admin_counts (admin_id, ${columns.join(', ')})
      select admin_id, ${columns.map((c) => `sum(${c})`).join(', ')} from (${rows}) d
      group by admin_id
      having ${columns.map((c) => `sum(${c}) <> 0`).join(' or ')}
      on conflict (admin_id) do update set ${addExcluded(table)};
      return null;
    end $$`;
  return [
    make('insert', deltas('new_rows', '')),
    make('delete', deltas('old_rows', '-')),
    make('update', `${deltas('new_rows', '')} union all ${deltas('old_rows', '-')}`),
    `create trigger ${table}_count_insert after insert on ${table}
       referencing new table as new_rows for each statement execute function ${fn}_insert()`,
    `create trigger ${table}_count_delete after delete on ${table}
       referencing old table as old_rows for each statement execute function ${fn}_delete()`,
    `create trigger ${table}_count_update after update on ${table}
       referencing old table as old_rows new table as new_rows
       for each statement execute function ${fn}_update()`,
  ];
}

/** The counts of every admin as the rows are now, replacing what the table held. */
async function recount(db: Kysely<unknown>, pg: boolean): Promise<void> {
  await sql`delete from admin_counts`.execute(db);
  for (const table of Object.keys(COUNTERS) as CountedTable[]) {
    const columns = columnsOf(table);
    const sums = columns.map(
      (c) => `sum(case when ${COUNTERS[table][c]!('r', pg)} then 1 else 0 end)`,
    );
    await sql
      .raw(
        `insert into admin_counts (admin_id, ${columns.join(', ')})
         select r.admin_id, ${sums.join(', ')} from ${table} r group by r.admin_id
         on conflict (admin_id) do update set ${addExcluded(table)}`,
      )
      .execute(db);
  }
}

/**
 * The triggers, then the counts of the rows already there. On PostgreSQL creating a trigger locks
 * its table against writes until the migration commits, so no write falls between the two.
 */
async function installCounts(db: Kysely<unknown>, pg: boolean): Promise<void> {
  const statements = pg
    ? [...postgresTriggers('candidates'), ...postgresTriggers('interviews')]
    : [
        ...sqliteTriggers('candidates', ['admin_id', 'deleted']),
        ...sqliteTriggers('interviews', ['admin_id', 'status', 'selected']),
      ];
  for (const statement of statements) await sql.raw(statement).execute(db);
  await recount(db, pg);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  const { postgres } = columnTypes(db);
  // SQLite migrates outside a transaction (Kysely): this one is all or nothing on both
  const run = async (trx: Kysely<unknown>) => {
    // every list reads its page from an index in its sort order, id last as the tie-break
    for (const name of OLD_LIST_INDEXES) await trx.schema.dropIndex(name).execute();
    for (const [name, table, columns] of LIST_INDEXES) {
      await sql`create index ${sql.id(name)} on ${sql.id(table)} (${sql.raw(columns)})`.execute(
        trx,
      );
    }
    // list totals and the dashboard from one row per admin, kept by triggers
    await createCountsTable(trx);
    await installCounts(trx, postgres);
    if (postgres) await sql`analyze candidates, interviews`.execute(trx);
  };
  if (db.isTransaction) await run(db);
  else await db.transaction().execute(run);
}
