import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import EventAvailableIcon from '@mui/icons-material/EventAvailableOutlined';
import FactCheckIcon from '@mui/icons-material/FactCheckOutlined';
import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import { useId, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { Interview } from '../dataProvider/types';
import { InterviewListBody, type InterviewListProps } from './InterviewListBody';
import { InterviewScore } from './InterviewScore';
import { InterviewVoiceChip } from './InterviewVoiceChip';

/** What sets one of the dashboard's interview cards apart. */
interface CardSettings {
  testId: string;
  /** the full list's screen, behind "View all" */
  to: string;
  /** shown with the text when the list is empty */
  emptyIcon: ReactNode;
  /** the end of an interview's row */
  renderEnd: (interview: Interview) => ReactNode;
}

const CARDS = {
  /** the soonest scheduled interviews, with their agent's voice */
  upcoming: {
    testId: 'upcoming-interviews',
    to: '/scheduled-interviews',
    emptyIcon: <EventAvailableIcon />,
    renderEnd: (interview) => <InterviewVoiceChip interview={interview} />,
  },
  /** the latest completed interviews, with their scores */
  latest: {
    testId: 'latest-completed',
    to: '/interviews-history',
    emptyIcon: <FactCheckIcon />,
    renderEnd: (interview) => <InterviewScore interview={interview} />,
  },
} satisfies Record<string, CardSettings>;

interface InterviewListCardProps extends InterviewListProps {
  /** which card, as CARDS sets it: its title is `app.dashboard.<card>`, its empty text `…_empty` */
  card: keyof typeof CARDS;
}

/** A dashboard card with a short list of interviews and a link to the screen that lists them all. */
export function InterviewListCard({ card, ...list }: InterviewListCardProps) {
  const { testId, to, ...rows }: CardSettings = CARDS[card];
  const messages = `app.dashboard.${card}`;
  const translate = useTranslate();
  const title = translate(messages);
  const headingId = useId();
  return (
    <Card
      component="section"
      aria-labelledby={headingId}
      aria-busy={list.loading || undefined}
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
        <InterviewListBody {...list} {...rows} empty={translate(`${messages}_empty`)} />
      </CardContent>
    </Card>
  );
}
