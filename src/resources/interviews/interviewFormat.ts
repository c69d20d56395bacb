// Pure helpers for the interview screens: labels, scores, join links and datetime-local values.
import { format } from 'date-fns';
import { parseApiDate, type DateInput } from '../../dates/dates';
import type { InterviewStatus } from '../../dataProvider/types';

/** The translation key of an interview status ('in_progress' → 'app.interviews.status.in_progress'). */
export function statusKey(status: unknown): string {
  return typeof status === 'string' && status
    ? `app.interviews.status.${status}`
    : 'app.interviews.status.unknown';
}

export type StatusColor = 'primary' | 'warning' | 'success' | 'default';

export const STATUS_COLORS: Record<InterviewStatus, StatusColor> = {
  scheduled: 'primary',
  in_progress: 'warning',
  completed: 'success',
  cancelled: 'default',
};

export function statusColor(status: unknown): StatusColor {
  return STATUS_COLORS[status as InterviewStatus] ?? 'default';
}

/** A score out of 5 as a number rounded to one decimal, or null when there is none. */
export function scoreValue(score: unknown): number | null {
  const n = typeof score === 'string' && score.trim() !== '' ? Number(score) : score;
  if (typeof n !== 'number' || !Number.isFinite(n)) return null;
  return Math.round(Math.min(5, Math.max(0, n)) * 10) / 10;
}

/** '4.2 / 5' ('4 / 5' for a whole number); '' when there is no score. */
export function formatScore(score: unknown): string {
  const value = scoreValue(score);
  return value === null ? '' : `${value} / 5`;
}

/** The full join link: a relative link is put on the console's origin; an absolute one is kept. */
export function joinLink(link: unknown, origin: string): string {
  if (typeof link !== 'string' || link.trim() === '') return '';
  const value = link.trim();
  if (/^[a-z][a-z\d+.-]*:\/\//i.test(value)) return value;
  const base = origin.replace(/\/+$/, '');
  return value.startsWith('/') ? `${base}${value}` : `${base}/${value}`;
}

/** The text cut to at most `max` characters (at a word end), with '…' when cut; '' for a non-string. */
export function truncate(text: unknown, max: number): string {
  if (typeof text !== 'string') return '';
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, Math.max(0, max - 1));
  // end on a whole word when one ends in the second half of the cut
  const space = clean.charAt(cut.length) === ' ' ? cut.length : cut.lastIndexOf(' ');
  const end = space > cut.length / 2 ? space : cut.length;
  return `${cut.slice(0, end).trimEnd()}…`;
}

/** A date as the value of an `<input type="datetime-local">` (local time, minutes); '' when invalid. */
export function toDateTimeLocal(value: DateInput): string {
  const date = parseApiDate(value);
  return date ? format(date, "yyyy-MM-dd'T'HH:mm") : '';
}

/** The local date of a datetime-local value ('2025-03-05T15:07'); null when invalid. */
export function fromDateTimeLocal(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value.trim());
  if (!match) return null;
  const [, y, mo, d, h, mi, s] = match.map(Number) as number[];
  const date = new Date(y!, mo! - 1, d!, h!, mi!, Number.isNaN(s) ? 0 : (s ?? 0));
  date.setFullYear(y!);
  // reject overflow such as 2025-02-30 (the hour may move in a daylight-saving gap: kept)
  if (date.getMonth() !== mo! - 1 || date.getDate() !== d!) return null;
  return date;
}

export type RescheduleProblem = 'required' | 'invalid' | 'past' | 'unchanged';

/** Why a new time cannot be used (empty, invalid, not in the future, the same), or null. */
export function rescheduleProblem(
  value: string,
  now: Date = new Date(),
  current?: DateInput,
): RescheduleProblem | null {
  if (value.trim() === '') return 'required';
  const date = fromDateTimeLocal(value);
  if (!date) return 'invalid';
  if (date.getTime() <= now.getTime()) return 'past';
  if (current != null && toDateTimeLocal(current) === value.trim()) return 'unchanged';
  return null;
}
