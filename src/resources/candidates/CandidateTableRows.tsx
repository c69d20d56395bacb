import PeopleOutlineIcon from '@mui/icons-material/PeopleOutline';
import { Button, Typography } from '@mui/material';
import { startTransition, useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { CandidateRow } from './CandidateRow';
import { useCandidateRowText } from './candidateRowText';
import type { CandidateTableProps } from './CandidateTable';
import { SkeletonRows } from './SkeletonRows';
import { TableMessageRow } from './TableMessageRow';

/** Rows of the first commit of a page: a screenful. */
export const ROWS_PER_COMMIT = 20;

/**
 * How many of the page's rows to draw: a screenful first, then, once that frame is painted, the
 * rest in one more commit (a transition: React renders it in slices, input stays first). A page
 * of 100 rows committed at once was one task of 140-220 ms (the DOM, then the table's style and
 * layout) on a 2-core machine; the screen the user sees is drawn first, and the other 80 rows
 * took one task of about 60 ms in the bench, where slices of 20 each waited for a frame and the
 * page turn took 460 ms (300 ms now). A change within the page (a row deleted, a refetch) keeps
 * every row drawn; a new page starts from a screenful again.
 */
function useRowsDrawn(total: number, page: number): number {
  const [drawn, setDrawn] = useState({ page, count: ROWS_PER_COMMIT });
  const count = drawn.page === page ? drawn.count : ROWS_PER_COMMIT;
  useEffect(() => {
    if (count >= total) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // after the frame with the first rows is painted (a timeout set in the frame's callback runs
    // after its paint)
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        startTransition(() => setDrawn({ page, count: total }));
      }, 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [count, total, page]);
  return count;
}

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
  const drawn = useRowsDrawn(candidates.length, firstNumber);
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
  return candidates
    .slice(0, drawn)
    .map((candidate, index) => (
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
