// Rules of the schedule-interview popup, kept pure: the default number of questions, the
// date-time field's value, and the checks made before the request.
import { LIMITS } from '../../common/limits';
import type { Skill } from '../../dataProvider/types';

/** The server's bounds for num_questions, and its count when no skill gives one. */
export const MIN_QUESTIONS = 1;
export const MAX_QUESTIONS = LIMITS.interviewQuestions;
export const DEFAULT_QUESTIONS = 5;

const key = (name: string): string => name.trim().toLowerCase();

/** The candidate's skills (deduplicated, any case) matched to the admin's, and those missing. */
export function matchSkills(
  candidateSkills: readonly string[] | null | undefined,
  adminSkills: readonly Skill[],
): { matched: Skill[]; unknown: string[] } {
  const byName = new Map(adminSkills.map((s) => [key(s.skill), s]));
  const seen = new Set<string>();
  const matched: Skill[] = [];
  const unknown: string[] = [];
  for (const raw of candidateSkills ?? []) {
    if (typeof raw !== 'string' || raw.trim() === '') continue;
    const k = key(raw);
    if (seen.has(k)) continue;
    seen.add(k);
    const skill = byName.get(k);
    if (skill) matched.push(skill);
    else unknown.push(raw.trim());
  }
  return { matched, unknown };
}

/**
 * The admin's question counts summed over the candidate's skills; when that is 0 the server's
 * default (5). Capped at the server's maximum.
 */
export function defaultQuestionCount(
  candidateSkills: readonly string[] | null | undefined,
  adminSkills: readonly Skill[],
): number {
  const { matched } = matchSkills(candidateSkills, adminSkills);
  const sum = matched.reduce(
    (total, s) => total + (Number.isFinite(s.num_questions) ? Math.max(0, s.num_questions) : 0),
    0,
  );
  return sum === 0 ? DEFAULT_QUESTIONS : Math.min(sum, MAX_QUESTIONS);
}

const pad = (n: number): string => String(n).padStart(2, '0');

/** A date as a datetime-local input value in local time ('2025-03-05T15:07'). */
export function toDateTimeLocal(date: Date): string {
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` +
    `T${pad(date.getHours())}:${pad(date.getMinutes())}`
  );
}

/** A datetime-local value ('YYYY-MM-DDTHH:mm', seconds optional) read as local time; else null. */
export function parseDateTimeLocal(value: string | null | undefined): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(
    typeof value === 'string' ? value.trim() : '',
  );
  if (!match) return null;
  const [y, mo, d, h, mi] = match.slice(1, 6).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const date = new Date(y, mo - 1, d, h, mi, match[6] ? Number(match[6]) : 0);
  // reject what Date rolls over (31 February, 25:00)
  if (
    date.getFullYear() !== y ||
    date.getMonth() !== mo - 1 ||
    date.getDate() !== d ||
    date.getHours() !== h ||
    date.getMinutes() !== mi
  ) {
    return null;
  }
  return date;
}

export interface ScheduleValues {
  title: string;
  /** a datetime-local value */
  when: string;
  agent_voice: string;
  /** as typed */
  num_questions: string;
  /** the candidate's IANA time zone, or '' for none (the server then writes times in UTC) */
  time_zone: string;
}

/** The time zones the browser knows ('Africa/Abidjan', …); none where it cannot list them. */
export function timeZoneNames(): readonly string[] {
  try {
    return typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  } catch {
    return [];
  }
}

/** `{time_zone}` when one was chosen, else nothing: a server without time zones sees no change. */
export function chosenTimeZone(values: Pick<ScheduleValues, 'time_zone'>): { time_zone?: string } {
  const zone = typeof values.time_zone === 'string' ? values.time_zone.trim() : '';
  return zone ? { time_zone: zone } : {};
}

export type ScheduleError =
  | 'app.schedule_interview.title_required'
  | 'app.schedule_interview.time_required'
  | 'app.schedule_interview.time_past'
  | 'app.schedule_interview.questions_invalid';

/**
 * The first problem with the values (translation key), or null when they can be sent. With
 * `questionsOptional` (many candidates at once) an empty count is no problem: each candidate's
 * own is used.
 */
export function validateSchedule(
  values: ScheduleValues,
  now: Date = new Date(),
  { questionsOptional = false }: { questionsOptional?: boolean } = {},
): ScheduleError | null {
  if (values.title.trim() === '') return 'app.schedule_interview.title_required';
  if (values.when.trim() === '') return 'app.schedule_interview.time_required';
  const when = parseDateTimeLocal(values.when);
  if (!when) return 'app.schedule_interview.time_required';
  if (when.getTime() <= now.getTime()) return 'app.schedule_interview.time_past';
  const raw = values.num_questions.trim();
  if (raw === '' && questionsOptional) return null;
  const count = Number(raw);
  if (!/^\d+$/.test(raw) || count < MIN_QUESTIONS || count > MAX_QUESTIONS) {
    return 'app.schedule_interview.questions_invalid';
  }
  return null;
}
