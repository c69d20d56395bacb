// The react-admin lists' pagination (interviews, trash), with the 'Go to page' field once its
// buttons skip pages: 101,000 interviews are 4,040 pages of 25, and below 900 px it shows no page
// buttons at all, only Previous and Next.
import { Box, PaginationItem } from '@mui/material';
import {
  Pagination,
  PaginationActions,
  useListPaginationContext,
  type PaginationActionsProps,
} from 'react-admin';
import { formatNumber } from '../i18n/format';
import { PageJump } from './PageJump';

/** MUI's pagination shows every page as a button up to this many (a first, a last, 5 around). */
const EVERY_PAGE_SHOWN_UP_TO = 7;

/**
 * react-admin's page buttons, their numbers grouped as their names are ('4,040' named 'Go to page
 * 4,040'): a name that does not hold the button's text fails speech input (axe-core's
 * label-content-name-mismatch).
 */
function GroupedPaginationActions(props: PaginationActionsProps) {
  return (
    <PaginationActions
      {...props}
      renderItem={(item) => (
        <PaginationItem
          {...item}
          page={typeof item.page === 'number' ? formatNumber(item.page) : item.page}
        />
      )}
    />
  );
}

export function ListPagination({ rowsPerPageOptions }: { rowsPerPageOptions: number[] }) {
  const { page, perPage, total, setPage, isPending } = useListPaginationContext();
  const pages = total != null && perPage > 0 ? Math.ceil(total / perPage) : 0;
  const jump = !isPending && pages > EVERY_PAGE_SHOWN_UP_TO && page >= 1 && page <= pages;
  return (
    <Box
      sx={{
        display: 'flex',
        justifyContent: 'flex-end',
        // the top: a message under the page field leaves the buttons where they are
        alignItems: 'flex-start',
        flexWrap: 'wrap',
        columnGap: 1,
      }}
    >
      <Pagination
        rowsPerPageOptions={rowsPerPageOptions}
        // without a total (a platform that does not count), react-admin's own partial navigation
        actions={total != null ? GroupedPaginationActions : undefined}
      />
      {jump ? (
        // centred on the pagination's row of 52 px
        <Box sx={{ py: '10px', pr: 2, pl: { xs: 2, sm: 0 } }}>
          <PageJump page={page} totalPages={pages} onChange={setPage} />
        </Box>
      ) : null}
    </Box>
  );
}
