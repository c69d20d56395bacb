import { Box, Button, DialogActions } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { ProblemAlert } from './ProblemAlert';
import type { FormProblem } from './useFormProblem';

export interface FormPopupActionsProps {
  busy: boolean;
  /** why the last try did not save, shown while the popup does not save */
  problem: FormProblem | null;
  /** translation keys of the submit button's text, and of its text while the popup saves */
  submitLabel: string;
  busyLabel: string;
  /** a Cancel button before the submit one: its text's translation key, and what it does */
  cancel?: { label: string; onClick: () => void };
  /** shown while the popup saves, e.g. an upload's progress */
  progress?: ReactNode;
}

/**
 * The bottom of a form popup (candidate, schedule interview): the progress or why it was not
 * saved, then the buttons on the right.
 */
export function FormPopupActions({
  busy,
  problem,
  submitLabel,
  busyLabel,
  cancel,
  progress,
}: FormPopupActionsProps) {
  const translate = useTranslate();
  return (
    <DialogActions sx={{ flexDirection: 'column', alignItems: 'stretch', gap: 1, px: 3, py: 2 }}>
      {busy ? progress : null}
      {problem && !busy ? <ProblemAlert problem={problem} /> : null}
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, m: '0 !important' }}>
        {cancel ? (
          <Button onClick={cancel.onClick} disabled={busy} color="inherit">
            {translate(cancel.label)}
          </Button>
        ) : null}
        <Button type="submit" variant="contained" disabled={busy} sx={{ minWidth: 170 }}>
          {translate(busy ? busyLabel : submitLabel)}
        </Button>
      </Box>
    </DialogActions>
  );
}
