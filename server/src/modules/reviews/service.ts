// Blind human review and the final score (docs/scoring.md). Each member's review of a completed
// interview is their own; saving one brings the answers' final scores up to date (the mean of the
// reviews, unless set by hand) in the same transaction, over the version read.
import type { Actor } from '../../auth/actor.ts';
import type { Db } from '../../db/engine.ts';
import { inTransaction } from '../../db/transaction.ts';
import { updateVersioned } from '../../db/versioned.ts';
import { badRequest } from '../../errors.ts';
import { parseJsonList } from '../../lib/jsonList.ts';
import { checkIfMatch, staleRecord } from '../../lib/recordVersions.ts';
import type { AppDeps } from '../../types.ts';
import { recordAudit, type AuditEntry } from '../audit/repository.ts';
import { checkAnswerScore } from '../interviews/fields.ts';
import { averageScore, type HistoryEntry } from '../interviews/history.ts';
import type * as interviews from '../interviews/repository.ts';
import { candidateOf, findOwnInterview } from '../interviews/service.ts';
import { interviewSettings } from '../interviewSettings/service.ts';
import { interviewChanged } from '../outbox/interviewEvents.ts';
import { applyReviews, needsReview, type ReviewScores } from './finalScore.ts';
import { hasReviewed, replaceReview, reviewRows, type ReviewAnswer } from './repository.ts';

export const MAX_NOTE = 2000;
/** Tries of a write that lost to another one (read again, written again) before giving up. */
const WRITE_TRIES = 5;

type Interview = interviews.InterviewWithCandidate;

/** The questions as asked, with their expected points (`plan`, never sent to the candidate). */
interface PlannedQuestion {
  question: string;
  expected_points?: string[];
}

/** What a reviewer judges: each answer with its question and expected points, never a score. */
function reviewSheet(row: Interview) {
  const plan = parseJsonList<PlannedQuestion>(row.plan);
  const points = new Map(plan.map((q) => [q.question, q.expected_points ?? []]));
  let number = 0;
  return parseJsonList<HistoryEntry>(row.history).map((entry, index) => {
    // fixed questions are numbered 1 first; a follow-up has the number of the one it follows
    if (entry.follow_up_of === undefined) number += 1;
    return {
      index,
      number,
      question: entry.question,
      answer: entry.answer,
      // a follow-up is judged against the one point it asked about
      expected_points:
        entry.follow_up_point !== undefined
          ? [entry.follow_up_point]
          : (points.get(entry.question) ?? []),
      skill: entry.skill ?? '',
      scorable: entry.scorable !== false,
      not_scorable_reason: entry.not_scorable_reason ?? '',
      ...(entry.follow_up_of !== undefined && { follow_up_of: entry.follow_up_of }),
    };
  });
}

/** The reviews of an interview, one per reviewer, in the order they were first submitted. */
async function reviewsOf(db: Db, workspaceId: string, interviewId: string) {
  const rows = await reviewRows(db, workspaceId, interviewId);
  const byReviewer = new Map<
    string,
    {
      reviewer: { id: string; username: string };
      answers: ReviewAnswer[];
      submitted_at: string;
    }
  >();
  for (const row of rows) {
    const review = byReviewer.get(row.reviewer_id) ?? {
      reviewer: { id: row.reviewer_id, username: row.username ?? 'a removed member' },
      answers: [],
      submitted_at: row.submitted_at,
    };
    review.answers.push({ index: row.answer_index, score: row.score, note: row.note });
    if (row.submitted_at > review.submitted_at) review.submitted_at = row.submitted_at;
    byReviewer.set(row.reviewer_id, review);
  }
  return [...byReviewer.values()];
}

/** Every answer's reviewers' scores, by the answer's index. */
/** Every answer's reviewers' scores, by the answer's index, as the interview's reviews stand. */
export const reviewScores = async (db: Db, workspaceId: string, interviewId: string) =>
  scoresByAnswer(await reviewsOf(db, workspaceId, interviewId));

