// How changes to candidates read in the audit log.
import type { CandidateRow } from '../../db/schema.ts';
import { parseJsonList } from '../../lib/jsonList.ts';
import { fieldChanges, type AuditEntry, type FieldChange } from '../audit/repository.ts';

/** What an entry names a candidate by. */
export type Named = Pick<CandidateRow, 'id' | 'name' | 'cand_id'>;

/** "Jane Doe (C-AB1234)" */
export const candidateName = (row: Pick<CandidateRow, 'name' | 'cand_id'>) =>
  `${row.name} (${row.cand_id})`;

/** An entry about one candidate: `verb` then the candidate's name. */
export function candidateEntry(
  action: string,
  row: Named,
  verb: string,
  changes?: Record<string, FieldChange>,
): AuditEntry {
  return {
    action,
    target_type: 'candidate',
    target_id: row.id,
    summary: `${verb} ${candidateName(row)}`,
    ...(changes ? { changes } : {}),
  };
}

/**
 * The fields an edit changed, as a person reads them: skills as lists, the trash as yes/no, a
 * new resume or summary said so rather than copied.
 */
export function candidateChanges(
  before: CandidateRow,
  patch: Partial<CandidateRow>,
): Record<string, FieldChange> {
  return fieldChanges(before, patch, (field, value) => {
    if (field === 'skills') return parseJsonList(String(value));
    if (field === 'deleted') return value === 1 ? 'in the trash' : 'live';
    if (field === 'resume_file') return value ? '(a resume)' : null;
    if (field === 'profile_summary') return value ? '(a summary)' : '';
    return value;
  });
}
