// "Erase this candidate" (docs/privacy.md): what erasure removes, keeps and cannot undo, and the
// candidate's name to type before the button works. A refusal keeps the dialog open with what was
// typed and the server's words; success tells so in a toast and refreshes the lists.
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  TextField,
  Typography,
} from '@mui/material';
import { useId, useState } from 'react';
import { useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin';
import { errorMessage } from '../../common/useNotifyError';
import type { AppDataProvider, Candidate } from '../../dataProvider/types';

/** As the server compares them: spaces at either end dropped, runs of them one, case counts. */
export const confirmationText = (text: string) => text.normalize('NFC').trim().replace(/\s+/g, ' ');

/** What must be typed: the candidate's name, or their candidate ID when they have none. */
export function expectedConfirmation(candidate: Pick<Candidate, 'name' | 'cand_id'>) {
  const name = confirmationText(candidate.name ?? '');
  return name ? { text: name, byId: false } : { text: String(candidate.cand_id ?? ''), byId: true };
}

export interface EraseCandidateDialogProps {
  open: boolean;
  candidate: Candidate;
  onClose(): void;
  /** after the server erased them */
  onErased(): void;
}

export function EraseCandidateDialog({
  open,
  candidate,
  onClose,
  onErased,
}: EraseCandidateDialogProps) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const titleId = useId();
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const expected = expectedConfirmation(candidate);
  const matches = expected.text !== '' && confirmationText(typed) === expected.text;
  const name = expected.text;

  const erase = async () => {
    if (!matches || busy) return;
    setBusy(true);
    setProblem(null);
    try {
      await dataProvider.eraseCandidate(candidate.id, typed);
      notify('app.privacy.erased', { type: 'success' });
      refresh();
      onErased();
    } catch (error) {
      const message = errorMessage(error);
      setProblem(translate(message, { _: message }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={() => {
        if (!busy) onClose();
      }}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
    >
      <DialogTitle id={titleId}>{translate('app.privacy.erase_title', { name })}</DialogTitle>
      <DialogContent>
        <Typography sx={{ fontWeight: 600, mb: 1 }}>
          {translate('app.privacy.erase_intro')}
        </Typography>
        {(['erase_removes', 'erase_keeps', 'erase_after'] as const).map((key) => (
          <Typography key={key} variant="body2" sx={{ mb: 1 }}>
            {translate(`app.privacy.${key}`)}
          </Typography>
        ))}
        <TextField
          autoFocus
          fullWidth
          margin="dense"
          label={translate(
            expected.byId ? 'app.privacy.confirm_label_id' : 'app.privacy.confirm_label',
          )}
          helperText={translate('app.privacy.confirm_helper', { text: name })}
          value={typed}
          disabled={busy}
          autoComplete="off"
          onChange={(event) => setTyped(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') void erase();
          }}
        />
        {problem ? (
          <Alert severity="error" role="alert" sx={{ mt: 1 }}>
            {problem}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {translate('app.privacy.cancel')}
        </Button>
        <Button
          variant="contained"
          color="error"
          disabled={!matches || busy}
          onClick={() => void erase()}
        >
          {translate(busy ? 'app.privacy.erasing' : 'app.privacy.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
