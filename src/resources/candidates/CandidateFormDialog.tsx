// The add / edit candidate popup (spec: "Candidate add/edit popup"; validation in section 5).
// A failed save keeps the popup open with everything typed, the chosen file included.
import { Dialog, DialogContent, useMediaQuery, type Theme } from '@mui/material';
import { useId, useMemo } from 'react';
import { Form, useTranslate } from 'react-admin';
import { DialogHeader } from '../../common/DialogHeader';
import { FormPopupActions } from '../../common/FormPopupActions';
import type { Candidate } from '../../dataProvider/types';
import { CandidateFormFields } from './CandidateFormFields';
import { draftOf } from './candidateFormValues';
import { SaveProgress } from './SaveProgress';
import { useCandidateSave } from './useCandidateSave';

export interface CandidateFormDialogProps {
  open: boolean;
  /** the candidate to edit; none: a new one */
  candidate?: Candidate | null;
  onClose(): void;
  /** after the popup closes (its exit transition ended) */
  onExited?(): void;
  /**
   * the candidate as loaded again after a save refused because someone else changed it first:
   * the popup shows it (what was typed gives way to it)
   */
  onReloaded?(candidate: Candidate): void;
}

export function CandidateFormDialog({
  open,
  candidate,
  onClose,
  onExited,
  onReloaded,
}: CandidateFormDialogProps) {
  const translate = useTranslate();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const titleId = useId();
  const editing = !!candidate;
  const { submit, close, busy, progress, problems } = useCandidateSave(
    candidate,
    onClose,
    onReloaded,
  );
  // stable: react-admin's Form resets the fields whenever its defaults change
  const defaultValues = useMemo(() => draftOf(candidate), [candidate]);

  return (
    <Dialog
      open={open}
      onClose={(_event, reason) => {
        // a stray click outside must not throw away what was typed
        if (reason !== 'backdropClick') close();
      }}
      fullWidth
      maxWidth="sm"
      fullScreen={fullScreen}
      aria-labelledby={titleId}
      slotProps={{ transition: { onExited } }}
    >
      <Form defaultValues={defaultValues} onSubmit={submit} noValidate>
        <DialogHeader
          titleId={titleId}
          title={translate(editing ? 'app.candidates.edit_title' : 'app.candidates.add_title')}
          busy={busy}
          onBack={close}
        />
        <DialogContent dividers>
          <CandidateFormFields
            candidate={candidate}
            busy={busy}
            onResumeRejected={problems.warn}
            onResumeAccepted={problems.hide}
          />
        </DialogContent>
        <FormPopupActions
          busy={busy}
          problem={problems.problem}
          progress={<SaveProgress progress={progress} />}
          submitLabel={editing ? 'app.candidates.submit_update' : 'app.candidates.submit_add'}
          busyLabel="app.candidates.processing"
        />
      </Form>
    </Dialog>
  );
}
