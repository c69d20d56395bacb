// The candidates list keeps its filter and page in the address (?state=scheduled&page=2), so a
// reload, a shared link or the Back button shows the same view.
import { SEGREGATED_STATES, type SegregatedState } from '../../dataProvider/types';

export const DEFAULT_STATE: SegregatedState = 'no_interview_doc';

/** The filter buttons, in the spec's order, with their label keys. */
export const CANDIDATE_FILTERS: ReadonlyArray<{ state: SegregatedState; label: string }> = [
  { state: 'no_interview_doc', label: 'app.candidates.filter_no_interview' },
  { state: 'scheduled', label: 'app.candidates.filter_scheduled' },
  { state: 'completed', label: 'app.candidates.filter_completed' },
  { state: 'cancelled', label: 'app.candidates.filter_cancelled' },
];

export interface CandidateListParams {
  state: SegregatedState;
  page: number;
}

/** The view named by the address; anything unknown or malformed gives the defaults. */
export function readListParams(search: URLSearchParams): CandidateListParams {
  const rawState = search.get('state');
  const state = SEGREGATED_STATES.includes(rawState as SegregatedState)
    ? (rawState as SegregatedState)
    : DEFAULT_STATE;
  const rawPage = search.get('page') ?? '';
  const page = /^\d{1,7}$/.test(rawPage) ? Math.max(1, Number(rawPage)) : 1;
  return { state, page };
}

/** The address query for a view; the defaults are left out. */
export function writeListParams(
  { state, page }: CandidateListParams,
  base?: URLSearchParams,
): URLSearchParams {
  const search = new URLSearchParams(base);
  if (state === DEFAULT_STATE) search.delete('state');
  else search.set('state', state);
  if (page <= 1) search.delete('page');
  else search.set('page', String(page));
  return search;
}
