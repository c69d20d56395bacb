// The candidates page's data: the view in the address, one server page split by interview state,
// and what the filter bar, table and pager show of it.
import { keepPreviousData } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useGetList } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { LIST_FRESH_MS } from '../../common/listQuery';
import type { Candidate, SegregatedMeta } from '../../dataProvider/types';
import {
  firstOrder,
  listPageParams,
  readListParams,
  writeListParams,
  type CandidateListParams,
  type CandidateSortField,
} from './candidateListParams';
import { usePrefetchNextPage } from './usePrefetchNextPage';

/** One empty list for every render without rows, so a memoised table sees no change. */
const NO_CANDIDATES: Candidate[] = [];

export function useCandidateList() {
  const [search, setSearch] = useSearchParams();
  const params = readListParams(search);
  const { state, page, q, sort, order } = params;

  const pageParams = (n: number) => listPageParams(params, n);
  const list = useGetList<Candidate>('candidates', pageParams(page), {
    // the counts and the pager stay while another bucket or page loads
    placeholderData: keepPreviousData,
    staleTime: LIST_FRESH_MS,
  });

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
  usePrefetchNextPage('candidates', showRows && page < lastPage ? pageParams(page + 1) : undefined);
  const beyondEnd = meta !== undefined && !list.isPlaceholderData && page > lastPage;
  useEffect(() => {
    if (!beyondEnd) return;
    setSearch(writeListParams({ ...readListParams(search), page: lastPage }, search), {
      replace: true,
    });
  }, [beyondEnd, lastPage, search, setSearch]);

  const go = (next: Partial<CandidateListParams>, replace = false) =>
    setSearch(writeListParams({ ...params, ...next }, search), { replace });

  // The server's echo says whether it searched and sorted: without it (the platform) the rows
  // are the unfiltered list, which must not pass for the result of a search.
  const answered = showRows ? freshMeta : undefined;
  const searching = q.trim() !== '';
  const searchUnavailable = searching && answered !== undefined && !answered.applied;
  // until an answer says otherwise, the columns are offered for sorting
  const sortable = meta === undefined || meta.applied !== undefined;

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
    go,
    search: {
      q,
      /** a search the server did: the rows are its matches */
      applied: searching && !!answered?.applied,
      unavailable: searchUnavailable,
      /** typing replaces the address entry instead of adding one per keystroke */
      set: (text: string) => go({ q: text, page: 1 }, true),
    },
    sorting: {
      sort,
      order,
      sortable,
      /** by this column: first in its natural order, then the other way on each click */
      toggle: (field: CandidateSortField) =>
        go({
          sort: field,
          order: field === sort ? (order === 'asc' ? 'desc' : 'asc') : firstOrder(field),
          page: 1,
        }),
    },
  };
}
