// On a phone or a tablet a list's table is wider than the screen and scrolls sideways inside its
// card: the column that says whose row it is (the candidate's name) stays fixed at the left edge
// while the others scroll under it, so every value can be read against its name.
import { alpha, type Theme } from '@mui/material/styles';

/** The class of the cells (heading and rows) of the column kept in view. */
export const STICKY_COLUMN = 'sticky-column';

/** A plain colour as a background image, layered over the cell's opaque background. */
const tint = (colour: string) => `linear-gradient(${colour}, ${colour})`;

/**
 * Below the `md` breakpoint (900 px), STICKY_COLUMN cells stick to the left of the table's
 * scrolling box, opaque (the paper, tinted as the row is when hovered or selected: the cells
 * scrolling under it must not show through), with a line along their right edge.
 */
export function stickyColumnSx(theme: Theme, selectedRow = 'tr.Mui-selected') {
  const selected = alpha(theme.palette.primary.main, theme.palette.action.selectedOpacity);
  return {
    [theme.breakpoints.down('md')]: {
      [`& .${STICKY_COLUMN}`]: {
        position: 'sticky' as const,
        left: 0,
        zIndex: 2,
        backgroundColor: theme.palette.background.paper,
        boxShadow: `inset -1px 0 0 ${theme.palette.divider}`,
      },
      // over the other headings, which are sticky themselves in react-admin's tables
      [`& thead .${STICKY_COLUMN}`]: { zIndex: 3 },
      [`& tr:hover > .${STICKY_COLUMN}`]: { backgroundImage: tint(theme.palette.action.hover) },
      [`& ${selectedRow} > .${STICKY_COLUMN}`]: { backgroundImage: tint(selected) },
    },
  };
}
