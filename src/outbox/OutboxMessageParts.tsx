// The parts of one outbox message's dialog: the email as text and as HTML (in a sandboxed frame),
// its calendar invitation, a webhook's JSON body, and the log of attempts.
import CheckIcon from '@mui/icons-material/CheckCircleOutline';
import ErrorIcon from '@mui/icons-material/ErrorOutline';
import {
  Box,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  Tab,
  Tabs,
  Typography,
} from '@mui/material';
import { useId, useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { HtmlFrame } from '../common/HtmlFrame';
import { formatDateTime, formatDateTimeInZone } from '../dates/dates';
import type { CalendarBlock, OutboxAttempt } from '../dataProvider/types';

/** A part's heading and content. */
export function Part({ title, children }: { title: string; children: ReactNode }) {
  const translate = useTranslate();
  const id = useId();
  return (
    <Box component="section" aria-labelledby={id}>
      <Typography id={id} variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        {translate(title)}
      </Typography>
      {children}
    </Box>
  );
}

const PRE_SX = {
  m: 0,
  p: 1.5,
  bgcolor: 'action.hover',
  borderRadius: 1,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  fontSize: '0.85rem',
  maxHeight: 360,
  overflow: 'auto',
} as const;

/** An email's body: as the recipient sees it (HTML), or its plain text. */
export function EmailBody({ text, html }: { text: string; html: string }) {
  const translate = useTranslate();
  const [tab, setTab] = useState<'html' | 'text'>(html ? 'html' : 'text');
  const id = useId();
  return (
    <Box>
      {html && (
        <Tabs value={tab} onChange={(_event, value: 'html' | 'text') => setTab(value)}>
          <Tab
            value="html"
            label={translate('app.outbox.html_version')}
            id={`${id}-html`}
            aria-controls={`${id}-panel`}
          />
          <Tab
            value="text"
            label={translate('app.outbox.text_version')}
            id={`${id}-text`}
            aria-controls={`${id}-panel`}
          />
        </Tabs>
      )}
      <Box id={`${id}-panel`} role="tabpanel" aria-labelledby={`${id}-${tab}`} sx={{ pt: 1.5 }}>
        {tab === 'html' ? (
          <HtmlFrame html={html} title={translate('app.outbox.html_frame')} height={320} />
        ) : (
          <Box component="pre" sx={{ ...PRE_SX, fontFamily: 'inherit' }}>
            {text}
          </Box>
        )}
      </Box>
    </Box>
  );
}

/** The calendar invitation: its method, times in the interview's zone (else UTC), sequence, UID. */
export function CalendarDetails({ calendar }: { calendar: CalendarBlock }) {
  const translate = useTranslate();
  const zone = calendar.time_zone || 'UTC';
  const rows: Array<[string, string]> = [
    [
      'app.outbox.calendar_method',
      translate(`app.outbox.methods.${calendar.method}`, { _: calendar.method }),
    ],
    ['app.outbox.calendar_start', formatDateTimeInZone(calendar.start, zone)],
    ['app.outbox.calendar_end', formatDateTimeInZone(calendar.end, zone)],
    ['app.outbox.calendar_sequence', String(calendar.sequence)],
    ['app.outbox.calendar_uid', calendar.uid],
  ];
  return (
    <Box>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: 'max-content minmax(0, 1fr)',
          columnGap: 2,
          rowGap: 0.5,
          m: 0,
          '& dt': { color: 'text.secondary' },
          '& dd': { m: 0, overflowWrap: 'anywhere' },
        }}
      >
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2">
              {translate(label)}
            </Typography>
            <Typography component="dd" variant="body2">
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      <Typography variant="caption" color="text.secondary">
        {translate('app.outbox.calendar_zone', { zone })}
      </Typography>
    </Box>
  );
}

/** A webhook delivery's body, indented. */
export function PayloadView({ payload }: { payload: unknown }) {
  return (
    <Box component="pre" sx={{ ...PRE_SX, fontFamily: 'monospace' }}>
      {typeof payload === 'string' ? payload : JSON.stringify(payload, null, 2)}
    </Box>
  );
}

/** Each attempt: when, delivered or not, and why not. */
export function AttemptLog({ log }: { log: OutboxAttempt[] }) {
  const translate = useTranslate();
  if (log.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('app.outbox.no_attempts')}
      </Typography>
    );
  }
  return (
    <List dense disablePadding>
      {log.map((attempt, index) => (
        <ListItem key={index} disableGutters alignItems="flex-start">
          <ListItemIcon sx={{ minWidth: 32, mt: 0.5 }}>
            {attempt.ok ? (
              <CheckIcon fontSize="small" color="success" />
            ) : (
              <ErrorIcon fontSize="small" color="error" />
            )}
          </ListItemIcon>
          <ListItemText
            primary={`${formatDateTime(attempt.at)} · ${translate(
              attempt.ok ? 'app.outbox.attempt_ok' : 'app.outbox.attempt_failed',
            )}`}
            secondary={attempt.error}
            slotProps={{ secondary: { sx: { overflowWrap: 'anywhere' } } }}
          />
        </ListItem>
      ))}
    </List>
  );
}
