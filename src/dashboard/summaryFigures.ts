// The dashboard's figures from the server's summary (GET /admin/dashboard_summary), in the same
// shapes dashboardData.ts computes from the records. Pure functions: no React, no I/O.
import { format } from 'date-fns';
import { isoWeekOf } from '../dates/dates';
import type { DashboardSummary, Interview } from '../dataProvider/types';
import {
  sortByDomain,
  type DomainDifficulty,
  type StatusCounts,
  type WeekBucket,
} from './dashboardData';

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
