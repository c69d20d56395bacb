import { useQueryClient } from '@tanstack/react-query';
import { useNotify, useUpdate } from 'react-admin';
import { useStaleProblem, type FormProblem } from '../../common/useFormProblem';
import { useNotifyError } from '../../common/useNotifyError';
import { useReloadRecord } from '../../common/useReloadRecord';
import type { Interview } from '../../dataProvider/types';

export interface InterviewUpdateOptions {
  /** the success toast's translation key and its arguments */
  success: string;
  messageArgs?: Record<string, unknown>;
  /** run as soon as the server has accepted the change, before the lists reload */
  onUpdated?: () => void;
  /**
   * the interview as loaded again after a save refused because someone else changed it first
   * (the user chose Reload); the lists load again either way
   */
  onReloaded?: (interview: Interview) => void;
  /** the save was refused as stale: the problem, with its Reload, for a popup to show in place */
  onStale?: (problem: FormProblem) => void;
}

/**
 * Saves a change to one interview (PUT): on success a toast and the interview lists reloaded, on
 * failure the error toasted. `save` resolves true once saved, false when not.
 */
export function useUpdateInterview() {
  const notify = useNotify();
  const notifyError = useNotifyError();
  const staleProblem = useStaleProblem();
  const queryClient = useQueryClient();
  const [update, { isPending }] = useUpdate<Interview>();
  const reloadRecord = useReloadRecord();

  const save = async (
    interview: Interview,
    data: Partial<Interview>,
    { success, messageArgs, onUpdated, onReloaded, onStale }: InterviewUpdateOptions,
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
      const reload = async () => {
        const fresh = await reloadRecord<Interview>('interviews', interview.id);
        if (fresh) onReloaded?.(fresh);
      };
      const onReload = () => void reload();
      notifyError(error, { onReload });
      const stale = staleProblem(error, onReload);
      if (stale) onStale?.(stale);
      return false;
    }
  };

  return { save, isPending };
}
