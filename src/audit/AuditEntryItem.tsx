// One entry of the audit log: a line (time, member, summary) that opens onto its details: each
// changed field before and after, and the address the change came from.
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import {
  Box,
  Collapse,
  ListItem,
  ListItemButton,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { format } from 'date-fns';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { parseApiDate } from '../dates/dates';
import type { AuditEntry } from '../dataProvider/types';
import { shownValue } from './auditFilters';

/** '5 Mar 2025, 3:07:12pm' in local time. */
export function entryTime(at: string): string {
  const date = parseApiDate(at);
  return date ? format(date, 'd MMM yyyy, h:mm:ssaaa') : at;
}

export function AuditEntryItem({ entry }: { entry: AuditEntry }) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const member = entry.actor.username || translate('app.audit.unknown_member');
  return (
    <ListItem disablePadding divider sx={{ display: 'block' }}>
      <ListItemButton
        aria-expanded={open}
        aria-controls={detailsId}
        onClick={() => setOpen((shown) => !shown)}
        sx={{ gap: 2, alignItems: 'baseline', flexWrap: { xs: 'wrap', md: 'nowrap' } }}
      >
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ whiteSpace: 'nowrap', minWidth: 170, fontVariantNumeric: 'tabular-nums' }}
        >
          {entryTime(entry.at)}
        </Typography>
        <Typography variant="body2" sx={{ fontWeight: 600, minWidth: 120 }}>
          {member}
        </Typography>
        <Typography variant="body2" sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
          {entry.summary}
        </Typography>
        <ExpandMoreIcon
          fontSize="small"
          sx={{
            alignSelf: 'center',
            color: 'text.secondary',
            transform: open ? 'rotate(180deg)' : undefined,
            transition: 'transform 0.15s',
          }}
        />
      </ListItemButton>
      <Collapse in={open} unmountOnExit>
        <Box id={detailsId} sx={{ px: 2, pb: 2, pt: 0.5 }}>
          <EntryDetails entry={entry} />
        </Box>
      </Collapse>
    </ListItem>
  );
}

function EntryDetails({ entry }: { entry: AuditEntry }) {
  const translate = useTranslate();
  const changes = Object.entries(entry.changes);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      {changes.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {translate('app.audit.no_changes')}
        </Typography>
      ) : (
        <Table size="small" sx={{ maxWidth: 900, '& td, & th': { verticalAlign: 'top' } }}>
          <TableHead>
            <TableRow>
              {['field', 'before', 'after'].map((column) => (
                <TableCell key={column} sx={{ fontWeight: 600 }}>
                  {translate(`app.audit.${column}`)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {changes.map(([field, { before, after }]) => (
              <TableRow key={field}>
                <TableCell sx={{ fontFamily: 'monospace' }}>{field}</TableCell>
                <TableCell>
                  <Value value={before} />
                </TableCell>
                <TableCell>
                  <Value value={after} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <Typography variant="body2" color="text.secondary">
        {translate('app.audit.address')}:{' '}
        <Box component="span" sx={{ fontFamily: 'monospace' }}>
          {entry.ip || '—'}
        </Box>
      </Typography>
    </Box>
  );
}

function Value({ value }: { value: unknown }) {
  const translate = useTranslate();
  const text = shownValue(value);
  if (!text) {
    return (
      <Typography variant="body2" color="text.secondary" component="span">
        {translate('app.audit.empty_value')}
      </Typography>
    );
  }
  const structured = value !== null && typeof value === 'object' && text.includes('\n');
  return (
    <Typography
      variant="body2"
      component={structured ? 'pre' : 'span'}
      sx={{
        m: 0,
        whiteSpace: 'pre-wrap',
        overflowWrap: 'anywhere',
        fontFamily: structured ? 'monospace' : undefined,
        fontSize: structured ? '0.8rem' : undefined,
      }}
    >
      {text}
    </Typography>
  );
}
