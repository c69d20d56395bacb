import { Box, Button, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

export interface PageNavProps {
  page: number;
  totalPages: number;
  /** how many there are in all, translated ('120 entries') */
  totalText: string;
  busy: boolean;
  onChange(page: number): void;
}

/** Under a list paged by the server: how many in all, Previous, 'Page 2 of 5', Next. */
export function PageNav({ page, totalPages, totalText, busy, onChange }: PageNavProps) {
  const translate = useTranslate();
  const where = translate('app.pager.page_of', { page, pages: totalPages });
  return (
    <Box
      component="nav"
      aria-label={where}
      sx={{ display: 'flex', alignItems: 'center', gap: 1.5, p: 1.5, flexWrap: 'wrap' }}
    >
      <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }}>
        {totalText}
      </Typography>
      <Button size="small" disabled={busy || page <= 1} onClick={() => onChange(page - 1)}>
        {translate('app.pager.previous')}
      </Button>
      <Typography variant="body2" role="status">
        {where}
      </Typography>
      <Button size="small" disabled={busy || page >= totalPages} onClick={() => onChange(page + 1)}>
        {translate('app.pager.next')}
      </Button>
    </Box>
  );
}
