// The candidate rows' look, set once on the table body instead of on every cell: a row is plain
// <tr>/<td> elements with these classes, styled as MUI's TableRow (hover) and small body
// TableCell are, and their icon buttons as MUI's small IconButton (LightIconButton), so 100 rows
// render no styled component.
import { alpha, lighten, type Theme } from '@mui/material/styles';
import { lightIconButtonSx } from '../../common/LightIconButton';

/** The class names a row's elements carry; the styles below are keyed on them. */
export const ROW_CLASSES = {
  row: 'candidate-row',
  number: 'candidate-row__number',
  name: 'candidate-row__name',
  id: 'candidate-row__id',
  nowrap: 'candidate-row__nowrap',
  breakWord: 'candidate-row__break-word',
  missing: 'candidate-row__missing',
  link: 'candidate-row__link',
  actions: 'candidate-row__actions',
} as const;

const c = ROW_CLASSES;

/** A cell of a column, specific enough to override the cells' common style. */
const cell = (column: string) => `& > tr.${c.row} > td.${column}`;

export function candidateRowsSx(theme: Theme) {
  const primaryText = theme.palette.text.primary;
  return {
    ...lightIconButtonSx(theme),
    [`& > tr.${c.row}`]: {
      color: 'inherit',
      display: 'table-row',
      verticalAlign: 'middle',
      // a string: sx reads a number here as a border width (0px solid)
      outline: '0px',
      '&:hover': { backgroundColor: theme.palette.action.hover },
    },
    // MUI's TableCell, variant body, size small
    [`& > tr.${c.row} > td`]: {
      ...theme.typography.body2,
      display: 'table-cell',
      verticalAlign: 'inherit',
      borderBottom: `1px solid ${lighten(alpha(theme.palette.divider, 1), 0.88)}`,
      textAlign: 'left',
      padding: '6px 16px',
      color: primaryText,
    },
    [cell(c.number)]: { color: theme.palette.text.secondary, fontVariantNumeric: 'tabular-nums' },
    [cell(c.name)]: { fontWeight: 600 },
    [cell(c.id)]: {
      whiteSpace: 'nowrap',
      fontFamily: 'ui-monospace, monospace',
      fontSize: '0.8rem',
    },
    [`& .${c.nowrap}`]: { whiteSpace: 'nowrap' },
    [`& .${c.breakWord}`]: { wordBreak: 'break-word' },
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
