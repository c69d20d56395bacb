// "Score again" through the data provider's rescoreInterview (useInterviewWrite: the cache, the
// server's message, a stale refusal); the reviews table is read again too (it shows each answer's
// AI score). A server without the call hides the button for the session.
import { useDataProvider } from 'react-admin';
import type { AppDataProvider, Interview } from '../../dataProvider/types';
import { markRescoreMissing } from './answerScoreSupport';
import { reviewKey } from './review/reviewQueries';
import { useInterviewWrite } from './useInterviewWrite';

export function useRescoreInterview() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const { run, isPending, notify, queryClient } = useInterviewWrite();

  /** Resolves true once scored again, false when not (the user has been told why). */
  const rescore = (interview: Interview): Promise<boolean> =>
    run(interview, {
      stale: 'app.interviews.rescore_stale',
      call: () => dataProvider.rescoreInterview(interview),
      saved: ({ msg }) => {
        void queryClient.invalidateQueries({ queryKey: reviewKey(String(interview.id)) });
        return [msg || 'app.interviews.rescored', { _: msg }];
      },
      missing: () => {
        markRescoreMissing();
        notify('app.interviews.rescore_missing', { type: 'warning' });
      },
    });

  return { rescore, isPending };
}
