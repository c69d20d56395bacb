// The frame of a dashboard chart, shared by the charts chunk and the skeleton shown while it loads,
// so both take the same space. No chart library here.
import BarChartIcon from '@mui/icons-material/BarChartOutlined';
import TableChartIcon from '@mui/icons-material/TableChartOutlined';
import { Box, Card, CardContent, IconButton, Skeleton, Tooltip, Typography } from '@mui/material';
import visuallyHidden from '@mui/utils/visuallyHidden';
import { useId, useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { useObservedSize, type Size } from '../common/useObservedSize';
import { formatNumber } from '../i18n/format';

/** Height of the plot area of every chart. */
export const CHART_HEIGHT = 260;

interface ChartCardProps {
  title: string;
  subtitle?: string;
  /** the chart; hidden from assistive technology, which reads `table` instead */
  chart?: ReactNode;
  /** the same figures as a table: always in the page for screen readers, shown on request */
  table?: ReactNode;
  /** shown instead of the chart when there is nothing to draw */
  empty?: string;
  loading?: boolean;
  testId?: string;
}

export function ChartCard({
  title,
  subtitle,
  chart,
  table,
  empty,
  loading = false,
  testId,
}: ChartCardProps) {
  const translate = useTranslate();
  const [asTable, setAsTable] = useState(false);
  const headingId = useId();
  const toggleLabel = translate(
    asTable ? 'app.dashboard.charts.show_chart' : 'app.dashboard.charts.show_table',
  );

  let body: ReactNode;
  if (loading) {
    body = <Skeleton variant="rounded" height={CHART_HEIGHT} aria-hidden="true" />;
  } else if (empty) {
    body = (
      <Box
        sx={{
          height: CHART_HEIGHT,
          display: 'grid',
          placeItems: 'center',
          color: 'text.secondary',
          border: 1,
          borderColor: 'divider',
          borderStyle: 'dashed',
          borderRadius: 2,
        }}
      >
        <Typography variant="body2">{empty}</Typography>
      </Box>
    );
  } else {
    body = (
      <>
        <Box aria-hidden="true" sx={{ height: CHART_HEIGHT, display: asTable ? 'none' : 'block' }}>
          {chart}
        </Box>
        <Box
          sx={
            asTable
              ? { height: CHART_HEIGHT, overflow: 'auto' }
              : (visuallyHidden as Record<string, unknown>)
          }
        >
          {table}
        </Box>
      </>
    );
  }

  return (
    <Card
      component="section"
      aria-labelledby={headingId}
      data-testid={testId}
      aria-busy={loading || undefined}
      sx={{ height: '100%' }}
    >
      <CardContent sx={{ p: 2.5, '&:last-child': { pb: 2.5 } }}>
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, mb: 1.5, minHeight: 48 }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="subtitle1" component="h2" id={headingId} sx={{ fontWeight: 650 }}>
              {title}
            </Typography>
            {subtitle && (
              // while the figures load, the subtitle keeps its lines but shows no count yet
              <Typography
                variant="caption"
                color="text.secondary"
                component="p"
                aria-hidden={loading || undefined}
                sx={loading ? { visibility: 'hidden' } : undefined}
              >
                {subtitle}
              </Typography>
            )}
          </Box>
          {!loading && !empty && table && (
            <Tooltip title={toggleLabel}>
              <IconButton
                size="small"
                aria-label={toggleLabel}
                aria-pressed={asTable}
                onClick={() => setAsTable((v) => !v)}
              >
                {asTable ? <BarChartIcon fontSize="small" /> : <TableChartIcon fontSize="small" />}
              </IconButton>
            </Tooltip>
          )}
        </Box>
        {body}
      </CardContent>
    </Card>
  );
}

/** One entry of a chart's legend: a mark of the part's colour and its name. */
export interface LegendItem {
  id: string;
  label: string;
  color: string;
}

interface ChartWithLegendProps {
  /** `end`: a column beside the chart (a pie's); `top`: rows above it, wrapping (bars') */
  legend: 'end' | 'top';
  /** a round mark (a pie's parts) or a square one (bars' series), as MUI X Charts marks them */
  mark: 'circle' | 'square';
  items: LegendItem[];
  /** the chart, drawn at the size the legend leaves it */
  children: (size: Size) => ReactNode;
}

