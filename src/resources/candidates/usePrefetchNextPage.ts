// The candidates page's next page, fetched ahead so that Next shows its rows at once.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useDataProvider, type GetListParams } from 'react-admin';
import { listPageQuery } from '../../common/listQuery';

/**
 * Once `next` is known (the page shown is drawn), fetches that page into the query cache under the key useGetList reads it from (listPageQuery). Next
 * then draws the cached page at once, without the skeleton; a write to the resource invalidates
 * it as any cached page. Only the parameters matter, so a re-render with the same ones fetches
 * nothing more.
 */
export function usePrefetchNextPage(resource: string, next: GetListParams | undefined): void {
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider();
  const wanted = next ? JSON.stringify(next) : undefined;
  useEffect(() => {
    if (!wanted) return;
    const params = JSON.parse(wanted) as GetListParams;
    void queryClient.prefetchQuery(listPageQuery(dataProvider, resource, params));
  }, [queryClient, dataProvider, resource, wanted]);
}
