// The dashboard's three charts. MUI X Charts is heavy: DashboardPage loads this module lazily, so
// the count cards paint without waiting for it.
import { Box } from '@mui/material';
import { PieChart } from '@mui/x-charts/PieChart';
import { useTranslate } from 'react-admin';
import { ResponsiveGrid } from '../common/ResponsiveGrid';
import {
  DIFFICULTIES,
  INTERVIEW_STATUSES,
  type Difficulty,
  type InterviewStatus,
} from '../dataProvider/types';
import type { Size } from '../common/useObservedSize';
import { formatCompact, formatNumber } from '../i18n/format';
import { ChartCard, ChartTable, ChartWithLegend, type LegendItem } from './ChartCard';
import { DIFFICULTY_COLORS, STATUS_COLORS } from './chartColors';
import type { DomainDifficulty, StatusCounts, WeekBucket } from './dashboardData';
import { StackedBarCard, type StackedBars } from './StackedBarCard';

export interface DashboardChartsProps {
  /** undefined while the interviews load */
  byStatus?: StatusCounts;
  perWeek?: WeekBucket[];
  /** undefined while the training sets load */
  byDifficulty?: DomainDifficulty[];
}

const PER_WEEK: StackedBars<InterviewStatus, WeekBucket> = {
  name: 'per_week',
  parts: INTERVIEW_STATUSES,
  colors: STATUS_COLORS,
  labels: 'app.dashboard.states',
  stack: 'interviews',
  category: (week) => week.label,
  tooltip: {
    message: 'app.dashboard.charts.week_of',
    args: (week) => ({ week: week.week, date: week.label }),
  },
  rowHeading: 'app.dashboard.charts.col_week',
  rowLabel: (week) => `${week.week} (${week.label})`,
};

const BY_DIFFICULTY: StackedBars<Difficulty, DomainDifficulty> = {
  name: 'by_difficulty',
  hintArgs: (rows) => ({ domains: rows.length }),
  empty: 'app.dashboard.charts.no_training',
  parts: DIFFICULTIES,
  colors: DIFFICULTY_COLORS,
  labels: 'app.dashboard.difficulty',
  stack: 'questions',
  category: (row) => row.domain,
  rowHeading: 'app.dashboard.charts.col_domain',
  rowLabel: (row) => row.domain,
};

/** The pie's outer and inner radius where it has the room; where it has not, it shrinks. */
const PIE_RADIUS = 110;
const PIE_HOLE = 62;
/** MUI X Charts' own margin around a pie */
const PIE_MARGIN = 5;

export function DashboardCharts({ byStatus, perWeek, byDifficulty }: DashboardChartsProps) {
  return (
    <ResponsiveGrid from="lg" columns="5fr 7fr" gap={3}>
      <StatusChart counts={byStatus} />
      <StackedBarCard chart={PER_WEEK} rows={perWeek} />
      <Box sx={{ gridColumn: { lg: '1 / -1' } }}>
        <StackedBarCard chart={BY_DIFFICULTY} rows={byDifficulty} />
      </Box>
    </ResponsiveGrid>
  );
}

export default DashboardCharts;

function StatusChart({ counts }: { counts?: StatusCounts }) {
  const translate = useTranslate();
  const title = translate('app.dashboard.charts.by_state');
  const total = counts ? INTERVIEW_STATUSES.reduce((sum, s) => sum + counts[s], 0) : 0;
  const data = INTERVIEW_STATUSES.map((status) => ({
    id: status,
    value: counts?.[status] ?? 0,
    label: translate(`app.dashboard.states.${status}`),
    color: STATUS_COLORS[status],
  }));
  const drawn = data.filter((d) => d.value > 0);
  return (
    <ChartCard
      testId="chart-by-state"
      title={title}
      subtitle={translate('app.dashboard.charts.by_state_hint', { count: total })}
      loading={!counts}
      empty={counts && total === 0 ? translate('app.dashboard.charts.no_interviews') : undefined}
      chart={
        <ChartWithLegend legend="end" mark="circle" items={drawn}>
          {(size) => <StatusPie size={size} parts={drawn} />}
        </ChartWithLegend>
      }
      table={
        <ChartTable
          testId="table-by-state"
          caption={title}
          head={[
            translate('app.dashboard.charts.col_state'),
            translate('app.dashboard.charts.col_count'),
          ]}
          rows={data.map((d) => [d.label, d.value])}
        />
      }
    />
  );
}

/** The pie of the interviews by state, at `size`; its radius shrinks where it has no room. */
function StatusPie({ size, parts }: { size: Size; parts: Array<LegendItem & { value: number }> }) {
  const { width, height } = size;
  const fits = Math.floor(Math.min(width, height) / 2) - PIE_MARGIN;
  const outer = Math.max(0, Math.min(PIE_RADIUS, fits));
  return (
    <PieChart
      width={width}
      height={height}
      margin={PIE_MARGIN}
      hideLegend
      series={[
        {
          data: parts,
          innerRadius: Math.round((outer * PIE_HOLE) / PIE_RADIUS),
          outerRadius: outer,
          paddingAngle: 1.5,
          cornerRadius: 4,
          // in the ring's width at any scale (30.3K); in full in the tooltip and the table
          arcLabel: (item) => formatCompact(item.value),
          arcLabelMinAngle: 18,
          valueFormatter: (item) => formatNumber(item.value),
          highlightScope: { fade: 'global', highlight: 'item' },
        },
      ]}
      sx={{ '& .MuiPieArcLabel-root': { fill: '#fff', fontWeight: 600 } }}
    />
  );
}
