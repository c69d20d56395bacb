// "Set final score": the interview's score as a whole, set by an owner, admin or recruiter (PUT
// /interview/:id/final-score {score}, docs/scoring.md). Reviews no longer move a score set so; an
// answer's own "Edit score" makes the interview's score their average again.
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { Box, Button, MenuItem, TextField } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useMay } from '../../../authProvider/useMay';
import { useNotifyError } from '../../../common/useNotifyError';
import { useReloadRecord } from '../../../common/useReloadRecord';
import { isStaleRecordError } from '../../../dataProvider/etags';
import type { AppDataProvider, Interview } from '../../../dataProvider/types';
import { formatScore, scoreValue } from '../interviewFormat';
import { SCORE_STEPS } from '../TranscriptItem';
import { isReferenceInterview } from './ReviewSection';

export function FinalScoreEditor({ interview }: { interview: Interview }) {
  const translate = useTranslate();
  const id = useId();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const reloadRecord = useReloadRecord();
  const mayScore = useMay('interviews', 'score');
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState(0);
  const [pending, setPending] = useState(false);
  if (!mayScore || !isReferenceInterview(interview) || interview.status !== 'completed')
    return null;

  if (!editing) {
    return (
      <Button
        size="small"
        startIcon={<EditOutlinedIcon fontSize="small" />}
        onClick={() => {
          setValue(Math.round((scoreValue(interview.score) ?? 0) * 2) / 2);
          setEditing(true);
        }}
      >
        {translate('app.reviews.final_score')}
      </Button>
    );
  }

  const save = async () => {
    setPending(true);
    try {
      const { msg } = await dataProvider.setFinalScore(interview, { score: value });
      notify(msg ? msg : 'app.reviews.final_score_saved', {
        type: 'success',
        messageArgs: { score: value, _: msg },
      });
      setEditing(false);
      await queryClient.invalidateQueries({ queryKey: ['interviews'] });
    } catch (error) {
      if (isStaleRecordError(error)) {
        notify('app.interviews.score_stale', { type: 'warning' });
        await reloadRecord<Interview>('interviews', interview.id);
      } else {
        notifyError(error);
      }
    } finally {
      setPending(false);
    }
  };

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mt: 1 }}>
      <TextField
        select
        id={`${id}-final`}
        size="small"
        label={translate('app.reviews.final_score_label')}
        value={value}
        onChange={(event) => setValue(Number(event.target.value))}
        disabled={pending}
        sx={{ minWidth: 200 }}
      >
        {SCORE_STEPS.map((step) => (
          <MenuItem key={step} value={step}>
            {formatScore(step)}
          </MenuItem>
        ))}
      </TextField>
      <Button onClick={() => setEditing(false)} disabled={pending}>
        {translate('app.reviews.final_score_cancel')}
      </Button>
      <Button variant="contained" onClick={() => void save()} disabled={pending}>
        {translate('app.reviews.final_score_save')}
      </Button>
    </Box>
  );
}
