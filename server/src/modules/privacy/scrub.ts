// What erasure writes in place of a candidate's personal data (docs/privacy.md): pure functions
// of the stored values, so the rules read in one place.
import type { HistoryEntry, Scoring } from '../interviews/history.ts';

/** The tombstone's name: what every list and entry shows of an erased candidate. */
export const ERASED_NAME = 'Erased candidate';
/** What stands in free text (an entry's summary, a delivery's error) for an address or number. */
export const ERASED_VALUE = '(erased)';

/** Every name, address and number the candidate had (an edit may have changed them). */
export interface PersonalValues {
  names: string[];
  emails: string[];
  phones: string[];
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A value as a pattern: any run of spaces matches any other, never inside a longer word. */
function patternOf(value: string): string {
  const words = value.trim().split(/\s+/).map(escapeRegExp);
  return `(?<![\\p{L}\\p{N}])${words.join('\\s+')}(?![\\p{L}\\p{N}])`;
}

/** A phone's digits alone ("+1 555-0100" → "15550100"), when there are enough to mean it. */
const digitsOf = (phone: string) => {
  const digits = phone.replace(/\D/g, '');
  return digits.length >= 6 ? digits : '';
};

/**
 * Replaces, in any text, each of the candidate's names with ERASED_NAME and each email and phone
 * number (as typed, or its digits alone) with ERASED_VALUE, ignoring case.
 */
export function textScrubber(values: PersonalValues): (text: string) => string {
  const rules: [RegExp, string][] = [];
  const add = (list: string[], replacement: string) => {
    // longest first: "Jane Doe" before "Jane"
    const distinct = [...new Set(list.map((v) => v.trim()).filter((v) => v.length >= 2))];
    for (const value of distinct.sort((a, b) => b.length - a.length)) {
      rules.push([new RegExp(patternOf(value), 'giu'), replacement]);
    }
  };
  add(values.emails, ERASED_VALUE);
  add([...values.phones, ...values.phones.map(digitsOf)], ERASED_VALUE);
  add(values.names, ERASED_NAME);
  return (text) => rules.reduce((out, [re, replacement]) => out.replace(re, replacement), text);
}

/** Every string inside a JSON value scrubbed; the structure, numbers and flags kept. */
export function scrubJson(value: unknown, scrub: (text: string) => string): unknown {
  if (typeof value === 'string') return scrub(value);
  if (Array.isArray(value)) return value.map((v) => scrubJson(v, scrub));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, scrubJson(v, scrub)]));
  }
  return value;
}

/** The fields of an audit entry's changes that hold what the candidate said or is. */
const PERSONAL_FIELDS = new Set([
  'name',
  'email',
  'phone',
  'profile_summary',
  'feedback',
  'note',
  'notes',
  'history',
  'answers',
]);

/**
 * An audit entry's changes (`{field: {before, after}}` as JSON text) with the personal fields'
 * values replaced and every other text scrubbed. Text that does not parse is scrubbed as text.
 */
export function erasedChanges(changes: string, scrub: (text: string) => string): string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(changes);
  } catch {
    return scrub(changes);
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
    return JSON.stringify(scrubJson(parsed, scrub));
  }
  const out: Record<string, unknown> = {};
  for (const [field, change] of Object.entries(parsed)) {
    out[field] = PERSONAL_FIELDS.has(field) ? erasedChange(change) : scrubJson(change, scrub);
  }
  return JSON.stringify(out);
}

/** `{before, after}` with each side that held something said to be erased. */
function erasedChange(change: unknown): unknown {
  if (!change || typeof change !== 'object' || Array.isArray(change)) return ERASED_VALUE;
  const side = (v: unknown) => (v === null || v === undefined || v === '' ? v : ERASED_VALUE);
  const { before, after } = change as { before?: unknown; after?: unknown };
  return { before: side(before), after: side(after) };
}

/**
 * An answer of an interview's history without the candidate's words: the answer, the scorer's
 * explanations and reasons (they may quote it), a follow-up question (written from the answer)
 * and the follow-up the answer asked for go; the question, scores, dates and provenance stay.
 * Fields not named here are dropped: whatever a later version adds is not kept by default.
 */
export function erasedAnswer(entry: HistoryEntry): HistoryEntry {
  const followUp = entry.follow_up_of !== undefined;
  const kept: HistoryEntry = {
    question: followUp ? '' : entry.question,
    answer: '',
    score: entry.score ?? null,
  };
  const copy = <K extends keyof HistoryEntry>(...keys: K[]) => {
    for (const key of keys) if (entry[key] !== undefined) kept[key] = entry[key];
  };
  copy(
    'skill',
    'difficulty',
    'scorer',
    'needs_review',
    'auto_score',
    'answered_at',
    'scorable',
    'scored_at',
    'follow_up_of',
    'follow_up_point',
    'review_mean',
    'review_count',
    'scorer_version',
    'model',
    'prompt_hash',
    'tokens',
  );
  if (entry.explanation !== undefined) kept.explanation = '';
  if (entry.not_scorable_reason !== undefined) kept.not_scorable_reason = '';
  if (Array.isArray(entry.scores)) kept.scores = entry.scores.map(erasedScoring);
  return kept;
}

function erasedScoring(scoring: Scoring): Scoring {
  return {
    score: scoring.score,
    explanation: '',
    scorer: scoring.scorer,
    scorable: scoring.scorable,
    ...(scoring.not_scorable_reason !== undefined && { not_scorable_reason: '' }),
    scored_at: scoring.scored_at,
    ...(scoring.scorer_version !== undefined && { scorer_version: scoring.scorer_version }),
    ...(scoring.model !== undefined && { model: scoring.model }),
    ...(scoring.prompt_hash !== undefined && { prompt_hash: scoring.prompt_hash }),
    ...(scoring.tokens !== undefined && { tokens: scoring.tokens }),
  };
}
