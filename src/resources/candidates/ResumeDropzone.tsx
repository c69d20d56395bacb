// The resume field of the candidate popup: drop a PDF or click to pick one (keyboard too). A
// rejected file is dropped and reported; the chosen file and, when editing, the current resume
// are shown.
import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined';
import { Box, Typography } from '@mui/material';
import { useId } from 'react';
import { useInput, useTranslate } from 'react-admin';
import type { ResumeFileError } from './candidateForm';
import { ChosenResumeFile } from './ChosenResumeFile';
import { CurrentResumeLink } from './CurrentResumeLink';
import { dropzoneSx } from './dropzoneSx';
import { useResumeDrop } from './useResumeDrop';

export interface ResumeDropzoneProps {
  source?: string;
  /** the resume the candidate already has (edit mode) */
  existingUrl?: string | null;
  disabled?: boolean;
  /** a file was refused: the message key */
  onReject(error: ResumeFileError): void;
  /** a file was accepted */
  onAccept?(file: File): void;
}

export function ResumeDropzone({
  source = 'resume',
  existingUrl,
  disabled = false,
  onReject,
  onAccept,
}: ResumeDropzoneProps) {
  const translate = useTranslate();
  const { field } = useInput({ source, defaultValue: null });
  const labelId = useId();
  const hintId = useId();
  const file = field.value instanceof File ? field.value : null;
  const { inputRef, dragging, onPicked, zoneHandlers } = useResumeDrop({
    disabled,
    onReject,
    onFile: (picked) => {
      field.onChange(picked);
      onAccept?.(picked);
    },
  });
  const label = translate('app.candidate_screen.resume');

  return (
    <Box>
      <Typography
        id={labelId}
        component="div"
        variant="caption"
        sx={{ mb: 0.5, color: 'text.secondary' }}
      >
        {label}
      </Typography>
      <Box
        role="button"
        tabIndex={disabled ? -1 : 0}
        // named by the field's label and the zone's own text: the name holds what it shows
        aria-labelledby={`${labelId} ${hintId}`}
        aria-disabled={disabled || undefined}
        data-testid="resume-dropzone"
        {...zoneHandlers}
        sx={dropzoneSx({ dragging, disabled })}
      >
        <CloudUploadOutlined color={dragging ? 'primary' : 'action'} />
        <Typography id={hintId} variant="body2">
          {translate('app.candidates.upload_hint')}
        </Typography>
      </Box>
      <input
        ref={inputRef}
        type="file"
        accept="application/pdf,.pdf"
        hidden
        disabled={disabled}
        data-testid="resume-input"
        onChange={(event) => onPicked(event.target)}
      />
      {file ? (
        <ChosenResumeFile file={file} disabled={disabled} onRemove={() => field.onChange(null)} />
      ) : null}
      {existingUrl ? <CurrentResumeLink url={existingUrl} replaced={!!file} /> : null}
    </Box>
  );
}
