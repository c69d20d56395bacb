import { Avatar, Box, ButtonBase, Typography } from '@mui/material';
import { useEffect, useRef } from 'react';
import { AppBar as RaAppBar, LoadingIndicator, TitlePortal, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { initialsOf } from '../authProvider/authProvider';
import { useSessionUser } from './useSession';

/** Top bar: the welcome line, the current page's title, and the admin (a button to /profile). */
export function AppBar() {
  const translate = useTranslate();
  const titleRef = useDocumentTitle(translate('app.name'));

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
        <TitlePortal
          ref={titleRef}
          component="h1"
          data-testid="page-title"
          // the screen's default title comes first; a screen's own <Title> after it replaces it
          sx={{ flex: 'none', lineHeight: 1.3, '& > :not(:last-child)': { display: 'none' } }}
        />
      </Box>
    </RaAppBar>
  );
}

/** Keeps the browser tab's title on the title the top bar shows. */
function useDocumentTitle(appName: string) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    const portal = ref.current;
    if (!portal) return;
    const update = () => {
      const title = portal.lastElementChild?.textContent ?? '';
      document.title = title ? `${title} · ${appName}` : appName;
    };
    update();
    const observer = new MutationObserver(update);
    observer.observe(portal, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, [appName]);
  return ref;
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
