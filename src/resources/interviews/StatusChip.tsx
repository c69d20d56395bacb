import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { statusColor, statusKey } from './interviewFormat';

/** An interview status as a small coloured chip ('In progress', 'Completed', ...). */
export function StatusChip({ status }: { status: unknown }) {
  const translate = useTranslate();
  const color = statusColor(status);
  return (
    <Chip
      size="small"
      label={translate(statusKey(status))}
      color={color}
      variant={color === 'default' ? 'outlined' : 'filled'}
      sx={{ fontWeight: 600, minWidth: 88 }}
      data-status={typeof status === 'string' ? status : undefined}
    />
  );
}
