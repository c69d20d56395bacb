// The outbox's rows (docs/messages.md): written with the change that causes them, taken by one
// worker at a time under a lease, and read by the Messages screen.
import { isPostgres, type Db } from '../../db/engine.ts';
import { newestFirst } from '../../db/newestFirst.ts';
import type { NewOutboxRow, OutboxRow, OutboxStatus } from '../../db/schema.ts';

export async function insertMessages(db: Db, rows: NewOutboxRow[]): Promise<void> {
  if (rows.length > 0) await db.insertInto('outbox').values(rows).execute();
}

/**
 * Takes up to `limit` messages due at `now`, leasing them until `leaseUntil` and counting the
 * attempt. On PostgreSQL the rows another server is taking are skipped (FOR UPDATE SKIP
 * LOCKED), so no two servers take one message; SQLite writes one statement at a time. The lease
 * value is the taker's claim: only it may record the outcome.
 */
export async function claimDue(
  db: Db,
  now: string,
  leaseUntil: string,
  limit: number,
): Promise<OutboxRow[]> {
  return db
    .updateTable('outbox')
    .set((eb) => ({ locked_until: leaseUntil, attempts: eb('attempts', '+', 1) }))
    .where('seq', 'in', (eb) => {
      const due = eb
        .selectFrom('outbox')
        .select('seq')
        .where('status', '=', 'queued')
        .where('next_attempt_at', '<=', now)
        .where((w) => w.or([w('locked_until', 'is', null), w('locked_until', '<=', now)]))
        .orderBy('next_attempt_at')
        .limit(limit);
      return isPostgres(db) ? due.forUpdate().skipLocked() : due;
    })
    .returningAll()
    .execute();
}

export interface Outcome {
  status: OutboxStatus;
  last_error: string | null;
  log: string;
  sent_at?: string;
  next_attempt_at?: string;
}

/** Records an attempt's outcome, if the lease is still this taker's. */
export async function recordOutcome(
  db: Db,
  id: string,
  lease: string,
  outcome: Outcome,
): Promise<boolean> {
  const result = await db
    .updateTable('outbox')
    .set({ ...outcome, locked_until: null })
    .where('id', '=', id)
    .where('locked_until', '=', lease)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export interface OutboxFilter {
  status?: OutboxStatus;
  kind?: 'email' | 'webhook';
  candidate_id?: string;
  interview_id?: string;
}

function filtered(db: Db, workspaceId: string, filter: OutboxFilter) {
  let query = db.selectFrom('outbox').where('workspace_id', '=', workspaceId);
  if (filter.status) query = query.where('status', '=', filter.status);
  if (filter.kind) query = query.where('kind', '=', filter.kind);
  if (filter.candidate_id) query = query.where('candidate_id', '=', filter.candidate_id);
  if (filter.interview_id) query = query.where('interview_id', '=', filter.interview_id);
  return query;
}

export const listMessages = (
  db: Db,
  workspaceId: string,
  filter: OutboxFilter,
  page: { limit: number; offset: number },
) => newestFirst(() => filtered(db, workspaceId, filter), page);

export const findMessage = (db: Db, workspaceId: string, id: string) =>
  db
    .selectFrom('outbox')
    .selectAll()
    .where('workspace_id', '=', workspaceId)
    .where('id', '=', id)
    .executeTakeFirst();

/** Queued again, due now, its lease dropped (a worker holding it loses its claim). */
export async function requeue(db: Db, workspaceId: string, id: string, now: string) {
  await db
    .updateTable('outbox')
    .set({ status: 'queued', next_attempt_at: now, locked_until: null, last_error: null })
    .where('workspace_id', '=', workspaceId)
    .where('id', '=', id)
    .execute();
}

/** How many calendar requests an interview's candidate was sent: the next one's SEQUENCE. */
export async function calendarRequestsSent(db: Db, interviewId: string): Promise<number> {
  const row = await db
    .selectFrom('outbox')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('interview_id', '=', interviewId)
    .where('kind', '=', 'email')
    .where('template', 'in', ['interview_invitation', 'interview_rescheduled'])
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The last attempted delivery to each of these webhooks. */
export async function lastDeliveries(db: Db, webhookIds: string[]) {
  const last = new Map<string, OutboxRow>();
  for (const id of webhookIds) {
    const row = await db
      .selectFrom('outbox')
      .selectAll()
      .where('webhook_id', '=', id)
      .where('attempts', '>', 0)
      .orderBy('seq', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (row) last.set(id, row);
  }
  return last;
}

/** What a due reminder checks of its interview: its status and time now. */
export const interviewNow = (db: Db, id: string) =>
  db
    .selectFrom('interviews')
    .select(['status', 'scheduled_time'])
    .where('id', '=', id)
    .executeTakeFirst();

/** An interview as written, for the events it causes. */
export const interviewRow = (db: Db, id: string) =>
  db.selectFrom('interviews').selectAll().where('id', '=', id).executeTakeFirst();
