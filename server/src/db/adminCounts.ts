// Per-admin counts of candidates and interviews, kept by migration 005's triggers in the same
// transaction as every write to those tables. Lists read their totals and the dashboard its
// numbers from one row here instead of counting the admin's rows on every request.
import type { Db } from './engine.ts';
import type { AdminCountsTable } from './schema.ts';

/** One admin's counts: a row of admin_counts without its key. */
export type AdminCounts = Omit<AdminCountsTable, 'admin_id'>;

const ZERO: AdminCounts = {
  candidates_live: 0,
  candidates_deleted: 0,
  interviews_total: 0,
  interviews_scheduled: 0,
  interviews_in_progress: 0,
  interviews_completed: 0,
  interviews_cancelled: 0,
  interviews_hired: 0,
};

/** The columns of admin_counts that count (all but its key). */
export const COUNT_COLUMNS = Object.keys(ZERO) as (keyof AdminCounts)[];

/**
 * The admin's counts: those the request read with the account (`known`, auth/guard.ts), else
 * their row here; an admin without records has no row yet: all zero.
 */
export async function adminCounts(
  db: Db,
  adminId: string,
  known?: AdminCounts,
): Promise<AdminCounts> {
  if (known) return known;
  const row = await db
    .selectFrom('admin_counts')
    .selectAll()
    .where('admin_id', '=', adminId)
    .executeTakeFirst();
  return countsOf(row);
}

/**
 * The counts in a row that holds admin_counts' columns (PostgreSQL may answer them as text; a
 * left join without a counts row, as nulls): an admin without records counts zero.
 */
export function countsOf(row: { [K in keyof AdminCounts]?: unknown } | undefined): AdminCounts {
  const out = { ...ZERO };
  if (row) for (const key of COUNT_COLUMNS) out[key] = Number(row[key] ?? 0);
  return out;
}
