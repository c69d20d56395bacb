import PeopleOutlineIcon from '@mui/icons-material/PeopleOutline';
import { Button, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { CandidateRow } from './CandidateRow';
import { useCandidateRowText } from './candidateRowText';
import type { CandidateTableProps } from './candidateTableProps';
import { SkeletonRows } from './SkeletonRows';
import { TableMessageRow } from './TableMessageRow';

/** The rows for the list's state: loading, failed, empty, or the candidates. */
export function CandidateTableRows({
  candidates,
  firstNumber,
  loading,
  error,
  onRetry,
  searched,
  sort: _sort,
  order: _order,
  onSort: _onSort,
  selection,
  ...actions
}: CandidateTableProps) {
  const translate = useTranslate();
  const text = useCandidateRowText();
  if (loading) return <SkeletonRows />;
  if (error) {
    return (
      <TableMessageRow>
        <Typography variant="body1">{translate('app.candidate_screen.load_failed')}</Typography>
        <Button variant="outlined" onClick={onRetry}>
          {translate('app.candidate_screen.retry')}
        </Button>
      </TableMessageRow>
    );
  }
  if (candidates.length === 0) {
    return (
      <TableMessageRow>
        <PeopleOutlineIcon sx={{ fontSize: 40, opacity: 0.5 }} />
        <Typography variant="body1" sx={{ fontWeight: 600 }}>
          {searched
            ? translate('app.candidate_screen.no_match', { q: searched })
            : translate('app.candidates.empty')}
        </Typography>
      </TableMessageRow>
    );
  }
  return candidates.map((candidate, index) => (
    <CandidateRow
      key={candidate.id}
      candidate={candidate}
      number={firstNumber + index}
      text={text}
      selected={selection.selected.has(String(candidate.id))}
      onToggle={selection.toggle}
      {...actions}
    />
  ));
}
