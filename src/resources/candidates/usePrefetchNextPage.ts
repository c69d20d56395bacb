// The candidates page's next page, fetched ahead so that Next shows its rows at once.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useDataProvider, type GetListParams } from 'react-admin';
import { whenIdleAfterLoad } from '../../layout/whenIdle';

/** A page fetched ahead is shown as it is for this long; after that it is refreshed on show. */
const AHEAD_FRESH_MS = 30_000;

/**
 * Once `next` is known (the page shown is drawn) and the browser has a moment to spare, fetches
 * that page into the query cache under the key useGetList reads it from (ra-core:
 * `[resource, 'getList', { pagination, sort, filter, meta }]`). Next then draws the cached page
 * at once, without the skeleton; a write to the resource invalidates it as any cached page. Only
 * the parameters matter, so a re-render with the same ones fetches nothing more.
 */
export function usePrefetchNextPage(resource: string, next: GetListParams | undefined): void {
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider();
  const wanted = next ? JSON.stringify(next) : undefined;
  useEffect(() => {
    if (!wanted) return undefined;
    const params = JSON.parse(wanted) as GetListParams;
    return whenIdleAfterLoad(() => {
      void queryClient.prefetchQuery({
        queryKey: [resource, 'getList', { ...params, meta: undefined }],
        queryFn: () =>
          dataProvider
            .getList(resource, params)
            .then(({ data, total, pageInfo, meta }) => ({ data, total, pageInfo, meta })),
        staleTime: AHEAD_FRESH_MS,
      });
    });
  }, [queryClient, dataProvider, resource, wanted]);
}
