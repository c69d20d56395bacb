// Schedule an interview for a candidate: title, date and time (in the future), the agent's voice
// and the number of questions (by default the admin's counts summed over the candidate's skills).
// POST /interview/create through the `interviews` resource.
import EventAvailableOutlined from '@mui/icons-material/EventAvailableOutlined';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  MenuItem,
  Stack,
  TextField,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { AppDataProvider, Candidate, Interview, Voice } from '../../dataProvider/types';
import { formatDateTime } from '../../dates/dates';
import { showToast } from '../../layout/toast';
import { useStartupData } from '../../layout/useStartupData';
import {
  MAX_QUESTIONS,
  MIN_QUESTIONS,
  defaultQuestionCount,
  matchSkills,
  parseDateTimeLocal,
  toDateTimeLocal,
  validateSchedule,
} from './scheduleInterview';

export type ScheduleCandidate = Pick<Candidate, 'id' | 'name' | 'skills' | 'cand_id'>;

export interface ScheduleInterviewDialogProps {
  open: boolean;
  /** who the interview is for; the popup shows nothing without one */
  candidate: ScheduleCandidate | null;
  onClose(): void;
  /** the interview was created (the popup has closed itself through onClose) */
  onScheduled?(interview: Interview): void;
  /** after the close transition ended: a good moment to clear `candidate` */
  onExited?(): void;
}

/** One toast for the popup's problems: a new one replaces it instead of piling up. */
const PROBLEM_TOAST = 'schedule-interview-problem';

function toastProblem(text: string, kind: 'warning' | 'error'): void {
  if (toast.isActive(PROBLEM_TOAST)) toast.update(PROBLEM_TOAST, { render: text, type: kind });
  else showToast(kind, text, { toastId: PROBLEM_TOAST });
}

/** The voices the API knows, for when the list could not be loaded. */
const FALLBACK_VOICES: Voice[] = ['ash', 'ballad', 'coral', 'sage', 'verse'].map((id) => ({
  id,
  name: id.charAt(0).toUpperCase() + id.slice(1),
}));

export function ScheduleInterviewDialog({
  open,
  candidate,
  onClose,
  onScheduled,
  onExited,
}: ScheduleInterviewDialogProps) {
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const titleId = useId();
  const [busy, setBusy] = useState(false);
  return (
    <Dialog
      open={open && candidate !== null}
      onClose={(_event, reason) => {
        if (busy || reason === 'backdropClick') return;
        toast.dismiss(PROBLEM_TOAST);
        onClose();
      }}
      fullWidth
      maxWidth="sm"
      fullScreen={fullScreen}
      aria-labelledby={titleId}
      slotProps={{ transition: { onExited } }}
    >
      {candidate ? (
        <ScheduleForm
          candidate={candidate}
          titleId={titleId}
          onBusyChange={setBusy}
          onClose={onClose}
          onScheduled={onScheduled}
        />
      ) : null}
    </Dialog>
  );
}

interface ScheduleFormProps {
  candidate: ScheduleCandidate;
  titleId: string;
  onBusyChange(busy: boolean): void;
  onClose(): void;
  onScheduled?(interview: Interview): void;
}

