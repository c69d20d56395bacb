// One message of the outbox (GET /admin/outbox/:id): what it says, its link to copy (the way to
// reach the recipient while no mail server is configured), its calendar invitation or webhook
// body, its attempts, and Resend. A refused resend shows the server's reason in the dialog.
import CloseIcon from '@mui/icons-material/Close';
import SendIcon from '@mui/icons-material/SendOutlined';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  Stack,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { CopyField } from '../common/CopyField';
import { errorMessage } from '../common/useNotifyError';
import { formatDateTime } from '../dates/dates';
import type { AppDataProvider, OutboxMessage } from '../dataProvider/types';
import { messageLabel, OUTBOX_QUERY_KEY } from './outboxFilters';
import { AttemptLog, CalendarDetails, EmailBody, Part, PayloadView } from './OutboxMessageParts';
import { OutboxStatusChip } from './OutboxStatusChip';

export interface OutboxMessageDialogProps {
  /** the message shown; null: closed */
  id: string | null;
  onClose(): void;
}

export function OutboxMessageDialog({ id, onClose }: OutboxMessageDialogProps) {
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const titleId = useId();
  // the last message stays on screen while the dialog fades out
  const [shown, setShown] = useState(id);
  if (id !== null && id !== shown) setShown(id);
  return (
    <Dialog
      open={id !== null}
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="md"
      fullScreen={fullScreen}
      scroll="paper"
    >
      {shown && <MessageContent key={shown} id={shown} titleId={titleId} onClose={onClose} />}
    </Dialog>
  );
}

function MessageContent({
  id,
  titleId,
  onClose,
}: {
  id: string;
  titleId: string;
  onClose(): void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const [refusal, setRefusal] = useState<string | null>(null);
  const message = useQuery({
    queryKey: [...OUTBOX_QUERY_KEY, 'one', id],
    queryFn: () => dataProvider.getOutboxMessage(id),
  });
  const resend = useMutation({
    mutationFn: () => dataProvider.resendOutboxMessage(id),
    onMutate: () => setRefusal(null),
    onSuccess: ({ msg }) => {
      if (msg) notify(msg, { type: 'success', messageArgs: { _: msg } });
      void queryClient.invalidateQueries({ queryKey: OUTBOX_QUERY_KEY });
    },
    onError: (error) => setRefusal(errorMessage(error)),
  });
  const data = message.data;

  return (
    <>
      <DialogTitle id={titleId} sx={{ pr: 7 }}>
        {data ? messageLabel(data, translate) : translate('app.outbox.detail_title')}
        {data && <Summary message={data} />}
        <IconButton
          aria-label={translate('app.outbox.close')}
          onClick={onClose}
          sx={{ position: 'absolute', right: 12, top: 12 }}
        >
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers>
        {message.isPending ? (
          <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
            <CircularProgress aria-label={translate('app.loading')} />
          </Box>
        ) : message.isError || !data ? (
          <Alert severity="error">{translate('app.outbox.detail_failed')}</Alert>
        ) : (
          <MessageDetails message={data} />
        )}
      </DialogContent>
      <DialogActions sx={{ flexDirection: 'column', alignItems: 'stretch', gap: 1, px: 3, py: 2 }}>
        {refusal && (
          <Alert severity="error" role="alert">
            {translate(refusal, { _: refusal })}
          </Alert>
        )}
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, m: '0 !important' }}>
          <Button onClick={onClose} color="inherit">
            {translate('app.outbox.close')}
          </Button>
          <Button
            variant="contained"
            startIcon={<SendIcon />}
            loading={resend.isPending}
            disabled={!data}
            onClick={() => resend.mutate()}
          >
            {translate('app.outbox.resend')}
          </Button>
        </Box>
      </DialogActions>
    </>
  );
}

/** Under the title: status, recipient, subject, times. */
function Summary({ message }: { message: OutboxMessage }) {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5, mt: 0.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <OutboxStatusChip status={message.status} />
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {translate('app.outbox.to_line', { to: message.to })}
        </Typography>
      </Box>
      {message.subject && (
        <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {message.subject}
        </Typography>
      )}
      <Typography variant="caption" color="text.secondary">
        {[
          translate('app.outbox.created_line', { date: formatDateTime(message.created_at) }),
          message.sent_at &&
            translate('app.outbox.sent_line', { date: formatDateTime(message.sent_at) }),
          message.status === 'queued' &&
            message.next_attempt_at &&
            translate('app.outbox.next_line', { date: formatDateTime(message.next_attempt_at) }),
        ]
          .filter(Boolean)
          .join(' · ')}
      </Typography>
    </Box>
  );
}

function MessageDetails({ message }: { message: OutboxMessage }) {
  const translate = useTranslate();
  const byHand = message.kind === 'email' && message.status === 'not_sent' && message.link;
  return (
    <Stack spacing={3}>
      {message.last_error && message.status !== 'sent' && (
        // what happened to it, not news: no alert role
        <Alert severity={message.status === 'failed' ? 'error' : 'warning'} role="status">
          {message.last_error}
        </Alert>
      )}
      {message.link && (
        <Part title="app.outbox.link">
          <Stack spacing={1}>
            {byHand && (
              <Typography variant="body2">
                {translate('app.outbox.link_by_hand', { to: message.to })}
              </Typography>
            )}
            <CopyField
              value={message.link}
              label={translate('app.outbox.link')}
              fieldName={translate('app.outbox.link_field')}
            />
          </Stack>
        </Part>
      )}
      {message.kind === 'email' ? (
        <Part title="app.outbox.detail_title">
          <EmailBody text={message.body_text} html={message.body_html} />
        </Part>
      ) : (
        <Part title="app.outbox.payload">
          <PayloadView payload={message.payload} />
        </Part>
      )}
      {message.calendar && (
        <Part title="app.outbox.calendar">
          <CalendarDetails calendar={message.calendar} />
        </Part>
      )}
      <Part title="app.outbox.attempts_log">
        <AttemptLog log={message.log} />
      </Part>
    </Stack>
  );
}
