// /webhooks ('Webhooks', owners and admins of a server with workspaces): the addresses that receive
// a signed POST when candidates and interviews change, with their last delivery; adding one
// (its secret shown once) and removing one (docs/messages.md).
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import WebhookIcon from '@mui/icons-material/HubOutlined';
import {
  Alert,
  Box,
  Button,
  Card,
  Chip,
  LinearProgress,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { ConfirmButton } from '../common/ConfirmButton';
import { DateTimeText } from '../common/DateTimeText';
import { EmptyState } from '../common/EmptyState';
import { RetryAlert } from '../common/RetryAlert';
import { TABLE_CARD_SX } from '../common/tableCardSx';
import { useNotifyError } from '../common/useNotifyError';
import { OUTBOX_STATUSES } from '../dataProvider/messages';
import type { AppDataProvider, OutboxStatus, Webhook } from '../dataProvider/types';
import { isUnsupported } from '../dataProvider/unsupported';
import { eventLabelKey } from '../outbox/outboxFilters';
import { OutboxStatusChip } from '../outbox/OutboxStatusChip';
import { AddWebhookDialog } from './AddWebhookDialog';
import { useWebhooks, WEBHOOKS_QUERY_KEY } from './webhookRules';

const COLUMNS = ['col_url', 'col_events', 'col_created', 'col_last', 'col_actions'] as const;

export function WebhooksPage() {
  const translate = useTranslate();
  const webhooks = useWebhooks();
  const [adding, setAdding] = useState(false);

  if (webhooks.isError && isUnsupported(webhooks.error)) {
    return (
      <Alert severity="info" sx={{ maxWidth: 1200 }}>
        {translate('app.webhooks.unavailable')}
      </Alert>
    );
  }

  const list = webhooks.data ?? [];
  return (
    <Box sx={{ maxWidth: 1200, minWidth: 0, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography color="text.secondary" sx={{ flex: 1, minWidth: 240 }}>
          {translate('app.webhooks.intro')}
        </Typography>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setAdding(true)}>
          {translate('app.webhooks.add')}
        </Button>
      </Box>
      {webhooks.isError ? (
        <RetryAlert
          message="app.webhooks.load_failed"
          retryLabel="app.load_error.retry"
          onRetry={() => void webhooks.refetch()}
          icon={<ErrorOutlineIcon />}
        />
      ) : (
        <Card sx={TABLE_CARD_SX}>
          {webhooks.isFetching && <LinearProgress sx={{ height: 2 }} />}
          {webhooks.isSuccess && list.length === 0 ? (
            <EmptyState
              icon={<WebhookIcon />}
              title="app.webhooks.empty_title"
              body="app.webhooks.empty_body"
            />
          ) : (
            <TableContainer>
              <Table size="small" aria-label={translate('app.titles.webhooks')}>
                <TableHead>
                  <TableRow>
                    {COLUMNS.map((column) => (
                      <TableCell
                        key={column}
                        align={column === 'col_actions' ? 'right' : undefined}
                        sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}
                      >
                        {translate(`app.webhooks.${column}`)}
                      </TableCell>
                    ))}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {list.map((webhook) => (
                    <WebhookRow key={webhook.id} webhook={webhook} />
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          )}
        </Card>
      )}
      <AddWebhookDialog open={adding} onClose={() => setAdding(false)} />
    </Box>
  );
}

function WebhookRow({ webhook }: { webhook: Webhook }) {
  const translate = useTranslate();
  return (
    <TableRow hover sx={{ '& td': { verticalAlign: 'top' } }}>
      <TableCell sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere', minWidth: 200 }}>
        {webhook.url}
      </TableCell>
      <TableCell sx={{ minWidth: 220 }}>
        <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
          {webhook.events.map((event) => (
            <Chip
              key={event}
              size="small"
              variant="outlined"
              label={translate(eventLabelKey(event), { _: event })}
              title={event}
            />
          ))}
        </Box>
      </TableCell>
      <TableCell>
        <DateTimeText value={webhook.created_at} />
      </TableCell>
      <TableCell sx={{ minWidth: 180 }}>
        <LastDelivery webhook={webhook} />
      </TableCell>
      <TableCell align="right">
        <RemoveWebhook webhook={webhook} />
      </TableCell>
    </TableRow>
  );
}

function LastDelivery({ webhook }: { webhook: Webhook }) {
  const translate = useTranslate();
  const last = webhook.last_delivery;
  if (!last) {
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('app.webhooks.no_delivery')}
      </Typography>
    );
  }
  const known = (OUTBOX_STATUSES as readonly string[]).includes(last.status);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 0.5 }}>
      {known ? (
        <OutboxStatusChip status={last.status as OutboxStatus} />
      ) : (
        <Chip size="small" variant="outlined" label={last.status} />
      )}
      <Typography variant="caption" color="text.secondary">
        <DateTimeText value={last.at} />
      </Typography>
      {last.error && (
        <Typography variant="caption" color="error" sx={{ overflowWrap: 'anywhere' }}>
          {last.error}
        </Typography>
      )}
    </Box>
  );
}

function RemoveWebhook({ webhook }: { webhook: Webhook }) {
  const translate = useTranslate();
  const notify = useNotify();
  const fail = useNotifyError();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: () => dataProvider.deleteWebhook(webhook.id),
    onSuccess: ({ msg }) => {
      notify(msg || 'app.webhooks.removed', { type: 'success', messageArgs: { _: msg } });
      void queryClient.invalidateQueries({ queryKey: WEBHOOKS_QUERY_KEY });
    },
    onError: (error) => fail(error),
  });
  return (
    <ConfirmButton
      size="small"
      startIcon={<DeleteIcon />}
      aria-label={translate('app.webhooks.remove_label', { url: webhook.url })}
      label={translate('app.webhooks.remove')}
      question={{
        title: 'app.webhooks.remove_title',
        content: 'app.webhooks.remove_body',
        confirm: 'app.webhooks.remove',
        translateOptions: { url: webhook.url },
      }}
      busy={remove.isPending}
      onConfirm={async () => {
        // refused or not, the question is answered: a refusal shows the server's message
        await remove.mutateAsync().catch(() => undefined);
        return true;
      }}
    />
  );
}

export default WebhooksPage;
