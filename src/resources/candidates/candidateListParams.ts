// The candidates list keeps its filter, page, search and sort in the address
// (?state=scheduled&page=2&q=zelda&sort=name&order=desc), so a reload, a shared link or the Back
// button shows the same view.
import type { GetListParams } from 'react-admin';
import { LIMITS } from '../../common/limits';
import { CANDIDATE_PAGE_SIZE } from '../../dataProvider/candidates';
import { SEGREGATED_STATES, type SegregatedState } from '../../dataProvider/types';

export const DEFAULT_STATE: SegregatedState = 'no_interview_doc';

/** The filter buttons, in the spec's order, with their label keys. */
export const CANDIDATE_FILTERS: ReadonlyArray<{ state: SegregatedState; label: string }> = [
  { state: 'no_interview_doc', label: 'app.candidates.filter_no_interview' },
  { state: 'scheduled', label: 'app.candidates.filter_scheduled' },
  { state: 'completed', label: 'app.candidates.filter_completed' },
  { state: 'cancelled', label: 'app.candidates.filter_cancelled' },
];

/** The columns the table sorts by: the name, or the registered date. */
export type CandidateSortField = 'name' | 'created_at';
export type SortOrder = 'asc' | 'desc';

export interface CandidateListParams {
  state: SegregatedState;
  page: number;
  /** the search as typed ('' for none) */
  q: string;
  sort: CandidateSortField;
  order: SortOrder;
}

/** The order a column sorts in first: names A to Z, dates newest first. */
export const firstOrder = (sort: CandidateSortField): SortOrder =>
  sort === 'name' ? 'asc' : 'desc';

/** The server's limit on a search (docs/api-extensions.md). */
export const MAX_SEARCH_LENGTH = LIMITS.search;

/** The view named by the address; anything unknown or malformed gives the defaults. */
export function readListParams(search: URLSearchParams): CandidateListParams {
  const rawState = search.get('state');
  const state = SEGREGATED_STATES.includes(rawState as SegregatedState)
    ? (rawState as SegregatedState)
    : DEFAULT_STATE;
  const rawPage = search.get('page') ?? '';
  const page = /^\d{1,7}$/.test(rawPage) ? Math.max(1, Number(rawPage)) : 1;
  const q = (search.get('q') ?? '').slice(0, MAX_SEARCH_LENGTH);
  const sort: CandidateSortField = search.get('sort') === 'name' ? 'name' : 'created_at';
  const rawOrder = search.get('order');
  const order = rawOrder === 'asc' || rawOrder === 'desc' ? rawOrder : firstOrder(sort);
  return { state, page, q, sort, order };
}

/** The address query for a view; the defaults are left out. */
export function writeListParams(
  { state, page, q, sort, order }: CandidateListParams,
  base?: URLSearchParams,
): URLSearchParams {
  const search = new URLSearchParams(base);
  const put = (name: string, value: string, omitted: boolean) => {
    if (omitted) search.delete(name);
    else search.set(name, value);
  };
  put('state', state, state === DEFAULT_STATE);
  put('page', String(page), page <= 1);
  put('q', q, q.trim() === '');
  put('sort', sort, sort === 'created_at');
  put('order', order, order === firstOrder(sort));
  return search;
}

/** What the list asks the data provider for page `page` (by default the view's) of a view. */
export function listPageParams(
  { state, page: shown, q, sort, order }: CandidateListParams,
  page = shown,
): GetListParams {
  return {
    pagination: { page, perPage: CANDIDATE_PAGE_SIZE },
    sort: { field: sort, order: order === 'asc' ? 'ASC' : 'DESC' },
    // no `q` without a search: the plain list asks what it always asked
    filter: q.trim() ? { state, q: q.trim() } : { state },
  };
}
