// An invitation's link, to copy and send: until email delivery exists (docs/members.md), the
// console shows it, on creating the invitation and on sending it again.
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Alert, Box, Button, Stack, TextField, Typography } from '@mui/material';
import { useRef } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { formatDateTime } from '../dates/dates';
import type { InvitationLink } from '../dataProvider/types';
import { roleLabel } from './memberRules';

export interface InvitationLinkViewProps {
  invitation: InvitationLink & { email: string; role?: string };
  /** a new link for an invitation sent before (Resend), rather than a new invitation */
  resent?: boolean;
}

export function InvitationLinkView({ invitation, resent }: InvitationLinkViewProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const field = useRef<HTMLInputElement>(null);
  const { email, role, link, expires_at } = invitation;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      notify('app.members.copied', { type: 'success' });
    } catch {
      // no clipboard (an insecure page, a refusal): the link is selected to copy by hand
      field.current?.select();
      notify('app.members.copy_failed', { type: 'warning' });
    }
  };

  return (
    <Stack spacing={2}>
      <Alert severity="success">
        {resent
          ? translate('app.members.link_resent', { email })
          : translate('app.members.link_created', {
              email,
              role: translate(roleLabel(role ?? '')),
            })}
      </Alert>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <TextField
          inputRef={field}
          value={link}
          label={translate('app.members.link_title')}
          size="small"
          fullWidth
          onFocus={(event) => event.target.select()}
          slotProps={{
            input: { readOnly: true, sx: { fontFamily: 'monospace', fontSize: '0.85rem' } },
            htmlInput: { 'aria-label': translate('app.members.link_field', { email }) },
          }}
        />
        <Button
          variant="contained"
          startIcon={<ContentCopyIcon />}
          onClick={() => void copy()}
          sx={{ flexShrink: 0, height: 40 }}
        >
          {translate('app.members.copy')}
        </Button>
      </Box>
      <Typography variant="body2">
        {translate('app.members.link_valid', { date: formatDateTime(expires_at) })}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate('app.members.link_send_yourself')}
      </Typography>
    </Stack>
  );
}
