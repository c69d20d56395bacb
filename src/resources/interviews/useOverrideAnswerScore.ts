// Saves the admin's score of one answer (its final score, docs/scoring.md) through the data
// provider's overrideAnswerScore (useInterviewWrite: the cache, the toast, a stale refusal). A
// server without the call hides the control for the session.
import { useDataProvider } from 'react-admin';
import type { AppDataProvider, Interview } from '../../dataProvider/types';
import { markScoreEditingMissing } from './answerScoreSupport';
import { placeMessage, placeOf } from './transcriptPlaces';
import { useInterviewWrite } from './useInterviewWrite';

export function useOverrideAnswerScore() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const { run, isPending, notify } = useInterviewWrite();

  /** Resolves true once saved, false when not (the user has been told why). */
  const save = (interview: Interview, index: number, score: number): Promise<boolean> =>
    run(interview, {
      stale: 'app.interviews.score_stale',
      call: () => dataProvider.overrideAnswerScore(interview, index, score),
      // "Question 2 scored 4 / 5", or the follow-up's, numbered as the transcript numbers it
      saved: () => placeMessage(placeOf(interview.history, index), 'saved', { score }),
      missing: () => {
        markScoreEditingMissing();
        notify('app.interviews.score_edit_missing', { type: 'warning' });
      },
    });

  return { save, isPending };
}
