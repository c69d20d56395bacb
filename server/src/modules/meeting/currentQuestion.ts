// Where an interview stands (docs/interview-api.md, "A session"; follow-ups: docs/scoring.md):
// the question to answer now, the plan's next one or a follow-up the last answer asked for, from
// the saved plan and history alone, so a reload resumes exactly there.
import type { HistoryEntry } from '../interviews/history.ts';
import type { AskedQuestion } from '../scoring/types.ts';

export interface CurrentQuestion {
  /** the answer's place in the history (what the page sends back with it) */
  index: number;
  /** the fixed question's number, 1 first; a follow-up has the number of the one it follows */
  number: number;
  /** the question as the scorer takes it (a follow-up's expected point alone) */
  asked: AskedQuestion;
  /** a follow-up: the history index of the fixed question it follows */
  follow_up_of?: number;
}

const isFixed = (entry: HistoryEntry) => entry.follow_up_of === undefined;

/** The fixed questions answered so far. */
export const fixedAnswered = (history: readonly HistoryEntry[]) => history.filter(isFixed).length;

/** The follow-ups answered so far. */
export const followUpsAnswered = (history: readonly HistoryEntry[]) =>
  history.length - fixedAnswered(history);

/** The question to answer now; undefined once every question (and follow-up) is answered. */
export function currentQuestion(
  plan: readonly AskedQuestion[],
  history: readonly HistoryEntry[],
): CurrentQuestion | undefined {
  const last = history.at(-1);
  const pending = last?.next_follow_up;
  if (last && pending) {
    const root = last.follow_up_of ?? history.length - 1;
    const number = fixedAnswered(history.slice(0, root + 1));
    const planned = plan[number - 1];
    return {
      index: history.length,
      number,
      follow_up_of: root,
      asked: {
        question: pending.question,
        skill: planned?.skill ?? last.skill ?? '',
        difficulty: planned?.difficulty ?? last.difficulty ?? 'medium',
        tags: planned?.tags ?? [],
        expected_points: [pending.point],
      },
    };
  }
  const fixed = fixedAnswered(history);
  const next = plan[fixed];
  return next ? { index: history.length, number: fixed + 1, asked: next } : undefined;
}
