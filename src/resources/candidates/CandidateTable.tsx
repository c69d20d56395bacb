// The candidates table: the spec's columns with their placeholders, and the row actions.
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import EventOutlinedIcon from '@mui/icons-material/EventOutlined';
import PeopleOutlineIcon from '@mui/icons-material/PeopleOutline';
import {
  Box,
  Button,
  IconButton,
  Link,
  Skeleton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Tooltip,
  Typography,
} from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import type { Candidate } from '../../dataProvider/types';
import { formatDateTime } from '../../dates/dates';

const COLUMNS = [
  'app.candidates.col_sno',
  'app.candidates.col_name',
  'app.candidates.col_id',
  'app.candidates.col_email',
  'app.candidates.col_registered',
  'app.candidates.col_resume',
  'app.candidates.col_phone',
] as const;
const COLUMN_COUNT = COLUMNS.length + 1;
const SKELETON_ROWS = 6;

export interface CandidateTableProps {
  candidates: Candidate[];
  /** the number of the first row (S no) */
  firstNumber: number;
  loading: boolean;
  error?: boolean;
  onRetry(): void;
  onEdit(candidate: Candidate): void;
  onSchedule(candidate: Candidate): void;
  onDelete(candidate: Candidate): void;
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

function Missing({ children }: { children: ReactNode }) {
  return (
    <Typography
      component="span"
      variant="body2"
      sx={{ color: 'text.secondary', fontStyle: 'italic' }}
    >
      {children}
    </Typography>
  );
}

/** An address that may break after the '@' only, not inside a word. */
function Email({ value }: { value: string }) {
  const at = value.indexOf('@');
  if (at <= 0)
    return (
      <Box component="span" sx={{ wordBreak: 'break-word' }}>
        {value}
      </Box>
    );
  return (
    <>
      <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
        {value.slice(0, at + 1)}
      </Box>
      <wbr />
      <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
        {value.slice(at + 1)}
      </Box>
    </>
  );
}

function MessageRow({ children }: { children: ReactNode }) {
  return (
    <TableRow>
      <TableCell colSpan={COLUMN_COUNT} sx={{ py: 7, borderBottom: 0 }}>
        <Stack alignItems="center" spacing={1.5} sx={{ color: 'text.secondary' }}>
          {children}
        </Stack>
      </TableCell>
    </TableRow>
  );
}

export function CandidateTable({
  candidates,
  firstNumber,
  loading,
  error,
  onRetry,
  onEdit,
  onSchedule,
  onDelete,
}: CandidateTableProps) {
  const translate = useTranslate();

  let body: ReactNode;
  if (loading) {
    body = Array.from({ length: SKELETON_ROWS }, (_, i) => (
      <TableRow key={i} aria-hidden>
        {Array.from({ length: COLUMN_COUNT }, (_, j) => (
          <TableCell key={j}>
            <Skeleton variant="text" width={j === 0 ? 24 : j === COLUMN_COUNT - 1 ? 96 : '70%'} />
          </TableCell>
        ))}
      </TableRow>
    ));
  } else if (error) {
    body = (
      <MessageRow>
        <Typography variant="body1">{translate('app.candidate_screen.load_failed')}</Typography>
        <Button variant="outlined" onClick={onRetry}>
          {translate('app.candidate_screen.retry')}
        </Button>
      </MessageRow>
    );
  } else if (candidates.length === 0) {
    body = (
      <MessageRow>
        <PeopleOutlineIcon sx={{ fontSize: 40, opacity: 0.5 }} />
        <Typography variant="body1" sx={{ fontWeight: 600 }}>
          {translate('app.candidates.empty')}
        </Typography>
      </MessageRow>
    );
  } else {
    body = candidates.map((candidate, index) => {
      const name = text(candidate.name);
      const label =
        name || text(candidate.cand_id) || translate('app.candidate_screen.this_candidate');
      const email = text(candidate.email);
      const phone = text(candidate.phone);
      const resume = text(candidate.resume_url);
      const registered = formatDateTime(candidate.created_at);
      return (
        <TableRow key={candidate.id} hover>
          <TableCell sx={{ color: 'text.secondary', fontVariantNumeric: 'tabular-nums' }}>
            {firstNumber + index}
          </TableCell>
          <TableCell sx={{ fontWeight: 600 }}>
            {name || <Missing>{translate('app.candidates.no_name')}</Missing>}
          </TableCell>
          <TableCell
            sx={{ whiteSpace: 'nowrap', fontFamily: 'ui-monospace, monospace', fontSize: '0.8rem' }}
          >
            {text(candidate.cand_id) || <Missing>{translate('app.candidates.no_id')}</Missing>}
          </TableCell>
          <TableCell>
            {email ? (
              <Email value={email} />
            ) : (
              <Missing>{translate('app.candidates.no_email')}</Missing>
            )}
          </TableCell>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>{registered || '—'}</TableCell>
          <TableCell>
            {resume ? (
              <Link
                href={resume}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={translate('app.candidate_screen.open_resume', { name: label })}
                sx={{ fontWeight: 600 }}
              >
                {translate('app.candidates.link')}
              </Link>
            ) : (
              <Missing>{translate('app.candidates.no_resume')}</Missing>
            )}
          </TableCell>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>
            {phone || <Missing>{translate('app.candidates.no_phone')}</Missing>}
          </TableCell>
          <TableCell align="right" sx={{ whiteSpace: 'nowrap', py: 0.5 }}>
            <Tooltip title={translate('app.candidate_screen.edit_short')}>
              <IconButton
                size="small"
                aria-label={translate('app.candidate_screen.edit', { name: label })}
                onClick={() => onEdit(candidate)}
              >
                <EditOutlinedIcon fontSize="small" />
              </IconButton>
            </Tooltip>
            <Tooltip title={translate('app.candidate_screen.schedule_short')}>
              <IconButton
                size="small"
                color="primary"
                aria-label={translate('app.candidate_screen.schedule', { name: label })}
                onClick={() => onSchedule(candidate)}
              >
                <EventOutlinedIcon fontSize="small" />
              </IconButton>
            </Tooltip>
            <Tooltip title={translate('app.candidate_screen.delete_short')}>
              <IconButton
                size="small"
                color="error"
                aria-label={translate('app.candidate_screen.delete', { name: label })}
                onClick={() => onDelete(candidate)}
              >
                <DeleteOutlineIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          </TableCell>
        </TableRow>
      );
    });
  }

  return (
    // width 0 / min-width 100%: the table scrolls inside the card instead of widening the page;
    // relative: the hidden 'Actions' label stays inside the scrolling box
    <TableContainer sx={{ width: 0, minWidth: '100%', position: 'relative' }}>
      <Table size="small" aria-label={translate('app.candidate_screen.table')} aria-busy={loading}>
        <TableHead>
          <TableRow>
            {COLUMNS.map((key) => (
              <TableCell key={key} sx={{ whiteSpace: 'nowrap' }}>
                {translate(key)}
              </TableCell>
            ))}
            <TableCell align="right">
              <Box component="span" sx={visuallyHidden}>
                {translate('app.candidate_screen.col_actions')}
              </Box>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>{body}</TableBody>
      </Table>
    </TableContainer>
  );
}
