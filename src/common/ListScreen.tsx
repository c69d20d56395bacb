// The frame of the console's react-admin list screens (interviews, trash).
import type { Theme } from '@mui/material/styles';
import { List, type ListProps } from 'react-admin';
import { LIST_FRESH_MS } from './listQuery';
import { LIST_PER_PAGE, type ListView } from './listView';
import { ListLoadError } from './ListLoadError';
import { ListPagination } from './ListPagination';
import { RowCheckboxLabels } from './RowCheckboxLabels';
import { stickyColumnSx } from './stickyColumn';

/**
 * A table wider than the screen scrolls inside its card instead of widening the page (width 0
 * and min-width 100%: the page takes no minimum width from the table); the card starts right
 * under the top bar, like the other screens.
 */
const scrollableListSx = {
  width: 0,
  minWidth: '100%',
  '& .RaList-main': { minWidth: 0 },
  '& .RaList-content': { overflowX: 'auto' },
  // the table scrolls on its own: the filters and search above it stay in view
  '& .RaDataTable-tableWrapper': { overflowX: 'auto' },
  '& .RaList-noActions': { marginTop: 0 },
  // the bulk actions' bar takes its own line above the table instead of sliding over what is
  // above it (here a search field, which it would half cover)
  '& .RaDataTable-root .RaBulkActionsToolbar-toolbar': { position: 'relative', transform: 'none' },
  // and on a phone its buttons go under the count rather than off the edge
  '& .RaDataTable-root .RaBulkActionsToolbar-toolbar:not(.RaBulkActionsToolbar-collapsed)': {
    height: 'auto',
    flexWrap: 'wrap',
    rowGap: 0.5,
    py: 0.5,
  },
} as const;

/** The above, and below 900 px the column marked STICKY_COLUMN stays in view. */
const listScreenSx = (theme: Theme) => ({ ...scrollableListSx, ...stickyColumnSx(theme) });

interface ListScreenProps extends Omit<
  ListProps,
  'error' | 'pagination' | 'resource' | 'storeKey' | 'sort' | 'filter' | 'perPage' | 'queryOptions'
> {
  /** what it lists, as its declaration asks for it ahead (listView.ts) */
  view: ListView;
  /** translation key of the message shown, with a retry, when the list could not be loaded */
  loadError: string;
  rowsPerPageOptions?: number[];
}

/**
 * A list screen: 25 rows a page, no title (the top bar has it), no actions and no export, the
 * table scrolling inside its card (with its STICKY_COLUMN cells fixed on narrow screens). A page
 * is shown without asking again while it is fresh (LIST_FRESH_MS): the one asked for ahead.
 */
export function ListScreen({
  view: { resource, storeKey, sort, filter },
  loadError,
  rowsPerPageOptions = [10, 25, 50],
  ...props
}: ListScreenProps) {
  return (
    <RowCheckboxLabels>
      <List
        resource={resource}
        storeKey={storeKey}
        sort={sort}
        filter={filter}
        perPage={LIST_PER_PAGE}
        queryOptions={{ staleTime: LIST_FRESH_MS }}
        title={false}
        sx={listScreenSx}
        actions={false}
        exporter={false}
        error={<ListLoadError message={loadError} />}
        pagination={<ListPagination rowsPerPageOptions={rowsPerPageOptions} />}
        {...props}
      />
    </RowCheckboxLabels>
  );
}
