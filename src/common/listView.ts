// A react-admin list screen's view (its resource, store key, sort and fixed filter), declared
// once: ListScreen shows it, and the screen's declaration asks for the page it will show ahead of
// its first render (prefetchListView), under the key the List then reads.
import {
  getQuery,
  parseQueryFromLocation,
  type GetListParams,
  type SortPayload,
  type Store,
} from 'react-admin';
import type { ScreenPrefetch } from '../layout/screen';
import { prefetchListPage } from './listQuery';

/** Rows a page of a list screen shows, unless the user picks another count. */
export const LIST_PER_PAGE = 25;

export interface ListView {
  resource: string;
  /** where react-admin keeps the user's filter, sort and page between visits */
  storeKey: string;
  sort: SortPayload;
  /** applied whatever the user's filter (the screen's own, e.g. the statuses it lists) */
  filter?: Record<string, unknown>;
}

/**
 * The page react-admin's List shows for `view` at an address whose query is `search`, with the
 * user's last view in `store`: ra-core's own merging (the address's view, else the stored one,
 * else the defaults), and the fixed filter over the user's, as useListController asks for it.
 */
export function listViewParams(
  view: ListView,
  search: URLSearchParams,
  store: Store,
): GetListParams {
  const query = getQuery({
    queryFromLocation: parseQueryFromLocation({ search: `?${search.toString()}` }),
    params: store.getItem(view.storeKey, {}),
    filterDefaultValues: undefined,
    sort: view.sort,
    perPage: LIST_PER_PAGE,
  });
  return {
    pagination: { page: query.page, perPage: query.perPage },
    sort: { field: query.sort, order: query.order },
    filter: { ...query.filter, ...view.filter },
    meta: undefined,
  };
}

/** The ScreenPrefetch of a list screen showing `view`: its page at the address (listViewParams). */
export const prefetchListView = (view: ListView): ScreenPrefetch =>
  prefetchListPage(view.resource, ({ search, store }) => listViewParams(view, search, store));
