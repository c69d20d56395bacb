// The add / edit candidate popup (spec: "Candidate add/edit popup"; validation in section 5).
// A failed save keeps the popup open with everything typed, the chosen file included; Escape or
// Back with typed input asks before throwing it away.
import { Box, Dialog, DialogContent, useMediaQuery, type Theme } from '@mui/material';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { Confirm, Form, useTranslate } from 'react-admin';
import { useFormState } from 'react-hook-form';
import { DialogHeader } from '../../common/DialogHeader';
import { FormPopupActions } from '../../common/FormPopupActions';
import type { Candidate } from '../../dataProvider/types';
import { CandidateFormFields } from './CandidateFormFields';
import { draftOf } from './candidateFormValues';
import { SaveProgress } from './SaveProgress';
import { useCandidateSave } from './useCandidateSave';
import { RecordHistoryLink } from '../../audit/RecordHistoryLink';
import { CandidateMessagesLink } from '../../outbox/InterviewMessagesLink';
import { CandidatePrivacyActions } from './CandidatePrivacyActions';

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
  // whether anything was typed or picked (the form's state, reported from inside it)
  const dirty = useRef(false);
  const reportDirty = useCallback((isDirty: boolean) => {
    dirty.current = isDirty;
  }, []);
  const [confirmDiscard, setConfirmDiscard] = useState(false);
  const requestClose = () => {
    if (busy) return;
    if (dirty.current) setConfirmDiscard(true);
    else close();
  };

  return (
    <Dialog
      open={open}
      onClose={(_event, reason) => {
        // a stray click outside must not throw away what was typed
        if (reason !== 'backdropClick') requestClose();
      }}
      fullWidth
      maxWidth="sm"
      fullScreen={fullScreen}
      aria-labelledby={titleId}
      slotProps={{ transition: { onExited } }}
    >
      <Form defaultValues={defaultValues} onSubmit={submit} noValidate>
        <DirtyReport onChange={reportDirty} />
        <DialogHeader
          titleId={titleId}
          title={translate(editing ? 'app.candidates.edit_title' : 'app.candidates.add_title')}
          busy={busy}
          onBack={requestClose}
        />
        <DialogContent dividers>
          {editing && candidate ? (
            <Box
              sx={{
                display: 'flex',
                flexWrap: 'wrap',
                justifyContent: 'flex-end',
                gap: 1,
                mt: -1,
                mb: 1,
              }}
            >
              <CandidatePrivacyActions candidate={candidate} onErased={onClose} />
              <CandidateMessagesLink candidateId={String(candidate.id)} />
              <RecordHistoryLink targetType="candidate" targetId={String(candidate.id)} />
            </Box>
          ) : null}
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
      <Confirm
        isOpen={confirmDiscard}
        title="app.candidate_screen.discard_title"
        content="app.candidate_screen.discard_content"
        confirm="app.candidate_screen.discard"
        cancel="app.candidate_screen.keep_editing"
        confirmColor="warning"
        onConfirm={() => {
          setConfirmDiscard(false);
          close();
        }}
        onClose={() => setConfirmDiscard(false)}
      />
    </Dialog>
  );
}

/** Tells the popup whether the form holds anything typed or picked (file and skills included). */
function DirtyReport({ onChange }: { onChange(isDirty: boolean): void }) {
  const { isDirty } = useFormState();
  useEffect(() => onChange(isDirty), [isDirty, onChange]);
  return null;
}
