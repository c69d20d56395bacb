import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import EventAvailableIcon from '@mui/icons-material/EventAvailableOutlined';
import FactCheckIcon from '@mui/icons-material/FactCheckOutlined';
import {
  Avatar,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import { useId, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { initialsOf } from '../authProvider/authProvider';
import type { Interview } from '../dataProvider/types';
import { voiceName } from '../dataProvider/voices';
import { formatDateTime } from '../dates/dates';
import { formatScore, LIST_SIZE } from './dashboardData';

interface InterviewListCardProps {
  interviews?: Interview[];
  loading: boolean;
}

/** The soonest scheduled interviews. */
export function UpcomingInterviews({ interviews, loading }: InterviewListCardProps) {
  const translate = useTranslate();
  return (
    <ListCard
      testId="upcoming-interviews"
      title={translate('app.dashboard.upcoming')}
      to="/scheduled-interviews"
      loading={loading}
      empty={translate('app.dashboard.upcoming_empty')}
      emptyIcon={<EventAvailableIcon />}
      interviews={interviews}
      renderEnd={(interview) =>
        interview.agent_voice ? (
          <Chip
            size="small"
            variant="outlined"
            label={translate('app.dashboard.voice', { voice: voiceName(interview.agent_voice) })}
          />
        ) : null
      }
    />
  );
}

/** The latest completed interviews, with their scores. */
export function LatestCompleted({ interviews, loading }: InterviewListCardProps) {
  const translate = useTranslate();
  return (
    <ListCard
      testId="latest-completed"
      title={translate('app.dashboard.latest')}
      to="/interviews-history"
      loading={loading}
      empty={translate('app.dashboard.latest_empty')}
      emptyIcon={<FactCheckIcon />}
      interviews={interviews}
      renderEnd={(interview) => {
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
              {score
                ? translate('app.dashboard.score', { score })
                : translate('app.dashboard.no_score')}
            </Typography>
          </Stack>
        );
      }}
    />
  );
}

interface ListCardProps extends InterviewListCardProps {
  testId: string;
  title: string;
  to: string;
  empty: string;
  emptyIcon: ReactNode;
  renderEnd: (interview: Interview) => ReactNode;
}

function ListCard({
  testId,
  title,
  to,
  empty,
  emptyIcon,
  interviews,
  loading,
  renderEnd,
}: ListCardProps) {
  const translate = useTranslate();
  const headingId = useId();
  const noName = translate('app.candidates.no_name');

  let body: ReactNode;
  if (loading || !interviews) {
    body = (
      <Stack spacing={1.5} aria-hidden="true">
        {Array.from({ length: LIST_SIZE }, (_, i) => (
          <Box key={i} sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 0.5 }}>
            <Skeleton variant="circular" width={36} height={36} />
            <Box sx={{ flex: 1 }}>
              <Skeleton variant="text" width="45%" />
              <Skeleton variant="text" width="70%" />
            </Box>
          </Box>
        ))}
      </Stack>
    );
  } else if (interviews.length === 0) {
    body = (
      <Box
        sx={{
          py: 5,
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          gap: 1,
          color: 'text.secondary',
        }}
      >
        <Box aria-hidden="true" sx={{ '& svg': { fontSize: 36, opacity: 0.6 } }}>
          {emptyIcon}
        </Box>
        <Typography variant="body2">{empty}</Typography>
      </Box>
    );
  } else {
    body = (
      <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {interviews.map((interview) => {
          const name = interview.candidate?.name || noName;
          return (
            <Box
              component="li"
              key={interview.id}
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
                sx={{
                  width: 36,
                  height: 36,
                  fontSize: 14,
                  fontWeight: 600,
                  bgcolor: 'rgba(79, 70, 229, 0.1)',
                  color: 'primary.main',
                }}
              >
                {initialsOf(name)}
              </Avatar>
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography
                  variant="body2"
                  noWrap
                  sx={{ fontWeight: 600 }}
                  data-testid="candidate-name"
                >
                  {name}
                </Typography>
                <Typography variant="caption" color="text.secondary" noWrap component="p">
                  <Box component="time" dateTime={interview.scheduled_time} data-testid="time">
                    {formatDateTime(interview.scheduled_time)}
                  </Box>
                  {interview.title && ` · ${interview.title}`}
                </Typography>
              </Box>
              <Box sx={{ flexShrink: 0 }}>{renderEnd(interview)}</Box>
            </Box>
          );
        })}
      </Box>
    );
  }

  return (
    <Card
      component="section"
      aria-labelledby={headingId}
      aria-busy={loading || undefined}
      data-testid={testId}
      sx={{ height: '100%' }}
    >
      <CardContent sx={{ p: 2.5, '&:last-child': { pb: 2 } }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
          <Typography
            variant="subtitle1"
            component="h2"
            id={headingId}
            sx={{ fontWeight: 650, flex: 1 }}
          >
            {title}
          </Typography>
          <Button
            component={Link}
            to={to}
            size="small"
            endIcon={<ArrowForwardIcon />}
            aria-label={`${translate('app.dashboard.view_all')}: ${title}`}
          >
            {translate('app.dashboard.view_all')}
          </Button>
        </Box>
        {body}
      </CardContent>
    </Card>
  );
}
