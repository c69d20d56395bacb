// The candidates table: the spec's columns with their placeholders, and the row actions.
import {
  Box,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TableSortLabel,
} from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { memo, type RefCallback } from 'react';
import { useTranslate } from 'react-admin';
import { STICKY_COLUMN } from '../../common/stickyColumn';
import { CANDIDATE_COLUMNS, SORTABLE_COLUMNS } from './candidateColumns';
import { candidateHeadSx, candidateRowsSx, ROW_CLASSES, selectBoxSx } from './candidateRowSx';
import { CandidateTableRows } from './CandidateTableRows';
import type { CandidateTableProps } from './candidateTableProps';
import type { CandidateSelection } from './useCandidateSelection';

/** The heading cells' classes: the name's stays in view, the number's keeps to one line. */
const HEAD_CLASSES: Partial<Record<(typeof CANDIDATE_COLUMNS)[number], string>> = {
  'app.candidates.col_sno': ROW_CLASSES.number,
  'app.candidates.col_name': STICKY_COLUMN,
};

/** Memoised: with stable callbacks it renders again only when its rows or state change. */
export const CandidateTable = memo(function CandidateTable(props: CandidateTableProps) {
  const translate = useTranslate();
  return (
    // width 0 / min-width 100%: the table scrolls inside the card instead of widening the page;
    // relative: the hidden 'Actions' label stays inside the scrolling box
    <TableContainer sx={{ width: 0, minWidth: '100%', position: 'relative' }}>
      <Table
        size="small"
        aria-label={translate('app.candidate_screen.table')}
        aria-busy={props.loading}
        sx={candidateHeadSx}
      >
        <TableHead>
          <TableRow>
            <TableCell sx={{ width: 0, pr: 0 }}>
              <SelectShown selection={props.selection} disabled={props.candidates.length === 0} />
            </TableCell>
            {CANDIDATE_COLUMNS.map((key) => {
              const field = SORTABLE_COLUMNS[key];
              const className = HEAD_CLASSES[key];
              if (!field || !props.onSort) {
                return (
                  <TableCell key={key} className={className}>
                    {translate(key)}
                  </TableCell>
                );
              }
              const active = props.sort === field;
              const direction = active ? props.order : field === 'name' ? 'asc' : 'desc';
              const ariaSort = active
                ? props.order === 'asc'
                  ? 'ascending'
                  : 'descending'
                : undefined;
              return (
                <TableCell key={key} aria-sort={ariaSort} className={className}>
                  <TableSortLabel
                    active={active}
                    direction={direction}
                    onClick={() => props.onSort?.(field)}
                  >
                    {translate(key)}
                  </TableSortLabel>
                </TableCell>
              );
            })}
            <TableCell align="right">
              <Box component="span" sx={visuallyHidden}>
                {translate('app.candidate_screen.col_actions')}
              </Box>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody sx={candidateRowsSx}>
          <CandidateTableRows {...props} />
        </TableBody>
      </Table>
    </TableContainer>
  );
});

/** The heading's checkbox: every row shown in the selection, or out of it; mixed when some are. */
function SelectShown({
  selection,
  disabled,
}: {
  selection: CandidateSelection;
  disabled: boolean;
}) {
  const translate = useTranslate();
  const mixed = selection.shown === 'some';
  // a native checkbox shows "some" only through its DOM property
  const setMixed: RefCallback<HTMLInputElement> = (input) => {
    if (input) input.indeterminate = mixed;
  };
  return (
    <Box
      component="input"
      type="checkbox"
      ref={setMixed}
      checked={selection.shown === 'all' && !disabled}
      disabled={disabled}
      onChange={selection.toggleShown}
      aria-label={translate('app.candidate_screen.select_page')}
      sx={selectBoxSx}
    />
  );
}
