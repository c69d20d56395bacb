// The questions the training screen flags (issue 52, docs/scoring.md): those whose AI scores are
// far from the reviewers' ('gap'), and those the AI scores the same whatever the answer ('same':
// the rubric cannot tell answers apart). Pure rules over the rows of flagsRepository.ts.
import type { Db } from '../../db/engine.ts';
import { parseJsonList } from '../../lib/jsonList.ts';
import type { HistoryEntry } from '../interviews/history.ts';
import { aiScore } from './finalScore.ts';
import { flagSources, type FlagInterview, type FlagReview } from './flagsRepository.ts';

/** 'gap': at least this many (AI, human) pairs ... */
export const GAP_MIN_PAIRS = 5;
/** ... whose mean absolute difference is at least this (points, 0 to 5). */
export const GAP_MIN_MEAN = 1.5;
/** 'same': at least this many answers the AI scored, every one with one and the same score. */
export const SAME_MIN_SCORED = 5;

export type FlagKind = 'gap' | 'same';

export interface QuestionFlag {
  question: string;
  skill: string;
  flags: FlagKind[];
  /** (AI, human) pairs: each review of an answer the AI scored */
  n_pairs: number;
  /** null without pairs */
  mean_abs_diff: number | null;
  /** the mean of the AI's scores of the question's answers; null when it scored none */
  ai_mean: number | null;
  /** answers of the question the AI scored */
  n_scored: number;
  /** how many different scores the AI gave them */
  ai_scores_distinct: number;
}

/** What is known of one question across the interviews. */
interface Tally {
  question: string;
  skill: string;
  aiScores: number[];
  diffs: number[];
}

const round3 = (n: number) => Math.round(n * 1000) / 1000;
const mean = (values: readonly number[]) =>
  values.length === 0 ? null : round3(values.reduce((s, v) => s + v, 0) / values.length);

/** The same question whatever its case or surrounding spaces (as the training screen matches). */
export const questionKey = (question: string) => question.trim().toLowerCase();

function flagsOf(tally: Tally): QuestionFlag {
  const meanGap = mean(tally.diffs);
  const distinct = new Set(tally.aiScores).size;
  const flags: FlagKind[] = [];
  if (tally.diffs.length >= GAP_MIN_PAIRS && meanGap !== null && meanGap >= GAP_MIN_MEAN) {
    flags.push('gap');
  }
  if (tally.aiScores.length >= SAME_MIN_SCORED && distinct === 1) flags.push('same');
  return {
    question: tally.question,
    skill: tally.skill,
    flags,
    n_pairs: tally.diffs.length,
    mean_abs_diff: meanGap,
    ai_mean: mean(tally.aiScores),
    n_scored: tally.aiScores.length,
    ai_scores_distinct: distinct,
  };
}

/** Both flags first, then the largest gap, then the most answers scored alike. */
function worstFirst(a: QuestionFlag, b: QuestionFlag): number {
  return (
    b.flags.length - a.flags.length ||
    Number(b.flags.includes('gap')) - Number(a.flags.includes('gap')) ||
    (b.mean_abs_diff ?? 0) - (a.mean_abs_diff ?? 0) ||
    b.n_scored - a.n_scored ||
    a.question.localeCompare(b.question)
  );
}

/** An answer to a question of the training sets: not a follow-up, nor a damaged entry. */
const isTrainingQuestion = (entry: HistoryEntry | undefined): entry is HistoryEntry =>
  typeof entry?.question === 'string' &&
  entry.question.trim() !== '' &&
  typeof entry.follow_up_of !== 'number';

/**
 * The flagged questions of these interviews (the newest first: a question's text and skill are
 * its newest) and their reviews, worst first. A follow-up question is not a question of the
 * training sets: it and its reviews are left out.
 */
export function questionFlags(
  interviews: readonly FlagInterview[],
  reviews: readonly FlagReview[],
): QuestionFlag[] {
  const reviewsOf = new Map<string, FlagReview[]>();
  for (const review of reviews) {
    reviewsOf.set(review.interview_id, [...(reviewsOf.get(review.interview_id) ?? []), review]);
  }
  const tallies = new Map<string, Tally>();
  for (const interview of interviews) {
    const history = parseJsonList<HistoryEntry>(interview.history);
    const aiScores = history.map((entry) => (isTrainingQuestion(entry) ? aiScore(entry) : null));
    const tallyOf = (index: number): Tally | undefined => {
      const entry = history[index];
      if (!entry || aiScores[index] === null || aiScores[index] === undefined) return undefined;
      const key = questionKey(entry.question);
      let tally = tallies.get(key);
      if (!tally) {
        const skill = entry.skill?.trim() || 'General';
        tally = { question: entry.question.trim(), skill, aiScores: [], diffs: [] };
        tallies.set(key, tally);
      }
      return tally;
    };
    history.forEach((_entry, index) => tallyOf(index)?.aiScores.push(aiScores[index]!));
    for (const review of reviewsOf.get(interview.id) ?? []) {
      tallyOf(review.answer_index)?.diffs.push(
        Math.abs(aiScores[review.answer_index]! - review.score),
      );
    }
  }
  return [...tallies.values()]
    .map(flagsOf)
    .filter((flag) => flag.flags.length > 0)
    .sort(worstFirst);
}

/** GET /admin/scoring/flags: the workspace's flagged questions, worst first. */
export async function questionFlagsReport(db: Db, workspaceId: string): Promise<QuestionFlag[]> {
  const { interviews, reviews } = await flagSources(db, workspaceId);
  return questionFlags(interviews, reviews);
}
