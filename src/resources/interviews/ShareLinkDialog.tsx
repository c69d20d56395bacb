import { Dialog, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useCallback, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { CloseActions } from './CloseActions';

interface ShareLinkDialogProps {
  url: string;
  open: boolean;
  onClose: () => void;
}

/** When the clipboard is refused: the join link, selected, for the admin to copy by hand. */
export function ShareLinkDialog({ url, open, onClose }: ShareLinkDialogProps) {
  const translate = useTranslate();
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{translate('app.interviews.copy_failed_title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          {translate('app.interviews.copy_failed_body')}
        </DialogContentText>
        <TextField
          label={translate('app.interviews.join_link')}
          value={url}
          fullWidth
          autoFocus
          onFocus={(event) => event.target.select()}
          slotProps={{ htmlInput: { readOnly: true, spellCheck: false } }}
        />
      </DialogContent>
      <CloseActions onClose={onClose} sx={{ px: 3, pb: 2 }} />
    </Dialog>
  );
}

/**
 * Copies a join link: a 'Link copied' toast, or, when the browser refuses the clipboard, the
 * fallback dialog (render `dialog`).
 */
export function useShareLink() {
  const notify = useNotify();
  // the url stays while the dialog fades out
  const [fallback, setFallback] = useState({ url: '', open: false });

  const share = useCallback(
    async (url: string) => {
      if (!url) return;
      try {
        if (!navigator.clipboard?.writeText) throw new Error('no clipboard');
        await navigator.clipboard.writeText(url);
        notify('app.interviews.link_copied', { type: 'success' });
      } catch {
        setFallback({ url, open: true });
      }
    },
    [notify],
  );

  const dialog = (
    <ShareLinkDialog
      url={fallback.url}
      open={fallback.open}
      onClose={() => setFallback((current) => ({ ...current, open: false }))}
    />
  );
  return { share, dialog };
}
