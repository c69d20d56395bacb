// The props of the candidates table (CandidateTable) and of its rows (CandidateTableRows).
import type { Candidate } from '../../dataProvider/types';
import type { CandidateSortField, SortOrder } from './candidateListParams';
import type { CandidateSelection } from './useCandidateSelection';

/** What the table shows: the rows of one page, or its loading or failed state. */
export interface CandidateTableProps {
  candidates: Candidate[];
  /** the number of the first row (S no) */
  firstNumber: number;
  loading: boolean;
  error?: boolean;
  onRetry(): void;
  /** each row action is offered only when given (the member's role may use it) */
  onEdit?(candidate: Candidate): void;
  onSchedule?(candidate: Candidate): void;
  onDelete?(candidate: Candidate): void;
  /** the search the rows are the matches of, for the empty message ('' for none) */
  searched?: string;
  /** the column the rows are sorted by, and how; no sorting offered without onSort */
  sort?: CandidateSortField;
  order?: SortOrder;
  onSort?(field: CandidateSortField): void;
  selection: CandidateSelection;
}
