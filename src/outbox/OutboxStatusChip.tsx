import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { OutboxStatus } from '../dataProvider/types';
import { STATUS_COLOURS } from './outboxFilters';

/** A message's status in plain words: Queued, Sent, Failed, Not sent. */
export function OutboxStatusChip({ status }: { status: OutboxStatus }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={STATUS_COLOURS[status]}
      label={translate(`app.outbox.statuses.${status}`)}
      data-status={status}
      sx={{ fontWeight: 600 }}
    />
  );
}
