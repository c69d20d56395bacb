import { Alert, Button, type SxProps, type Theme } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

interface RetryAlertProps {
  /** translation key of what failed to load */
  message: string;
  /** translation key of the retry button's label */
  retryLabel: string;
  onRetry: () => void;
  /** in place of the alert's own error icon */
  icon?: ReactNode;
  sx?: SxProps<Theme>;
}

/** In place of data that failed to load: what failed, and a button to load it again. */
export function RetryAlert({ message, retryLabel, onRetry, icon, sx }: RetryAlertProps) {
  const translate = useTranslate();
  return (
    <Alert
      severity="error"
      icon={icon}
      sx={sx}
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {translate(retryLabel)}
        </Button>
      }
    >
      {translate(message)}
    </Alert>
  );
}
