import { Chip, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Interview } from '../dataProvider/types';
import { formatScore } from './dashboardData';

/** The end of a completed interview's row: "Hired" when selected, and the score out of 5. */
export function InterviewScore({ interview }: { interview: Interview }) {
  const translate = useTranslate();
  const score = formatScore(interview.score);
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      {interview.selected && (
        <Chip size="small" color="success" label={translate('app.dashboard.hired')} />
      )}
      <Typography
        variant="body2"
        data-testid="score"
        sx={{
          fontWeight: 700,
          fontVariantNumeric: 'tabular-nums',
          color: score ? 'text.primary' : 'text.secondary',
          minWidth: 52,
          textAlign: 'right',
        }}
      >
        {score ? translate('app.dashboard.score', { score }) : translate('app.dashboard.no_score')}
      </Typography>
    </Stack>
  );
}
