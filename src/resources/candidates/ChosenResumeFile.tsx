import CloseIcon from '@mui/icons-material/Close';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import { IconButton, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatFileSize } from './candidateForm';

export interface ChosenResumeFileProps {
  file: File;
  disabled: boolean;
  onRemove(): void;
}

/** The picked PDF, not yet sent: its name, its size and a button to take it back. */
export function ChosenResumeFile({ file, disabled, onRemove }: ChosenResumeFileProps) {
  const translate = useTranslate();
  return (
    <Stack
      direction="row"
      alignItems="center"
      spacing={1}
      sx={{ mt: 1, pl: 1.5, pr: 0.5, py: 0.5, borderRadius: 2, border: 1, borderColor: 'divider' }}
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
        onClick={onRemove}
      >
        <CloseIcon fontSize="small" />
      </IconButton>
    </Stack>
  );
}
