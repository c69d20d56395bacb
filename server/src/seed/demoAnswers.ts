// The demo's interview transcripts: answers to the training questions, scored by the built-in
// scorer as a real interview scores them, and the feedback an interview ends with.
import { scoreAnswer } from '../modules/scoring/builtin.ts';
import type { Difficulty, ScorerName } from '../modules/scoring/types.ts';
import type { Q } from './training/trainingSet.ts';

const ANSWERS = [
  'I would start from the requirements, then explain the trade-offs with a concrete example from my last project.',
  'The short answer is that it depends on the load; I measured both options and chose the simpler one.',
  'I am not fully sure, but I believe the key point is consistency, and I would verify it with a small test.',
  'In my previous role we solved exactly this by adding monitoring first and then fixing the hot path.',
  'I would break the problem down, handle the failure cases explicitly, and document the decision.',
];

const FEEDBACK = [
  [1.0, 'Struggled with the fundamentals; not a fit for this role at the moment.'],
  [2.5, 'Some gaps in core concepts; answers lacked depth and examples.'],
  [3.5, 'Solid basics and clear communication; would benefit from more hands-on depth.'],
  [4.3, 'Strong answers with practical examples; recommended for the next round.'],
  [5.1, 'Excellent depth and clarity throughout; a strong hire.'],
] as const;

const OPENERS = [
  'The key ideas are',
  'I would cover',
  'In practice it comes down to',
  'From my last project:',
];

/**
 * A demo answer to a training question and its score by the built-in scorer, as a real interview
 * scores it: a candidate of `strength` (0 to 1) names about that share of the expected points.
 * `pick` and `noise` are two draws of the seed's PRNG (in [0, 1)).
 */
export function demoAnswer(q: Q, skill: string, strength: number, pick: number, noise: number) {
  const points = q.expected_points ?? [];
  const filler = ANSWERS[Math.floor(pick * ANSWERS.length)]!;
  let answer: string;
  if (points.length === 0) {
    answer = `${filler} It is mostly about ${q.tags.join(' and ')}.`;
  } else {
    const k = Math.max(
      0,
      Math.min(points.length, Math.round(strength * points.length + (noise - 0.5) * 1.5)),
    );
    const start = Math.floor(pick * points.length);
    const named = Array.from({ length: k }, (_, i) => points[(start + i) % points.length]!);
    answer = k === 0 ? filler : `${OPENERS[k % OPENERS.length]} ${named.join('; ')}. ${filler}`;
  }
  const scored = scoreAnswer({ ...q, skill, expected_points: points }, answer);
  return { answer, ...scored };
}

/** A history entry as the interview writes it (docs/interview-api.md, "What the admin sees"). */
export interface HistoryEntry {
  question: string;
  answer: string;
  score: number;
  skill: string;
  difficulty: Difficulty;
  explanation: string;
  scorer: ScorerName;
  needs_review: boolean;
  auto_score: number;
  answered_at: string;
  /** where the score came from (docs/scoring.md): the built-in scorer's version and fingerprint */
  scorable: boolean;
  scorer_version: number;
  prompt_hash: string;
}

export const feedbackFor = (score: number) => FEEDBACK.find(([max]) => score < max)?.[1] ?? '';
