// One candidate in the table: the spec's columns, a placeholder for each missing field. Plain
// elements styled by the table body (candidateRowSx), memoised: a page of 100 rows renders once
// per page, and not again when a popup opens or the list refetches.
import { memo } from 'react';
import { DateTimeText } from '../../common/DateTimeText';
import { STICKY_COLUMN } from '../../common/stickyColumn';
import type { Candidate } from '../../dataProvider/types';
import { CandidateRowActions } from './CandidateRowActions';
import { ROW_CLASSES as c } from './candidateRowSx';
import type { CandidateRowText } from './candidateRowText';

export interface CandidateRowProps {
  candidate: Candidate;
  /** the S no column */
  number: number;
  text: CandidateRowText;
  onEdit?(candidate: Candidate): void;
  onSchedule?(candidate: Candidate): void;
  onDelete?(candidate: Candidate): void;
  /** whether the row is in the selection, and how it goes in or out */
  selected: boolean;
  onToggle(id: Candidate['id']): void;
}

const trimmed = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

function Missing({ children }: { children: string }) {
  return <span className={c.missing}>{children}</span>;
}

/**
 * An address that may break after the '@' only, not inside a word; a part too long for the
 * column ends in an ellipsis, the whole address shown on hover.
 */
function EmailAddress({ value }: { value: string }) {
  const at = value.indexOf('@');
  if (at <= 0) {
    return (
      <span className={c.clip} title={value}>
        {value}
      </span>
    );
  }
  return (
    <span title={value}>
      <span className={c.clip}>{value.slice(0, at + 1)}</span>
      <wbr />
      <span className={c.clip}>{value.slice(at + 1)}</span>
    </span>
  );
}

export const CandidateRow = memo(function CandidateRow({
  candidate,
  number,
  text,
  onEdit,
  onSchedule,
  onDelete,
  selected,
  onToggle,
}: CandidateRowProps) {
  const name = trimmed(candidate.name);
  const candId = trimmed(candidate.cand_id);
  const label = name || candId || text.thisCandidate;
  const email = trimmed(candidate.email);
  const phone = trimmed(candidate.phone);
  const resume = trimmed(candidate.resume_url);

  return (
    <tr className={selected ? `${c.row} ${c.selected}` : c.row}>
      <td className={c.select}>
        <input
          type="checkbox"
          checked={selected}
          onChange={() => onToggle(candidate.id)}
          aria-label={text.selectLabel(label)}
        />
      </td>
      <td className={c.number}>{number}</td>
      <td className={`${c.name} ${STICKY_COLUMN}`}>
        {name ? (
          // two lines at most, the full name on hover
          <div className={c.clamp} title={name}>
            {name}
          </div>
        ) : (
          <Missing>{text.noName}</Missing>
        )}
      </td>
      <td className={c.id}>{candId || <Missing>{text.noId}</Missing>}</td>
      <td>{email ? <EmailAddress value={email} /> : <Missing>{text.noEmail}</Missing>}</td>
      <td>
        <DateTimeText value={candidate.created_at} />
      </td>
      <td>
        {resume ? (
          <a
            className={c.link}
            href={resume}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={text.openResume(label)}
          >
            {text.link}
          </a>
        ) : (
          <Missing>{text.noResume}</Missing>
        )}
      </td>
      <td className={c.nowrap}>{phone || <Missing>{text.noPhone}</Missing>}</td>
      <CandidateRowActions
        label={label}
        text={text}
        onEdit={onEdit && (() => onEdit(candidate))}
        onSchedule={onSchedule && (() => onSchedule(candidate))}
        onDelete={onDelete && (() => onDelete(candidate))}
      />
    </tr>
  );
});
