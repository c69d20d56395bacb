import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify, type Identifier } from 'react-admin';
import { useNotifyError } from '../../common/useNotifyError';
import { useReloadRecord } from '../../common/useReloadRecord';
import type { AppDataProvider, TrainingSet } from '../../dataProvider/types';
import { SKILLS_QUERY_KEY } from '../../layout/useStartupData';
import type { draftToPayload } from './trainingDraft';
import { TRAINING_RESOURCE } from './useTrainingSets';

interface TrainingSetActionsOptions {
  /** a set was added or updated: the page shows it */
  onSaved: (id: Identifier) => void;
  /** the delete call ended, whether it succeeded or not: the confirmation closes */
  onDeleteDone: () => void;
  /**
   * the set as loaded again after a save refused because someone else changed it first (the
   * user chose Reload): the popup shows it
   */
  onReloaded: (set: TrainingSet) => void;
}

/** Saving (add or update) and deleting a training set, with their toasts and list refresh. */
export function useTrainingSetActions({
  onSaved,
  onDeleteDone,
  onReloaded,
}: TrainingSetActionsOptions) {
  const notify = useNotify();
  const notifyError = useNotifyError();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const reloadRecord = useReloadRecord();

  /** the set as it is on the server now, into the popup */
  const reload = async (id: Identifier) => {
    const fresh = await reloadRecord<TrainingSet>(TRAINING_RESOURCE, id);
    if (fresh) onReloaded(fresh);
  };

  const reloadList = () => queryClient.invalidateQueries({ queryKey: [TRAINING_RESOURCE] });

  const save = async (record: TrainingSet | null, payload: ReturnType<typeof draftToPayload>) => {
    try {
      const result = record
        ? await dataProvider.update<TrainingSet>(TRAINING_RESOURCE, {
            id: record.id,
            data: payload,
            previousData: record,
          })
        : await dataProvider.create<TrainingSet>(TRAINING_RESOURCE, { data: payload });
      notify(record ? 'app.training.updated' : 'app.training.added', { type: 'success' });
      if (result.data?.id !== undefined && result.data.id !== '') onSaved(result.data.id);
      // a new domain is also a new skill: the candidate form's options follow
      void queryClient.invalidateQueries({ queryKey: SKILLS_QUERY_KEY });
      await reloadList();
    } catch (saveError) {
      console.error('Saving the training data failed', saveError);
      notifyError(saveError, { onReload: record ? () => void reload(record.id) : undefined });
      // rethrown so the popup stays open with the draft
      throw saveError;
    }
  };

  const remove = useMutation({
    mutationFn: (set: TrainingSet) =>
      dataProvider.delete<TrainingSet>(TRAINING_RESOURCE, { id: set.id, previousData: set }),
    onSuccess: async (result) => {
      const msg = typeof result.meta?.msg === 'string' ? result.meta.msg : '';
      notify(msg || 'app.training.deleted', { type: 'success' });
      await reloadList();
      onDeleteDone();
    },
    onError: (deleteError) => {
      console.error('Deleting the training data failed', deleteError);
      notifyError(deleteError);
      onDeleteDone();
    },
  });

  return { save, remove, reload };
}
