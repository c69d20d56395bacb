import { Box, Button, DialogActions } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ProblemAlert } from '../../common/ProblemAlert';
import type { FormProblem } from '../../common/useFormProblem';
import { SaveProgress } from './SaveProgress';

export interface CandidateFormActionsProps {
  editing: boolean;
  busy: boolean;
  progress: number | null;
  problem: FormProblem | null;
}

export function CandidateFormActions({
  editing,
  busy,
  progress,
  problem,
}: CandidateFormActionsProps) {
  const translate = useTranslate();
  return (
    <DialogActions sx={{ flexDirection: 'column', alignItems: 'stretch', gap: 1, px: 3, py: 2 }}>
      {busy ? <SaveProgress progress={progress} /> : null}
      {problem && !busy ? <ProblemAlert problem={problem} /> : null}
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', m: '0 !important' }}>
        <Button type="submit" variant="contained" disabled={busy} sx={{ minWidth: 170 }}>
          {busy
            ? translate('app.candidates.processing')
            : translate(editing ? 'app.candidates.submit_update' : 'app.candidates.submit_add')}
        </Button>
      </Box>
    </DialogActions>
  );
}
