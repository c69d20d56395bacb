import { useDeferredValue, useMemo } from 'react';
import { CANDIDATE_PAGE_SIZE } from '../../dataProvider/candidates';
import type { useCandidateList } from './useCandidateList';

/**
 * What the table and the pager show of the list. The list's answer arrives as an urgent update:
 * a page of rows replacing the skeleton renders in the background instead, in slices that leave
 * the main thread free, while the skeleton stays; anything else (a row deleted, the skeleton
 * itself) shows at once. The pager appears with the first rows (or the first failure), not
 * above a skeleton the rows would then push it away from.
 */
export function useCandidateView(list: ReturnType<typeof useCandidateList>) {
  const { candidates, loading, failed, page, totalPages } = list;
  const counted = list.counts !== undefined;
  const next = useMemo(
    () => ({
      rows: {
        candidates,
        loading,
        error: failed,
        firstNumber: (page - 1) * CANDIDATE_PAGE_SIZE + 1,
      },
      pager: { page, totalPages, shown: counted || failed },
    }),
    [candidates, loading, failed, page, totalPages, counted],
  );
  const deferred = useDeferredValue(next);
  return deferred.rows.loading && !next.rows.loading ? deferred : next;
}
