// The outbox's rows: type, what the message is, its status, to whom, its subject, attempts, the
// last error in the server's words, and when it was made and sent. A row opens the message.
import {
  Link,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { DateTimeText } from '../common/DateTimeText';
import type { OutboxItem } from '../dataProvider/types';
import { MessageKindIcon } from './MessageKindIcon';
import { messageLabel } from './outboxFilters';
import { OutboxStatusChip } from './OutboxStatusChip';

const COLUMNS = [
  'col_kind',
  'col_message',
  // beside what it is: on a phone the first columns are what shows without scrolling
  'col_status',
  'col_to',
  'col_subject',
  'col_attempts',
  'col_error',
  'col_created',
  'col_sent',
] as const;

export interface OutboxTableProps {
  items: OutboxItem[];
  onOpen(id: string): void;
}

export function OutboxTable({ items, onOpen }: OutboxTableProps) {
  const translate = useTranslate();
  return (
    <TableContainer>
      <Table size="small" aria-label={translate('app.titles.outbox')}>
        <TableHead>
          <TableRow>
            {COLUMNS.map((column) => (
              <TableCell key={column} sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                {translate(`app.outbox.${column}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((item) => (
            <OutboxRow key={item.id} item={item} onOpen={onOpen} />
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function OutboxRow({ item, onOpen }: { item: OutboxItem; onOpen(id: string): void }) {
  const translate = useTranslate();
  return (
    <TableRow
      hover
      data-status={item.status}
      onClick={() => onOpen(item.id)}
      sx={{ cursor: 'pointer', '& td': { verticalAlign: 'top' } }}
    >
      <TableCell>
        <MessageKindIcon kind={item.kind} />
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        {/* the row's way in from the keyboard; the row takes a click anywhere */}
        <Link
          component="button"
          type="button"
          variant="body2"
          aria-label={translate('app.outbox.open_label', {
            label: messageLabel(item, translate),
            to: item.to,
          })}
          onClick={(event) => {
            event.stopPropagation();
            onOpen(item.id);
          }}
          sx={{ fontWeight: 600, textAlign: 'left' }}
        >
          {messageLabel(item, translate)}
        </Link>
      </TableCell>
      <TableCell>
        <OutboxStatusChip status={item.status} />
      </TableCell>
      <TableCell sx={{ overflowWrap: 'anywhere', minWidth: 160 }}>{item.to}</TableCell>
      <TableCell sx={{ minWidth: 200 }}>
        {item.subject || (
          <Typography variant="body2" component="span" color="text.secondary">
            {translate('app.outbox.no_subject')}
          </Typography>
        )}
      </TableCell>
      <TableCell align="right">{item.attempts}</TableCell>
      <TableCell
        sx={{ minWidth: 200, color: item.status === 'failed' ? 'error.main' : 'text.secondary' }}
      >
        {item.last_error ?? '—'}
      </TableCell>
      <TableCell>
        <DateTimeText value={item.created_at} />
      </TableCell>
      <TableCell>
        {item.sent_at ? (
          <DateTimeText value={item.sent_at} />
        ) : (
          <Typography variant="body2" component="span" color="text.secondary">
            {translate('app.outbox.not_yet')}
          </Typography>
        )}
      </TableCell>
    </TableRow>
  );
}
