import { Tooltip, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { truncate } from './interviewFormat';

const MAX_LENGTH = 60;

/** Feedback cut to one short line; the whole text in a tooltip. */
export function FeedbackCell({ feedback }: { feedback: unknown }) {
  const translate = useTranslate();
  const full = typeof feedback === 'string' ? feedback.trim() : '';
  if (!full) {
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('app.interviews.no_feedback')}
      </Typography>
    );
  }
  const short = truncate(full, MAX_LENGTH);
  const text = (
    <Typography
      variant="body2"
      sx={{
        minWidth: 140,
        maxWidth: 220,
        display: '-webkit-box',
        WebkitLineClamp: 2,
        WebkitBoxOrient: 'vertical',
        overflow: 'hidden',
      }}
    >
      {short}
    </Typography>
  );
  return short === full ? text : <Tooltip title={full}>{text}</Tooltip>;
}
