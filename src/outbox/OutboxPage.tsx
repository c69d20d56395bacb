// /outbox ('Messages', owners and admins of a server with workspaces): every email and webhook
// delivery, newest first, 50 a page, filtered by status, type and the interview or candidate it
// is about (docs/messages.md); a message opens in a dialog with its text, link and attempts.
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import OutboxIcon from '@mui/icons-material/ForwardToInboxOutlined';
import { Alert, Box, Card, LinearProgress, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { atPage, pageFrom, withChanges } from '../common/addressQuery';
import { EmptyState } from '../common/EmptyState';
import { PageNav } from '../common/PageNav';
import { RetryAlert } from '../common/RetryAlert';
import { TABLE_CARD_SX } from '../common/tableCardSx';
import type { AppDataProvider } from '../dataProvider/types';
import { isUnsupported } from '../dataProvider/unsupported';
import { OutboxFilters } from './OutboxFilters';
import {
  OUTBOX_PAGE_SIZE,
  OUTBOX_QUERY_KEY,
  outboxFiltersFrom,
  type OutboxFilters as Filters,
} from './outboxFilters';
import { OutboxMessageDialog } from './OutboxMessageDialog';
import { OutboxTable } from './OutboxTable';

export function OutboxPage() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [search, setSearch] = useSearchParams();
  const searchText = search.toString();
  const filters = useMemo(() => outboxFiltersFrom(new URLSearchParams(searchText)), [searchText]);
  const page = pageFrom(search);
  const [opened, setOpened] = useState<string | null>(null);

  const list = useQuery({
    queryKey: [...OUTBOX_QUERY_KEY, filters, page],
    queryFn: () => dataProvider.listOutbox({ ...filters, page, limit: OUTBOX_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });

  const changeFilters = (changes: Filters) => setSearch(withChanges(search, changes));
  const items = list.data?.items ?? [];
  const totalPages = Math.max(list.data?.totalPages ?? 1, 1);
  const filtered = Object.values(filters).some(Boolean);

  if (list.isError && isUnsupported(list.error)) {
    return (
      <Alert severity="info" sx={{ maxWidth: 1200 }}>
        {translate('app.outbox.unavailable')}
      </Alert>
    );
  }

  return (
    <Box sx={{ maxWidth: 1400, minWidth: 0, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography color="text.secondary">{translate('app.outbox.intro')}</Typography>
      <OutboxFilters filters={filters} onChange={changeFilters} />
      {list.isError && !list.data ? (
        <RetryAlert
          message="app.outbox.load_failed"
          retryLabel="app.load_error.retry"
          onRetry={() => void list.refetch()}
          icon={<ErrorOutlineIcon />}
        />
      ) : (
        <Card sx={TABLE_CARD_SX}>
          {list.isFetching && <LinearProgress sx={{ height: 2 }} />}
          {list.isSuccess && items.length === 0 ? (
            <EmptyState
              icon={<OutboxIcon />}
              title={filtered ? 'app.outbox.empty_filtered_title' : 'app.outbox.empty_title'}
              body={filtered ? 'app.outbox.empty_filtered_body' : 'app.outbox.empty_body'}
            />
          ) : (
            <OutboxTable items={items} onOpen={setOpened} />
          )}
          {list.data && items.length > 0 && (
            <PageNav
              page={page}
              totalPages={totalPages}
              totalText={translate('app.outbox.total', { smart_count: list.data.total })}
              busy={list.isFetching}
              onChange={(next) => setSearch(atPage(search, next))}
            />
          )}
        </Card>
      )}
      <OutboxMessageDialog id={opened} onClose={() => setOpened(null)} />
    </Box>
  );
}

export default OutboxPage;
