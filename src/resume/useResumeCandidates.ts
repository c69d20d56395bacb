import { useMemo, useState } from 'react';
import { useGetList } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import type { Candidate } from '../dataProvider/types';
import { matchesName } from './resumeList';

const PAGE_SIZE = 100;
// in the URL, so a reload or a shared link shows the same resume
const SELECTED_PARAM = 'candidate';

/**
 * The Resume screen's list: one server page of candidates (every state), narrowed by the name
 * search on the client, and the selected candidate kept in the query string.
 */
export function useResumeCandidates() {
  const [params, setParams] = useSearchParams();
  const selectedId = params.get(SELECTED_PARAM);
  const [page, setPage] = useState(1);
  const [query, setQuery] = useState('');

  const { data, meta, isPending, isFetching, error, refetch } = useGetList<Candidate>(
    'candidates',
    {
      filter: { state: 'all' },
      pagination: { page, perPage: PAGE_SIZE },
      sort: { field: 'created_at', order: 'DESC' },
    },
    { placeholderData: (previous) => previous },
  );
  const totalPages = typeof meta?.totalPages === 'number' ? Math.max(1, meta.totalPages) : 1;
  const candidates = useMemo(() => data ?? [], [data]);
  const shown = useMemo(() => candidates.filter((c) => matchesName(c, query)), [candidates, query]);
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
    setQuery,
    shown,
    selected,
    select,
    isPending,
    isFetching,
    error,
    refetch,
  };
}
