import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, Button, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

export interface CandidateFormHeaderProps {
  /** names the popup (aria-labelledby) */
  titleId: string;
  editing: boolean;
  busy: boolean;
  onBack(): void;
}

export function CandidateFormHeader({ titleId, editing, busy, onBack }: CandidateFormHeaderProps) {
  const translate = useTranslate();
  return (
    <Box sx={{ px: 3, py: 2, display: 'flex', alignItems: 'center', gap: 1.5, pb: 1 }}>
      <Button
        onClick={onBack}
        disabled={busy}
        startIcon={<ArrowBackIcon />}
        size="small"
        color="inherit"
        sx={{ color: 'text.secondary' }}
      >
        {translate('app.common.back')}
      </Button>
      <Typography id={titleId} variant="h6" component="h2">
        {translate(editing ? 'app.candidates.edit_title' : 'app.candidates.add_title')}
      </Typography>
    </Box>
  );
}
