import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** The list has no interview: a muted icon and one line. */
export function InterviewListEmpty({ icon, text }: { icon: ReactNode; text: string }) {
  return (
    <Box
      sx={{
        py: 5,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: 1,
        color: 'text.secondary',
      }}
    >
      <Box aria-hidden="true" sx={{ '& svg': { fontSize: 36, opacity: 0.6 } }}>
        {icon}
      </Box>
      <Typography variant="body2">{text}</Typography>
    </Box>
  );
}
