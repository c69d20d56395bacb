// Blind review (docs/scoring.md): while it is on, a member with the reviewer role reads an
// interview without its scores (the AI's, the final one, the feedback) until they have reviewed
// it, so their review is their own. Owners, admins and recruiters manage by the scores and see
// them; their review form keeps them out of sight until they submit.
import type { Actor } from '../../auth/actor.ts';
import type { AppDeps } from '../../types.ts';
import type { InterviewJson } from '../interviews/schemas.ts';
import { interviewSettings } from '../interviewSettings/service.ts';
import { reviewedAmong } from './repository.ts';

/** An interview as a reviewer who has not reviewed it reads it. */
export function withoutScores(interview: InterviewJson): InterviewJson {
  return {
    ...interview,
    score: null,
    feedback: '',
    history: interview.history.map((entry) => ({
      question: entry.question,
      answer: entry.answer,
      score: null,
      ...(entry.skill !== undefined && { skill: entry.skill }),
      ...(entry.difficulty !== undefined && { difficulty: entry.difficulty }),
      ...(entry.answered_at !== undefined && { answered_at: entry.answered_at }),
      ...(entry.scorable !== undefined && { scorable: entry.scorable }),
      ...(entry.not_scorable_reason !== undefined && {
        not_scorable_reason: entry.not_scorable_reason,
      }),
      // a follow-up stays nested under its question: where it belongs says nothing of a score
      ...(entry.follow_up_of !== undefined && { follow_up_of: entry.follow_up_of }),
      ...(entry.follow_up_point !== undefined && { follow_up_point: entry.follow_up_point }),
    })),
    blind: true,
  };
}

/** The interviews as the actor may read them: without scores where blindness holds for them. */
export async function asReadBy(
  deps: AppDeps,
  actor: Pick<Actor, 'workspaceId' | 'memberId' | 'role'>,
  list: InterviewJson[],
): Promise<InterviewJson[]> {
  if (actor.role !== 'reviewer' || list.length === 0) return list;
  if (!(await interviewSettings(deps.db, actor.workspaceId)).blind_review) return list;
  const reviewed = await reviewedAmong(
    deps.db,
    actor.memberId,
    list.map((i) => i.id),
  );
  return list.map((i) => (reviewed.has(i.id) ? i : withoutScores(i)));
}
