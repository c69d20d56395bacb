// A react-admin list screen's view (its resource, store key, sort and fixed filter), declared once.
import type { SortPayload } from 'react-admin';

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
