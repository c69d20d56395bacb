// /dashboard: the six counts, three charts (loaded lazily) and two short interview lists.
import { Alert, Box, Stack } from '@mui/material';
import { Suspense, useDeferredValue, useEffect, useRef } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { LoadErrorBoundary } from '../common/LoadErrorBoundary';
import { PartLoadError } from '../common/PartLoadError';
import { preloadable } from '../common/preloadable';
import { RetryAlert } from '../common/RetryAlert';
import { ResponsiveGrid } from '../common/ResponsiveGrid';
import { ChartCard } from './ChartCard';
import type { DashboardChartsProps } from './DashboardCharts';
import { InterviewListCard } from './InterviewListCard';
import { StatCards } from './StatCards';
import { useDashboardFigures, type DashboardFigures } from './useDashboardFigures';

const DashboardCharts = preloadable(() => import('./DashboardCharts'));

type LaterFigures = Pick<
  DashboardFigures,
  'byStatus' | 'perWeek' | 'byDifficulty' | 'upcoming' | 'completed' | 'listsLoading'
>;
/** What the charts and lists are given in the page's first render: nothing yet. */
const NOTHING_YET: LaterFigures = { listsLoading: true };

export function DashboardPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const figures = useDashboardFigures();
  // the charts and lists draw from a deferred copy: the six numbers are on the screen in the
  // commit their data arrives in (also the page's first, when it was asked for ahead), and the
  // rest follows in a render React may interrupt
  const later = useDeferredValue<LaterFigures>(figures, NOTHING_YET);
  const { failed, truncated } = figures;
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

  return (
    <Stack spacing={3} sx={{ pb: 3 }}>
      {failed && (
        <RetryAlert
          message="app.dashboard.load_error"
          retryLabel="app.dashboard.retry"
          onRetry={figures.retry}
        />
      )}
      <StatCards
        stats={figures.stats}
        loading={figures.statsLoading}
        inProgress={figures.byStatus?.in_progress}
      />
      {truncated > 0 && (
        <Alert severity="info">{translate('app.dashboard.truncated', { count: truncated })}</Alert>
      )}
      <LazyCharts
        byStatus={later.byStatus}
        perWeek={later.perWeek}
        byDifficulty={later.byDifficulty}
      />
      <ResponsiveGrid from="lg" columns="1fr 1fr" gap={3}>
        <InterviewListCard
          card="upcoming"
          interviews={later.upcoming}
          loading={later.listsLoading}
        />
        <InterviewListCard
          card="latest"
          interviews={later.completed}
          loading={later.listsLoading}
        />
      </ResponsiveGrid>
    </Stack>
  );
}

/** The three charts, loaded lazily (MUI X Charts is heavy); their frames show while it loads. */
function LazyCharts(props: DashboardChartsProps) {
  return (
    // charts whose code did not arrive: the figures stay, the charts offer Retry
    <LoadErrorBoundary fallback={(errorProps) => <PartLoadError {...errorProps} />}>
      <Suspense fallback={<ChartsSkeleton />}>
        <DashboardCharts {...props} />
      </Suspense>
    </LoadErrorBoundary>
  );
}

/**
 * The charts' frames with skeletons, the same size as the charts, while their chunk loads: the
 * subtitles' lines too (hidden until the figures come, as in the charts' own frames), so a
 * subtitle that wraps on a narrow screen takes its lines already.
 */
function ChartsSkeleton() {
  const translate = useTranslate();
  const frame = (name: string, args: Record<string, number> = {}) => (
    <ChartCard
      title={translate(`app.dashboard.charts.${name}`)}
      subtitle={translate(`app.dashboard.charts.${name}_hint`, { count: 0, ...args })}
      loading
    />
  );
  return (
    <ResponsiveGrid from="lg" columns="5fr 7fr" gap={3} data-testid="charts-skeleton">
      {frame('by_state')}
      {frame('per_week')}
      <Box sx={{ gridColumn: { lg: '1 / -1' } }}>{frame('by_difficulty', { domains: 0 })}</Box>
    </ResponsiveGrid>
  );
}

export default DashboardPage;
