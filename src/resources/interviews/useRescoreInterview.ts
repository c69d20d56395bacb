// "Score again" through the data provider's rescoreInterview: the interview as saved goes into
// every cached read and list of it, the server's message is shown, then they load again. A server
// without the call hides the button for the session; a refusal because the interview changed
// meanwhile says so and loads it again.
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import { useNotifyError } from '../../common/useNotifyError';
import { useReloadRecord } from '../../common/useReloadRecord';
import { isStaleRecordError } from '../../dataProvider/etags';
import type { AppDataProvider, Interview } from '../../dataProvider/types';
import { markRescoreMissing } from './answerScoreSupport';
import { putInterviewInCache } from './interviewCache';
import { reviewKey } from './review/reviewQueries';

export function useRescoreInterview() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const reloadRecord = useReloadRecord();
  const [isPending, setPending] = useState(false);

  /** Resolves true once scored again, false when not (the user has been told why). */
  const rescore = async (interview: Interview): Promise<boolean> => {
    setPending(true);
    try {
      const result = await dataProvider.rescoreInterview(interview);
      if (result === null) {
        markRescoreMissing();
        notify('app.interviews.rescore_missing', { type: 'warning' });
        return false;
      }
      putInterviewInCache(queryClient, result.interview);
      const { msg } = result;
      notify(msg || 'app.interviews.rescored', { type: 'success', messageArgs: { _: msg } });
      void queryClient.invalidateQueries({ queryKey: ['interviews'] });
      // the reviews table shows each answer's AI score beside the reviewers'
      void queryClient.invalidateQueries({ queryKey: reviewKey(String(interview.id)) });
      return true;
    } catch (error) {
      if (isStaleRecordError(error)) {
        notify('app.interviews.rescore_stale', { type: 'warning' });
        await reloadRecord<Interview>('interviews', interview.id);
      } else {
        notifyError(error);
      }
      return false;
    } finally {
      setPending(false);
    }
  };

  return { rescore, isPending };
}
