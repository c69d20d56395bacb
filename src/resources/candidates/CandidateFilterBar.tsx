// The four interview-state filters, each with its count on the current server page.
import { Box, Stack } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { useTranslate } from 'react-admin';
import type { SegregatedState } from '../../dataProvider/types';
import { CANDIDATE_FILTERS } from './candidateListParams';
import { ChoiceButton } from './ChoiceButton';

export interface CandidateFilterBarProps {
  value: SegregatedState;
  /** per state; unknown while the first page loads */
  counts?: Partial<Record<SegregatedState, number>>;
  onChange(state: SegregatedState): void;
}

export function CandidateFilterBar({ value, counts, onChange }: CandidateFilterBarProps) {
  const translate = useTranslate();
  return (
    <Stack
      direction="row"
      role="group"
      aria-label={translate('app.candidate_screen.filters')}
      sx={{ flexWrap: 'wrap', gap: 1 }}
    >
      {CANDIDATE_FILTERS.map(({ state, label }) => {
        const active = state === value;
        const count = counts?.[state];
        return (
          <ChoiceButton
            key={state}
            selected={active}
            aria-pressed={active}
            onClick={() => onChange(state)}
            sx={{
              borderRadius: 999,
              px: 1.5,
              py: 0.625,
              gap: 0.75,
              whiteSpace: 'nowrap',
              ...(active ? {} : { color: 'text.secondary' }),
            }}
          >
            {translate(label)}
            <Box
              component="span"
              data-testid={count !== undefined ? `count-${state}` : undefined}
              aria-label={
                count !== undefined ? translate('app.candidate_screen.count', { count }) : undefined
              }
              // before the first page answers: the badge's room, kept so nothing moves after
              aria-hidden={count === undefined || undefined}
              sx={(theme) => ({
                minWidth: 22,
                px: 0.75,
                borderRadius: 999,
                fontSize: '0.75rem',
                lineHeight: '20px',
                fontWeight: 700,
                textAlign: 'center',
                visibility: count === undefined ? 'hidden' : undefined,
                // 0.14: white bold 12px text keeps a 4.5:1 contrast on the lighter pill
                backgroundColor: active
                  ? alpha(theme.palette.common.white, 0.14)
                  : alpha(theme.palette.primary.main, 0.1),
                color: active ? 'inherit' : theme.palette.primary.dark,
              })}
            >
              {count ?? 0}
            </Box>
          </ChoiceButton>
        );
      })}
    </Stack>
  );
}
