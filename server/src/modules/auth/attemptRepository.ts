// The sign-in limit counters shared by every server (login_attempts, migration 004): one row per
// counter, its failures in the current window and when that window started (ISO time).
import { sql } from 'kysely';
import type { Db } from '../../db/engine.ts';

/**
 * Counts one failure on the key in one statement, atomic on either engine: a window that ended
 * at `cutoff` or before starts again at `now` with 1; else the count goes up by one, unless it
 * is at `limit` (null: no limit), when nothing changes. True when it counted.
 */
export async function countAttempt(
  db: Db,
  key: string,
  now: string,
  cutoff: string,
  limit: number | null,
): Promise<boolean> {
  const expired = sql<boolean>`login_attempts.window_start <= ${cutoff}`;
  const row = await db
    .insertInto('login_attempts')
    .values({ key, count: 1, window_start: now })
    .onConflict((oc) => {
      const update = oc.column('key').doUpdateSet({
        count: sql<number>`case when ${expired} then 1 else login_attempts.count + 1 end`,
        window_start: sql<string>`case when ${expired} then ${now} else login_attempts.window_start end`,
      });
      return limit === null
        ? update
        : update.where(sql<boolean>`${expired} or login_attempts.count < ${limit}`);
    })
    .returning('count')
    .executeTakeFirst();
  return row !== undefined;
}

/** The counters of these keys, as they are. */
export function attemptRows(db: Db, keys: string[]) {
  return db
    .selectFrom('login_attempts')
    .select(['key', 'count', 'window_start'])
    .where('key', 'in', keys)
    .execute();
}

/** Takes back one failure counted at `at`, unless the key's window started again since. */
export async function uncountAttempt(db: Db, key: string, at: string): Promise<void> {
  await db
    .updateTable('login_attempts')
    .set({ count: sql<number>`count - 1` })
    .where('key', '=', key)
    .where('count', '>', 0)
    .where('window_start', '<=', at)
    .execute();
}

export async function deleteAttempts(db: Db, key: string): Promise<void> {
  await db.deleteFrom('login_attempts').where('key', '=', key).execute();
}

/** Sets the key's time to `now` (a mark: an address that signed in to an account). */
export async function markAttemptKey(db: Db, key: string, now: string): Promise<void> {
  await db
    .insertInto('login_attempts')
    .values({ key, count: 0, window_start: now })
    .onConflict((oc) => oc.column('key').doUpdateSet({ window_start: now }))
    .execute();
}

/** Removes the counters of keys starting with `prefix` whose time is `cutoff` or earlier. */
export async function pruneAttempts(db: Db, prefix: string, cutoff: string): Promise<void> {
  await db
    .deleteFrom('login_attempts')
    .where('key', 'like', `${prefix}%`)
    .where('window_start', '<=', cutoff)
    .execute();
}
