// What the dashboard draws, from wherever the API offers it: the summary in one call (reference
// server), else the contract's calls (the platform): the stats, every interview page by page and
// the training sets, computed here as before.
import { useMemo, useState } from 'react';
import type { DashboardStats, Interview } from '../dataProvider/types';
import {
  countByStatus,
  interviewsPerWeek,
  latestCompleted,
  nextScheduled,
  questionsByDifficulty,
  type DomainDifficulty,
  type StatusCounts,
  type WeekBucket,
} from './dashboardData';
import { summaryFigures } from './summaryFigures';
import { weekBoundaries } from './summaryRequest';
import {
  useAllInterviews,
  useDashboardStats,
  useDashboardSummary,
  useTrainingSets,
} from './useDashboardData';

/** Each figure is undefined until it is known. */
export interface DashboardFigures {
  stats?: DashboardStats;
  statsLoading: boolean;
  byStatus?: StatusCounts;
  perWeek?: WeekBucket[];
  upcoming?: Interview[];
  completed?: Interview[];
  listsLoading: boolean;
  byDifficulty?: DomainDifficulty[];
  /** how many interviews the fallback read when the page bound cut the list short, else 0 */
  truncated: number;
  failed: boolean;
  retry: () => void;
}

/** The fallback's figures from every interview and training set. */
function useRecordFigures(enabled: boolean) {
  const stats = useDashboardStats(enabled);
  const interviews = useAllInterviews(enabled);
  const training = useTrainingSets(enabled);
  const list = interviews.data?.interviews;
  const figures = useMemo(
    () =>
      list && {
        byStatus: countByStatus(list),
        perWeek: interviewsPerWeek(list),
        upcoming: nextScheduled(list),
        completed: latestCompleted(list),
      },
    [list],
  );
  const byDifficulty = useMemo(
    () => (training.data ? questionsByDifficulty(training.data) : undefined),
    [training.data],
  );
  const total = interviews.data?.total ?? 0;
  return {
    queries: [stats, interviews, training],
    stats: stats.data,
    statsLoading: enabled && stats.isPending,
    ...figures,
    listsLoading: enabled && interviews.isPending,
    byDifficulty,
    truncated: list && total > list.length ? list.length : 0,
  };
}

export function useDashboardFigures(): DashboardFigures {
  // the local ISO weeks of the chart, fixed when the page opens
  const [boundaries] = useState(() => weekBoundaries(new Date()));
  const summary = useDashboardSummary(boundaries);
  const fallback = summary.data === null;
  const { queries, ...records } = useRecordFigures(fallback);
  const fromSummary = useMemo(
    () => (summary.data ? summaryFigures(summary.data, boundaries) : undefined),
    [summary.data, boundaries],
  );

  const all = [summary, ...(fallback ? queries : [])];
  const retry = () => {
    for (const query of all) if (query.isError) void query.refetch();
  };
  const failed = all.some((query) => query.isError);
  if (fromSummary) {
    return {
      ...fromSummary,
      stats: summary.data?.stats,
      statsLoading: false,
      listsLoading: false,
      truncated: 0,
      failed,
      retry,
    };
  }
  const pending = summary.isPending;
  return {
    ...records,
    statsLoading: pending || records.statsLoading,
    listsLoading: pending || records.listsLoading,
    failed,
    retry,
  };
}
