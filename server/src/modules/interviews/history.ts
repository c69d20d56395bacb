// An interview's history: the contract's {question, answer, score} per answer, and what the
// interview itself adds to each (docs/interview-api.md, "What the admin sees").
import type { Difficulty, Provenance, ScorerName } from '../scoring/types.ts';

export interface HistoryEntry extends Partial<Provenance> {
  question: string;
  answer: string;
  /** null: the answer could not be scored (`not_scorable_reason` says why) and no one scored it */
  score: number | null;
  skill?: string;
  difficulty?: Difficulty;
  /** one line: why this score */
  explanation?: string;
  scorer?: ScorerName;
  needs_review?: boolean;
  /** the score the scorer gave, kept when the admin overrides it */
  auto_score?: number | null;
  answered_at?: string;
  /** false: the scorer found nothing to judge (issue 52) */
  scorable?: boolean;
  not_scorable_reason?: string;
  /** when the AI's score was given (a scoring again moves it) */
  scored_at?: string;
  /** every AI scoring of the answer, newest first, once it was scored again (docs/scoring.md) */
  scores?: Scoring[];
  /** a follow-up question: the history index of the question it follows, and its missed point */
  follow_up_of?: number;
  follow_up_point?: string;
  /** the follow-up this answer asked for, to be answered next (docs/scoring.md) */
  next_follow_up?: { question: string; point: string };
  /** the mean of the human reviews of this answer, and how many there are (docs/scoring.md) */
  review_mean?: number;
  review_count?: number;
}

/**
 * The average of the scored answers to one decimal; null without any (an answer that could not
 * be scored counts in neither the sum nor the count).
 */
export function averageScore(history: readonly { score: number | null }[]): number | null {
  const scores = history.map((h) => h.score).filter((s): s is number => s !== null);
  return scores.length === 0
    ? null
    : Math.round((scores.reduce((sum, s) => sum + s, 0) / scores.length) * 10) / 10;
}

/** One AI scoring of an answer, as `scores` keeps it. */
export interface Scoring extends Partial<Provenance> {
  score: number | null;
  explanation: string;
  scorer: Exclude<ScorerName, 'admin'>;
  scorable: boolean;
  not_scorable_reason?: string;
  scored_at: string;
}

/** The tokens the model used to score the interview's answers, every scoring counted (its cost). */
export const tokensUsed = (history: readonly HistoryEntry[]): number =>
  history.reduce(
    (sum, h) =>
      sum + (h.scores ? h.scores.reduce((s, x) => s + (x.tokens ?? 0), 0) : (h.tokens ?? 0)),
    0,
  );
