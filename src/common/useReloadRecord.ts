import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useDataProvider, type Identifier, type RaRecord } from 'react-admin';
import { dismissToast } from '../toasts/toast';
import { STALE_RECORD_TOAST, useNotifyError } from './useNotifyError';

/**
 * Loads one record again, as it is on the server now (with its current ETag), for a screen whose
 * save was refused because someone else changed the record first; every list and read of the
 * resource loads again too. Resolves undefined, after telling the user, when the read fails.
 */
export function useReloadRecord() {
  const dataProvider = useDataProvider();
  const queryClient = useQueryClient();
  const notifyError = useNotifyError();
  return useCallback(
    async <T extends RaRecord>(resource: string, id: Identifier): Promise<T | undefined> => {
      dismissToast(STALE_RECORD_TOAST);
      void queryClient.invalidateQueries({ queryKey: [resource] });
      try {
        const { data } = await dataProvider.getOne<T>(resource, { id });
        return data;
      } catch (error) {
        notifyError(error);
        return undefined;
      }
    },
    [dataProvider, queryClient, notifyError],
  );
}
