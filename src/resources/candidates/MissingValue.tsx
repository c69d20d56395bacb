import { Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** The placeholder a cell shows for a field the candidate lacks. */
export function MissingValue({ children }: { children: ReactNode }) {
  return (
    <Typography
      component="span"
      variant="body2"
      sx={{ color: 'text.secondary', fontStyle: 'italic' }}
    >
      {children}
    </Typography>
  );
}
