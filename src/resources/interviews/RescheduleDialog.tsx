import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  TextField,
  Typography,
} from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { ProblemAlert } from '../../common/ProblemAlert';
import type { FormProblem } from '../../common/useFormProblem';
import { formatDateTime } from '../../dates/dates';
import type { Interview } from '../../dataProvider/types';
import { useCandidateName } from './CandidateCell';
import {
  fromDateTimeLocal,
  rescheduleProblem,
  toDateTimeLocal,
  type RescheduleProblem,
} from './interviewFormat';
import { useUpdateInterview } from './useUpdateInterview';

const PROBLEM_MESSAGES: Record<RescheduleProblem, string> = {
  required: 'app.interviews.time_required',
  invalid: 'app.interviews.time_invalid',
  past: 'app.interviews.time_past',
  unchanged: 'app.interviews.time_unchanged',
};

interface RescheduleDialogProps {
  interview: Interview;
  open: boolean;
  onClose: () => void;
}

/** Picks a new time (in the future) for an interview and saves it: PUT scheduled_time. */
export function RescheduleDialog({ interview, open, onClose }: RescheduleDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs">
      {open && <RescheduleForm interview={interview} onClose={onClose} />}
    </Dialog>
  );
}

function RescheduleForm({ interview: given, onClose }: Omit<RescheduleDialogProps, 'open'>) {
  const translate = useTranslate();
  const candidateName = useCandidateName();
  const { save, isPending } = useUpdateInterview();
  // replaced by the interview as loaded again when a save was refused as stale; the chosen time stays
  const [interview, setInterview] = useState(given);
  const [stale, setStale] = useState<FormProblem | null>(null);
  const [value, setValue] = useState(() => toDateTimeLocal(interview.scheduled_time));
  const [touched, setTouched] = useState(false);

  const problem = rescheduleProblem(value, new Date(), interview.scheduled_time);
  const showProblem = touched && problem !== null;
  const name = candidateName(interview);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    const date = fromDateTimeLocal(value);
    if (problem !== null || !date) return;
    setStale(null);
    const saved = await save(
      interview,
      { scheduled_time: date.toISOString() },
      {
        success: 'app.interviews.rescheduled_toast',
        messageArgs: { time: formatDateTime(date) },
        onReloaded: (fresh) => {
          setStale(null);
          setInterview(fresh);
        },
        onStale: setStale,
      },
    );
    // when not, the dialog stays open with the chosen time
    if (saved) onClose();
  };

  return (
    <form onSubmit={submit} noValidate>
      <DialogTitle>{translate('app.interviews.reschedule_title')}</DialogTitle>
      <DialogContent>
        <Box sx={{ mb: 2.5 }}>
          <Typography sx={{ fontWeight: 600 }}>
            {name}
            {interview.title ? ` · ${interview.title}` : ''}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {translate('app.interviews.reschedule_current', {
              time: formatDateTime(interview.scheduled_time),
            })}
          </Typography>
        </Box>
        <TextField
          type="datetime-local"
          label={translate('app.interviews.new_time')}
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
            setTouched(true);
          }}
          autoFocus
          fullWidth
          required
          error={showProblem}
          helperText={
            showProblem && problem
              ? translate(PROBLEM_MESSAGES[problem])
              : translate('app.interviews.time_hint')
          }
          slotProps={{
            inputLabel: { shrink: true },
            htmlInput: { min: toDateTimeLocal(new Date()), step: 60 },
          }}
        />
        {stale && !isPending && <ProblemAlert problem={stale} sx={{ mt: 2 }} />}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={isPending}>
          {translate('ra.action.cancel')}
        </Button>
        <Button type="submit" variant="contained" disabled={isPending}>
          {isPending ? translate('app.interviews.saving') : translate('app.interviews.reschedule')}
        </Button>
      </DialogActions>
    </form>
  );
}
