// One breakdown of the agreement (by scorer, question, skill or reviewer), in the order the server
// sends it (largest gap first): pairs, kappa, mean gap, exact and within-one shares; a row with
// too few pairs says so. Long questions wrap; a table wider than a phone scrolls in its card.
import {
  Box,
  Card,
  Chip,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Tooltip,
  Typography,
} from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import { TABLE_CARD_SX } from '../common/tableCardSx';
import type { AgreementGroup } from '../dataProvider/types';
import { formatNumber } from '../i18n/format';
import { formatShare, formatTwoDecimals } from './agreementFormat';

export type GroupKind = 'scorer' | 'question' | 'skill' | 'reviewer';

const FIGURE_COLUMNS = ['col_n', 'col_kappa', 'col_mad', 'col_exact', 'col_within_one'] as const;

interface AgreementTableProps {
  kind: GroupKind;
  rows: readonly AgreementGroup[];
  /** translation key of a line under the heading */
  hint?: string;
}

export function AgreementTable({ kind, rows, hint }: AgreementTableProps) {
  const translate = useTranslate();
  const headingId = useId();
  const wide = kind === 'question';
  return (
    <Card sx={TABLE_CARD_SX} data-testid={`by-${kind}`}>
      <Box sx={{ px: 2, pt: 2, pb: 1 }}>
        <Typography id={headingId} variant="h6" component="h2">
          {translate(`app.scoring.by_${kind}`)}
        </Typography>
        {hint && (
          <Typography variant="body2" color="text.secondary">
            {translate(hint)}
          </Typography>
        )}
      </Box>
      <TableContainer>
        <Table size="small" aria-labelledby={headingId}>
          <TableHead>
            <TableRow>
              <TableCell sx={{ fontWeight: 600 }}>
                {translate(`app.scoring.col_key.${kind}`)}
              </TableCell>
              {FIGURE_COLUMNS.map((column) => (
                <TableCell
                  key={column}
                  align="right"
                  sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}
                >
                  {translate(`app.scoring.${column}`)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.length === 0 && (
              <TableRow>
                <TableCell colSpan={FIGURE_COLUMNS.length + 1} sx={{ color: 'text.secondary' }}>
                  {translate('app.scoring.no_rows')}
                </TableCell>
              </TableRow>
            )}
            {rows.map((row) => (
              <TableRow key={row.key} sx={{ '& td': { verticalAlign: 'top' } }}>
                <TableCell
                  component="th"
                  scope="row"
                  // a question wraps at any character rather than widen the table
                  sx={{ overflowWrap: 'anywhere', minWidth: wide ? 180 : 120, width: '100%' }}
                >
                  {row.key}
                  {row.too_few && <FewPairsChip />}
                </TableCell>
                <TableCell align="right">{formatNumber(row.n)}</TableCell>
                <TableCell align="right">{formatTwoDecimals(row.weighted_kappa)}</TableCell>
                <TableCell align="right">{formatTwoDecimals(row.mean_abs_diff)}</TableCell>
                <TableCell align="right">{formatShare(row.exact)}</TableCell>
                <TableCell align="right">{formatShare(row.within_one)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Card>
  );
}

function FewPairsChip() {
  const translate = useTranslate();
  return (
    <Tooltip title={translate('app.scoring.few_pairs_hint')}>
      <Chip
        size="small"
        color="warning"
        variant="outlined"
        label={translate('app.scoring.few_pairs')}
        sx={{ ml: 1, verticalAlign: 'baseline' }}
      />
    </Tooltip>
  );
}
