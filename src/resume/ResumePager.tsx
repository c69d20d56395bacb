import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { Box, IconButton, Typography } from '@mui/material';
import type { Dispatch, SetStateAction } from 'react';
import { useTranslate } from 'react-admin';
import { PageJump } from '../common/PageJump';

interface ResumePagerProps {
  page: number;
  totalPages: number;
  setPage: Dispatch<SetStateAction<number>>;
}

/** From this many pages on, the 'Go to page' field too: Next alone is too many clicks away. */
const JUMP_FROM_PAGES = 6;

/**
 * Previous / next through the server's pages of candidates, under the list; with many pages
 * (1,000 at 100,000 candidates), a field to go to any of them.
 */
export function ResumePager({ page, totalPages, setPage }: ResumePagerProps) {
  const translate = useTranslate();
  return (
    <Box sx={{ borderTop: 1, borderColor: 'divider' }}>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          px: 1,
          py: 0.5,
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
      {totalPages >= JUMP_FROM_PAGES ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', px: 1, pb: 1 }}>
          <PageJump page={page} totalPages={totalPages} onChange={setPage} />
        </Box>
      ) : null}
    </Box>
  );
}
