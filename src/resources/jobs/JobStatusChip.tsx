import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { JobStatus } from './jobChoices';

/** 'Open' in green, 'Closed' in grey. */
export function JobStatusChip({ status }: { status: JobStatus }) {
  const translate = useTranslate();
  const open = status === 'open';
  return (
    <Chip
      size="small"
      label={translate(open ? 'app.jobs.status.open' : 'app.jobs.status.closed')}
      color={open ? 'success' : 'default'}
      variant={open ? 'filled' : 'outlined'}
      sx={{ fontWeight: 600, minWidth: 64 }}
    />
  );
}
