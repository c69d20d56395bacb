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
import { CHART_HEIGHT, ChartCard, ChartTable } from './ChartCard';
import { DIFFICULTY_COLORS, STATUS_COLORS } from './chartColors';
import type { DomainDifficulty, StatusCounts, WeekBucket } from './dashboardData';
import { StackedBarCard, type BarParts } from './StackedBarCard';

export interface DashboardChartsProps {
  /** undefined while the interviews load */
  byStatus?: StatusCounts;
  perWeek?: WeekBucket[];
  /** undefined while the training sets load */
  byDifficulty?: DomainDifficulty[];
}

export function DashboardCharts({ byStatus, perWeek, byDifficulty }: DashboardChartsProps) {
  return (
    <ResponsiveGrid from="lg" columns="5fr 7fr" gap={3}>
      <StatusChart counts={byStatus} />
      <WeeklyChart weeks={perWeek} />
      <Box sx={{ gridColumn: { lg: '1 / -1' } }}>
        <DifficultyChart rows={byDifficulty} />
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
  return (
    <ChartCard
      testId="chart-by-state"
      title={title}
      subtitle={translate('app.dashboard.charts.by_state_hint', { count: total })}
      loading={!counts}
      empty={counts && total === 0 ? translate('app.dashboard.charts.no_interviews') : undefined}
      chart={
        <PieChart
          height={CHART_HEIGHT}
          series={[
            {
              data: data.filter((d) => d.value > 0),
              innerRadius: 62,
              outerRadius: 110,
              paddingAngle: 1.5,
              cornerRadius: 4,
              arcLabel: 'value',
              arcLabelMinAngle: 18,
              highlightScope: { fade: 'global', highlight: 'item' },
            },
          ]}
          slotProps={{ legend: { direction: 'vertical' } }}
          sx={{ '& .MuiPieArcLabel-root': { fill: '#fff', fontWeight: 600 } }}
        />
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

const STATUS_BARS: BarParts<InterviewStatus> = {
  parts: INTERVIEW_STATUSES,
  colors: STATUS_COLORS,
  labels: 'app.dashboard.states',
  stack: 'interviews',
};

function WeeklyChart({ weeks }: { weeks?: WeekBucket[] }) {
  const translate = useTranslate();
  const total = weeks?.reduce((sum, w) => sum + w.total, 0) ?? 0;
  return (
    <StackedBarCard
      testId="chart-per-week"
      tableTestId="table-per-week"
      title={translate('app.dashboard.charts.per_week')}
      subtitle={translate('app.dashboard.charts.per_week_hint', { count: total })}
      rows={weeks}
      bars={STATUS_BARS}
      category={(week) => week.label}
      tooltipCategory={(label) =>
        translate('app.dashboard.charts.week_of', {
          week: weeks?.find((w) => w.label === label)?.week ?? '',
          date: label,
        })
      }
      rowHeading={translate('app.dashboard.charts.col_week')}
      rowLabel={(week) => `${week.week} (${week.label})`}
    />
  );
}

const DIFFICULTY_BARS: BarParts<Difficulty> = {
  parts: DIFFICULTIES,
  colors: DIFFICULTY_COLORS,
  labels: 'app.dashboard.difficulty',
  stack: 'questions',
};

function DifficultyChart({ rows }: { rows?: DomainDifficulty[] }) {
  const translate = useTranslate();
  const total = rows?.reduce((sum, r) => sum + r.total, 0) ?? 0;
  return (
    <StackedBarCard
      testId="chart-by-difficulty"
      tableTestId="table-by-difficulty"
      title={translate('app.dashboard.charts.by_difficulty')}
      subtitle={translate('app.dashboard.charts.by_difficulty_hint', {
        count: total,
        domains: rows?.length ?? 0,
      })}
      empty={rows && rows.length === 0 ? translate('app.dashboard.charts.no_training') : undefined}
      rows={rows}
      bars={DIFFICULTY_BARS}
      category={(row) => row.domain}
      rowHeading={translate('app.dashboard.charts.col_domain')}
      rowLabel={(row) => row.domain}
    />
  );
}
