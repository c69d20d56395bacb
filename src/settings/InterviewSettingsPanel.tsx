// Interview settings (Settings, issue 52): how many follow-up questions the interviewer may ask
// about an answer that misses expected points, and blind review. Every role reads them; owners and
// admins change them. A server without them (the platform) shows no panel.
import SaveOutlinedIcon from '@mui/icons-material/SaveOutlined';
import {
  Box,
  Button,
  Chip,
  FormControlLabel,
  FormHelperText,
  Stack,
  Switch,
  TextField,
} from '@mui/material';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { RetryAlert } from '../common/RetryAlert';
import type { InterviewSettings } from '../dataProvider/types';
import { useInterviewSettings, useSaveInterviewSettings } from './interviewSettingsQuery';
import { SettingsPanel } from './SettingsPanel';

/** The follow-up counts offered (the server takes 0 to 2). */
const FOLLOW_UPS = [0, 1, 2];
const KEYS = ['follow_ups_per_answer', 'blind_review'] as const;

/** The keys of `draft` whose values differ from `saved`, with their values. */
function changesOf(saved: InterviewSettings, draft: Partial<InterviewSettings>) {
  const changes: Partial<InterviewSettings> = {};
  for (const key of KEYS) {
    const value = draft[key];
    if (value !== undefined && value !== saved[key]) Object.assign(changes, { [key]: value });
  }
  return changes;
}

export function InterviewSettingsPanel({ readOnly = false }: { readOnly?: boolean }) {
  const settings = useInterviewSettings();
  // nothing until the server has answered: the platform's panel would only flash and go
  if (settings.unsupported || settings.isPending) return null;
  return (
    <SettingsPanel title="app.settings.interview_title" subtitle="app.settings.interview_subtitle">
      {settings.isError ? (
        <RetryAlert
          message="app.settings.interview_load_error"
          retryLabel="app.settings.retry"
          onRetry={() => void settings.refetch()}
        />
      ) : (
        <InterviewSettingsForm saved={settings.data} readOnly={readOnly} />
      )}
    </SettingsPanel>
  );
}

function InterviewSettingsForm({
  saved,
  readOnly,
}: {
  saved: InterviewSettings;
  readOnly: boolean;
}) {
  const translate = useTranslate();
  const followUpsHelp = useId();
  const blindHelp = useId();
  // what was chosen and not saved yet; kept when the server refuses it
  const [draft, setDraft] = useState<Partial<InterviewSettings>>({});
  const save = useSaveInterviewSettings();
  const values = { ...saved, ...draft };
  const changes = changesOf(saved, draft);
  const changed = Object.keys(changes).length > 0;
  const disabled = readOnly || save.isPending;
  const followUps = FOLLOW_UPS.includes(values.follow_ups_per_answer)
    ? FOLLOW_UPS
    : [...FOLLOW_UPS, values.follow_ups_per_answer].sort((a, b) => a - b);

  return (
    <Stack spacing={2.5} sx={{ maxWidth: 640 }}>
      <Box>
        <TextField
          select
          size="small"
          label={translate('app.settings.follow_ups')}
          value={String(values.follow_ups_per_answer)}
          disabled={disabled}
          onChange={(event) =>
            setDraft({ ...draft, follow_ups_per_answer: Number(event.target.value) })
          }
          slotProps={{
            select: { native: true },
            inputLabel: { shrink: true },
            htmlInput: { 'aria-describedby': followUpsHelp },
          }}
          sx={{ minWidth: { xs: '100%', sm: 280 } }}
        >
          {followUps.map((count) => (
            <option key={count} value={String(count)}>
              {count}
            </option>
          ))}
        </TextField>
        <FormHelperText id={followUpsHelp} sx={{ mx: 1.75 }}>
          {translate('app.settings.follow_ups_help')}
        </FormHelperText>
      </Box>
      <Box>
        <FormControlLabel
          control={
            <Switch
              checked={values.blind_review}
              disabled={disabled}
              onChange={(event) => setDraft({ ...draft, blind_review: event.target.checked })}
              slotProps={{ input: { 'aria-describedby': blindHelp } }}
            />
          }
          label={translate('app.settings.blind_review')}
        />
        <FormHelperText id={blindHelp} sx={{ mt: 0 }}>
          {translate('app.settings.blind_review_help')}
        </FormHelperText>
      </Box>
      {readOnly ? (
        <FormHelperText>{translate('app.settings.interview_read_only')}</FormHelperText>
      ) : (
        <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'center' }}>
          <Button
            variant="contained"
            startIcon={<SaveOutlinedIcon />}
            loading={save.isPending}
            disabled={!changed}
            onClick={() => save.mutate(changes, { onSuccess: () => setDraft({}) })}
          >
            {translate('app.settings.interview_save')}
          </Button>
          {changed && (
            <Chip label={translate('app.settings.unsaved')} color="warning" variant="outlined" />
          )}
        </Box>
      )}
    </Stack>
  );
}
