// The queries of retention (docs/retention.md): the trash due for the purge, and the completed
// interviews whose answers are due for removal. The deletes themselves are the candidates
// module's (repository.ts, deleteTrashedForGood), the writes of an interview versioned.
import { sql } from 'kysely';
import type { Db } from '../../db/engine.ts';

/**
 * Stamps trashed candidates that carry no time of going there (trashed by a server older than
 * migration 016, during an upgrade) with `now`: the purge counts from it, as the migration did.
 */
export async function stampUndatedTrash(db: Db, now: string): Promise<number> {
  const result = await db
    .updateTable('candidates')
    .set({ deleted_at: now, version: sql<number>`version + 1` })
    .where('deleted', '=', 1)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * Up to `limit` trashed candidates, of every workspace, that went to the trash by `cutoff` and
 * were not erased, the longest in the trash first: who they are, for the audit log.
 */
export function trashDueForPurge(db: Db, cutoff: string, limit: number) {
  return db
    .selectFrom('candidates')
    .select(['id', 'admin_id'])
    .where('deleted_at', '<=', cutoff)
    .where('deleted', '=', 1)
    .where('erased_at', 'is', null)
    .orderBy('deleted_at')
    .orderBy('id')
    .limit(limit)
    .execute();
}

/**
 * Up to `limit` completed interviews, of every workspace, finished (or, without a finish time,
 * scheduled) by `cutoff` whose answers are still there.
 */
export function interviewsDueForRemoval(db: Db, cutoff: string, limit: number) {
  return db
    .selectFrom('interviews')
    .select(['id', 'admin_id', 'int_id', 'title', 'history', 'version'])
    .where('status', '=', 'completed')
    .where('content_removed_at', 'is', null)
    .where((eb) => eb(eb.fn.coalesce('finished_at', 'scheduled_time'), '<=', cutoff))
    .orderBy('id')
    .limit(limit)
    .execute();
}

export type InterviewDue = Awaited<ReturnType<typeof interviewsDueForRemoval>>[number];

/** Empties the notes of the people's reviews of an interview; their scores stay. */
export async function clearReviewNotes(db: Db, workspaceId: string, interviewId: string) {
  await db
    .updateTable('answer_reviews')
    .set({ note: '' })
    .where('workspace_id', '=', workspaceId)
    .where('interview_id', '=', interviewId)
    .where('note', '!=', '')
    .execute();
}
