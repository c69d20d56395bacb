// The workspace's interview settings (GET /admin/interview-settings, docs/scoring.md) and their
// save: the server's msg as a toast and its answer kept as the settings; a refusal's msg as an
// error toast. The platform has no such call: its 404 (isUnsupported) hides the panel.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useContext } from 'react';
import { DataProviderContext, useDataProvider, useNotify } from 'react-admin';
import { useNotifyError } from '../common/useNotifyError';
import type { AppDataProvider, InterviewSettings } from '../dataProvider/types';
import { isUnsupported } from '../dataProvider/unsupported';

export const INTERVIEW_SETTINGS_QUERY_KEY = ['interview-settings'] as const;

export function useInterviewSettings() {
  const dataProvider = useDataProvider<AppDataProvider>();
  // a data provider without the method (another provider, a test's fake) is a server without
  // the call; react-admin's wrapper would throw a plain Error for it, not a 404
  const raw = useContext(DataProviderContext) as Partial<AppDataProvider> | null;
  const hasMethod = typeof raw?.getInterviewSettings === 'function';
  const query = useQuery({
    queryKey: INTERVIEW_SETTINGS_QUERY_KEY,
    queryFn: () => dataProvider.getInterviewSettings(),
    enabled: hasMethod,
    retry: false,
  });
  return { ...query, unsupported: !hasMethod || (query.isError && isUnsupported(query.error)) };
}

export function useSaveInterviewSettings() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const fail = useNotifyError();
  return useMutation({
    mutationFn: (changes: Partial<InterviewSettings>) =>
      dataProvider.saveInterviewSettings(changes),
    onSuccess: ({ settings, msg }) => {
      queryClient.setQueryData(INTERVIEW_SETTINGS_QUERY_KEY, settings);
      notify(msg || 'app.settings.interview_saved', { type: 'success', messageArgs: { _: msg } });
    },
    onError: (error) => fail(error),
  });
}
