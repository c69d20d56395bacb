import { Alert, Button, type SxProps, type Theme } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { FormProblem } from './useFormProblem';

/**
 * Why a popup's form was not saved, in the popup itself: a toast behind a modal popup is out of
 * reach of the keyboard and of screen readers. A stale-record refusal carries a Reload button.
 */
export function ProblemAlert({ problem, sx }: { problem: FormProblem; sx?: SxProps<Theme> }) {
  const translate = useTranslate();
  return (
    <Alert
      severity={problem.severity}
      role="alert"
      sx={sx}
      action={
        problem.onReload ? (
          <Button color="inherit" size="small" onClick={problem.onReload}>
            {translate('app.errors.reload')}
          </Button>
        ) : undefined
      }
    >
      {problem.text}
    </Alert>
  );
}
