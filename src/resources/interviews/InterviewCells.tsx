// Cells shared by the interview tables.
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Box, Link, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatDateTime, parseApiDate } from '../../dates/dates';
import type { Interview } from '../../dataProvider/types';
import { useCandidateName } from './CandidateCell';
import { voiceName } from '../../dataProvider/voices';
import { joinLink } from './interviewFormat';

/** '5 Mar 2025, 3:07pm'; a scheduled interview whose time has passed is marked overdue. */
export function TimeCell({ interview }: { interview: Interview }) {
  const date = parseApiDate(interview.scheduled_time);
  const overdue = interview.status === 'scheduled' && date !== null && date.getTime() < Date.now();
  const translate = useTranslate();
  return (
    <Box>
      <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>
        {formatDateTime(interview.scheduled_time)}
      </Typography>
      {overdue && (
        <Typography variant="caption" color="error.main" sx={{ fontWeight: 600 }}>
          {translate('app.interviews.overdue')}
        </Typography>
      )}
    </Box>
  );
}

export function TitleCell({ interview }: { interview: Interview }) {
  const translate = useTranslate();
  const title = interview.title?.trim();
  return (
    <Typography
      variant="body2"
      color={title ? 'text.primary' : 'text.secondary'}
      sx={{ maxWidth: 220, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
      title={title || undefined}
    >
      {title || translate('app.interviews.no_title')}
    </Typography>
  );
}

export function VoiceCell({ interview }: { interview: Interview }) {
  return <Typography variant="body2">{voiceName(interview.agent_voice) || '—'}</Typography>;
}

/** The join link, opening in a new tab. */
export function LinkCell({ interview }: { interview: Interview }) {
  const translate = useTranslate();
  const candidateName = useCandidateName();
  const url = joinLink(interview.link, window.location.origin);
  if (!url) {
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('app.interviews.no_link')}
      </Typography>
    );
  }
  return (
    <Link
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      title={url}
      aria-label={translate('app.interviews.open_link_label', { name: candidateName(interview) })}
      onClick={(event) => event.stopPropagation()}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, whiteSpace: 'nowrap' }}
    >
      {translate('app.interviews.open_link')}
      <OpenInNewIcon sx={{ fontSize: 16 }} aria-hidden />
    </Link>
  );
}

/** The interview's title with its time (or its public id) on a second line: one narrow column. */
export function InterviewCell({
  interview,
  secondary,
}: {
  interview: Interview;
  secondary: 'time' | 'id';
}) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <TitleCell interview={interview} />
      {secondary === 'time' ? (
        <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
          {formatDateTime(interview.scheduled_time)}
        </Typography>
      ) : (
        <Typography variant="caption" color="text.secondary" sx={{ fontFamily: 'monospace' }}>
          {interview.int_id ?? '—'}
        </Typography>
      )}
    </Box>
  );
}
