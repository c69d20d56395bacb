import { Chip, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** 'Hired' as a green chip; otherwise a muted 'Not selected'. */
export function SelectedCell({ selected }: { selected: unknown }) {
  const translate = useTranslate();
  if (selected === true) {
    return (
      <Chip
        size="small"
        color="success"
        label={translate('app.interviews.hired')}
        sx={{ fontWeight: 600 }}
      />
    );
  }
  return (
    <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
      {translate('app.interviews.not_selected')}
    </Typography>
  );
}
