// One candidate in the table: the spec's columns, a placeholder for each missing field.
import { Link, TableCell, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Candidate } from '../../dataProvider/types';
import { formatDateTime } from '../../dates/dates';
import { CandidateRowActions } from './CandidateRowActions';
import { EmailAddress } from './EmailAddress';
import { MissingValue } from './MissingValue';

export interface CandidateRowProps {
  candidate: Candidate;
  /** the S no column */
  number: number;
  onEdit(candidate: Candidate): void;
  onSchedule(candidate: Candidate): void;
  onDelete(candidate: Candidate): void;
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

export function CandidateRow({
  candidate,
  number,
  onEdit,
  onSchedule,
  onDelete,
}: CandidateRowProps) {
  const translate = useTranslate();
  const name = text(candidate.name);
  const candId = text(candidate.cand_id);
  const label = name || candId || translate('app.candidate_screen.this_candidate');
  const email = text(candidate.email);
  const phone = text(candidate.phone);
  const resume = text(candidate.resume_url);
  const missing = (key: string) => <MissingValue>{translate(key)}</MissingValue>;

  return (
    <TableRow hover>
      <TableCell sx={{ color: 'text.secondary', fontVariantNumeric: 'tabular-nums' }}>
        {number}
      </TableCell>
      <TableCell sx={{ fontWeight: 600 }}>{name || missing('app.candidates.no_name')}</TableCell>
      <TableCell
        sx={{ whiteSpace: 'nowrap', fontFamily: 'ui-monospace, monospace', fontSize: '0.8rem' }}
      >
        {candId || missing('app.candidates.no_id')}
      </TableCell>
      <TableCell>
        {email ? <EmailAddress value={email} /> : missing('app.candidates.no_email')}
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        {formatDateTime(candidate.created_at) || '—'}
      </TableCell>
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
          missing('app.candidates.no_resume')
        )}
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        {phone || missing('app.candidates.no_phone')}
      </TableCell>
      <CandidateRowActions
        label={label}
        onEdit={() => onEdit(candidate)}
        onSchedule={() => onSchedule(candidate)}
        onDelete={() => onDelete(candidate)}
      />
    </TableRow>
  );
}
