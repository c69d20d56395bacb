// The dashboard's three charts. MUI X Charts is heavy: DashboardPage loads this module lazily, so
// the count cards paint without waiting for it.
import { Box } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { PieChart } from '@mui/x-charts/PieChart';
import { useTranslate } from 'react-admin';
import { ResponsiveGrid } from '../common/ResponsiveGrid';
import { DIFFICULTIES, INTERVIEW_STATUSES } from '../dataProvider/types';
import { CHART_HEIGHT, ChartCard, ChartTable } from './ChartCard';
import { DIFFICULTY_COLORS, STATUS_COLORS } from './chartColors';
import type { DomainDifficulty, StatusCounts, WeekBucket } from './dashboardData';

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

function WeeklyChart({ weeks }: { weeks?: WeekBucket[] }) {
  const translate = useTranslate();
  const title = translate('app.dashboard.charts.per_week');
  const total = weeks?.reduce((sum, w) => sum + w.total, 0) ?? 0;
  const stateLabel = (s: string) => translate(`app.dashboard.states.${s}`);
  return (
    <ChartCard
      testId="chart-per-week"
      title={title}
      subtitle={translate('app.dashboard.charts.per_week_hint', { count: total })}
      loading={!weeks}
      chart={
        weeks && (
          <BarChart
            height={CHART_HEIGHT}
            xAxis={[
              {
                scaleType: 'band',
                data: weeks.map((w) => w.label),
                valueFormatter: (label: string, context) =>
                  context.location === 'tooltip'
                    ? translate('app.dashboard.charts.week_of', {
                        week: weeks.find((w) => w.label === label)?.week ?? '',
                        date: label,
                      })
                    : label,
              },
            ]}
            yAxis={[{ tickMinStep: 1, width: 32 }]}
            series={INTERVIEW_STATUSES.map((status) => ({
              id: status,
              data: weeks.map((w) => w[status]),
              label: stateLabel(status),
              stack: 'interviews',
              color: STATUS_COLORS[status],
            }))}
            borderRadius={3}
            margin={{ left: 4, right: 8 }}
          />
        )
      }
      table={
        weeks && (
          <ChartTable
            testId="table-per-week"
            caption={title}
            head={[
              translate('app.dashboard.charts.col_week'),
              ...INTERVIEW_STATUSES.map(stateLabel),
              translate('app.dashboard.charts.col_total'),
            ]}
            rows={weeks.map((w) => [
              `${w.week} (${w.label})`,
              ...INTERVIEW_STATUSES.map((s) => w[s]),
              w.total,
            ])}
          />
        )
      }
    />
  );
}

function DifficultyChart({ rows }: { rows?: DomainDifficulty[] }) {
  const translate = useTranslate();
  const title = translate('app.dashboard.charts.by_difficulty');
  const label = (d: string) => translate(`app.dashboard.difficulty.${d}`);
  const total = rows?.reduce((sum, r) => sum + r.total, 0) ?? 0;
  return (
    <ChartCard
      testId="chart-by-difficulty"
      title={title}
      subtitle={translate('app.dashboard.charts.by_difficulty_hint', {
        count: total,
        domains: rows?.length ?? 0,
      })}
      loading={!rows}
      empty={rows && rows.length === 0 ? translate('app.dashboard.charts.no_training') : undefined}
      chart={
        rows && (
          <BarChart
            height={CHART_HEIGHT}
            xAxis={[{ scaleType: 'band', data: rows.map((r) => r.domain) }]}
            yAxis={[{ tickMinStep: 1, width: 32 }]}
            series={DIFFICULTIES.map((difficulty) => ({
              id: difficulty,
              data: rows.map((r) => r[difficulty]),
              label: label(difficulty),
              stack: 'questions',
              color: DIFFICULTY_COLORS[difficulty],
            }))}
            borderRadius={3}
            margin={{ left: 4, right: 8 }}
          />
        )
      }
      table={
        rows && (
          <ChartTable
            testId="table-by-difficulty"
            caption={title}
            head={[
              translate('app.dashboard.charts.col_domain'),
              ...DIFFICULTIES.map(label),
              translate('app.dashboard.charts.col_total'),
            ]}
            rows={rows.map((r) => [r.domain, ...DIFFICULTIES.map((d) => r[d]), r.total])}
          />
        )
      }
    />
  );
}
