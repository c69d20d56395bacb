// Copies every record of one database into another, empty one (SQLite → PostgreSQL and back),
// then checks the copy: the same count in every table and every record read back equal. Both
// sides are migrated first; rows travel in the app's own representation (ISO time strings, 0/1,
// JSON text), which each engine stores in its own types.
import { isDeepStrictEqual } from 'node:util';
import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../db/engine.ts';
import type { Database } from '../db/schema.ts';

/** Tables in an order that satisfies their foreign keys, with the columns that identify a row. */
export const COPIED_TABLES = [
  ['workspaces', ['id']],
  ['admins', ['id']],
  ['admin_skills', ['admin_id', 'skill_key']],
  ['candidates', ['id']],
  ['interviews', ['id']],
  ['training_sets', ['id']],
  ['jobs', ['id']],
  ['meta', ['key']],
  ['invitations', ['id']],
  ['audit_log', ['seq']],
  ['webhooks', ['id']],
  ['message_templates', ['workspace_id', 'name']],
  ['outbox', ['seq']],
  ['answer_reviews', ['interview_id', 'reviewer_id', 'answer_index']],
  ['scheduled_runs', ['name']],
] as const satisfies readonly (readonly [keyof Database, readonly string[]])[];

type TableName = (typeof COPIED_TABLES)[number][0];
type Row = Record<string, unknown>;

/** Rows per insert: well inside both engines' limits on bound parameters. */
const BATCH = 200;

export class CopyError extends Error {}

// The tables are typed per name; the copy treats every table alike, as rows of columns.
const anyDb = (db: Kysely<Database>) => db as unknown as Kysely<Record<string, Row>>;

export async function countRows(db: Kysely<Database>, table: TableName): Promise<number> {
  const row = await anyDb(db)
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Refuses a target that already holds records: a copy never merges into or overwrites data. */
export async function assertEmpty(db: Kysely<Database>, where: string): Promise<void> {
  for (const [table] of COPIED_TABLES) {
    // the target's own start may have written its meta flags; records are what must be absent
    if (table === 'meta') continue;
    const n = await countRows(db, table);
    if (n > 0) {
      throw new CopyError(
        `${where} is not empty (${table}: ${n} rows). Copy into a new, empty database.`,
      );
    }
  }
}

/**
 * The rows of a table in batches, in key order (each engine's own order: the copy never relies
 * on two engines sorting text alike). One-column keys page by key, the others by offset.
 */
async function* batches(
  db: Kysely<Database>,
  table: TableName,
  keys: readonly string[],
): AsyncGenerator<Row[]> {
  const [first] = keys;
  let after: unknown;
  for (let offset = 0; ; offset += BATCH) {
    let query = anyDb(db).selectFrom(table).selectAll();
    if (keys.length === 1 && after !== undefined) query = query.where(first!, '>', after);
    for (const key of keys) query = query.orderBy(key);
    query = query.limit(BATCH);
    if (keys.length > 1) query = query.offset(offset);
    const rows = await query.execute();
    if (rows.length === 0) return;
    yield rows;
    if (rows.length < BATCH) return;
    after = rows.at(-1)![first!];
  }
}

/** Copies the rows of every table, in one transaction on the target; answers rows per table. */
export async function copyRows(
  from: Kysely<Database>,
  to: Kysely<Database>,
): Promise<Record<TableName, number>> {
  const copied = {} as Record<TableName, number>;
  await to.transaction().execute(async (trx) => {
    for (const [table, keys] of COPIED_TABLES) {
      copied[table] = 0;
      // the target's start wrote its own meta flags: the source's replace them
      if (table === 'meta') await anyDb(trx).deleteFrom('meta').execute();
      for await (const rows of batches(from, table, keys)) {
        await anyDb(trx).insertInto(table).values(rows).execute();
        copied[table] += rows.length;
      }
    }
    // the audit log's and the outbox's numbers were copied as they were: PostgreSQL's next ones
    // follow them
    if (isPostgres(trx)) {
      for (const table of ['audit_log', 'outbox']) {
        await sql`select setval(pg_get_serial_sequence(${table}, 'seq'),
                  coalesce((select max(seq) from ${sql.table(table)}), 0) + 1, false)`.execute(trx);
      }
    }
  });
  return copied;
}

/**
 * The copy's proof: the same number of rows in every table, and every row of the source found
 * on the target, by its key, with equal values. Throws naming the first difference.
 */
export async function verifyRows(from: Kysely<Database>, to: Kysely<Database>): Promise<void> {
  for (const [table, keys] of COPIED_TABLES) {
    const [a, b] = [await countRows(from, table), await countRows(to, table)];
    if (a !== b) throw new CopyError(`${table}: ${a} rows in the source, ${b} in the copy`);
    const idOf = (row: Row) => keys.map((k) => String(row[k])).join('/');
    for await (const rows of batches(from, table, keys)) {
      const firstKeys = [...new Set(rows.map((row) => row[keys[0]]))];
      const copies = await anyDb(to)
        .selectFrom(table)
        .selectAll()
        .where(keys[0], 'in', firstKeys)
        .execute();
      const byId = new Map(copies.map((row) => [idOf(row), row]));
      for (const row of rows) {
        const copy = byId.get(idOf(row));
        if (!copy || !isDeepStrictEqual(normalise(row), normalise(copy))) {
          throw new CopyError(`${table} ${idOf(row)}: the copy differs from the source`);
        }
      }
    }
  }
}

const ISO_TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d(:\d\d(\.\d+)?)?(Z|[+-]\d\d:\d\d)$/;

/**
 * A value as both engines mean it: numbers from either driver as numbers, JSON text by its
 * content (PostgreSQL's jsonb answers its own spacing), and times by the instant they name
 * (timestamptz answers milliseconds and `Z` whatever was written).
 */
function comparable(value: unknown): unknown {
  if (typeof value === 'bigint') return Number(value);
  if (typeof value !== 'string') return value;
  if (ISO_TIME.test(value)) return Date.parse(value);
  if (value.startsWith('[') || value.startsWith('{')) {
    try {
      return JSON.parse(value) as unknown;
    } catch {
      return value;
    }
  }
  return value;
}

function normalise(row: Row): Row {
  return Object.fromEntries(Object.entries(row).map(([k, v]) => [k, comparable(v)]));
}
