// Per-admin data versions (migrations 006 and 007): a counter that every insert, update and
// delete of the admin's candidates, interviews and training sets moves on, in the same
// transaction, by trigger — whatever wrote the row (a service, the seed, copy-data, another
// server). Answers built from those rows are kept under the version they were built at
// (http/answerCache.ts): a changed version is a new key, so nothing stale is ever served, on one
// server or many.
import type { AdminCounts } from './adminCounts.ts';
import type { Db } from './engine.ts';

/**
 * The admin's data as a request found it, read with their account in the request's first query
 * (auth/guard.ts): the data version its answers are kept under, and the counts, which every
 * write that changes them moves on with the version.
 */
export interface DataState {
  version: number;
  counts: AdminCounts;
}

/** The admin's data version: 0 until their first write. */
export async function dataVersion(db: Db, adminId: string): Promise<number> {
  const row = await db
    .selectFrom('data_versions')
    .select('version')
    .where('admin_id', '=', adminId)
    .executeTakeFirst();
  return Number(row?.version ?? 0);
}
