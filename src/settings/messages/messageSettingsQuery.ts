// The workspace's message settings (GET /admin/messages), and the calls that change them: each
// shows the server's message, and reads the settings again once done.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify } from 'react-admin';
import { useNotifyError } from '../../common/useNotifyError';
import type { AppDataProvider } from '../../dataProvider/types';

export const MESSAGE_SETTINGS_QUERY_KEY = ['messages', 'settings'] as const;

export function useMessageSettings() {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: MESSAGE_SETTINGS_QUERY_KEY,
    queryFn: () => dataProvider.getMessageSettings(),
    retry: false,
  });
}

/**
 * A call that changes the settings (or sends a test): its msg as a toast, the settings read again;
 * a refusal's msg as an error toast, what was typed left as it is.
 */
export function useMessageSettingsCall<T>(
  call: (dataProvider: AppDataProvider, input: T) => Promise<{ msg: string }>,
  fallbackMessage: string,
) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const fail = useNotifyError();
  return useMutation({
    mutationFn: (input: T) => call(dataProvider, input),
    onSuccess: async ({ msg }) => {
      notify(msg || fallbackMessage, { type: 'success', messageArgs: { _: msg } });
      await queryClient.invalidateQueries({ queryKey: MESSAGE_SETTINGS_QUERY_KEY });
    },
    onError: (error) => fail(error),
  });
}
