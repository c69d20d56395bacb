// An interview's history: the contract's {question, answer, score} per answer, and what the
// interview itself adds to each (docs/interview-api.md, "What the admin sees").
import type { Difficulty, ScorerName } from '../scoring/types.ts';

export interface HistoryEntry {
  question: string;
  answer: string;
  score: number;
  skill?: string;
  difficulty?: Difficulty;
  /** one line: why this score */
  explanation?: string;
  scorer?: ScorerName;
  needs_review?: boolean;
  /** the score the scorer gave, kept when the admin overrides it */
  auto_score?: number;
  answered_at?: string;
}

/** The average of the answers' scores to one decimal; null without answers. */
export const averageScore = (history: readonly { score: number }[]): number | null =>
  history.length === 0
    ? null
    : Math.round((history.reduce((sum, h) => sum + h.score, 0) / history.length) * 10) / 10;
