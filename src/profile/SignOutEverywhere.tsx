import LogoutIcon from '@mui/icons-material/Logout';
import { Button, Card, CardContent, Typography } from '@mui/material';
import { useState } from 'react';
import { Confirm, useDataProvider, useLogout, useNotify, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../dataProvider/types';

/** Ends every session of the account (POST /admin/logout-all), then this one, after a confirm. */
export function SignOutEverywhere() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const logout = useLogout();
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    setBusy(true);
    try {
      await dataProvider.logoutAll();
    } catch {
      // a session that has already ended is signed out by the provider's own check
      notify('app.profile.sign_out_everywhere_error', { type: 'error' });
      setBusy(false);
      setOpen(false);
      return;
    }
    setOpen(false);
    await logout();
  };

  return (
    <Card>
      <CardContent sx={{ p: 3, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 650 }}>
          {translate('app.profile.sessions_title')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {translate('app.profile.sessions_hint')}
        </Typography>
        <Button
          variant="outlined"
          color="error"
          startIcon={<LogoutIcon />}
          onClick={() => setOpen(true)}
          disabled={busy}
          sx={{ alignSelf: 'flex-start' }}
        >
          {translate('app.profile.sign_out_everywhere')}
        </Button>
        <Confirm
          isOpen={open}
          loading={busy}
          title="app.profile.sign_out_everywhere_confirm_title"
          content="app.profile.sign_out_everywhere_confirm"
          confirm="app.profile.sign_out_everywhere"
          confirmColor="warning"
          onConfirm={() => void confirm()}
          onClose={() => setOpen(false)}
        />
      </CardContent>
    </Card>
  );
}
