import { CircularProgress, type CircularProgressProps } from '@mui/material';

/**
 * The spinner a button or a status chip shows in place of its icon while it works. Hidden from
 * assistive technology: the button's or the chip's own words say what happens, and an unnamed
 * progress bar is an accessibility fault (axe: aria-progressbar-name).
 */
export function BusyIcon({ size = 16, color = 'inherit', ...props }: CircularProgressProps) {
  return <CircularProgress size={size} color={color} aria-hidden {...props} />;
}
