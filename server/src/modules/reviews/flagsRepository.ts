// The rows the question flags are worked out from (questionFlags.ts): the workspace's newest
// completed interviews' histories and the reviews of their answers.
import type { Db } from '../../db/engine.ts';

/** How many completed interviews the flags read, the newest first: a bound on the work. */
export const FLAG_INTERVIEWS = 2000;

/** The newest completed interviews of the workspace (one SQL text, whatever their number). */
function newestCompleted(db: Db, workspaceId: string) {
  return (
    db
      .selectFrom('interviews')
      .where('admin_id', '=', workspaceId)
      .where('status', '=', 'completed')
      // an interview finished before migration 011 has no finished_at: after the others on both
      // engines (PostgreSQL puts nulls first in a descending order by default)
      .orderBy('finished_at', (order) => order.desc().nullsLast())
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(FLAG_INTERVIEWS)
  );
}

export interface FlagInterview {
  id: string;
  /** the interviews.history JSON */
  history: string;
}

export interface FlagReview {
  interview_id: string;
  answer_index: number;
  score: number;
}

/** The newest completed interviews' histories and every review of their answers. */
export async function flagSources(
  db: Db,
  workspaceId: string,
): Promise<{ interviews: FlagInterview[]; reviews: FlagReview[] }> {
  const interviews = await newestCompleted(db, workspaceId).select(['id', 'history']).execute();
  if (interviews.length === 0) return { interviews, reviews: [] };
  const reviews = await db
    .selectFrom('answer_reviews as r')
    .innerJoin('interviews as i', 'i.id', 'r.interview_id')
    .select(['r.interview_id', 'r.answer_index', 'r.score'])
    .where('r.workspace_id', '=', workspaceId)
    .where('i.admin_id', '=', workspaceId)
    .where('r.interview_id', 'in', newestCompleted(db, workspaceId).select('id'))
    .execute();
  return { interviews, reviews };
}
