// /dashboard: the six counts, three charts (loaded lazily) and two short interview lists.
import { Alert, Box, Stack } from '@mui/material';
import { lazy, Suspense, useEffect, useMemo, useRef } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { RetryAlert } from '../common/RetryAlert';
import { ResponsiveGrid } from '../common/ResponsiveGrid';
import { ChartCard } from './ChartCard';
import {
  countByStatus,
  interviewsPerWeek,
  latestCompleted,
  nextScheduled,
  questionsByDifficulty,
} from './dashboardData';
import { InterviewListCard } from './InterviewListCard';
import { StatCards } from './StatCards';
import { useAllInterviews, useDashboardStats, useTrainingSets } from './useDashboardData';

const DashboardCharts = lazy(() => import('./DashboardCharts'));

export function DashboardPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const stats = useDashboardStats();
  const interviews = useAllInterviews();
  const training = useTrainingSets();

  const figures = useMemo(() => {
    const list = interviews.data?.interviews;
    if (!list) return undefined;
    return {
      byStatus: countByStatus(list),
      perWeek: interviewsPerWeek(list),
      upcoming: nextScheduled(list),
      completed: latestCompleted(list),
    };
  }, [interviews.data]);
  const byDifficulty = useMemo(
    () => (training.data ? questionsByDifficulty(training.data) : undefined),
    [training.data],
  );

  const failed = stats.isError || interviews.isError || training.isError;
  const notified = useRef(false);
  useEffect(() => {
    if (!failed) {
      notified.current = false;
      return;
    }
    if (notified.current) return;
    notified.current = true;
    notify('app.dashboard.load_error', { type: 'error' });
  }, [failed, notify]);

  const retry = () => {
    if (stats.isError) void stats.refetch();
    if (interviews.isError) void interviews.refetch();
    if (training.isError) void training.refetch();
  };

  const truncated =
    interviews.data && interviews.data.total > interviews.data.interviews.length
      ? interviews.data.interviews.length
      : 0;

  return (
    <Stack spacing={3} sx={{ pb: 3 }}>
      {failed && (
        <RetryAlert
          message="app.dashboard.load_error"
          retryLabel="app.dashboard.retry"
          onRetry={retry}
        />
      )}
      <StatCards
        stats={stats.data}
        loading={stats.isPending && !stats.isError}
        inProgress={figures?.byStatus.in_progress}
      />
      {truncated > 0 && (
        <Alert severity="info">{translate('app.dashboard.truncated', { count: truncated })}</Alert>
      )}
      <Suspense fallback={<ChartsSkeleton />}>
        <DashboardCharts
          byStatus={figures?.byStatus}
          perWeek={figures?.perWeek}
          byDifficulty={byDifficulty}
        />
      </Suspense>
      <ResponsiveGrid from="lg" columns="1fr 1fr" gap={3}>
        <InterviewListCard
          card="upcoming"
          interviews={figures?.upcoming}
          loading={interviews.isPending}
        />
        <InterviewListCard
          card="latest"
          interviews={figures?.completed}
          loading={interviews.isPending}
        />
      </ResponsiveGrid>
    </Stack>
  );
}

/** The charts' frames with skeletons, the same size as the charts, while their chunk loads. */
function ChartsSkeleton() {
  const translate = useTranslate();
  return (
    <ResponsiveGrid from="lg" columns="5fr 7fr" gap={3} data-testid="charts-skeleton">
      <ChartCard title={translate('app.dashboard.charts.by_state')} loading />
      <ChartCard title={translate('app.dashboard.charts.per_week')} loading />
      <Box sx={{ gridColumn: { lg: '1 / -1' } }}>
        <ChartCard title={translate('app.dashboard.charts.by_difficulty')} loading />
      </Box>
    </ResponsiveGrid>
  );
}

export default DashboardPage;
