// The rows of scheduled_runs (migration 016): one per job that runs once across servers.
import type { Db } from '../../db/engine.ts';
import type { ScheduledRunRow } from '../../db/schema.ts';

/** Adds the job's row, due at `firstAt`, unless a server added it already. */
export async function ensureRun(db: Db, name: string, firstAt: string): Promise<void> {
  await db
    .insertInto('scheduled_runs')
    .values({ name, next_at: firstAt })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
}

/**
 * Takes the job when it is due and no server holds it: one UPDATE, so of servers asking at once
 * one gets the row (PostgreSQL re-reads the row the first one changed; SQLite writes one at a
 * time). Returns the row as taken, or undefined.
 */
export async function claimRun(
  db: Db,
  name: string,
  now: string,
  leaseUntil: string,
): Promise<ScheduledRunRow | undefined> {
  return db
    .updateTable('scheduled_runs')
    .set({ lease_until: leaseUntil, last_started_at: now })
    .where('name', '=', name)
    .where('next_at', '<=', now)
    .where((w) => w.or([w('lease_until', 'is', null), w('lease_until', '<=', now)]))
    .returningAll()
    .executeTakeFirst();
}

/** Records the run's outcome, lets the job go, and sets when it is due next. */
export async function finishRun(
  db: Db,
  name: string,
  finished: { at: string; nextAt: string; result: string },
): Promise<void> {
  await db
    .updateTable('scheduled_runs')
    .set({
      lease_until: null,
      last_finished_at: finished.at,
      next_at: finished.nextAt,
      last_result: finished.result,
    })
    .where('name', '=', name)
    .execute();
}

export async function readRun(db: Db, name: string): Promise<ScheduledRunRow | undefined> {
  return db.selectFrom('scheduled_runs').selectAll().where('name', '=', name).executeTakeFirst();
}
