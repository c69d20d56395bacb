// The audit log's rows. Append-only: nothing here, nor any call, edits or deletes an entry.
import type { Actor } from '../../auth/actor.ts';
import type { Db } from '../../db/engine.ts';
import { newestFirst } from '../../db/newestFirst.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { AuditRow } from '../../db/schema.ts';
import { newId } from '../../lib/ids.ts';

/** One field's change: what it was and what it became. */
export interface FieldChange {
  before: unknown;
  after: unknown;
}

/** What a change records; who and when come from the actor and the clock. */
export interface AuditEntry {
  /** `candidate.update`, `member.invite`, `sign_in.failed`, … (docs/members.md lists them) */
  action: string;
  target_type: string;
  target_id?: string;
  /** one line a person reads: "Trashed candidate Jane Doe (C-AB1234)" */
  summary: string;
  changes?: Record<string, FieldChange>;
}

/**
 * Writes an entry. Call it with the transaction of the change it records, so that neither is
 * ever without the other.
 */
export async function recordAudit(
  db: Db,
  actor: Pick<Actor, 'workspaceId' | 'ip'> & { memberId: string | null; username: string },
  entry: AuditEntry,
  at: Date,
): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      id: newId(),
      workspace_id: actor.workspaceId,
      at: at.toISOString(),
      actor_id: actor.memberId,
      actor_username: actor.username,
      ip: actor.ip,
      action: entry.action,
      target_type: entry.target_type,
      target_id: entry.target_id ?? '',
      summary: entry.summary,
      changes: JSON.stringify(entry.changes ?? {}),
    })
    .execute();
}

export interface AuditFilter {
  actor?: string;
  /** an action, or a prefix ending in a dot: `candidate.` */
  action?: string;
  target_type?: string;
  target_id?: string;
  /** ISO times, `to` exclusive */
  from?: string;
  to?: string;
}

function filtered(db: Db, workspaceId: string, filter: AuditFilter) {
  let query = db.selectFrom('audit_log').where('workspace_id', '=', workspaceId);
  if (filter.actor) query = query.where('actor_id', '=', filter.actor);
  if (filter.action) {
    query = filter.action.endsWith('.')
      ? query.where('action', 'like', `${filter.action.replace(/[%_\\]/g, '')}%`)
      : query.where('action', '=', filter.action);
  }
  if (filter.target_type) query = query.where('target_type', '=', filter.target_type);
  if (filter.target_id) query = query.where('target_id', '=', filter.target_id);
  if (filter.from) query = query.where('at', '>=', filter.from);
  if (filter.to) query = query.where('at', '<', filter.to);
  return query;
}

/** A page of the workspace's entries matching the filter, newest first, and how many match. */
export const listAudit = (
  db: Db,
  workspaceId: string,
  filter: AuditFilter,
  page: { limit: number; offset: number },
) => newestFirst(() => filtered(db, workspaceId, filter), page);

/** Every entry matching the filter, newest first, in batches (the CSV export). */
export async function* allAudit(
  db: Db,
  workspaceId: string,
  filter: AuditFilter,
  batch = 500,
): AsyncGenerator<AuditRow[]> {
  let before: number | undefined;
  for (;;) {
    let query = filtered(db, workspaceId, filter).selectAll();
    if (before !== undefined) query = query.where('seq', '<', before);
    const rows = await query.orderBy('seq', 'desc').limit(batch).execute();
    if (rows.length === 0) return;
    yield rows;
    if (rows.length < batch) return;
    before = Number(rows.at(-1)!.seq);
  }
}

/**
 * Runs a write and records its entries in one transaction (the caller's, when `deps.db` is one):
 * they are made from the write's result (none when it gives undefined), and a write that throws
 * leaves none.
 */
export async function audited<T>(
  deps: { db: Db; clock: { now(): Date } },
  actor: Actor,
  write: (trx: Db) => Promise<T>,
  entry: (result: T) => AuditEntry | AuditEntry[] | undefined,
): Promise<T> {
  return inTransaction(deps.db, async (trx) => {
    const result = await write(trx);
    const made = entry(result);
    const now = deps.clock.now();
    for (const one of Array.isArray(made) ? made : made ? [made] : []) {
      await recordAudit(trx, actor, one, now);
    }
    return result;
  });
}

/**
 * The fields a patch changes, each with its value before and after (only those that differ);
 * `shown` turns a stored value into what the entry should say (JSON lists, 0/1 flags).
 */
export function fieldChanges<R extends object>(
  before: R,
  patch: Partial<R>,
  shown: (field: string, value: unknown) => unknown = (_field, value) => value,
): Record<string, FieldChange> {
  const changes: Record<string, FieldChange> = {};
  for (const [field, after] of Object.entries(patch)) {
    const was = (before as Record<string, unknown>)[field];
    if (was === after) continue;
    changes[field] = { before: shown(field, was), after: shown(field, after) };
  }
  return changes;
}
