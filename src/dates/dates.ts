// Date helpers (spec section 9). Nothing here throws: invalid input gives null, [] or '' as
// documented on each function.
import {
  addDays,
  addWeeks,
  endOfMonth,
  format,
  getISOWeek,
  getISOWeekYear,
  getISOWeeksInYear,
  isValid,
  parseISO,
  setISOWeek,
  startOfISOWeek,
} from 'date-fns';
import { naiveToUtc } from '../dataProvider/envelope';

export type DateInput = string | number | Date | null | undefined;

/** A date from the API or the screens; a naive ISO string is UTC. Invalid or empty → null. */
export function parseApiDate(value: DateInput): Date | null {
  if (value == null || value === '') return null;
  let date: Date;
  if (value instanceof Date) date = new Date(value.getTime());
  else if (typeof value === 'number') date = new Date(value);
  else if (typeof value === 'string') date = parseISO(naiveToUtc(value.trim()));
  else return null;
  return isValid(date) ? date : null;
}

/** '5 Mar 2025, 3:07pm' in local time; '' when invalid. */
export function formatDateTime(value: DateInput): string {
  const date = parseApiDate(value);
  return date ? format(date, 'd MMM yyyy, h:mmaaa') : '';
}

/** '5 Mar 2025' in local time; '' when invalid. */
export function formatDate(value: DateInput): string {
  const date = parseApiDate(value);
  return date ? format(date, 'd MMM yyyy') : '';
}

/** new Date(y, m, d) without its mapping of years 0-99 to 1900-1999. */
function localDate(year: number, monthIndex: number, day: number): Date {
  const date = new Date(2000, monthIndex, day);
  date.setFullYear(year, monthIndex, day);
  return date;
}

const ISO_WEEK = /^(\d{4})-W(\d{1,2})$/;

/** Monday 00:00 (local) of an ISO week 'YYYY-Wnn'; null when the week does not exist. */
function isoWeekStart(week: string): Date | null {
  const match = ISO_WEEK.exec(typeof week === 'string' ? week.trim() : '');
  if (!match) return null;
  const year = Number(match[1]);
  const number = Number(match[2]);
  // 4 January is always in ISO week 1 of its year.
  const reference = localDate(year, 0, 4);
  if (number < 1 || number > getISOWeeksInYear(reference)) return null;
  return startOfISOWeek(setISOWeek(reference, number));
}

/** 'YYYY-Wnn' → its Monday and the Sunday six days later (local midnight); null when invalid. */
export function isoWeekRange(week: string): { start: Date; end: Date } | null {
  const start = isoWeekStart(week);
  return start ? { start, end: addDays(start, 6) } : null;
}

/** 'YYYY-Wnn' → Monday to Saturday as 'dd/MM'; [] when invalid. */
export function weekDays(week: string): string[] {
  const start = isoWeekStart(week);
  if (!start) return [];
  return Array.from({ length: 6 }, (_, i) => format(addDays(start, i), 'dd/MM'));
}

/** 'hh:mm AM/PM' → 'HH:mm' (12 AM → 00, 12 PM → 12); null when invalid. */
export function to24h(time: string): string | null {
  const match = /^\s*(\d{1,2}):(\d{2})\s*([AaPp])\.?[Mm]\.?\s*$/.exec(
    typeof time === 'string' ? time : '',
  );
  if (!match) return null;
  const hour = Number(match[1]);
  const minute = Number(match[2]);
  if (hour < 1 || hour > 12 || minute > 59) return null;
  const pm = match[3]!.toLowerCase() === 'p';
  const hour24 = (hour % 12) + (pm ? 12 : 0);
  return `${String(hour24).padStart(2, '0')}:${match[2]}`;
}

/** 'YYYY-MM' → its first and last day as 'dd-MM-yyyy'; null when invalid. */
export function monthRange(month: string): { first: string; last: string } | null {
  const match = /^(\d{4})-(\d{1,2})$/.exec(typeof month === 'string' ? month.trim() : '');
  if (!match) return null;
  const monthIndex = Number(match[2]) - 1;
  if (monthIndex < 0 || monthIndex > 11) return null;
  const first = localDate(Number(match[1]), monthIndex, 1);
  return { first: format(first, 'dd-MM-yyyy'), last: format(endOfMonth(first), 'dd-MM-yyyy') };
}

/** The ISO week 'YYYY-Wnn' of a date (local time); '' when invalid. */
export function isoWeekOf(value: DateInput): string {
  const date = parseApiDate(value);
  if (!date) return '';
  return `${getISOWeekYear(date)}-W${String(getISOWeek(date)).padStart(2, '0')}`;
}

/** The last n ISO weeks, oldest first, ending with the week of `now`; [] when n < 1. */
export function lastIsoWeeks(n: number, now: DateInput = new Date()): string[] {
  const date = parseApiDate(now);
  if (!date || !Number.isFinite(n) || n < 1) return [];
  const count = Math.floor(n);
  return Array.from({ length: count }, (_, i) => isoWeekOf(addWeeks(date, i - count + 1)));
}

/**
 * '5 Mar 2025, 3:07pm' in the IANA time zone `timeZone` (an unknown zone: UTC); '' when the date
 * is invalid. For a time that belongs to a place, such as an interview's in its candidate's zone.
 */
export function formatDateTimeInZone(
  value: DateInput,
  timeZone: string | null | undefined,
): string {
  const date = parseApiDate(value);
  if (!date) return '';
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = zoneFormat(timeZone || 'UTC').formatToParts(date);
  } catch {
    parts = zoneFormat('UTC').formatToParts(date);
  }
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '';
  const dayPeriod = part('dayPeriod').toLowerCase().replace(/\./g, '');
  return `${part('day')} ${part('month')} ${part('year')}, ${part('hour')}:${part('minute')}${dayPeriod}`;
}

function zoneFormat(timeZone: string): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat('en-US', {
    timeZone,
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
  });
}
