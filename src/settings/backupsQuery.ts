// The scheduled backups' state (GET /admin/backups, docs/backup.md) for the Settings screen. The
// platform has no such call: its 404 (isUnsupported), or a data provider without the method,
// hides the panel.
import { useQuery } from '@tanstack/react-query';
import { useContext } from 'react';
import { DataProviderContext, useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../dataProvider/types';
import { isUnsupported } from '../dataProvider/unsupported';

export const BACKUPS_QUERY_KEY = ['backups'] as const;

export function useBackupStatus() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const raw = useContext(DataProviderContext) as Partial<AppDataProvider> | null;
  const hasMethod = typeof raw?.getBackupStatus === 'function';
  const query = useQuery({
    queryKey: BACKUPS_QUERY_KEY,
    queryFn: () => dataProvider.getBackupStatus(),
    enabled: hasMethod,
    retry: false,
  });
  return { ...query, unsupported: !hasMethod || (query.isError && isUnsupported(query.error)) };
}