function scoresByAnswer(reviews: Awaited<ReturnType<typeof reviewsOf>>): ReviewScores {
  const scores = new Map<number, number[]>();
  for (const review of reviews) {
    for (const a of review.answers) scores.set(a.index, [...(scores.get(a.index) ?? []), a.score]);
  }
  return scores;
}

/**
 * The caller's review, the sheet it is made on, and whether what others gave is open to them: it
 * is once they have reviewed, or when blind review is off.
 */
export async function myReview(deps: AppDeps, actor: Actor, id: string) {
  const row = await findOwnInterview(deps.db, actor.workspaceId, id);
  const [all, settings] = await Promise.all([
    reviewsOf(deps.db, actor.workspaceId, row.id),
    interviewSettings(deps.db, actor.workspaceId),
  ]);
  const mine = all.find((r) => r.reviewer.id === actor.memberId);
  return {
    answers: mine?.answers ?? [],
    submitted_at: mine?.submitted_at ?? null,
    blind: settings.blind_review,
    unlocked: !settings.blind_review || mine !== undefined,
    sheet: row.status === 'completed' ? reviewSheet(row) : [],
  };
}

/** Every review of the interview; while blind, none until the caller has submitted their own. */
export async function interviewReviews(deps: AppDeps, actor: Actor, id: string) {
  const row = await findOwnInterview(deps.db, actor.workspaceId, id);
  const settings = await interviewSettings(deps.db, actor.workspaceId);
  if (settings.blind_review && !(await hasReviewed(deps.db, row.id, actor.memberId))) {
    return { locked: true, reviews: [] };
  }
  return { locked: false, reviews: await reviewsOf(deps.db, actor.workspaceId, row.id) };
}

/** The review's answers, checked: each an answer of the interview, once, 0 to 5 in halves. */
function checkAnswers(raw: unknown, history: readonly HistoryEntry[]): ReviewAnswer[] {
  if (!Array.isArray(raw) || raw.length === 0) {
    throw badRequest('A review needs a score for at least one answer');
  }
  const seen = new Set<number>();
  return raw.map((item: unknown) => {
    const { index, score, note } = (item ?? {}) as Record<string, unknown>;
    if (typeof index !== 'number' || !Number.isInteger(index) || !history[index]) {
      throw badRequest(`There is no answer ${String(index)} in this interview`);
    }
    if (seen.has(index)) throw badRequest(`Answer ${index} is scored twice in this review`);
    seen.add(index);
    if (note !== undefined && typeof note !== 'string') throw badRequest('A note must be text');
    const text = (note ?? '').trim();
    if (text.length > MAX_NOTE) {
      throw badRequest(`A note can be at most ${MAX_NOTE} characters`);
    }
    return { index, score: checkAnswerScore(score), note: text };
  });
}

/** A write that lost to another: the transaction rolls back, and it is made again. */
class LostWrite extends Error {}

/**
 * Writes the interview's history and score from its reviews, in `trx`, over the version read;
 * throws LostWrite when another write came first.
 */
async function writeFinalScores(
  trx: Db,
  deps: AppDeps,
  row: Interview,
  history: readonly HistoryEntry[],
  reviews: ReviewScores,
) {
  const next = applyReviews(history, reviews);
  const patch = {
    history: JSON.stringify(next),
    needs_review: needsReview(history, reviews) ? 1 : 0,
    // a score set by hand as a whole stays; else the answers' final scores make it
    score: row.score_set === 1 ? row.score : averageScore(next),
  };
  const version = await updateVersioned(trx, 'interviews', row.admin_id, row.id, patch, [
    row.version,
  ]);
  if (version === undefined) throw new LostWrite();
  await interviewChanged(trx, deps, row, { ...row, ...patch }, candidateOf(row));
  return patch.score;
}

