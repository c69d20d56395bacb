// The resume field of the candidate popup: drop a PDF or click to pick one (keyboard too). A
// rejected file is dropped and reported; the chosen file and, when editing, the current resume
// are shown.
import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined';
import CloseIcon from '@mui/icons-material/Close';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import { Box, IconButton, Link, Stack, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { useId, useRef, useState, type DragEvent, type KeyboardEvent } from 'react';
import { useInput, useTranslate } from 'react-admin';
import { checkResumeFile, formatFileSize, type ResumeFileError } from './candidateForm';

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
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const hintId = useId();
  const file = field.value instanceof File ? field.value : null;

  const take = (picked: File | undefined) => {
    if (!picked) return;
    const error = checkResumeFile(picked);
    if (error) {
      onReject(error);
      return;
    }
    field.onChange(picked);
    onAccept?.(picked);
  };

  const open = () => {
    if (!disabled) inputRef.current?.click();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      open();
    }
  };

  const onDragOver = (event: DragEvent) => {
    event.preventDefault();
    if (disabled) return;
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (disabled) return;
    take(event.dataTransfer.files?.[0]);
  };

  const label = translate('app.candidate_screen.resume');

  return (
    <Box>
      <Typography component="div" variant="caption" sx={{ mb: 0.5, color: 'text.secondary' }}>
        {label}
      </Typography>
      <Box
        role="button"
        tabIndex={disabled ? -1 : 0}
        aria-label={label}
        aria-describedby={hintId}
        aria-disabled={disabled || undefined}
        data-testid="resume-dropzone"
        onClick={open}
        onKeyDown={onKeyDown}
        onDragEnter={onDragOver}
        onDragOver={onDragOver}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        sx={(theme) => ({
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          gap: 0.5,
          px: 2,
          py: 2.5,
          textAlign: 'center',
          borderRadius: 2,
          border: `2px dashed ${dragging ? theme.palette.primary.main : theme.palette.divider}`,
          backgroundColor: dragging
            ? alpha(theme.palette.primary.main, 0.06)
            : theme.palette.background.default,
          color: 'text.secondary',
          cursor: disabled ? 'default' : 'pointer',
          opacity: disabled ? 0.6 : 1,
          transition: 'border-color 120ms, background-color 120ms',
          outline: 'none',
          '&:hover': disabled ? undefined : { borderColor: theme.palette.primary.light },
          '&:focus-visible': {
            borderColor: theme.palette.primary.main,
            boxShadow: `0 0 0 3px ${alpha(theme.palette.primary.main, 0.25)}`,
          },
        })}
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
        onChange={(event) => {
          take(event.target.files?.[0]);
          // the same file can be picked again after a removal or a refusal
          event.target.value = '';
        }}
      />

      {file ? (
        <Stack
          direction="row"
          alignItems="center"
          spacing={1}
          sx={{
            mt: 1,
            pl: 1.5,
            pr: 0.5,
            py: 0.5,
            borderRadius: 2,
            border: 1,
            borderColor: 'divider',
          }}
        >
          <PictureAsPdfOutlined fontSize="small" color="error" />
          <Typography variant="body2" noWrap sx={{ flex: 1, minWidth: 0 }} title={file.name}>
            {file.name}
          </Typography>
          <Typography variant="caption" sx={{ color: 'text.secondary', flexShrink: 0 }}>
            {formatFileSize(file.size)}
          </Typography>
          <IconButton
            size="small"
            aria-label={translate('app.candidate_screen.remove_file', { name: file.name })}
            disabled={disabled}
            onClick={() => field.onChange(null)}
          >
            <CloseIcon fontSize="small" />
          </IconButton>
        </Stack>
      ) : null}

      {existingUrl ? (
        <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
          {translate('app.candidate_screen.current_resume')}:{' '}
          <Link
            href={existingUrl}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={translate('app.candidate_screen.open_current_resume')}
          >
            {translate('app.candidates.link')}
          </Link>
          {file ? null : ` · ${translate('app.candidate_screen.replace_hint')}`}
        </Typography>
      ) : null}
    </Box>
  );
}
