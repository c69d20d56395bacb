// A dashboard chart of stacked bars (one bar a row, one segment a part), with its table.
import { BarChart } from '@mui/x-charts/BarChart';
import type { AxisValueFormatterContext } from '@mui/x-charts/models';
import { useTranslate } from 'react-admin';
import { CHART_HEIGHT, ChartCard, ChartTable } from './ChartCard';

/** What each bar is made of: the parts in stacking order, their colours and their names. */
export interface BarParts<Part extends string> {
  parts: readonly Part[];
  colors: Record<Part, string>;
  /** the parts' translation keys are `<labels>.<part>` */
  labels: string;
  /** the series' stack id */
  stack: string;
}

interface StackedBarCardProps<Part extends string, Row extends Record<Part, number>> {
  testId: string;
  tableTestId: string;
  title: string;
  subtitle: string;
  /** shown instead of the chart when there is nothing to draw */
  empty?: string;
  /** undefined while they load */
  rows?: Row[];
  bars: BarParts<Part>;
  /** a row's label under its bar */
  category: (row: Row) => string;
  /** a bar's label in the tooltip, when it is not the one under the bar */
  tooltipCategory?: (category: string) => string;
  /** the table's first column: its heading, and a row's cell */
  rowHeading: string;
  rowLabel: (row: Row) => string;
}

export function StackedBarCard<
  Part extends string,
  Row extends Record<Part, number> & { total: number },
>({
  tableTestId,
  rows,
  bars: { parts, colors, labels, stack },
  category,
  tooltipCategory,
  rowHeading,
  rowLabel,
  ...card
}: StackedBarCardProps<Part, Row>) {
  const translate = useTranslate();
  const partLabel = (part: Part) => translate(`${labels}.${part}`);
  return (
    <ChartCard
      {...card}
      loading={!rows}
      chart={
        rows && (
          <BarChart
            height={CHART_HEIGHT}
            xAxis={[
              {
                scaleType: 'band',
                data: rows.map(category),
                ...(tooltipCategory && {
                  valueFormatter: (label: string, context: AxisValueFormatterContext) =>
                    context.location === 'tooltip' ? tooltipCategory(label) : label,
                }),
              },
            ]}
            yAxis={[{ tickMinStep: 1, width: 32 }]}
            series={parts.map((part) => ({
              id: part,
              data: rows.map((row) => row[part]),
              label: partLabel(part),
              stack,
              color: colors[part],
            }))}
            borderRadius={3}
            margin={{ left: 4, right: 8 }}
          />
        )
      }
      table={
        rows && (
          <ChartTable
            testId={tableTestId}
            caption={card.title}
            head={[
              rowHeading,
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
