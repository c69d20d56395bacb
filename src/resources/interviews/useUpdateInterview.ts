import { useQueryClient } from '@tanstack/react-query';
import { useNotify, useUpdate } from 'react-admin';
import { useNotifyError } from '../../common/useNotifyError';
import type { Interview } from '../../dataProvider/types';

export interface InterviewUpdateOptions {
  /** the success toast's translation key and its arguments */
  success: string;
  messageArgs?: Record<string, unknown>;
  /** run as soon as the server has accepted the change, before the lists reload */
  onUpdated?: () => void;
}

/**
 * Saves a change to one interview (PUT): on success a toast and the interview lists reloaded, on
 * failure the error toasted. `save` resolves true once saved, false when not.
 */
export function useUpdateInterview() {
  const notify = useNotify();
  const notifyError = useNotifyError();
  const queryClient = useQueryClient();
  const [update, { isPending }] = useUpdate<Interview>();

  const save = async (
    interview: Interview,
    data: Partial<Interview>,
    { success, messageArgs, onUpdated }: InterviewUpdateOptions,
  ) => {
    try {
      await update(
        'interviews',
        { id: interview.id, data, previousData: interview },
        { returnPromise: true },
      );
      onUpdated?.();
      notify(success, { type: 'success', messageArgs });
      await queryClient.invalidateQueries({ queryKey: ['interviews'] });
      return true;
    } catch (error) {
      notifyError(error);
      return false;
    }
  };

  return { save, isPending };
}
