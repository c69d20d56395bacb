// The dashboard's figures from the server's summary (GET /admin/dashboard_summary), in the same
// shapes dashboardData.ts computes from the records. Pure functions: no React, no I/O.
import { addWeeks, format, isValid, startOfISOWeek } from 'date-fns';
import { isoWeekOf } from '../dates/dates';
import type { DashboardSummary, Interview } from '../dataProvider/types';
import {
  sortByDomain,
  WEEKS_SHOWN,
  type DomainDifficulty,
  type StatusCounts,
  type WeekBucket,
} from './dashboardData';

/**
 * The boundaries of the last `weeks` local ISO weeks, ending with the week of `now`: each week's
 * Monday at local midnight, oldest first, then the Monday after the current week (weeks + 1
 * instants). The server counts [boundary i, boundary i + 1) as week i, so it needs no time zone.
 * [] when `now` is invalid or weeks < 1.
 */
export function weekBoundaries(now: Date = new Date(), weeks: number = WEEKS_SHOWN): Date[] {
  if (!isValid(now) || !Number.isFinite(weeks) || weeks < 1) return [];
  const count = Math.floor(weeks);
  const first = startOfISOWeek(addWeeks(now, 1 - count));
  // addWeeks moves by calendar days, so every boundary stays a local midnight across DST changes
  return Array.from({ length: count + 1 }, (_, i) => addWeeks(first, i));
}

export interface SummaryFigures {
  byStatus: StatusCounts;
  perWeek: WeekBucket[];
  upcoming: Interview[];
  completed: Interview[];
  byDifficulty: DomainDifficulty[];
}

/** The weeks of the summary, named after the boundaries they were asked for. */
function weekBuckets(summary: DashboardSummary, boundaries: readonly Date[]): WeekBucket[] {
  return boundaries.slice(0, -1).map((start, i) => {
    const counts = summary.per_week[i];
    return {
      week: isoWeekOf(start),
      label: format(start, 'd MMM'),
      scheduled: counts?.scheduled ?? 0,
      in_progress: counts?.in_progress ?? 0,
      completed: counts?.completed ?? 0,
      cancelled: counts?.cancelled ?? 0,
      total: counts?.total ?? 0,
    };
  });
}

/** The charts' and lists' figures from a summary asked for with `boundaries`. */
export function summaryFigures(
  summary: DashboardSummary,
  boundaries: readonly Date[],
): SummaryFigures {
  return {
    byStatus: { ...summary.by_status },
    perWeek: weekBuckets(summary, boundaries),
    upcoming: summary.upcoming,
    completed: summary.latest_completed,
    byDifficulty: sortByDomain(summary.by_difficulty.map((row) => ({ ...row }))),
  };
}
