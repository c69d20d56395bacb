// No score from nothing (issue 52): an answer that gives a scorer nothing to judge is marked not
// scorable, with the reason in plain words, instead of getting a number. Pure and deterministic,
// the same whichever scorer is configured.
import { significantWords, stem, words } from './builtin.ts';
import type { AskedQuestion } from './types.ts';

/** Fewer words than this is too short to judge. */
export const MIN_WORDS = 3;
/** With this many words or more, fewer distinct ones than this share is repetition. */
const REPEAT_CHECK_WORDS = 6;
const MIN_DISTINCT_SHARE = 0.35;

export const NOT_SCORABLE = {
  empty: 'No answer was given.',
  short: `The answer is too short to score (fewer than ${MIN_WORDS} words).`,
  repeated: 'The answer is mostly the same words repeated.',
  offTopic: 'The answer shares no words with the question, its expected points or its skill.',
} as const;

/** The stems of what the question is about: its text, expected points, skill and tags. */
function topicStems(question: AskedQuestion): Set<string> {
  const text = [
    question.question,
    ...question.expected_points,
    question.skill,
    ...question.tags,
  ].join(' ');
  return new Set(significantWords(text).map(stem));
}

/** Why an answer cannot be scored, or undefined when it can. */
export function notScorableReason(question: AskedQuestion, answer: string): string | undefined {
  const all = words(answer);
  if (all.length === 0) return NOT_SCORABLE.empty;
  if (all.length < MIN_WORDS) return NOT_SCORABLE.short;
  if (all.length >= REPEAT_CHECK_WORDS && new Set(all).size / all.length < MIN_DISTINCT_SHARE) {
    return NOT_SCORABLE.repeated;
  }
  const topic = topicStems(question);
  // a question with nothing to compare against cannot show an answer off topic
  if (topic.size === 0) return undefined;
  const shared = significantWords(answer).some((w) => topic.has(stem(w)));
  return shared ? undefined : NOT_SCORABLE.offTopic;
}
