import { Button, DialogActions, type SxProps, type Theme } from '@mui/material';
import { useTranslate } from 'react-admin';

/** The actions row of an interview popup that only shows something: a Close button. */
export function CloseActions({ onClose, sx }: { onClose: () => void; sx: SxProps<Theme> }) {
  const translate = useTranslate();
  return (
    <DialogActions sx={sx}>
      <Button onClick={onClose} variant="contained">
        {translate('app.interviews.close')}
      </Button>
    </DialogActions>
  );
}
