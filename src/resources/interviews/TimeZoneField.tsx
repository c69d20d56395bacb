// The candidate's time zone, optional: the invitation and reminders state the interview's time in
// it (in UTC without one). Chosen from the zones the browser knows; absent where it lists none.
import { Autocomplete, TextField } from '@mui/material';
import { useMemo } from 'react';
import { useInput, useTranslate } from 'react-admin';
import { timeZoneNames } from './scheduleInterview';

const asTyped = (value: unknown) => value;
const orEmpty = (value: unknown) => value ?? '';

/** A field of the enclosing react-admin <Form>, `time_zone`: an IANA name, or '' for none. */
export function TimeZoneField({ disabled }: { disabled?: boolean }) {
  const translate = useTranslate();
  const zones = useMemo(timeZoneNames, []);
  const { field } = useInput({ source: 'time_zone', parse: asTyped, format: orEmpty });
  if (zones.length === 0) return null;
  const value = typeof field.value === 'string' && field.value !== '' ? field.value : null;
  return (
    <Autocomplete
      options={zones}
      value={value}
      disabled={disabled}
      autoHighlight
      onChange={(_event, zone) => field.onChange(zone ?? '')}
      onBlur={field.onBlur}
      renderInput={(params) => (
        <TextField
          {...params}
          name={field.name}
          inputRef={field.ref}
          label={translate('app.schedule_interview.time_zone')}
          helperText={translate('app.schedule_interview.time_zone_hint')}
          fullWidth
        />
      )}
    />
  );
}
