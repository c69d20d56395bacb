import { Stack, type Breakpoint, type StackProps } from '@mui/material';

export type ResponsiveRowProps = Omit<StackProps, 'direction' | 'alignItems'> & {
  /** from this breakpoint up, a row with its ends apart, centred; below it, a column */
  from: Breakpoint;
  /** how the column lays out its items on narrow screens */
  narrowAlign: 'flex-start' | 'stretch';
};

/** A bar that stacks its items on narrow screens and sets them in a row from `from` up. */
export function ResponsiveRow({ from, narrowAlign, ...rest }: ResponsiveRowProps) {
  return (
    <Stack
      direction={{ xs: 'column', [from]: 'row' }}
      alignItems={{ xs: narrowAlign, [from]: 'center' }}
      justifyContent="space-between"
      spacing={1.5}
      {...rest}
    />
  );
}
