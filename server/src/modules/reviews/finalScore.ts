// An answer's final score (docs/scoring.md): set by hand (scorer `admin`), else the mean of the
// human reviews where there are any, else the AI's. Pure: the reviews' service and its tests.
import type { HistoryEntry } from '../interviews/history.ts';

/** The AI's score of an answer: null when it could not be scored (or was never scored). */
export function aiScore(entry: HistoryEntry): number | null {
  if (entry.auto_score !== undefined) return entry.auto_score;
  // before issue 52 an entry kept auto_score only once overridden: its score is then the AI's
  return entry.scorer === 'admin' ? null : entry.score;
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/** Each answer's reviews' scores, by the answer's index. */
export type ReviewScores = ReadonlyMap<number, readonly number[]>;

/**
 * The history with each answer's final score brought up to date with the reviews: an answer set
 * by hand keeps its score; another takes the mean of its reviews, or the AI's without any. The
 * AI's score stays in `auto_score`.
 */
export function applyReviews(
  history: readonly HistoryEntry[],
  reviews: ReviewScores,
): HistoryEntry[] {
  return history.map((entry, index) => {
    const ai = aiScore(entry);
    const scores = reviews.get(index) ?? [];
    const { review_mean: _mean, review_count: _count, ...rest } = entry;
    const withAi: HistoryEntry = { ...rest, auto_score: ai };
    if (scores.length > 0) {
      const mean = round1(scores.reduce((s, x) => s + x, 0) / scores.length);
      withAi.review_mean = mean;
      withAi.review_count = scores.length;
      if (entry.scorer !== 'admin') withAi.score = mean;
    } else if (entry.scorer !== 'admin') {
      withAi.score = ai;
    }
    return withAi;
  });
}

/** The gap between the AI and a person that asks for another look. */
export const REVIEW_GAP = 2;

/**
 * Whether an interview still needs a person's look: no one has reviewed it, or a reviewer and the
 * AI are REVIEW_GAP or more apart on an answer.
 */
export function needsReview(history: readonly HistoryEntry[], reviews: ReviewScores): boolean {
  if (reviews.size === 0) return true;
  return history.some((entry, index) => {
    const ai = aiScore(entry);
    return ai !== null && (reviews.get(index) ?? []).some((s) => Math.abs(s - ai) >= REVIEW_GAP);
  });
}
