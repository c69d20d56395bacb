// A dashboard chart of stacked bars (one bar a row, one segment a part), with its table.
import { BarChart } from '@mui/x-charts/BarChart';
import type { AxisValueFormatterContext } from '@mui/x-charts/models';
import { useTranslate } from 'react-admin';
import { formatCompact, formatNumber } from '../i18n/format';
import { ChartCard, ChartTable, ChartWithLegend } from './ChartCard';

/** One of the dashboard's stacked-bar charts, as data: its bars, and how its rows are named. */
export interface StackedBars<Part extends string, Row> {
  /**
   * e.g. `per_week`: the title is `app.dashboard.charts.per_week`, the subtitle `…per_week_hint`
   * (given `count`, the rows' total), the test ids `chart-per-week` and `table-per-week`
   */
  name: string;
  /** the subtitle's arguments besides `count` */
  hintArgs?: (rows: Row[]) => Record<string, number>;
  /** the translation key of what is shown instead of the chart when there are no rows */
  empty?: string;
  /** what each bar is made of: the parts in stacking order, their colours and their names */
  parts: readonly Part[];
  colors: Record<Part, string>;
  /** the parts' translation keys are `<labels>.<part>` */
  labels: string;
  /** the series' stack id */
  stack: string;
  /** a row's label under its bar */
  category: (row: Row) => string;
  /** a bar's name in the tooltip, when it is not its label: a translation key and its arguments */
  tooltip?: { message: string; args: (row: Row) => Record<string, string> };
  /** the table's first column: its heading's translation key, and a row's cell */
  rowHeading: string;
  rowLabel: (row: Row) => string;
}

interface StackedBarCardProps<Part extends string, Row> {
  chart: StackedBars<Part, Row>;
  /** undefined while they load */
  rows?: Row[];
}

export function StackedBarCard<
  Part extends string,
  Row extends Record<Part, number> & { total: number },
>({ chart, rows }: StackedBarCardProps<Part, Row>) {
  const { name, parts, colors, labels, stack, category, tooltip, rowLabel } = chart;
  const translate = useTranslate();
  const partLabel = (part: Part) => translate(`${labels}.${part}`);
  const title = translate(`app.dashboard.charts.${name}`);
  const total = rows?.reduce((sum, row) => sum + row.total, 0) ?? 0;
  const testId = name.replaceAll('_', '-');
  return (
    <ChartCard
      testId={`chart-${testId}`}
      title={title}
      subtitle={translate(`app.dashboard.charts.${name}_hint`, {
        count: total,
        ...chart.hintArgs?.(rows ?? []),
      })}
      empty={chart.empty && rows?.length === 0 ? translate(chart.empty) : undefined}
      loading={!rows}
      chart={
        rows && (
          <ChartWithLegend
            legend="top"
            mark="square"
            items={parts.map((part) => ({ id: part, label: partLabel(part), color: colors[part] }))}
          >
            {({ width, height }) => (
              <BarChart
                width={width}
                height={height}
                hideLegend
                xAxis={[
                  {
                    scaleType: 'band',
                    data: rows.map(category),
                    ...(tooltip && {
                      valueFormatter: (label: string, context: AxisValueFormatterContext) => {
                        if (context.location !== 'tooltip') return label;
                        const row = rows.find((r) => category(r) === label);
                        return row ? translate(tooltip.message, tooltip.args(row)) : label;
                      },
                    }),
                  },
                ]}
                yAxis={[
                  {
                    tickMinStep: 1,
                    width: axisWidth(Math.max(0, ...rows.map((row) => row.total))),
                    valueFormatter: axisValue,
                  },
                ]}
                series={parts.map((part) => ({
                  id: part,
                  data: rows.map((row) => row[part]),
                  label: partLabel(part),
                  stack,
                  color: colors[part],
                  valueFormatter: (value: number | null) =>
                    value === null ? '' : formatNumber(value),
                }))}
                borderRadius={3}
                margin={{ left: 4, right: 8 }}
              />
            )}
          </ChartWithLegend>
        )
      }
      table={
        rows && (
          <ChartTable
            testId={`table-${testId}`}
            caption={title}
            head={[
              translate(chart.rowHeading),
              ...parts.map(partLabel),
              translate('app.dashboard.charts.col_total'),
            ]}
            rows={rows.map((row) => [rowLabel(row), ...parts.map((part) => row[part]), row.total])}
          />
        )
      }
    />
  );
}

/**
 * The count axis: its ticks short enough for its width at any scale (1.5K, where 1,500 was cut to
 * "1,…"), elsewhere in full.
 */
const axisValue = (value: number, context: AxisValueFormatterContext) =>
  context.location === 'tick' ? formatCompact(value) : formatNumber(value);

/**
 * The count axis's width for bars up to `max`: its longest tick label (500, or a short form such
 * as 1.5K or 12.5K) beside the tick, so that no label is cut off.
 */
function axisWidth(max: number) {
  const chars =
    max < 1_000
      ? String(Math.round(max)).length
      : formatCompact(max).replace(/\.\d/, '').length + 2;
  return Math.max(32, 14 + 7 * chars);
}
