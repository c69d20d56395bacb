// /dashboard: the six counts, three charts (loaded lazily) and two short interview lists.
import { Alert, Box, Stack } from '@mui/material';
import { Suspense, useDeferredValue, useEffect, useRef } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { LoadErrorBoundary } from '../common/LoadErrorBoundary';
import { PartLoadError } from '../common/PartLoadError';
import { preloadable } from '../common/preloadable';
import { RetryAlert } from '../common/RetryAlert';
import { ResponsiveGrid } from '../common/ResponsiveGrid';
import { useLoadedAfterPaint } from '../common/useLoadedAfterPaint';
import { ChartCard } from './ChartCard';
import type { DashboardChartsProps } from './DashboardCharts';
import { InterviewListCard } from './InterviewListCard';
import { StatCards } from './StatCards';
import { useDashboardFigures } from './useDashboardFigures';

const DashboardCharts = preloadable(() => import('./DashboardCharts'));

export function DashboardPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const figures = useDashboardFigures();
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
        byStatus={figures.byStatus}
        perWeek={figures.perWeek}
        byDifficulty={figures.byDifficulty}
      />
      <ResponsiveGrid from="lg" columns="1fr 1fr" gap={3}>
        <InterviewListCard
          card="upcoming"
          interviews={figures.upcoming}
          loading={figures.listsLoading}
        />
        <InterviewListCard
          card="latest"
          interviews={figures.completed}
          loading={figures.listsLoading}
        />
      </ResponsiveGrid>
    </Stack>
  );
}

/**
 * The three charts, in a component of their own: their code coming re-renders them alone, not the
 * numbers and lists beside them.
 */
function LazyCharts(props: DashboardChartsProps) {
  // the charts draw in a render of their own, after the numbers are on screen: also when the
  // figures are there at the first render (prefetched), which then shows the charts' frames.
  // (null, not undefined: React takes an undefined initial value for none given)
  const byStatus = useDeferredValue(props.byStatus, null) ?? undefined;
  const perWeek = useDeferredValue(props.perWeek, null) ?? undefined;
  const byDifficulty = useDeferredValue(props.byDifficulty, null) ?? undefined;
  // the charts' code (78 kB) is asked for once the numbers are painted, unless it is here already
  // (the dashboard seen before): on a slow phone it came first and held back the first paint of
  // the page, which showed no chart without it anyway (Lighthouse mobile: LCP 4.2 -> 3.6 s)
  const chartsHere = useLoadedAfterPaint(DashboardCharts);
  return (
    // charts whose code did not arrive: the figures stay, the charts offer Retry
    <LoadErrorBoundary fallback={(errorProps) => <PartLoadError {...errorProps} />}>
      {chartsHere ? (
        <Suspense fallback={<ChartsSkeleton />}>
          <DashboardCharts byStatus={byStatus} perWeek={perWeek} byDifficulty={byDifficulty} />
        </Suspense>
      ) : (
        <ChartsSkeleton />
      )}
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