/**
 * A chart and its legend in the chart's space (CHART_HEIGHT high), the chart drawn at the size
 * the legend leaves, given to it, so MUI X Charts measures nothing. Left to itself, a chart reads
 * its container's size in a layout effect as it mounts, which makes the browser lay the page out
 * inside that task, and then draws itself again at once with the size read, so the dashboard's
 * three charts made one long task. Here the size comes from a ResizeObserver, after the
 * browser's own layout, and what is drawn at it renders in slices (useObservedSize). The legend is drawn here, as MUI X
 * draws its own, because a chart given a height draws its legend outside it: on a phone, where a
 * bar chart's legend wraps, the chart overflowed its space and its axis labels were cut off.
 */
export function ChartWithLegend({ legend, mark, items, children }: ChartWithLegendProps) {
  const beside = legend === 'end';
  const legendList = (
    <ChartLegend direction={beside ? 'column' : 'row'} mark={mark} items={items} />
  );
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: beside ? 'row' : 'column',
        alignItems: beside ? 'center' : 'stretch',
        height: CHART_HEIGHT,
      }}
    >
      {!beside && legendList}
      <MeasuredChart>{children}</MeasuredChart>
      {beside && legendList}
    </Box>
  );
}

/** The chart, drawn once its space has a size, at that size. */
export function MeasuredChart({ children }: { children: (size: Size) => ReactNode }) {
  const [ref, size] = useObservedSize<HTMLDivElement>();
  return (
    <Box ref={ref} sx={{ flex: '1 1 0', minWidth: 0, minHeight: 0, alignSelf: 'stretch' }}>
      {size.width > 0 && children(size)}
    </Box>
  );
}

/** A legend as MUI X Charts draws one: caption text, a mark and a name a part. */
function ChartLegend({
  direction,
  mark,
  items,
}: {
  direction: 'row' | 'column';
  mark: 'circle' | 'square';
  items: LegendItem[];
}) {
  const markSize = mark === 'circle' ? 15 : 13;
  return (
    <Box
      component="ul"
      sx={{
        display: 'flex',
        flexDirection: direction,
        flexWrap: 'wrap',
        justifyContent: 'center',
        gap: 2,
        m: 1,
        p: 0,
        listStyle: 'none',
        fontSize: 12,
        lineHeight: '12px',
        flex: 'none',
      }}
    >
      {items.map((item) => (
        <Box component="li" key={item.id} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Box
            sx={{
              width: markSize,
              height: markSize,
              borderRadius: mark === 'circle' ? '50%' : '2px',
              bgcolor: item.color,
              flex: 'none',
            }}
          />
          {item.label}
        </Box>
      ))}
    </Box>
  );
}

/** A plain data table for a chart's figures. */
export function ChartTable({
  caption,
  head,
  rows,
  testId,
}: {
  caption: string;
  head: string[];
  rows: Array<Array<string | number>>;
  testId?: string;
}) {
  return (
    <Box
      component="table"
      data-testid={testId}
      sx={{
        width: '100%',
        borderCollapse: 'collapse',
        fontSize: '0.875rem',
        // the card's heading already says it: the caption is for assistive technology
        '& caption': visuallyHidden,
        '& th, & td': {
          textAlign: 'left',
          py: 0.75,
          px: 1,
          borderBottom: 1,
          borderColor: 'divider',
        },
        '& thead th': {
          fontWeight: 600,
          color: 'text.secondary',
          bgcolor: 'background.paper',
          position: 'sticky',
          top: 0,
        },
        '& tbody th': { fontWeight: 500, whiteSpace: 'nowrap' },
        // a body row's first cell is its heading (a th): every td is a count
        '& td, & thead th:not(:first-of-type)': {
          textAlign: 'right',
          fontVariantNumeric: 'tabular-nums',
        },
      }}
    >
      <caption>{caption}</caption>
      <thead>
        <tr>
          {head.map((h) => (
            <th key={h} scope="col">
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={String(row[0])}>
            {row.map((cell, i) =>
              i === 0 ? (
                <th key={i} scope="row">
                  {cell}
                </th>
              ) : (
                <td key={i}>{typeof cell === 'number' ? formatNumber(cell) : cell}</td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </Box>
  );
}
