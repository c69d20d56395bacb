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
import { putInterviewInCache } from './interviewCache';
import { placeMessage, placeOf } from './transcriptPlaces';

export function useOverrideAnswerScore() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const reloadRecord = useReloadRecord();
  const [isPending, setPending] = useState(false);

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
      putInterviewInCache(queryClient, result.interview);
      // "Question 2 scored 4 / 5", or the follow-up's, numbered as the transcript numbers it
      const [message, messageArgs] = placeMessage(placeOf(interview.history, index), 'saved', {
        score,
      });
      notify(message, { type: 'success', messageArgs });
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
