// One page of a react-admin list as useGetList keys and keeps it in the query cache (ra-core:
// `[resource, 'getList', { pagination, sort, filter, meta }]`, the answer without its other
// fields), so a page fetched ahead is the one the list then shows.
import type { DataProvider, GetListParams } from 'react-admin';
import type { ScreenPrefetch, ScreenPrefetchContext } from '../layout/screen';

/**
 * A page this recent is shown as it is, without asking the server again: what the list's mount
 * finds after the page was fetched ahead (one request, not two). An older one is shown and
 * refreshed; a write to the resource refreshes it whatever its age.
 */
export const LIST_FRESH_MS = 5_000;

export function listPageQuery(dataProvider: DataProvider, resource: string, params: GetListParams) {
  const { pagination, sort, filter, meta } = params;
  return {
    queryKey: [resource, 'getList', { pagination, sort, filter, meta }],
    queryFn: () =>
      dataProvider
        .getList(resource, { pagination, sort, filter, meta })
        .then(({ data, total, pageInfo, meta }) => ({ data, total, pageInfo, meta })),
    staleTime: LIST_FRESH_MS,
  };
}

/**
 * A list screen's ScreenPrefetch: the page `paramsOf` reads from the address (and the store),
 * asked for beside the console's first render when the screen is loaded with a session.
 */
export const prefetchListPage =
  (resource: string, paramsOf: (context: ScreenPrefetchContext) => GetListParams): ScreenPrefetch =>
  (context) => {
    const { queryClient, dataProvider } = context;
    void queryClient.prefetchQuery(listPageQuery(dataProvider, resource, paramsOf(context)));
  };
