// The rows a candidate's export reads and their erasure rewrites (docs/privacy.md): the record,
// its interviews and their reviews, the messages about them and the audit entries about them.
import { sql } from 'kysely';
import type { Db } from '../../db/engine.ts';
import { forUpdate } from '../../db/rowLocks.ts';
import type { CandidateRow } from '../../db/schema.ts';

/**
 * The workspace's candidate (live or in the trash) that was not erased. With `lock`, in a
 * transaction on PostgreSQL the row stays locked until it ends (an edit cannot come between the
 * check of the typed name and the erasure).
 */
export async function findUnerased(
  db: Db,
  workspaceId: string,
  id: string,
  lock = false,
): Promise<CandidateRow | undefined> {
  const query = db
    .selectFrom('candidates')
    .selectAll()
    .where('admin_id', '=', workspaceId)
    .where('id', '=', id)
    .where('erased_at', 'is', null);
  return (lock ? forUpdate(db, query) : query).executeTakeFirst();
}

/** Every interview of the candidate, oldest first. */
export function interviewsOf(db: Db, workspaceId: string, candidateId: string) {
  return db
    .selectFrom('interviews')
    .selectAll()
    .where('admin_id', '=', workspaceId)
    .where('candidate_id', '=', candidateId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export type InterviewOfCandidate = Awaited<ReturnType<typeof interviewsOf>>[number];

/** The members' reviews of those interviews' answers, with each reviewer's username and name. */
export async function reviewsOf(db: Db, workspaceId: string, interviewIds: readonly string[]) {
  if (interviewIds.length === 0) return [];
  return db
    .selectFrom('answer_reviews as r')
    .leftJoin('admins as a', 'a.id', 'r.reviewer_id')
    .select([
      'r.interview_id',
      'r.reviewer_id',
      'a.username as reviewer_username',
      'a.name as reviewer_name',
      'r.answer_index',
      'r.score',
      'r.note',
      'r.submitted_at',
    ])
    .where('r.workspace_id', '=', workspaceId)
    .where('r.interview_id', 'in', [...interviewIds])
    .orderBy('r.interview_id')
    .orderBy('r.submitted_at')
    .orderBy('r.answer_index')
    .execute();
}

/** The outbox rows about the candidate: sent to or about them, or about their interviews. */
export function messagesAbout(
  db: Db,
  workspaceId: string,
  candidateId: string,
  interviewIds: readonly string[],
) {
  return db
    .selectFrom('outbox')
    .selectAll()
    .where('workspace_id', '=', workspaceId)
    .where((eb) =>
      eb.or([
        eb('candidate_id', '=', candidateId),
        ...(interviewIds.length > 0 ? [eb('interview_id', 'in', [...interviewIds])] : []),
      ]),
    )
    .orderBy('seq')
    .execute();
}

/**
 * The audit entries about the candidate: those whose target is the candidate or one of their
 * interviews, and those that name their candidate ID (an interview since deleted was scheduled
 * "with Jane Doe (C-AB1234)"). Oldest first.
 */
export function auditAbout(
  db: Db,
  workspaceId: string,
  candidate: Pick<CandidateRow, 'id' | 'cand_id'>,
  interviewIds: readonly string[],
) {
  const code = `%${candidate.cand_id.replace(/[%_\\]/g, '')}%`;
  return db
    .selectFrom('audit_log')
    .selectAll()
    .where('workspace_id', '=', workspaceId)
    .where((eb) =>
      eb.or([
        eb.and([eb('target_type', '=', 'candidate'), eb('target_id', '=', candidate.id)]),
        ...(interviewIds.length > 0
          ? [
              eb.and([
                eb('target_type', '=', 'interview'),
                eb('target_id', 'in', [...interviewIds]),
              ]),
            ]
          : []),
        ...(candidate.cand_id ? [eb('summary', 'like', code), eb('changes', 'like', code)] : []),
      ]),
    )
    .orderBy('seq')
    .execute();
}

export type AuditAbout = Awaited<ReturnType<typeof auditAbout>>[number];
export type MessageAbout = Awaited<ReturnType<typeof messagesAbout>>[number];

/** What erasure leaves of the candidate's row: a tombstone, in the trash, found by nothing. */
export async function writeTombstone(
  trx: Db,
  workspaceId: string,
  id: string,
  fields: { name: string; erasedAt: string },
): Promise<void> {
  await trx
    .updateTable('candidates')
    .set({
      name: fields.name,
      email: '',
      phone: '',
      skills: '[]',
      profile_summary: '',
      resume_file: null,
      deleted: 1,
      // not in the trash as a person sees it: the purge counts from deleted_at, and skips it
      deleted_at: null,
      erased_at: fields.erasedAt,
      version: sql<number>`version + 1`,
    })
    .where('admin_id', '=', workspaceId)
    .where('id', '=', id)
    .execute();
}

/** An interview's text replaced, its dates, scores and status kept (an open one cancelled). */
export async function rewriteInterview(
  trx: Db,
  workspaceId: string,
  id: string,
  fields: { title: string; history: string; status?: 'cancelled' },
): Promise<void> {
  await trx
    .updateTable('interviews')
    .set({
      title: fields.title,
      history: fields.history,
      feedback: '',
      ...(fields.status ? { status: fields.status } : {}),
      version: sql<number>`version + 1`,
    })
    .where('admin_id', '=', workspaceId)
    .where('id', '=', id)
    .execute();
}

/** The members' notes on those interviews' answers emptied; their scores kept. */
export async function emptyReviewNotes(
  trx: Db,
  workspaceId: string,
  interviewIds: readonly string[],
): Promise<void> {
  if (interviewIds.length === 0) return;
  await trx
    .updateTable('answer_reviews')
    .set({ note: '' })
    .where('workspace_id', '=', workspaceId)
    .where('interview_id', 'in', [...interviewIds])
    .execute();
}

export async function rewriteMessage(
  trx: Db,
  id: string,
  fields: Partial<Omit<MessageAbout, 'seq' | 'id'>>,
): Promise<void> {
  await trx.updateTable('outbox').set(fields).where('id', '=', id).execute();
}

export async function rewriteAuditEntry(
  trx: Db,
  seq: number,
  fields: { summary: string; changes: string },
): Promise<void> {
  await trx.updateTable('audit_log').set(fields).where('seq', '=', seq).execute();
}

/** How many of the workspace's candidates were erased: their tombstones are not in the trash. */
export async function erasedCount(db: Db, workspaceId: string): Promise<number> {
  const row = await db
    .selectFrom('candidates')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('admin_id', '=', workspaceId)
    .where('deleted', '=', 1)
    .where('erased_at', 'is not', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
