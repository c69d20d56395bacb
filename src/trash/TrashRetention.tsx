// When the trash is deleted for good (reference server, TRASH_RETENTION_DAYS, docs/retention.md):
// the rule in a line above the list, and each candidate's date with how far off it is. The
// platform says nothing of it (no X-Trash-Retention-Days, no purge_at): then nothing is shown.
import { Box, Typography } from '@mui/material';
import { differenceInCalendarDays } from 'date-fns';
import { useListContext, useTranslate } from 'react-admin';
import { formatDate, parseApiDate } from '../dates/dates';
import type { TrashMeta } from '../dataProvider/deletedCandidates';

/** After how many days the listed trash goes (0: never); undefined when the server does not say. */
export function useTrashRetentionDays(): number | undefined {
  const { meta } = useListContext();
  const days = (meta as Partial<TrashMeta> | undefined)?.retentionDays;
  return typeof days === 'number' ? days : undefined;
}

/** "Candidates in the trash are deleted for good 30 days after they were moved here." */
export function TrashRetentionNote() {
  const translate = useTranslate();
  const days = useTrashRetentionDays();
  if (days === undefined) return null;
  return (
    <Typography
      variant="body2"
      color="text.secondary"
      sx={{ px: 2, pt: 1.5 }}
      data-testid="trash-retention"
    >
      {days === 0
        ? translate('app.trash.retention_kept')
        : translate('app.trash.retention_rule', { smart_count: days })}
    </Typography>
  );
}

/** "today", "tomorrow", "in 3 days": how far off a day is, in calendar days from now. */
export function purgeWhen(
  purgeAt: Date,
  now: Date,
  translate: ReturnType<typeof useTranslate>,
): string {
  const days = differenceInCalendarDays(purgeAt, now);
  // a day already past goes at the purge's next run
  if (days <= 0) return translate('app.trash.purge_today');
  if (days === 1) return translate('app.trash.purge_tomorrow');
  return translate('app.trash.purge_in_days', { smart_count: days });
}

/** A candidate's day of going for good, and how far off it is; '—' when it has none. */
export function PurgeDate({ value }: { value: unknown }) {
  const translate = useTranslate();
  const date = typeof value === 'string' ? parseApiDate(value) : null;
  if (!date) return '—';
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column' }}>
      <Typography variant="body2" component="span" sx={{ whiteSpace: 'nowrap' }}>
        {formatDate(date)}
      </Typography>
      <Typography variant="caption" component="span" color="text.secondary">
        {purgeWhen(date, new Date(), translate)}
      </Typography>
    </Box>
  );
}
