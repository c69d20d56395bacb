import { Skeleton, TableCell, TableRow } from '@mui/material';
import { CANDIDATE_COLUMN_COUNT } from './candidateColumns';

const SKELETON_ROWS = 6;

/** Placeholder rows while a page loads; hidden from assistive technology. */
export function SkeletonRows() {
  return Array.from({ length: SKELETON_ROWS }, (_, i) => (
    <TableRow key={i} aria-hidden>
      {Array.from({ length: CANDIDATE_COLUMN_COUNT }, (_, j) => (
        <TableCell key={j}>
          <Skeleton
            variant="text"
            width={j === 0 ? 24 : j === CANDIDATE_COLUMN_COUNT - 1 ? 96 : '70%'}
          />
        </TableCell>
      ))}
    </TableRow>
  ));
}
