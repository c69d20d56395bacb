import { Box, Skeleton, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** Stands in for the profile summary editor while its code loads. */
export function SummaryEditorFallback() {
  const translate = useTranslate();
  return (
    <Box role="status" aria-live="polite">
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 0.5 }}>
        {translate('app.candidate_screen.loading_editor')}
      </Typography>
      <Skeleton variant="rounded" height={150} />
    </Box>
  );
}
