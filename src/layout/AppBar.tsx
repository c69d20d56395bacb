import { Avatar, Box, ButtonBase, Typography } from '@mui/material';
import { useEffect } from 'react';
import { AppBar as RaAppBar, LoadingIndicator, useTranslate } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import { initialsOf } from '../authProvider/authProvider';
import { titleFor } from './routes';
import { useSessionUser } from './useSession';

/** Top bar: the welcome line, the current page's title, and the admin (a button to /profile). */
export function AppBar() {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const titleKey = titleFor(pathname);
  const title = titleKey ? translate(titleKey) : '';
  const appName = translate('app.name');

  useEffect(() => {
    document.title = title ? `${title} · ${appName}` : appName;
  }, [title, appName]);

  return (
    <RaAppBar alwaysOn color="inherit" userMenu={false} toolbar={<TopBarEnd />}>
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', ml: 0.5 }}>
        <Typography
          variant="caption"
          noWrap
          sx={{
            color: 'text.secondary',
            fontSize: '0.8rem',
            lineHeight: 1.3,
            display: { xs: 'none', sm: 'block' },
          }}
        >
          {translate('app.welcome')}
        </Typography>
        <Typography
          variant="h6"
          component="h1"
          noWrap
          sx={{ lineHeight: 1.3 }}
          data-testid="page-title"
        >
          {title}
        </Typography>
      </Box>
    </RaAppBar>
  );
}

function TopBarEnd() {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <LoadingIndicator />
      <ProfileButton />
    </Box>
  );
}

function ProfileButton() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const user = useSessionUser();
  const username = user?.username ?? '';
  const role = (user?.role ?? '').toUpperCase();

  return (
    <ButtonBase
      onClick={() => navigate('/profile')}
      aria-label={translate('app.layout.open_profile', { name: username })}
      sx={{
        gap: 1.25,
        py: 0.75,
        pl: 0.75,
        pr: { xs: 0.75, sm: 1.5 },
        borderRadius: 999,
        border: 1,
        borderColor: 'divider',
        textAlign: 'left',
        transition: 'background-color 120ms',
        '&:hover': { bgcolor: 'action.hover' },
        '&.Mui-focusVisible': { outline: '3px solid', outlineColor: 'primary.light' },
      }}
    >
      <Avatar
        src={user?.profileImage || undefined}
        alt={username}
        sx={{ width: 36, height: 36, fontSize: 15, fontWeight: 600, bgcolor: 'primary.main' }}
      >
        {initialsOf(username)}
      </Avatar>
      <Box sx={{ display: { xs: 'none', sm: 'flex' }, flexDirection: 'column', minWidth: 0 }}>
        <Typography
          variant="body2"
          noWrap
          sx={{ fontWeight: 600, lineHeight: 1.25, maxWidth: 160 }}
        >
          {username}
        </Typography>
        {role && (
          <Typography
            variant="caption"
            noWrap
            data-testid="user-role"
            sx={{
              color: 'primary.main',
              fontWeight: 700,
              letterSpacing: '0.06em',
              lineHeight: 1.25,
            }}
          >
            {role}
          </Typography>
        )}
      </Box>
    </ButtonBase>
  );
}
