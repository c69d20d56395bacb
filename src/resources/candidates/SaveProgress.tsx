import { Box, LinearProgress, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

export interface SaveProgressProps {
  /** the upload's percentage; null: saving without a file, no measure */
  progress: number | null;
}

export function SaveProgress({ progress }: SaveProgressProps) {
  const translate = useTranslate();
  return (
    <Box role="status" aria-live="polite">
      <Typography variant="caption" sx={{ color: 'text.secondary' }}>
        {progress !== null
          ? translate('app.candidate_screen.uploading', { percent: progress })
          : translate('app.candidate_screen.saving')}
      </Typography>
      <LinearProgress
        variant={progress !== null ? 'determinate' : 'indeterminate'}
        value={progress ?? undefined}
        aria-label={translate('app.candidate_screen.saving')}
        sx={{ mt: 0.5, borderRadius: 1 }}
      />
    </Box>
  );
}
