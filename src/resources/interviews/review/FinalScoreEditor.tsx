// "Set final score": the interview's score as a whole, set by an owner, admin or recruiter (PUT
// /interview/:id/final-score {score}, docs/scoring.md). Reviews no longer move a score set so; an
// answer's own "Edit score" makes the interview's score their average again.
import { useId, useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { useMay } from '../../../authProvider/useMay';
import type { AppDataProvider, Interview } from '../../../dataProvider/types';
import { scoreValue } from '../interviewFormat';
import { nearestStep, ScoreEditButton, ScoreEditForm } from '../ScoreEdit';
import { useInterviewWrite } from '../useInterviewWrite';
import { isReferenceInterview } from './ReviewSection';

export function FinalScoreEditor({ interview }: { interview: Interview }) {
  const translate = useTranslate();
  const id = useId();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { run, isPending } = useInterviewWrite();
  const mayScore = useMay('interviews', 'score');
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState(0);
  if (!mayScore || !isReferenceInterview(interview) || interview.status !== 'completed')
    return null;

  if (!editing) {
    return (
      <ScoreEditButton
        label={translate('app.reviews.final_score')}
        onClick={() => {
          setValue(nearestStep(scoreValue(interview.score)));
          setEditing(true);
        }}
      />
    );
  }

  const save = async () => {
    const saved = await run(interview, {
      stale: 'app.interviews.score_stale',
      call: () => dataProvider.setFinalScore(interview, { score: value }),
      saved: ({ msg }) => [msg || 'app.reviews.final_score_saved', { score: value, _: msg }],
    });
    if (saved) setEditing(false);
  };

  return (
    <ScoreEditForm
      id={`${id}-final`}
      label={translate('app.reviews.final_score_label')}
      value={value}
      onChange={setValue}
      pending={isPending}
      cancelLabel={translate('app.reviews.final_score_cancel')}
      saveLabel={translate('app.reviews.final_score_save')}
      onCancel={() => setEditing(false)}
      onSave={() => void save()}
      justify="flex-start"
    />
  );
}
