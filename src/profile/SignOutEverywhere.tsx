import LogoutIcon from '@mui/icons-material/Logout';
import { Card, CardContent, Typography } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useLogout, useNotify, useTranslate } from 'react-admin';
import { ConfirmButton } from '../common/ConfirmButton';
import type { AppDataProvider } from '../dataProvider/types';

/** Ends every session of the account (POST /admin/logout-all), then this one, after a confirm. */
export function SignOutEverywhere() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const logout = useLogout();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    setBusy(true);
    try {
      await dataProvider.logoutAll();
    } catch {
      // a session that has already ended is signed out by the provider's own check
      notify('app.profile.sign_out_everywhere_error', { type: 'error' });
      setBusy(false);
      return true;
    }
    await logout();
    return true;
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
        <ConfirmButton
          label={translate('app.profile.sign_out_everywhere')}
          startIcon={<LogoutIcon />}
          sx={{ alignSelf: 'flex-start' }}
          question={{
            title: 'app.profile.sign_out_everywhere_confirm_title',
            content: 'app.profile.sign_out_everywhere_confirm',
            confirm: 'app.profile.sign_out_everywhere',
          }}
          busy={busy}
          onConfirm={confirm}
        />
      </CardContent>
    </Card>
  );
}
