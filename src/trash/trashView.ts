// The trash's list, apart from its screen's code: its declaration asks for the first page ahead.
import type { ListView } from '../common/listView';

export const TRASH_RESOURCE = 'deleted-candidates';

/** The deleted candidates, the newest first. */
export const TRASH_VIEW: ListView = {
  resource: TRASH_RESOURCE,
  storeKey: 'trash',
  sort: { field: 'created_at', order: 'DESC' },
};
