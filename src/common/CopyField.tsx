// A value to copy by hand: a link to send, a secret shown once. The Copy button puts it on the
// clipboard; without a clipboard (an insecure page, a refusal) the text is selected to copy.
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Box, Button, TextField } from '@mui/material';
import { useRef } from 'react';
import { useNotify, useTranslate } from 'react-admin';

export interface CopyFieldProps {
  value: string;
  /** the field's visible label, translated */
  label: string;
  /** the field's accessible name, translated (default: its label) */
  fieldName?: string;
}

export function CopyField({ value, label, fieldName }: CopyFieldProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const field = useRef<HTMLInputElement>(null);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      notify('app.outbox.copied', { type: 'success' });
    } catch {
      field.current?.select();
      notify('app.outbox.copy_failed', { type: 'warning' });
    }
  };

  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
      <TextField
        inputRef={field}
        value={value}
        label={label}
        size="small"
        fullWidth
        onFocus={(event) => event.target.select()}
        slotProps={{
          input: { readOnly: true, sx: { fontFamily: 'monospace', fontSize: '0.85rem' } },
          htmlInput: { 'aria-label': fieldName ?? label },
        }}
      />
      <Button
        variant="contained"
        startIcon={<ContentCopyIcon />}
        onClick={() => void copy()}
        sx={{ flexShrink: 0, height: 40 }}
      >
        {translate('app.outbox.copy')}
      </Button>
    </Box>
  );
}
