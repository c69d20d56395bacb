import { Box, Rating, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatScore, scoreValue } from './interviewFormat';

/** A score out of 5: '4.2 / 5' with a small star rating; 'No score' when there is none. */
export function ScoreDisplay({
  score,
  size = 'small',
}: {
  score: unknown;
  size?: 'small' | 'large';
}) {
  const translate = useTranslate();
  const value = scoreValue(score);
  if (value === null) {
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('app.interviews.no_score')}
      </Typography>
    );
  }
  const large = size === 'large';
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: large ? 'baseline' : 'center',
        gap: large ? 1 : 0.75,
        flexWrap: large ? 'wrap' : 'nowrap',
        whiteSpace: 'nowrap',
      }}
    >
      <Typography
        component="span"
        variant={large ? 'h4' : 'body2'}
        sx={{ fontWeight: large ? 700 : 600, whiteSpace: 'nowrap' }}
        data-testid="score-text"
      >
        {formatScore(value)}
      </Typography>
      <Rating
        value={value}
        precision={0.1}
        max={5}
        readOnly
        size={large ? 'medium' : 'small'}
        sx={{ alignSelf: 'center', fontSize: large ? undefined : '0.95rem' }}
        getLabelText={(v: number) => translate('app.interviews.score_label', { score: v })}
      />
    </Box>
  );
}
