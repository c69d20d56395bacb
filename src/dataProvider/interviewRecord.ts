// An interview as the screens read it: the record with its id, and its transcript's entries with
// the reference server's additions (docs/interview-api.md) kept only when they have the right
// type. The platform's entries, `{question, answer, score}`, pass through as they are.
import { isPlainObject } from './envelope';
import { withId, objectOf, type Json } from './records';
import { ANSWER_SCORERS, DIFFICULTIES, type Interview, type InterviewAnswer } from './types';

const TEXT_FIELDS = [
  'skill',
  'explanation',
  'answered_at',
  'scored_at',
  'follow_up_point',
] as const;

const isScore = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/** One transcript entry: the contract's fields as sent, the additions only when well-formed. */
export function toInterviewAnswer(value: unknown): InterviewAnswer {
  const entry: Json = { ...objectOf(value) };
  for (const field of TEXT_FIELDS) {
    if (field in entry && typeof entry[field] !== 'string') delete entry[field];
  }
  if ('difficulty' in entry && !DIFFICULTIES.includes(entry.difficulty as never)) {
    delete entry.difficulty;
  }
  if ('scorer' in entry && !ANSWER_SCORERS.includes(entry.scorer as never)) delete entry.scorer;
  if ('needs_review' in entry && typeof entry.needs_review !== 'boolean') {
    delete entry.needs_review;
  }
  if ('auto_score' in entry && !isScore(entry.auto_score)) delete entry.auto_score;
  // a follow-up (issue 52) follows an earlier entry; `scores` is a list of scorings
  const of = entry.follow_up_of;
  if ('follow_up_of' in entry && !(Number.isInteger(of) && (of as number) >= 0)) {
    delete entry.follow_up_of;
  }
  if ('scores' in entry) {
    if (Array.isArray(entry.scores)) entry.scores = entry.scores.filter(isPlainObject);
    else delete entry.scores;
  }
  return entry as unknown as InterviewAnswer;
}

/** An interview from the API: its id set, its history's entries read by toInterviewAnswer. */
export function toInterview(value: unknown): Interview {
  const record = withId<Interview>(value);
  if (!Array.isArray(record.history)) return record;
  return { ...record, history: record.history.map(toInterviewAnswer) };
}

/**
 * The average of the answers' scores to one decimal, as the server computes the interview's
 * score; null without a scored answer.
 */
export function averageScore(history: readonly InterviewAnswer[]): number | null {
  const scores = history.map((entry) => entry.score).filter(isScore);
  if (scores.length === 0) return null;
  const sum = scores.reduce((total, score) => total + score, 0);
  return Math.round((sum / scores.length) * 10) / 10;
}
