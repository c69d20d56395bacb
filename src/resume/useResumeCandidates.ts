import { useMemo, useState } from 'react';
import { useGetList } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { SEARCH_DELAY_MS, useDebouncedValue } from '../common/useDebouncedValue';
import type { AppliedQuery, Candidate } from '../dataProvider/types';
import { matchesName } from './resumeList';

const PAGE_SIZE = 100;
// in the URL, so a reload or a shared link shows the same resume
const SELECTED_PARAM = 'candidate';

/**
 * The Resume screen's list: one server page of candidates (every state) or of those matching the
 * search, and the selected candidate kept in the query string. A server that does not search
 * (no `applied` echo: the platform) answers every candidate: the search then narrows the loaded
 * page by name on the client, and says it covers that page only.
 */
export function useResumeCandidates() {
  const [params, setParams] = useSearchParams();
  const selectedId = params.get(SELECTED_PARAM);
  const [page, setPage] = useState(1);
  const [query, setQueryText] = useState('');
  const sent = useDebouncedValue(query.trim(), SEARCH_DELAY_MS);

  const { data, total, meta, isPending, isFetching, error, refetch } = useGetList<Candidate>(
    'candidates',
    {
      filter: { state: 'all', q: sent },
      pagination: { page, perPage: PAGE_SIZE },
      sort: { field: 'created_at', order: 'DESC' },
    },
    { placeholderData: (previous) => previous },
  );
  const totalPages = typeof meta?.totalPages === 'number' ? Math.max(1, meta.totalPages) : 1;
  const candidates = useMemo(() => data ?? [], [data]);
  const applied = (meta as { applied?: AppliedQuery } | undefined)?.applied;
  // the server searched, or there is nothing to search for: its rows are the list
  const searchedOnServer = applied !== undefined || sent === '';
  const shown = useMemo(
    () => (searchedOnServer ? candidates : candidates.filter((c) => matchesName(c, query))),
    [candidates, query, searchedOnServer],
  );
  const count = searchedOnServer ? (total ?? shown.length) : shown.length;
  const selected = candidates.find((c) => String(c.id) === selectedId) ?? null;

  const select = (candidate: Candidate) => {
    const next = new URLSearchParams(params);
    next.set(SELECTED_PARAM, String(candidate.id));
    setParams(next, { replace: true });
  };

  return {
    page,
    setPage,
    totalPages,
    query,
    /** a new search starts from the first page */
    setQuery: (text: string) => {
      setQueryText(text);
      setPage(1);
    },
    shown,
    /** how many candidates match, on every page when the server searched */
    count,
    /** the search narrows the loaded page only: the server does not search */
    pageOnly: !searchedOnServer && query.trim() !== '',
    selected,
    select,
    isPending,
    isFetching,
    error,
    refetch,
  };
}
