// "Score again" (POST /interview/:id/rescore, docs/scoring.md): every answer of a completed
// interview scored anew by the scorer configured now; each earlier scoring kept in the answer's
// `scores`, newest first, so two scorers can be compared on the same answers. Final scores set by
// hand stay; the others follow the reviews, else the new AI score.
import type { Actor } from '../../auth/actor.ts';
import { inTransaction } from '../../db/transaction.ts';
import { updateVersioned } from '../../db/versioned.ts';
import { badRequest } from '../../errors.ts';
import { parseJsonList } from '../../lib/jsonList.ts';
import { checkIfMatch, staleRecord } from '../../lib/recordVersions.ts';
import type { AppDeps } from '../../types.ts';
import { recordAudit } from '../audit/repository.ts';
import { averageScore, type HistoryEntry, type Scoring } from '../interviews/history.ts';
import { candidateOf, findOwnInterview } from '../interviews/service.ts';
import { interviewChanged } from '../outbox/interviewEvents.ts';
import { summariseFeedback } from '../scoring/index.ts';
import { provenanceOf } from '../scoring/provenance.ts';
import type { AnswerScore, AskedQuestion } from '../scoring/types.ts';
import { aiScore, applyReviews, needsReview } from './finalScore.ts';
import { reviewScores } from './service.ts';

const ANSWERS_REMOVED =
  'The answers of this interview were removed after the retention period: its scores stay as they are.';

/** An entry's AI scoring as it stands, for its `scores`. */
export function scoringOf(entry: HistoryEntry): Scoring {
  return {
    score: aiScore(entry),
    explanation: entry.explanation ?? '',
    scorer: entry.scorer === 'admin' ? 'built-in' : (entry.scorer ?? 'built-in'),
    scorable: entry.scorable !== false,
    ...(entry.not_scorable_reason && { not_scorable_reason: entry.not_scorable_reason }),
    ...(entry.scorer_version !== undefined && { scorer_version: entry.scorer_version }),
    ...(entry.model !== undefined && { model: entry.model }),
    ...(entry.prompt_hash !== undefined && { prompt_hash: entry.prompt_hash }),
    ...(entry.tokens !== undefined && { tokens: entry.tokens }),
    scored_at: entry.scored_at ?? entry.answered_at ?? '',
  };
}

/** The question an entry answered, as the scorer takes it: from the plan, or the follow-up's. */
function askedFor(entry: HistoryEntry, plan: readonly AskedQuestion[]): AskedQuestion {
  const planned = plan.find((q) => q.question === entry.question);
  return {
    question: entry.question,
    skill: planned?.skill ?? entry.skill ?? '',
    difficulty: planned?.difficulty ?? entry.difficulty ?? 'medium',
    tags: planned?.tags ?? [],
    expected_points:
      entry.follow_up_point !== undefined
        ? [entry.follow_up_point]
        : (planned?.expected_points ?? []),
  };
}

/** The entry scored anew: its AI fields the new scoring's, the earlier ones in `scores`. */
export function rescored(entry: HistoryEntry, scored: AnswerScore, at: string): HistoryEntry {
  const earlier = entry.scores ?? [scoringOf(entry)];
  const {
    not_scorable_reason: _reason,
    scorer_version: _version,
    model: _model,
    tokens: _tokens,
    ...rest
  } = entry;
  const next: HistoryEntry = {
    ...rest,
    auto_score: scored.score,
    explanation: scored.explanation,
    // a final score set by hand stays so
    scorer: entry.scorer === 'admin' ? 'admin' : scored.scorer,
    needs_review: scored.needs_review,
    scorable: scored.scorable,
    ...(scored.not_scorable_reason && { not_scorable_reason: scored.not_scorable_reason }),
    ...provenanceOf(scored),
    scored_at: at,
  };
  if (entry.scorer !== 'admin') next.score = scored.score;
  next.scores = [scoringOf(next), ...earlier];
  return next;
}

/** The feedback an interview writes when it ends: its scores summed up by skill. */
const summaryOf = (history: readonly HistoryEntry[]) =>
  summariseFeedback(history.map((h) => ({ skill: h.skill ?? '', score: h.score })));

export async function rescoreInterview(
  deps: AppDeps,
  actor: Actor,
  id: string,
  expected?: readonly number[],
) {
  const row = await findOwnInterview(deps.db, actor.workspaceId, id);
  checkIfMatch(expected, row.version);
  if (row.status !== 'completed')
    throw badRequest('Only a completed interview can be scored again');
  // the answers are gone (docs/retention.md): scoring their absence would lose the scores kept
  if (row.content_removed_at) throw badRequest(ANSWERS_REMOVED);
  const history = parseJsonList<HistoryEntry>(row.history);
  if (history.length === 0) throw badRequest('This interview has no answers to score');
  const plan = parseJsonList<AskedQuestion>(row.plan);
  const at = deps.clock.now().toISOString();
  // one answer after another: a model is asked once at a time per interview
  const next: HistoryEntry[] = [];
  for (const entry of history) {
    next.push(rescored(entry, await deps.scorer.score(askedFor(entry, plan), entry.answer), at));
  }
  return inTransaction(deps.db, async (trx) => {
    const reviews = await reviewScores(trx, actor.workspaceId, row.id);
    const final = applyReviews(next, reviews);
    const patch = {
      history: JSON.stringify(final),
      score: row.score_set === 1 ? row.score : averageScore(final),
      needs_review: needsReview(final, reviews) ? 1 : 0,
      // the summary the interview wrote follows the new scores; feedback a person wrote stays
      feedback: row.feedback === summaryOf(history) ? summaryOf(final) : row.feedback,
    };
    // the answers were scored against the version read: a change meanwhile is not overwritten
    const version = await updateVersioned(trx, 'interviews', row.admin_id, row.id, patch, [
      row.version,
    ]);
    if (version === undefined) throw staleRecord();
    await interviewChanged(trx, deps, row, { ...row, ...patch }, candidateOf(row));
    await recordAudit(
      trx,
      actor,
      {
        action: 'interview.rescore',
        target_type: 'interview',
        target_id: row.id,
        summary: `Scored "${row.title}" (${row.int_id}) again with ${final[0]?.model ?? 'the built-in scorer'}`,
        changes: { score: { before: row.score, after: patch.score } },
      },
      deps.clock.now(),
    );
    return version;
  });
}
