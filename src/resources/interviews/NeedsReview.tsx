// The "Needs review" filter of the interview lists and the mark on a row (docs/scoring.md): the
// reference server lists the completed interviews no one has reviewed yet, or where a reviewer
// and the AI are 2 or more points apart on an answer. The platform has no such filter and ignores
// it; its completed interviews carry no `needs_review`, so the filter is offered only once a
// completed row carries one, and a list the server did not filter is not passed off as filtered.
import RateReviewOutlinedIcon from '@mui/icons-material/RateReviewOutlined';
import { Alert, Box, Chip, ToggleButton, Tooltip } from '@mui/material';
import { useState } from 'react';
import { useListContext, useTranslate } from 'react-admin';
import type { Interview } from '../../dataProvider/types';

const isCompleted = (interview: Interview) => interview.status === 'completed';
const hasMark = (interview: Interview) => typeof interview.needs_review === 'boolean';

/**
 * The filter's state in the list: on (`filter.needs_review`, kept in the address), offered (on,
 * or a completed row of this list has said the server knows), ignored (on, and a completed row
 * without the mark came back: the server did not filter).
 */
export function useNeedsReviewFilter() {
  const { data, filterValues } = useListContext<Interview>();
  const active = filterValues.needs_review === true;
  const completed = (data ?? []).filter(isCompleted);
  const known = completed.some(hasMark);
  // once known, kept while the list is open: a page without completed rows says nothing
  const [seen, setSeen] = useState(false);
  if (known && !seen) setSeen(true);
  return {
    active,
    offered: active || seen || known,
    ignored: active && completed.some((interview) => !hasMark(interview)),
  };
}

/**
 * The toggle, and a warning when the server did not filter; nothing where it is not offered.
 * `onChange` sets the list's filters (a screen may change its status filter with it).
 */
export function NeedsReviewFilter({
  state,
  onChange,
}: {
  state: ReturnType<typeof useNeedsReviewFilter>;
  onChange: (on: boolean) => void;
}) {
  const translate = useTranslate();
  if (!state.offered) return null;
  return (
    <ToggleButton
      value="needs_review"
      size="small"
      color="primary"
      selected={state.active}
      onChange={() => onChange(!state.active)}
      sx={{ px: 1.5, gap: 0.75 }}
    >
      <RateReviewOutlinedIcon fontSize="small" />
      {translate('app.interviews.needs_review_filter')}
    </ToggleButton>
  );
}

/** Above the table, when the filter is on and the server ignored it. */
export function NeedsReviewIgnored({ state }: { state: ReturnType<typeof useNeedsReviewFilter> }) {
  const translate = useTranslate();
  if (!state.ignored) return null;
  return (
    <Alert severity="warning" sx={{ mt: 1.5 }}>
      {translate('app.interviews.needs_review_unavailable')}
    </Alert>
  );
}

/** Interviews History's bar: the toggle alone, where it is offered. */
export function NeedsReviewBar() {
  const { filterValues, setFilters } = useListContext();
  const state = useNeedsReviewFilter();
  if (!state.offered) return null;
  return (
    <Box sx={{ p: 2, borderBottom: 1, borderColor: 'divider' }}>
      <NeedsReviewFilter
        state={state}
        onChange={(on) => setFilters({ ...filterValues, needs_review: on || undefined })}
      />
      <NeedsReviewIgnored state={state} />
    </Box>
  );
}

/** A completed interview's mark in its row, when it needs a person's review. */
export function NeedsReviewChip({ interview }: { interview: Interview }) {
  const translate = useTranslate();
  if (!isCompleted(interview) || interview.needs_review !== true) return null;
  return (
    <Tooltip describeChild title={translate('app.interviews.needs_review_hint')}>
      <Chip
        size="small"
        variant="outlined"
        color="warning"
        icon={<RateReviewOutlinedIcon />}
        label={translate('app.interviews.needs_review_filter')}
        sx={{ fontWeight: 600 }}
      />
    </Tooltip>
  );
}
