import { Box, type BoxProps, type Breakpoint } from '@mui/material';

export type ResponsiveGridProps = Omit<BoxProps, 'columns' | 'gap'> & {
  /** the grid's columns (grid-template-columns) from the breakpoint `from` up */
  columns: string;
  /** below it, one column */
  from: Breakpoint;
  /** theme spacing between cells */
  gap?: number;
};

/** A grid that stacks its cells in one column on narrow screens and lays them out from `from` up. */
export function ResponsiveGrid({ columns, from, gap = 2, sx, ...rest }: ResponsiveGridProps) {
  return (
    <Box
      {...rest}
      sx={[
        { display: 'grid', gap, gridTemplateColumns: { xs: '1fr', [from]: columns } },
        ...(Array.isArray(sx) ? sx : sx ? [sx] : []),
      ]}
    />
  );
}
