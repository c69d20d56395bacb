// Schedule an interview for a candidate: title, date and time (in the future), the candidate's
// time zone (optional), the agent's voice and the number of questions (by default the admin's
// counts summed over the candidate's skills); the fields are ScheduleFields.
// POST /interview/create through the `interviews` resource (useCreateInterview).
import EventAvailableOutlined from '@mui/icons-material/EventAvailableOutlined';
import {
  Box,
  Dialog,
  DialogContent,
  DialogTitle,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { useMemo, useState } from 'react';
import { Form, useTranslate } from 'react-admin';
import { FormPopupActions } from '../../common/FormPopupActions';
import { LIMITS } from '../../common/limits';
import { useFormProblem } from '../../common/useFormProblem';
import type { Candidate, Interview, Skill } from '../../dataProvider/types';
import { useStartupData } from '../../layout/useStartupData';
import { ScheduleFields, useMinWhen, useScheduleVoices } from './ScheduleFields';
import {
  chosenTimeZone,
  defaultQuestionCount,
  matchSkills,
  parseDateTimeLocal,
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
  const { skills: adminSkills, isPending: startupPending } = useStartupData();
  const { voices, firstVoice } = useScheduleVoices();
  const name =
    candidate.name?.trim() || candidate.cand_id || translate('app.candidate_screen.this_candidate');
  const minWhen = useMinWhen();

  const { matched, unknown } = matchSkills(candidate.skills, adminSkills);
  const defaultCount = defaultQuestionCount(candidate.skills, adminSkills);
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
      time_zone: '',
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
          ...chosenTimeZone(values),
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
          questionsHelp={questionsHelp(matched, translate)}
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

/** Where the default number of questions comes from: the admin's counts of the skills, or none. */
function questionsHelp(matched: Skill[], translate: (key: string, options?: object) => string) {
  return matched.length > 0 && matched.some((s) => s.num_questions > 0)
    ? translate('app.schedule_interview.questions_from_skills', {
        skills: matched.map((s) => `${s.skill} (${s.num_questions})`).join(', '),
      })
    : translate('app.schedule_interview.questions_default');
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

export default ScheduleInterviewDialog;
