import { useQueryClient } from '@tanstack/react-query';
import { useNotify, useRedirect, useResourceContext } from 'react-admin';
import { useCreateResourcePath } from '../../common/resourcePaths';
import { useNotifyError } from '../../common/useNotifyError';

/**
 * After a save (or a read of a job that is gone): tells `message` and goes back to the list, on
 * the route the resource is mounted at.
 */
export function useBackToList() {
  const notify = useNotify();
  const redirect = useRedirect();
  const resource = useResourceContext();
  const listPath = useCreateResourcePath()({ resource, type: 'list' });
  return (message: string, type: 'success' | 'error' = 'success') => {
    notify(message, { type });
    redirect(() => listPath);
  };
}

/**
 * The mutation options of the create and edit pages: saved, `savedKey` is told and the list
 * shown; refused, the form keeps what was typed and the error is told, with a Reload that shows
 * the job as it is now when someone else changed it first (`onReloaded` then starts the form
 * again from it: a refetch alone keeps what was typed, JobForm's resetOptions).
 */
export function useSaveOptions(savedKey: string, onReloaded?: () => void) {
  const backToList = useBackToList();
  const notifyError = useNotifyError();
  const queryClient = useQueryClient();
  const resource = useResourceContext();
  return {
    onSuccess: () => backToList(savedKey),
    onError: (error: unknown) =>
      notifyError(error, {
        onReload: () =>
          void queryClient.invalidateQueries({ queryKey: [resource, 'getOne'] }).then(onReloaded),
      }),
  };
}
