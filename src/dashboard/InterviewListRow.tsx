import { Avatar, Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { initialsOf } from '../authProvider/authProvider';
import type { Interview } from '../dataProvider/types';
import { formatDateTime } from '../dates/dates';
import { tintedBadgeSx } from './tintedBadge';

interface InterviewListRowProps {
  interview: Interview;
  /** what the row ends with: the voice, the score… */
  end: ReactNode;
}

/** One interview of a dashboard list: the candidate's initials and name, the time and title. */
export function InterviewListRow({ interview, end }: InterviewListRowProps) {
  const translate = useTranslate();
  const name = interview.candidate?.name || translate('app.candidates.no_name');
  return (
    <Box
      component="li"
      data-testid="interview-row"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        py: 1.25,
        '&:not(:last-of-type)': { borderBottom: 1, borderColor: 'divider' },
      }}
    >
      <Avatar
        aria-hidden="true"
        sx={(theme) => ({
          ...tintedBadgeSx(theme.palette.primary.main),
          fontSize: 14,
          fontWeight: 600,
        })}
      >
        {initialsOf(name)}
      </Avatar>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="body2" noWrap sx={{ fontWeight: 600 }} data-testid="candidate-name">
          {name}
        </Typography>
        <Typography variant="caption" color="text.secondary" noWrap component="p">
          <Box component="time" dateTime={interview.scheduled_time} data-testid="time">
            {formatDateTime(interview.scheduled_time)}
          </Box>
          {interview.title && ` · ${interview.title}`}
        </Typography>
      </Box>
      <Box sx={{ flexShrink: 0 }}>{end}</Box>
    </Box>
  );
}
