// The Scoring screen's filters: the period (presets) and the scorer, from the scorers the server
// saw in the period; a scorer from the address it no longer lists stays chosen.
import { Box, Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { SelectFilter } from '../common/SelectFilter';
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
      <SelectFilter
        label={translate('app.scoring.period')}
        value={period}
        onChange={(value) => onChange({ ...filters, period: value as Period })}
        choices={PERIODS.map((value) => ({
          value,
          label: translate(`app.scoring.periods.${value}`),
        }))}
      />
      <SelectFilter
        label={translate('app.scoring.scorer')}
        value={scorer}
        onChange={(value) => onChange({ ...filters, scorer: value })}
        anyLabel={translate('app.scoring.any_scorer')}
        choices={choices.map((value) => ({ value, label: value }))}
      />
      {changed && (
        <Button onClick={() => onChange({ period: DEFAULT_PERIOD, scorer: '' })}>
          {translate('app.scoring.reset_filters')}
        </Button>
      )}
    </Box>
  );
}
