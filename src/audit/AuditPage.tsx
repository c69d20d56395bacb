// /audit ('Audit log', owners and admins of a server with workspaces): every change in the
// workspace, newest first, 50 a page, filtered by member, action, record and days; the filter's
// entries as CSV.
import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import HistoryIcon from '@mui/icons-material/History';
import { Box, Button, Card, LinearProgress, List, Typography } from '@mui/material';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { atPage } from '../common/addressQuery';
import { EmptyState } from '../common/EmptyState';
import { PageNav } from '../common/PageNav';
import { RetryAlert } from '../common/RetryAlert';
import { TABLE_CARD_SX } from '../common/tableCardSx';
import { useNotifyError } from '../common/useNotifyError';
import type { AppDataProvider } from '../dataProvider/types';
import { AuditEntryItem } from './AuditEntryItem';
import { AuditFilters } from './AuditFilters';
import {
  apiFilter,
  AUDIT_PAGE_SIZE,
  filtersFrom,
  pageFrom,
  withFilters,
  type AuditFilters as Filters,
} from './auditFilters';
import { saveFile } from './saveFile';

export function AuditPage() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [search, setSearch] = useSearchParams();
  const searchText = search.toString();
  const filters = useMemo(() => filtersFrom(new URLSearchParams(searchText)), [searchText]);
  const page = pageFrom(search);
  const query = useMemo(() => apiFilter(filters), [filters]);

  const log = useQuery({
    queryKey: ['team', 'audit', query, page],
    queryFn: () => dataProvider.getAuditLog({ ...query, page, limit: AUDIT_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });

  const fail = useNotifyError();
  const exportCsv = useMutation({
    mutationFn: () => dataProvider.auditExportCsv(query),
    onSuccess: ({ blob, filename }) => saveFile(blob, filename),
    onError: (error) => fail(error),
  });

  const changeFilters = (changes: Filters) => setSearch(withFilters(search, changes));
  const goTo = (next: number) => setSearch(atPage(search, next));

  const entries = log.data?.items ?? [];
  const totalPages = Math.max(log.data?.totalPages ?? 1, 1);

  return (
    <Box sx={{ maxWidth: 1200, minWidth: 0, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography color="text.secondary" sx={{ flex: 1, minWidth: 240 }}>
          {translate('app.audit.intro')}
        </Typography>
        <Button
          variant="outlined"
          startIcon={<DownloadIcon />}
          loading={exportCsv.isPending}
          onClick={() => exportCsv.mutate()}
        >
          {translate('app.audit.export')}
        </Button>
      </Box>
      <AuditFilters filters={filters} onChange={changeFilters} />
      {log.isError && !log.data ? (
        <RetryAlert
          message="app.audit.load_failed"
          retryLabel="app.load_error.retry"
          onRetry={() => void log.refetch()}
          icon={<ErrorOutlineIcon />}
        />
      ) : (
        <Card sx={TABLE_CARD_SX}>
          {log.isFetching && <LinearProgress sx={{ height: 2 }} />}
          {log.isSuccess && entries.length === 0 ? (
            <EmptyState
              icon={<HistoryIcon />}
              title="app.audit.empty_title"
              body="app.audit.empty_body"
            />
          ) : (
            <List disablePadding aria-label={translate('app.titles.audit')}>
              {entries.map((entry) => (
                <AuditEntryItem key={entry.id} entry={entry} />
              ))}
            </List>
          )}
          {log.data && entries.length > 0 && (
            <PageNav
              page={page}
              totalPages={totalPages}
              totalText={translate('app.audit.total', { smart_count: log.data.total })}
              busy={log.isFetching}
              onChange={goTo}
            />
          )}
        </Card>
      )}
    </Box>
  );
}

export default AuditPage;
