import SaveOutlinedIcon from '@mui/icons-material/SaveOutlined';
import { Box, Button, Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { BusyIcon } from '../common/BusyIcon';

export interface SettingsSaveBarProps {
  /** the draft differs from the server's list */
  changed: boolean;
  saving: boolean;
  disabled: boolean;
  onSave: () => void;
}

/** Above the panels: the unsaved-changes mark and the Save button. */
export function SettingsSaveBar({ changed, saving, disabled, onSave }: SettingsSaveBarProps) {
  const translate = useTranslate();
  return (
    <Box
      sx={{ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: 1.5, mb: 3 }}
    >
      {changed && (
        <Chip label={translate('app.settings.unsaved')} color="warning" variant="outlined" />
      )}
      <Button
        variant="contained"
        startIcon={saving ? <BusyIcon /> : <SaveOutlinedIcon />}
        onClick={onSave}
        disabled={disabled}
        sx={{ minWidth: 110 }}
      >
        {translate('app.settings.save')}
      </Button>
    </Box>
  );
}
