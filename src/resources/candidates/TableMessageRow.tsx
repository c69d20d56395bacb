import { Stack, TableCell, TableRow } from '@mui/material';
import type { ReactNode } from 'react';
import { CANDIDATE_COLUMN_COUNT } from './candidateColumns';

/** One full-width row in place of the candidates: the empty list or a failed load. */
export function TableMessageRow({ children }: { children: ReactNode }) {
  return (
    <TableRow>
      <TableCell colSpan={CANDIDATE_COLUMN_COUNT} sx={{ py: 7, borderBottom: 0 }}>
        <Stack alignItems="center" spacing={1.5} sx={{ color: 'text.secondary' }}>
          {children}
        </Stack>
      </TableCell>
    </TableRow>
  );
}
