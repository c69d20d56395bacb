// The frame of the console's react-admin list screens (interviews, trash).
import { List, Pagination, type ListProps } from 'react-admin';
import { ListLoadError } from './ListLoadError';

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
  '& .RaList-noActions': { marginTop: 0 },
} as const;

interface ListScreenProps extends Omit<ListProps, 'error' | 'pagination'> {
  /** translation key of the message shown, with a retry, when the list could not be loaded */
  loadError: string;
  rowsPerPageOptions?: number[];
}

/**
 * A list screen: 25 rows a page, no title (the top bar has it), no actions and no export, the
 * table scrolling inside its card.
 */
export function ListScreen({
  loadError,
  rowsPerPageOptions = [10, 25, 50],
  ...props
}: ListScreenProps) {
  return (
    <List
      perPage={25}
      title={false}
      sx={scrollableListSx}
      actions={false}
      exporter={false}
      error={<ListLoadError message={loadError} />}
      pagination={<Pagination rowsPerPageOptions={rowsPerPageOptions} />}
      {...props}
    />
  );
}
