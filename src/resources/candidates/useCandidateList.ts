// The candidates page's data: the view in the address, one server page split by interview state,
// and what the filter bar, table and pager show of it.
import { keepPreviousData } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useGetList } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { CANDIDATE_PAGE_SIZE } from '../../dataProvider/candidates';
import type { Candidate, SegregatedMeta } from '../../dataProvider/types';
import { readListParams, writeListParams, type CandidateListParams } from './candidateListParams';

/** One empty list for every render without rows, so a memoised table sees no change. */
const NO_CANDIDATES: Candidate[] = [];

export function useCandidateList() {
  const [search, setSearch] = useSearchParams();
  const { state, page } = readListParams(search);

  const list = useGetList<Candidate>(
    'candidates',
    {
      pagination: { page, perPage: CANDIDATE_PAGE_SIZE },
      sort: { field: 'created_at', order: 'DESC' },
      filter: { state },
    },
    // the counts and the pager stay while another bucket or page loads
    { placeholderData: keepPreviousData },
  );

  // An undoable delete rewrites the cached page without its meta: keep the last one seen.
  const [meta, setMeta] = useState<SegregatedMeta | undefined>(undefined);
  const freshMeta = list.meta as SegregatedMeta | undefined;
  if (freshMeta && freshMeta !== meta) setMeta(freshMeta);

  const showRows = !list.isPending && !list.isPlaceholderData;
  const counts = meta
    ? { ...meta.counts, ...(showRows && list.total !== undefined ? { [state]: list.total } : {}) }
    : undefined;

  // a page that no longer exists (candidates were deleted elsewhere): show the last one
  const lastPage = Math.max(1, meta?.totalPages ?? 1);
  const beyondEnd = meta !== undefined && !list.isPlaceholderData && page > lastPage;
  useEffect(() => {
    if (beyondEnd) setSearch(writeListParams({ state, page: lastPage }, search), { replace: true });
  }, [beyondEnd, lastPage, state, search, setSearch]);

  return {
    state,
    page,
    counts,
    totalPages: meta?.totalPages ?? 1,
    candidates: (showRows && list.data) || NO_CANDIDATES,
    loading: !showRows,
    refreshing: list.isFetching && showRows,
    // a failed refetch keeps the rows it had; only a page never loaded shows the error
    failed: !!list.error && list.data === undefined,
    retry: () => void list.refetch(),
    go: (next: Partial<CandidateListParams>) =>
      setSearch(writeListParams({ state, page, ...next }, search), { replace: false }),
  };
}
