import { alpha } from '@mui/material/styles';

/** The dashboard's 36-pixel badges (a count's icon, a candidate's initials): a colour on a tenth of it. */
export function tintedBadgeSx(color: string) {
  return { width: 36, height: 36, color, bgcolor: alpha(color, 0.1) };
}
