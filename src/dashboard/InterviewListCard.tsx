import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { InterviewListBody, type InterviewListBodyProps } from './InterviewListBody';

interface InterviewListCardProps extends Omit<InterviewListBodyProps, 'empty'> {
  testId: string;
  /** the title's translation key; `<messages>_empty` is the text shown when the list is empty */
  messages: string;
  /** the full list's screen, behind "View all" */
  to: string;
}

/** A dashboard card with a short list of interviews and a link to the screen that lists them all. */
export function InterviewListCard(props: InterviewListCardProps) {
  const { testId, messages, to, loading } = props;
  const translate = useTranslate();
  const title = translate(messages);
  const headingId = useId();
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
        <InterviewListBody {...props} empty={translate(`${messages}_empty`)} />
      </CardContent>
    </Card>
  );
}
