// The checks of an interview's fields, in the words the API answers with.
import { badRequest } from '../../errors.ts';
import { MAX_NUM_QUESTIONS } from './schemas.ts';

const ISO_DATE_TIME =
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})?$/i;

/** An ISO 8601 date-time, stored as UTC with Z; one without an offset is read as UTC. */
export function parseScheduledTime(raw: string): string {
  const value = raw.trim();
  if (!ISO_DATE_TIME.test(value)) {
    throw badRequest('scheduled_time must be an ISO 8601 date-time, e.g. 2025-03-05T15:07:00Z');
  }
  const hasOffset = /(?:Z|[+-]\d{2}:?\d{2})$/i.test(value);
  const date = new Date(hasOffset ? value : `${value}Z`);
  if (Number.isNaN(date.getTime())) throw badRequest('scheduled_time is not a valid date');
  // in UTC within years 1 to 9999: what an ISO string has four digits for, and PostgreSQL reads
  const year = date.getUTCFullYear();
  if (year < 1 || year > 9999) {
    throw badRequest('scheduled_time must fall within the years 0001 to 9999 (in UTC)');
  }
  return date.toISOString();
}

/**
 * A number the schema accepted, checked again: ajv's type coercion turns the string "1e999" into
 * Infinity and then skips minimum/maximum.
 */
export function checkNumber(
  value: number,
  name: string,
  min: number,
  max: number,
  integer = false,
) {
  if (
    !Number.isFinite(value) ||
    value < min ||
    value > max ||
    (integer && !Number.isInteger(value))
  ) {
    throw badRequest(
      `${name} must be ${integer ? 'an integer' : 'a number'} from ${min} to ${max}`,
    );
  }
  return value;
}

export const checkNumQuestions = (n: number) =>
  checkNumber(n, 'num_questions', 1, MAX_NUM_QUESTIONS, true);

export function requiredTitle(raw: string): string {
  const title = raw.trim();
  if (!title) throw badRequest('Title is required');
  return title;
}

/** An IANA time zone name (`Europe/Paris`), or null to clear it; the API's empty string is null. */
export function checkTimeZone(raw: string | null): string | null {
  const zone = raw?.trim() ?? '';
  if (!zone) return null;
  try {
    return new Intl.DateTimeFormat('en', { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    throw badRequest(`time_zone must be a time zone name like Europe/Paris (got "${zone}")`);
  }
}

/** A score a person gives an answer (a review, a final score): 0 to 5 in steps of 0.5. */
export function checkAnswerScore(raw: unknown): number {
  if (
    typeof raw !== 'number' ||
    !Number.isFinite(raw) ||
    raw < 0 ||
    raw > 5 ||
    !Number.isInteger(raw * 2)
  ) {
    throw badRequest('Score must be a number from 0 to 5');
  }
  return raw;
}
