// One page of a react-admin list as useGetList keys and keeps it in the query cache (ra-core:
// `[resource, 'getList', { pagination, sort, filter, meta }]`, the answer without its other
// fields), so the next page fetched ahead is the one the list then shows.
import type { DataProvider, GetListParams } from 'react-admin';

/**
 * A page this recent is shown as it is, without asking the server again (a page fetched ahead is
 * not asked for twice). An older one is shown and refreshed; a write to the resource refreshes it
 * whatever its age.
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
