// The dashboard's figures, computed from the API's records. Pure functions: no React, no I/O.
import { format } from 'date-fns';
import { isoWeekOf, isoWeekRange, lastIsoWeeks, parseApiDate } from '../dates/dates';
import { compareText } from '../i18n/format';
import { WEEKS_SHOWN } from './summaryRequest';
import {
  DIFFICULTIES,
  INTERVIEW_STATUSES,
  type DashboardStats,
  type Difficulty,
  type Interview,
  type InterviewStatus,
  type TrainingSet,
} from '../dataProvider/types';

/** How many interviews each of the two short lists shows. */
export const LIST_SIZE = 5;

export type StatKey =
  'candidates' | 'interviews' | 'scheduled' | 'completed' | 'cancelled' | 'hired';

export interface StatCard {
  key: StatKey;
  value: number;
  /** the list the card opens */
  to: string;
}

/** The six count cards, in display order, each with the list it links to. */
export function statCards(stats: DashboardStats): StatCard[] {
  return [
    { key: 'candidates', value: stats.total_candidates, to: '/manage-candidate' },
    { key: 'interviews', value: stats.total_interviews, to: '/interviews' },
    { key: 'scheduled', value: stats.scheduled_interviews, to: '/scheduled-interviews' },
    { key: 'completed', value: stats.completed_interviews, to: '/interviews-history' },
    { key: 'cancelled', value: stats.cancelled_interviews, to: '/interviews-history' },
    { key: 'hired', value: stats.hired_candidates, to: '/interviews-history' },
  ];
}

export type StatusCounts = Record<InterviewStatus, number>;

/** Interviews per state; an unknown state is not counted. */
export function countByStatus(interviews: readonly Interview[]): StatusCounts {
  const counts: StatusCounts = { scheduled: 0, in_progress: 0, completed: 0, cancelled: 0 };
  for (const interview of interviews) {
    const status = interview.status;
    if (status && (INTERVIEW_STATUSES as readonly string[]).includes(status)) counts[status] += 1;
  }
  return counts;
}

export interface WeekBucket extends StatusCounts {
  /** ISO week, 'YYYY-Wnn' */
  week: string;
  /** the week's Monday, e.g. '17 Nov' */
  label: string;
  total: number;
}

/**
 * Interviews per ISO week over the last `weeks` weeks (oldest first, ending with the week of
 * `now`), bucketed by `scheduled_time`: the week the interview takes (or took) place, in local
 * time. Interviews outside those weeks, or without a valid time, are left out.
 */
export function interviewsPerWeek(
  interviews: readonly Interview[],
  now: Date | string | number = new Date(),
  weeks: number = WEEKS_SHOWN,
): WeekBucket[] {
  const buckets = lastIsoWeeks(weeks, now).map((week): WeekBucket => ({
    week,
    label: format(isoWeekRange(week)!.start, 'd MMM'),
    total: 0,
    scheduled: 0,
    in_progress: 0,
    completed: 0,
    cancelled: 0,
  }));
  const byWeek = new Map(buckets.map((b) => [b.week, b]));
  for (const interview of interviews) {
    const bucket = byWeek.get(isoWeekOf(interview.scheduled_time));
    const status = interview.status;
    if (!bucket || !status || !(INTERVIEW_STATUSES as readonly string[]).includes(status)) continue;
    bucket[status] += 1;
    bucket.total += 1;
  }
  return buckets;
}

export interface DomainDifficulty extends Record<Difficulty, number> {
  domain: string;
  total: number;
}

// compareText, not localeCompare: localeCompare with options builds a collator on every call
const byDomain = (a: DomainDifficulty, b: DomainDifficulty) => compareText(a.domain, b.domain);

/** The rows in the difficulty chart's order: domains alphabetically, ignoring case. Sorts in place. */
export function sortByDomain(rows: DomainDifficulty[]): DomainDifficulty[] {
  return rows.sort(byDomain);
}

/**
 * Questions per difficulty for each training domain, domains in alphabetical order. A question
 * with another difficulty counts in the total only.
 */
export function questionsByDifficulty(sets: readonly TrainingSet[]): DomainDifficulty[] {
  const rows = sets.map((set) => {
    const row: DomainDifficulty = {
      domain: set.domain,
      easy: 0,
      medium: 0,
      hard: 0,
      total: 0,
    };
    for (const question of set.questions ?? []) {
      const level = question?.difficulty;
      if ((DIFFICULTIES as readonly string[]).includes(level)) row[level] += 1;
      row.total += 1;
    }
    return row;
  });
  return sortByDomain(rows);
}

function timeOf(interview: Interview): number | undefined {
  return parseApiDate(interview.scheduled_time)?.getTime();
}

/** Sorted by scheduled time; interviews without a valid time come last. */
function byTime(list: Interview[], direction: 1 | -1): Interview[] {
  return list
    .map((interview) => ({ interview, time: timeOf(interview) }))
    .sort((a, b) => {
      if (a.time === undefined || b.time === undefined) {
        return a.time === b.time ? 0 : a.time === undefined ? 1 : -1;
      }
      return direction * (a.time - b.time);
    })
    .map(({ interview }) => interview);
}

/** The first `count` interviews of a status, by scheduled time in `direction` (1: soonest first). */
function firstByTime(
  interviews: readonly Interview[],
  status: InterviewStatus,
  direction: 1 | -1,
  count: number,
): Interview[] {
  return byTime(
    interviews.filter((i) => i.status === status),
    direction,
  ).slice(0, count);
}

/** The `count` scheduled interviews that come first by scheduled time. */
export function nextScheduled(interviews: readonly Interview[], count = LIST_SIZE): Interview[] {
  return firstByTime(interviews, 'scheduled', 1, count);
}

/** The `count` completed interviews that took place last (by scheduled time). */
export function latestCompleted(interviews: readonly Interview[], count = LIST_SIZE): Interview[] {
  return firstByTime(interviews, 'completed', -1, count);
}

/** A score out of 5 with one decimal ('4.3'), or '' when there is none. */
export function formatScore(score: unknown): string {
  if (typeof score !== 'number' || !Number.isFinite(score)) return '';
  return (Math.round(score * 10) / 10).toFixed(1);
}
