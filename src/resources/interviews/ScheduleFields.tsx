// The fields of scheduling an interview, for one candidate (ScheduleInterviewDialog) or many at
// once (BulkScheduleDialog): title, date and time, the candidate's time zone, the agent's voice
// and the number of questions. Fields of the enclosing react-admin <Form> (ScheduleValues).
import { Alert, Box, MenuItem, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { FormTextField } from '../../common/FormTextField';
import { LIMITS } from '../../common/limits';
import { useLimitHelper } from '../../common/useLimitHelper';
import type { Voice } from '../../dataProvider/types';
import { DEFAULT_VOICE, voicesWithClips } from '../../dataProvider/voices';
import { useStartupData } from '../../layout/useStartupData';
import { MAX_QUESTIONS, MIN_QUESTIONS, toDateTimeLocal } from './scheduleInterview';
import { TimeZoneField } from './TimeZoneField';

/** The voices to offer (the listed ones, else those with clips) and the first, the default. */
export function useScheduleVoices() {
  const { voices: loaded } = useStartupData();
  const voices = loaded.length > 0 ? loaded : voicesWithClips([]);
  return { voices, firstVoice: voices[0]?.id ?? DEFAULT_VOICE };
}

/** The earliest time the picker offers: a minute from when the form opened, fixed while open. */
export function useMinWhen(): string {
  const [minWhen] = useState(() => toDateTimeLocal(new Date(Date.now() + 60_000)));
  return minWhen;
}

export interface ScheduleFieldsProps {
  voices: Voice[];
  /** the earliest datetime-local value offered */
  minWhen: string;
  /** under the number of questions: where its default comes from */
  questionsHelp: string;
  /** the candidate's skills the admin has no count for (one candidate) */
  unknownSkills?: string[];
}

export function ScheduleFields({
  voices,
  minWhen,
  questionsHelp,
  unknownSkills = [],
}: ScheduleFieldsProps) {
  const translate = useTranslate();
  const limitHelper = useLimitHelper();
  const title: unknown = useWatch({ name: 'title' });
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
      <TimeZoneField />
      <VoiceSelect voices={voices} />
      <FormTextField
        source="num_questions"
        label={translate('app.schedule_interview.questions')}
        type="number"
        fullWidth
        helperText={questionsHelp}
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
