// Schedule an interview for a candidate: title, date and time (in the future), the agent's voice
// and the number of questions (by default the admin's counts summed over the candidate's skills).
// POST /interview/create through the `interviews` resource (useCreateInterview).
import EventAvailableOutlined from '@mui/icons-material/EventAvailableOutlined';
import {
  Alert,
  Box,
  Dialog,
  DialogContent,
  DialogTitle,
  MenuItem,
  Stack,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { useMemo, useState } from 'react';
import { Form, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { FormPopupActions } from '../../common/FormPopupActions';
import { FormTextField } from '../../common/FormTextField';
import { LIMITS } from '../../common/limits';
import { useFormProblem } from '../../common/useFormProblem';
import { useLimitHelper } from '../../common/useLimitHelper';
import type { Candidate, Interview, Skill, Voice } from '../../dataProvider/types';
import { DEFAULT_VOICE, voicesWithClips } from '../../dataProvider/voices';
import { useStartupData } from '../../layout/useStartupData';
import {
  MAX_QUESTIONS,
  MIN_QUESTIONS,
  defaultQuestionCount,
  matchSkills,
  parseDateTimeLocal,
  toDateTimeLocal,
  validateSchedule,
  type ScheduleValues,
} from './scheduleInterview';
import { useCreateInterview } from './useCreateInterview';

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

type Problems = ReturnType<typeof useFormProblem>;

export function ScheduleInterviewDialog({
  open,
  candidate,
  onClose,
  onScheduled,
  onExited,
}: ScheduleInterviewDialogProps) {
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [busy, setBusy] = useState(false);
  const problems = useFormProblem('schedule-interview-problem');
  const close = () => {
    problems.clear();
    onClose();
  };
  return (
    <Dialog
      open={open && candidate !== null}
      onClose={(_event, reason) => {
        if (!busy && reason !== 'backdropClick') close();
      }}
      fullWidth
      maxWidth="sm"
      fullScreen={fullScreen}
      slotProps={{ transition: { onExited } }}
    >
      {candidate ? (
        <ScheduleForm
          candidate={candidate}
          problems={problems}
          onBusyChange={setBusy}
          onClose={close}
          onScheduled={onScheduled}
        />
      ) : null}
    </Dialog>
  );
}

interface ScheduleFormProps {
  candidate: ScheduleCandidate;
  problems: Problems;
  onBusyChange(busy: boolean): void;
  onClose(): void;
  onScheduled?(interview: Interview): void;
}

function ScheduleForm({
  candidate,
  problems,
  onBusyChange,
  onClose,
  onScheduled,
}: ScheduleFormProps) {
  const translate = useTranslate();
  const { create, isPending: busy } = useCreateInterview();
  const { skills: adminSkills, voices: loadedVoices, isPending: startupPending } = useStartupData();
  const voices = loadedVoices.length > 0 ? loadedVoices : voicesWithClips([]);
  const name =
    candidate.name?.trim() || candidate.cand_id || translate('app.candidate_screen.this_candidate');
  // the earliest time the picker offers; fixed while the popup is open
  const [minWhen] = useState(() => toDateTimeLocal(new Date(Date.now() + 60_000)));

  const { matched, unknown } = matchSkills(candidate.skills, adminSkills);
  const defaultCount = defaultQuestionCount(candidate.skills, adminSkills);
  const firstVoice = voices[0]?.id ?? DEFAULT_VOICE;
  // the skills and voices may still be loading: fields the user has not changed follow them
  const defaultValues = useMemo<ScheduleValues>(
    () => ({
      // a long name must not make a title the server refuses
      title: translate('app.schedule_interview.default_title', { name }).slice(
        0,
        LIMITS.interviewTitle,
      ),
      when: '',
      agent_voice: firstVoice,
      num_questions: String(defaultCount),
    }),
    [translate, name, firstVoice, defaultCount],
  );

  const submit = async (raw: Record<string, unknown>) => {
    if (busy) return;
    const values = raw as unknown as ScheduleValues;
    const invalid = validateSchedule(values);
    const scheduledTime = parseDateTimeLocal(values.when);
    if (invalid || !scheduledTime) {
      problems.warn(invalid ?? 'app.schedule_interview.time_required');
      return;
    }
    problems.hide();
    onBusyChange(true);
    let interview: Interview;
    try {
      interview = await create(
        {
          candidate_id: candidate.id,
          title: values.title.trim(),
          agent_voice: values.agent_voice,
          scheduled_time: scheduledTime,
          num_questions: Number(values.num_questions),
        },
        { onCreated: () => onBusyChange(false) },
      );
    } catch (error) {
      problems.fail(error);
      onBusyChange(false);
      return;
    }
    onClose();
    onScheduled?.(interview);
  };

  return (
    <Form
      defaultValues={defaultValues}
      resetOptions={{ keepDirtyValues: true }}
      onSubmit={submit}
      noValidate
      disableInvalidFormNotification
    >
      <ScheduleHeader name={name} candId={candidate.cand_id} />
      <DialogContent dividers>
        <ScheduleFields
          voices={voices}
          minWhen={minWhen}
          matched={matched}
          unknownSkills={startupPending ? [] : unknown}
        />
      </DialogContent>
      <FormPopupActions
        busy={busy}
        problem={problems.problem}
        cancel={{ label: 'app.schedule_interview.cancel', onClick: onClose }}
        submitLabel="app.schedule_interview.submit"
        busyLabel="app.schedule_interview.processing"
      />
    </Form>
  );
}

interface ScheduleFieldsProps {
  voices: Voice[];
  /** the earliest datetime-local value offered */
  minWhen: string;
  /** the candidate's skills the admin has a count for */
  matched: Skill[];
  /** the candidate's skills the admin has no count for */
  unknownSkills: string[];
}

function ScheduleFields({ voices, minWhen, matched, unknownSkills }: ScheduleFieldsProps) {
  const translate = useTranslate();
  const limitHelper = useLimitHelper();
  const title: unknown = useWatch({ name: 'title' });
  const countHelp =
    matched.length > 0 && matched.some((s) => s.num_questions > 0)
      ? translate('app.schedule_interview.questions_from_skills', {
          skills: matched.map((s) => `${s.skill} (${s.num_questions})`).join(', '),
        })
      : translate('app.schedule_interview.questions_default');
  return (
    <Stack spacing={2.5} sx={{ pt: 0.5 }}>
      <FormTextField
        source="title"
        label={translate('app.schedule_interview.field_title')}
        helperText={limitHelper(title, LIMITS.interviewTitle)}
        required
        fullWidth
        slotProps={{ htmlInput: { maxLength: LIMITS.interviewTitle } }}
      />
      <FormTextField
        source="when"
        label={translate('app.schedule_interview.when')}
        type="datetime-local"
        required
        fullWidth
        helperText={translate('app.schedule_interview.when_hint')}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: minWhen } }}
      />
      <VoiceSelect voices={voices} />
      <FormTextField
        source="num_questions"
        label={translate('app.schedule_interview.questions')}
        type="number"
        fullWidth
        helperText={countHelp}
        slotProps={{ htmlInput: { min: MIN_QUESTIONS, max: MAX_QUESTIONS, step: 1 } }}
      />
      {unknownSkills.length > 0 ? (
        <Alert severity="info" role="status">
          {translate('app.schedule_interview.unknown_skills', { skills: unknownSkills.join(', ') })}
        </Alert>
      ) : null}
    </Stack>
  );
}

