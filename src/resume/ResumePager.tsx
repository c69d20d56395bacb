import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { Box, IconButton, Typography } from '@mui/material';
import type { Dispatch, SetStateAction } from 'react';
import { useTranslate } from 'react-admin';

interface ResumePagerProps {
  page: number;
  totalPages: number;
  setPage: Dispatch<SetStateAction<number>>;
}

/** Previous / next through the server's pages of candidates, under the list. */
export function ResumePager({ page, totalPages, setPage }: ResumePagerProps) {
  const translate = useTranslate();
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        px: 1,
        py: 0.5,
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      <IconButton
        size="small"
        disabled={page <= 1}
        onClick={() => setPage((p) => Math.max(1, p - 1))}
        aria-label={translate('app.resume.previous_page')}
      >
        <ChevronLeftIcon />
      </IconButton>
      <Typography variant="caption" color="text.secondary">
        {translate('app.resume.page_of', { page, pages: totalPages })}
      </Typography>
      <IconButton
        size="small"
        disabled={page >= totalPages}
        onClick={() => setPage((p) => Math.min(totalPages, p + 1))}
        aria-label={translate('app.resume.next_page')}
      >
        <ChevronRightIcon />
      </IconButton>
    </Box>
  );
}
