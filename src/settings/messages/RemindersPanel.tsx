// Reminders and mail (Settings, owners and admins): how many hours before an interview each of its
// two reminders goes, or off; and whether mail is sent at all (no SMTP_URL: kept in the outbox).
import SaveOutlinedIcon from '@mui/icons-material/SaveOutlined';
import { Alert, Box, Button, Chip, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { MessageSettings, Reminders } from '../../dataProvider/types';
import { SettingsPanel } from '../SettingsPanel';
import { useMessageSettingsCall } from './messageSettingsQuery';

/** The hours offered; the server takes any whole number from 1 to 168. */
const HOURS = [1, 2, 3, 6, 12, 24, 48, 72, 168];
const OFF = 'off';

const fieldValue = (hours: number | null) => (hours === null ? OFF : String(hours));

export function RemindersPanel({ settings }: { settings: MessageSettings }) {
  const translate = useTranslate();
  const saved = settings.reminders;
  // null: as the server has them
  const [draft, setDraft] = useState<Reminders | null>(null);
  const reminders = draft ?? saved;
  const save = useMessageSettingsCall(
    (dataProvider, input: Reminders) => dataProvider.saveReminders(input),
    'app.message_settings.reminders_saved',
  );
  const changed =
    reminders.first_hours !== saved.first_hours || reminders.second_hours !== saved.second_hours;

  const field = (name: keyof Reminders, label: string) => {
    const current = reminders[name];
    const options = current === null || HOURS.includes(current) ? HOURS : [...HOURS, current];
    return (
      <TextField
        select
        size="small"
        label={translate(label)}
        value={fieldValue(current)}
        disabled={save.isPending}
        onChange={(event) => {
          const value = event.target.value;
          setDraft({ ...reminders, [name]: value === OFF ? null : Number(value) });
        }}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        sx={{ minWidth: { xs: '100%', sm: 200 } }}
      >
        <option value={OFF}>{translate('app.message_settings.off')}</option>
        {[...options]
          .sort((a, b) => a - b)
          .map((hours) => (
            <option key={hours} value={String(hours)}>
              {translate('app.message_settings.hours_before', { smart_count: hours })}
            </option>
          ))}
      </TextField>
    );
  };

  return (
    <SettingsPanel
      title="app.message_settings.reminders_title"
      subtitle="app.message_settings.reminders_subtitle"
    >
      <Stack spacing={2.5}>
        {settings.mail.configured ? (
          <Alert severity="success" role="status">
            {translate('app.message_settings.mail_configured', { from: settings.mail.from })}
          </Alert>
        ) : (
          <Alert severity="warning" role="status">
            {translate('app.message_settings.mail_not_configured')}
          </Alert>
        )}
        <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'center' }}>
          {field('first_hours', 'app.message_settings.first')}
          {field('second_hours', 'app.message_settings.second')}
          {changed && (
            <Chip
              label={translate('app.message_settings.unsaved')}
              color="warning"
              variant="outlined"
            />
          )}
          <Button
            variant="contained"
            startIcon={<SaveOutlinedIcon />}
            loading={save.isPending}
            disabled={!changed}
            onClick={() => save.mutate(reminders, { onSuccess: () => setDraft(null) })}
          >
            {translate('app.message_settings.save_reminders')}
          </Button>
        </Box>
      </Stack>
    </SettingsPanel>
  );
}
