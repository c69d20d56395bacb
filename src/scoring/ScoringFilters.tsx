// The Scoring screen's filters: the period (presets) and the scorer, from the scorers the server
// saw in the period; a scorer from the address it no longer lists stays chosen.
import { Box, Button, TextField } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { FILTER_FIELD_SX } from '../common/SelectFilter';
import {
  DEFAULT_PERIOD,
  PERIODS,
  type Period,
  type ScoringFilters as Filters,
} from './scoringFilters';

export interface ScoringFiltersProps {
  filters: Filters;
  /** the scorers to choose from; none while they load */
  scorers: readonly string[];
  onChange(filters: Filters): void;
}

export function ScoringFilters({ filters, scorers, onChange }: ScoringFiltersProps) {
  const translate = useTranslate();
  const { period, scorer } = filters;
  const choices = scorer && !scorers.includes(scorer) ? [...scorers, scorer] : scorers;
  const changed = period !== DEFAULT_PERIOD || Boolean(scorer);

  return (
    <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'center' }}>
      <NativeSelect
        label={translate('app.scoring.period')}
        value={period}
        onChange={(value) => onChange({ ...filters, period: value as Period })}
      >
        {PERIODS.map((value) => (
          <option key={value} value={value}>
            {translate(`app.scoring.periods.${value}`)}
          </option>
        ))}
      </NativeSelect>
      <NativeSelect
        label={translate('app.scoring.scorer')}
        value={scorer}
        onChange={(value) => onChange({ ...filters, scorer: value })}
      >
        <option value="">{translate('app.scoring.any_scorer')}</option>
        {choices.map((value) => (
          <option key={value} value={value}>
            {value}
          </option>
        ))}
      </NativeSelect>
      {changed && (
        <Button onClick={() => onChange({ period: DEFAULT_PERIOD, scorer: '' })}>
          {translate('app.scoring.reset_filters')}
        </Button>
      )}
    </Box>
  );
}

/**
 * A filter's native select, as wide as its choice from 180 px up (the theme makes text fields
 * full width; the whole row only on a phone).
 */
function NativeSelect({
  label,
  value,
  onChange,
  children,
}: {
  label: string;
  value: string;
  onChange(value: string): void;
  children: ReactNode;
}) {
  return (
    <TextField
      select
      size="small"
      fullWidth={false}
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      sx={FILTER_FIELD_SX}
    >
      {children}
    </TextField>
  );
}
