// The reviews' rows (answer_reviews: one per reviewer and answer) and the reads the Scoring
// screen makes of them.
import type { Db } from '../../db/engine.ts';

export interface ReviewAnswer {
  index: number;
  score: number;
  note: string;
}

/** Every review of an interview, one row per reviewer and answer, with the reviewer's name. */
export function reviewRows(db: Db, workspaceId: string, interviewId: string) {
  return db
    .selectFrom('answer_reviews as r')
    .leftJoin('admins as a', 'a.id', 'r.reviewer_id')
    .select([
      'r.reviewer_id',
      'a.username',
      'r.answer_index',
      'r.score',
      'r.note',
      'r.submitted_at',
    ])
    .where('r.workspace_id', '=', workspaceId)
    .where('r.interview_id', '=', interviewId)
    .orderBy('r.submitted_at')
    .orderBy('r.reviewer_id')
    .orderBy('r.answer_index')
    .execute();
}

/** Whether the member has reviewed the interview. */
export async function hasReviewed(db: Db, interviewId: string, reviewerId: string) {
  const row = await db
    .selectFrom('answer_reviews')
    .select('answer_index')
    .where('interview_id', '=', interviewId)
    .where('reviewer_id', '=', reviewerId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Of these interviews, those the member has reviewed. */
export async function reviewedAmong(
  db: Db,
  reviewerId: string,
  interviewIds: readonly string[],
): Promise<Set<string>> {
  if (interviewIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('answer_reviews')
    .select('interview_id')
    .distinct()
    .where('reviewer_id', '=', reviewerId)
    .where('interview_id', 'in', interviewIds)
    .execute();
  return new Set(rows.map((r) => r.interview_id));
}

/** The member's review of the interview, replaced as a whole. */
export async function replaceReview(
  db: Db,
  ids: { workspaceId: string; interviewId: string; reviewerId: string },
  answers: readonly ReviewAnswer[],
  at: string,
): Promise<void> {
  await db
    .deleteFrom('answer_reviews')
    .where('interview_id', '=', ids.interviewId)
    .where('reviewer_id', '=', ids.reviewerId)
    .execute();
  await db
    .insertInto('answer_reviews')
    .values(
      answers.map((a) => ({
        workspace_id: ids.workspaceId,
        interview_id: ids.interviewId,
        reviewer_id: ids.reviewerId,
        answer_index: a.index,
        score: a.score,
        note: a.note,
        submitted_at: at,
      })),
    )
    .execute();
}

/**
 * The reviewed answers of the workspace in a period (by when they were reviewed), each with its
 * interview's history (where the AI's score and the question are) and the reviewer's name.
 */
export function reviewedAnswers(
  db: Db,
  workspaceId: string,
  period: { from?: string; to?: string },
) {
  let query = db
    .selectFrom('answer_reviews as r')
    .innerJoin('interviews as i', 'i.id', 'r.interview_id')
    .leftJoin('admins as a', 'a.id', 'r.reviewer_id')
    .select([
      'r.interview_id',
      'r.reviewer_id',
      'a.username',
      'r.answer_index',
      'r.score',
      'i.history',
    ])
    .where('r.workspace_id', '=', workspaceId)
    .where('i.admin_id', '=', workspaceId);
  if (period.from) query = query.where('r.submitted_at', '>=', period.from);
  if (period.to) query = query.where('r.submitted_at', '<', period.to);
  return query.orderBy('r.interview_id').orderBy('r.answer_index').execute();
}

/** Every review of an interview, when it is deleted. */
export async function removeReviewsOf(db: Db, workspaceId: string, interviewId: string) {
  await db
    .deleteFrom('answer_reviews')
    .where('workspace_id', '=', workspaceId)
    .where('interview_id', '=', interviewId)
    .execute();
}