function ScheduleForm({
  candidate,
  titleId,
  onBusyChange,
  onClose,
  onScheduled,
}: ScheduleFormProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const { skills: adminSkills, voices: loadedVoices, isPending: startupPending } = useStartupData();
  const voices = loadedVoices.length > 0 ? loadedVoices : FALLBACK_VOICES;
  const name =
    candidate.name?.trim() || candidate.cand_id || translate('app.candidate_screen.this_candidate');

  const [title, setTitle] = useState(() =>
    translate('app.schedule_interview.default_title', { name }),
  );
  const [when, setWhen] = useState('');
  const [voice, setVoice] = useState<string | null>(null);
  // null: the default from the skills (they may still be loading when the popup opens)
  const [questions, setQuestions] = useState<string | null>(null);
  const [problem, setProblem] = useState<{ text: string; severity: 'warning' | 'error' } | null>(
    null,
  );
  // the earliest time the picker offers; fixed while the popup is open
  const [minWhen] = useState(() => toDateTimeLocal(new Date(Date.now() + 60_000)));

  const agentVoice = voice ?? voices[0]?.id ?? 'ash';
  const { matched, unknown } = matchSkills(candidate.skills, adminSkills);
  const defaultCount = defaultQuestionCount(candidate.skills, adminSkills);
  const questionsValue = questions ?? String(defaultCount);
  const countHelp =
    matched.length > 0 && matched.some((s) => s.num_questions > 0)
      ? translate('app.schedule_interview.questions_from_skills', {
          skills: matched.map((s) => `${s.skill} (${s.num_questions})`).join(', '),
        })
      : translate('app.schedule_interview.questions_default');

  const create = useMutation({
    mutationFn: (scheduledTime: Date) =>
      dataProvider.create<Interview>('interviews', {
        data: {
          candidate_id: candidate.id,
          title: title.trim(),
          agent_voice: agentVoice,
          scheduled_time: scheduledTime,
          num_questions: Number(questionsValue),
        },
      }),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    const invalid = validateSchedule({
      title,
      when,
      agent_voice: agentVoice,
      num_questions: questionsValue,
    });
    const scheduledTime = parseDateTimeLocal(when);
    if (invalid || !scheduledTime) {
      const key = invalid ?? 'app.schedule_interview.time_required';
      const text = translate(key);
      setProblem({ text, severity: 'warning' });
      toastProblem(text, 'warning');
      return;
    }
    setProblem(null);
    onBusyChange(true);
    let interview: Interview;
    try {
      ({ data: interview } = await create.mutateAsync(scheduledTime));
    } catch (error) {
      const text =
        error instanceof Error && error.message ? error.message : translate('app.errors.generic');
      setProblem({ text, severity: 'error' });
      toastProblem(text, 'error');
      onBusyChange(false);
      return;
    }
    onBusyChange(false);
    toast.dismiss(PROBLEM_TOAST);
    notify('app.schedule_interview.scheduled', {
      type: 'success',
      messageArgs: { when: formatDateTime(scheduledTime) },
    });
    // every list may show the interview or the candidate's new state (skills and voices stay)
    await queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== 'startup' });
    onClose();
    onScheduled?.(interview);
  };

  const busy = create.isPending;

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <Box sx={{ px: 3, py: 2, display: 'flex', alignItems: 'center', gap: 1.5, pb: 1 }}>
        <EventAvailableOutlined color="primary" />
        <Box sx={{ minWidth: 0 }}>
          <Typography id={titleId} variant="h6" component="h2">
            {translate('app.schedule_interview.title')}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }} noWrap>
            {translate('app.schedule_interview.for', { name })}
            {candidate.cand_id && candidate.cand_id !== name ? ` · ${candidate.cand_id}` : ''}
          </Typography>
        </Box>
      </Box>
      <DialogContent dividers>
        <Stack spacing={2.5} sx={{ pt: 0.5 }}>
          <TextField
            label={translate('app.schedule_interview.field_title')}
            value={title}
            onChange={(e) => setTitle(e.target.value)}
            required
            fullWidth
            slotProps={{ htmlInput: { maxLength: 200 } }}
          />
          <TextField
            label={translate('app.schedule_interview.when')}
            type="datetime-local"
            value={when}
            onChange={(e) => setWhen(e.target.value)}
            required
            fullWidth
            helperText={translate('app.schedule_interview.when_hint')}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: minWhen } }}
          />
          <TextField
            select
            label={translate('app.schedule_interview.voice')}
            value={agentVoice}
            onChange={(e) => setVoice(e.target.value)}
            fullWidth
            slotProps={{
              select: {
                renderValue: (value) => {
                  const v = voices.find((item) => item.id === value);
                  return v
                    ? `${v.name}${v.description ? ` — ${v.description}` : ''}`
                    : String(value);
                },
              },
            }}
          >
            {voices.map((v) => (
              <MenuItem key={v.id} value={v.id}>
                <Box>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {v.name}
                  </Typography>
                  {v.description ? (
                    <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                      {v.description}
                    </Typography>
                  ) : null}
                </Box>
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label={translate('app.schedule_interview.questions')}
            type="number"
            value={questionsValue}
            onChange={(e) => setQuestions(e.target.value)}
            fullWidth
            helperText={countHelp}
            slotProps={{ htmlInput: { min: MIN_QUESTIONS, max: MAX_QUESTIONS, step: 1 } }}
          />
          {!startupPending && unknown.length > 0 ? (
            <Alert severity="info" role="status">
              {translate('app.schedule_interview.unknown_skills', { skills: unknown.join(', ') })}
            </Alert>
          ) : null}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ flexDirection: 'column', alignItems: 'stretch', gap: 1, px: 3, py: 2 }}>
        {problem && !busy ? (
          <Alert severity={problem.severity} role="alert">
            {problem.text}
          </Alert>
        ) : null}
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, m: '0 !important' }}>
          <Button
            onClick={() => {
              toast.dismiss(PROBLEM_TOAST);
              onClose();
            }}
            disabled={busy}
            color="inherit"
          >
            {translate('app.schedule_interview.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={busy} sx={{ minWidth: 170 }}>
            {busy
              ? translate('app.schedule_interview.processing')
              : translate('app.schedule_interview.submit')}
          </Button>
        </Box>
      </DialogActions>
    </Box>
  );
}

export default ScheduleInterviewDialog;
