import PeopleOutlineIcon from '@mui/icons-material/PeopleOutline';
import { Button, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { CandidateRow } from './CandidateRow';
import { useCandidateRowText } from './candidateRowText';
import type { CandidateTableProps } from './CandidateTable';
import { SkeletonRows } from './SkeletonRows';
import { TableMessageRow } from './TableMessageRow';

/** The rows for the list's state: loading, failed, empty, or the candidates. */
export function CandidateTableRows({
  candidates,
  firstNumber,
  loading,
  error,
  onRetry,
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
          {translate('app.candidates.empty')}
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
      {...actions}
    />
  ));
}
