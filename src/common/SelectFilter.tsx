// A list's filter as a native select: "any" first (when it has one), then the choices, and
// whatever else the caller adds (a value from the address the list does not know). The audit
// log's, the outbox's and the Scoring screen's filter bars.
import { TextField } from '@mui/material';
import type { ReactNode } from 'react';

/** A filter field's width: the whole row on a phone, 180 px beside the others above. */
export const FILTER_FIELD_SX = { minWidth: { xs: '100%', sm: 180 } } as const;

export interface SelectFilterProps {
  label: string;
  value: string | undefined;
  onChange(value: string): void;
  /** the first choice, which clears the filter; none: a value is always chosen */
  anyLabel?: string;
  choices: readonly { value: string; label: string }[];
  children?: ReactNode;
}

export function SelectFilter({
  label,
  value,
  onChange,
  anyLabel,
  choices,
  children,
}: SelectFilterProps) {
  return (
    <TextField
      select
      size="small"
      // beside one another (the theme makes text fields the row's whole width)
      fullWidth={false}
      label={label}
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      sx={FILTER_FIELD_SX}
    >
      {anyLabel !== undefined && <option value="">{anyLabel}</option>}
      {choices.map((choice) => (
        <option key={choice.value} value={choice.value}>
          {choice.label}
        </option>
      ))}
      {children}
    </TextField>
  );
}
