// The candidate rows' look, set once on the table body instead of on every cell: a row is plain
// <tr>/<td> elements with these classes, styled as MUI's TableRow (hover) and small body
// TableCell are.
import { alpha, lighten, type Theme } from '@mui/material/styles';
import { stickyColumnSx } from '../../common/stickyColumn';
import { TWO_LINES_AT_MOST } from '../../common/longValues';

/** The class names a row's elements carry; the styles below are keyed on them. */
export const ROW_CLASSES = {
  row: 'candidate-row',
  selected: 'candidate-row--selected',
  select: 'candidate-row__select',
  number: 'candidate-row__number',
  name: 'candidate-row__name',
  id: 'candidate-row__id',
  nowrap: 'candidate-row__nowrap',
  clamp: 'candidate-row__clamp',
  clip: 'candidate-row__clip',
  missing: 'candidate-row__missing',
  link: 'candidate-row__link',
  actions: 'candidate-row__actions',
} as const;

const c = ROW_CLASSES;

// narrower than MUI's small cells (6px 16px) between columns, as wide at the table's edges: the
// nine columns fit 1280 px with the sidebar open
const CELL_PADDING = '6px 10px';
// strings: sx reads a number for padding as a multiple of the theme's spacing
const EDGE_PADDING = '16px';

/**
 * The heading cells, padded as the rows' cells; headings wrap between words when space is short,
 * but for the number's.
 * Below 900 px the name column (heading and rows) stays in view while the table scrolls sideways.
 */
export function candidateHeadSx(theme: Theme) {
  return {
    '& > thead > tr > th': { padding: CELL_PADDING },
    '& > thead > tr > th:first-of-type': { paddingLeft: EDGE_PADDING },
    '& > thead > tr > th:last-of-type': { paddingRight: EDGE_PADDING },
    // 'S no' is one label: broken in two at 360-375 px it read as two words
    [`& > thead > tr > th.${c.number}`]: { whiteSpace: 'nowrap' },
    ...stickyColumnSx(theme, `tr.${c.selected}`),
  };
}

/** A cell of a column, specific enough to override the cells' common style. */
const cell = (column: string) => `& > tr.${c.row} > td.${column}`;

export function candidateRowsSx(theme: Theme) {
  const primaryText = theme.palette.text.primary;
  return {
    [`& > tr.${c.row}`]: {
      color: 'inherit',
      display: 'table-row',
      verticalAlign: 'middle',
      // a string: sx reads a number here as a border width (0px solid)
      outline: '0px',
      '&:hover': { backgroundColor: theme.palette.action.hover },
    },
    // MUI's TableRow, selected
    [`& > tr.${c.selected}, & > tr.${c.selected}:hover`]: {
      backgroundColor: alpha(theme.palette.primary.main, theme.palette.action.selectedOpacity),
    },
    // MUI's TableCell, variant body, size small
    [`& > tr.${c.row} > td`]: {
      ...theme.typography.body2,
      display: 'table-cell',
      verticalAlign: 'inherit',
      borderBottom: `1px solid ${lighten(alpha(theme.palette.divider, 1), 0.88)}`,
      textAlign: 'left',
      padding: CELL_PADDING,
      color: primaryText,
    },
    [`& > tr.${c.row} > td:first-of-type`]: { paddingLeft: EDGE_PADDING },
    [`& > tr.${c.row} > td:last-of-type`]: { paddingRight: EDGE_PADDING },
    [cell(c.select)]: { width: 0, paddingRight: 0 },
    [`& .${c.select} input`]: selectBoxSx(theme),
    [cell(c.number)]: { color: theme.palette.text.secondary, fontVariantNumeric: 'tabular-nums' },
    [cell(c.name)]: { fontWeight: 600 },
    [cell(c.id)]: {
      whiteSpace: 'nowrap',
      fontFamily: 'ui-monospace, monospace',
      fontSize: '0.8rem',
    },
    [`& .${c.nowrap}`]: { whiteSpace: 'nowrap' },
    // long values never widen the table: a name takes two lines at most, an email's part one
    // line; both break or end in an ellipsis within a bounded width (the title shows the rest)
    [`& .${c.clamp}`]: TWO_LINES_AT_MOST,
    [`& .${c.clip}`]: {
      display: 'inline-block',
      maxWidth: '10rem',
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      whiteSpace: 'nowrap',
      verticalAlign: 'bottom',
    },
    // MUI's Typography body2, as MissingValue shows it
    [`& .${c.missing}`]: {
      margin: 0,
      ...theme.typography.body2,
      color: theme.palette.text.secondary,
      fontStyle: 'italic',
    },
    // MUI's Link: primary, underlined always
    [`& .${c.link}`]: {
      margin: 0,
      font: 'inherit',
      lineHeight: 'inherit',
      letterSpacing: 'inherit',
      color: theme.palette.primary.main,
      textDecoration: 'underline',
      textDecorationColor: alpha(theme.palette.primary.main, 0.4),
      fontWeight: 600,
      '&:hover': { textDecorationColor: 'inherit' },
    },
    [cell(c.actions)]: {
      textAlign: 'right',
      flexDirection: 'row-reverse',
      whiteSpace: 'nowrap',
      paddingTop: theme.spacing(0.5),
      paddingBottom: theme.spacing(0.5),
    },
  };
}

/** A native checkbox the size of MUI's small one, in the primary colour: cheap for 100 rows. */
export function selectBoxSx(theme: Theme) {
  return {
    width: 18,
    height: 18,
    margin: 0,
    display: 'block',
    cursor: 'pointer',
    accentColor: theme.palette.primary.main,
  };
}
