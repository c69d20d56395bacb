// Saves the admin's score of one answer through the data provider's overrideAnswerScore: the
// interview as saved goes into every cached read and list of it (the dialog and the list row show
// the new average at once), then they load again. A server without the call hides the control for
// the session; a refusal because the interview changed meanwhile says so and loads it again.
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import { useNotifyError } from '../../common/useNotifyError';
import { useReloadRecord } from '../../common/useReloadRecord';
import { isStaleRecordError } from '../../dataProvider/etags';
import type { AppDataProvider, Interview } from '../../dataProvider/types';
import { markScoreEditingMissing } from './answerScoreSupport';

const sameId = (record: unknown, id: Interview['id']) =>
  typeof record === 'object' &&
  record !== null &&
  String((record as { id?: unknown }).id) === String(id);

export function useOverrideAnswerScore() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const reloadRecord = useReloadRecord();
  const [isPending, setPending] = useState(false);

  /** The interview as saved, in place of the one cached by every read and list. */
  const putInCache = (saved: Interview) => {
    queryClient.setQueriesData({ queryKey: ['interviews', 'getOne'] }, (old: unknown) =>
      sameId(old, saved.id) ? saved : old,
    );
    for (const kind of ['getList', 'getMany', 'getManyReference']) {
      queryClient.setQueriesData({ queryKey: ['interviews', kind] }, (old: unknown) => {
        if (typeof old !== 'object' || old === null) return old;
        const list = (old as { data?: unknown }).data;
        if (!Array.isArray(list) || !list.some((r) => sameId(r, saved.id))) return old;
        return { ...old, data: list.map((r) => (sameId(r, saved.id) ? saved : r)) };
      });
    }
  };

  /** Resolves true once saved, false when not (the user has been told why). */
  const save = async (interview: Interview, index: number, score: number): Promise<boolean> => {
    setPending(true);
    try {
      const result = await dataProvider.overrideAnswerScore(interview, index, score);
      if (result === null) {
        markScoreEditingMissing();
        notify('app.interviews.score_edit_missing', { type: 'warning' });
        return false;
      }
      putInCache(result.interview);
      notify('app.interviews.score_saved', {
        type: 'success',
        messageArgs: { n: index + 1, score },
      });
      void queryClient.invalidateQueries({ queryKey: ['interviews'] });
      return true;
    } catch (error) {
      if (isStaleRecordError(error)) {
        notify('app.interviews.score_stale', { type: 'warning' });
        await reloadRecord<Interview>('interviews', interview.id);
      } else {
        notifyError(error);
      }
      return false;
    } finally {
      setPending(false);
    }
  };

  return { save, isPending };
}