function ScheduleHeader({ name, candId }: { name: string; candId?: string }) {
  const translate = useTranslate();
  return (
    <Box sx={{ px: 3, py: 2, display: 'flex', alignItems: 'center', gap: 1.5, pb: 1 }}>
      <EventAvailableOutlined color="primary" />
      <Box sx={{ minWidth: 0 }}>
        {/* the popup's name; the row pads it */}
        <DialogTitle sx={{ p: 0 }}>{translate('app.schedule_interview.title')}</DialogTitle>
        <Typography variant="body2" sx={{ color: 'text.secondary' }} noWrap>
          {translate('app.schedule_interview.for', { name })}
          {candId && candId !== name ? ` · ${candId}` : ''}
        </Typography>
      </Box>
    </Box>
  );
}

/** The agent's voice: its name, and its description where the platform gives one. */
function VoiceSelect({ voices }: { voices: Voice[] }) {
  const translate = useTranslate();
  return (
    <FormTextField
      source="agent_voice"
      select
      label={translate('app.schedule_interview.voice')}
      fullWidth
      slotProps={{
        select: {
          renderValue: (value) => {
            const v = voices.find((item) => item.id === value);
            return v ? `${v.name}${v.description ? ` — ${v.description}` : ''}` : String(value);
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
    </FormTextField>
  );
}

export default ScheduleInterviewDialog;