/** PUT /interview/:id/reviews/mine: the caller's review, replaced as a whole. */
export async function saveMyReview(
  deps: AppDeps,
  actor: Actor,
  id: string,
  body: { answers?: unknown },
) {
  for (let tries = 1; ; tries++) {
    const row = await findOwnInterview(deps.db, actor.workspaceId, id);
    if (row.status !== 'completed') throw badRequest('Only a completed interview can be reviewed');
    const history = parseJsonList<HistoryEntry>(row.history);
    const answers = checkAnswers(body.answers, history);
    try {
      await inTransaction(deps.db, async (trx) => {
        const at = deps.clock.now();
        const ids = {
          workspaceId: actor.workspaceId,
          interviewId: row.id,
          reviewerId: actor.memberId,
        };
        await replaceReview(trx, ids, answers, at.toISOString());
        const reviews = await reviewScores(trx, actor.workspaceId, row.id);
        const score = await writeFinalScores(trx, deps, row, history, reviews);
        const entry: AuditEntry = {
          action: 'interview.review',
          target_type: 'interview',
          target_id: row.id,
          summary: `Reviewed ${answers.length === 1 ? '1 answer' : `${answers.length} answers`} of "${row.title}" (${row.int_id})`,
          changes: { score: { before: row.score, after: score } },
        };
        await recordAudit(trx, actor, entry, at);
      });
    } catch (error) {
      if (error instanceof LostWrite && tries < WRITE_TRIES) continue;
      if (error instanceof LostWrite) throw staleRecord();
      throw error;
    }
    return myReview(deps, actor, row.id);
  }
}

export interface FinalScoreBody {
  score?: unknown;
  answers?: unknown;
}

/**
 * PUT /interview/:id/final-score: the interview's score as a whole (`{score}`: reviews no longer
 * move it), or some answers' final scores (`{answers}`: each set by hand, the interview's score
 * their average again). With If-Match, only over that version.
 */
export async function setFinalScore(
  deps: AppDeps,
  actor: Actor,
  id: string,
  body: FinalScoreBody,
  expected?: readonly number[],
) {
  const hasScore = body.score !== undefined;
  if (hasScore === (body.answers !== undefined)) {
    throw badRequest('Give either a score or the answers’ scores');
  }
  for (let tries = 1; ; tries++) {
    const row = await findOwnInterview(deps.db, actor.workspaceId, id);
    checkIfMatch(expected, row.version);
    if (row.status !== 'completed') {
      throw badRequest('Only a completed interview has a final score');
    }
    let history = parseJsonList<HistoryEntry>(row.history);
    let patch: { history?: string; score: number | null; score_set: number };
    if (hasScore) {
      patch = { score: checkAnswerScore(body.score), score_set: 1 };
    } else {
      const given = checkAnswers(body.answers, history);
      history = applyReviews(history, new Map());
      for (const { index, score } of given) {
        history[index] = { ...history[index]!, score, scorer: 'admin', needs_review: false };
      }
      const reviews = await reviewScores(deps.db, actor.workspaceId, row.id);
      history = applyReviews(history, reviews);
      patch = { history: JSON.stringify(history), score: averageScore(history), score_set: 0 };
    }
    const version = await inTransaction(deps.db, async (trx) => {
      const written = await updateVersioned(trx, 'interviews', row.admin_id, row.id, patch, [
        row.version,
      ]);
      if (written === undefined) return undefined;
      await interviewChanged(trx, deps, row, { ...row, ...patch }, candidateOf(row));
      await recordAudit(
        trx,
        actor,
        {
          action: 'interview.final_score',
          target_type: 'interview',
          target_id: row.id,
          summary: `Set the final score of "${row.title}" (${row.int_id}) to ${patch.score ?? '—'}`,
          changes: { score: { before: row.score, after: patch.score } },
        },
        deps.clock.now(),
      );
      return written;
    });
    if (version !== undefined) return { ...row, ...patch, version };
    if (expected || tries >= WRITE_TRIES) throw staleRecord();
  }
}
