import { Avatar, Box, ButtonBase, AppBar as MuiAppBar, Toolbar, Typography } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { useEffect, useRef } from 'react';
import { TitlePortal, useNavigate, useTranslate } from 'react-admin';
import { initialsOf } from '../authProvider/authProvider';
import { retryFailedLoads } from '../common/loadWithRetry';
import { APP_BAR_HEIGHT, APP_BAR_HEIGHT_XS } from './theme';
import { RefreshButton, SidebarToggle } from './TopBarButtons';
import { useSessionUser } from './useSession';

/** Phones narrower than 360 px (e.g. 320), where the top bar has about 90 px for the title. */
const NARROWEST_PHONE = '@media (max-width: 359.95px)';

/**
 * Top bar: the sidebar's toggle, the welcome line, the current page's title, the refresh and the
 * admin (a button to /profile). MUI's AppBar, laid out as react-admin's (always shown), with
 * buttons of our own rather than react-admin's (TopBarButtons.tsx says why).
 */
export function AppBar() {
  const translate = useTranslate();
  const titleRef = useDocumentTitle(translate('app.name'));

  return (
    <MuiAppBar color="inherit">
      <Toolbar
        disableGutters
        sx={{
          minHeight: { xs: APP_BAR_HEIGHT_XS, sm: APP_BAR_HEIGHT },
          pl: 1,
          pr: { xs: 1, sm: 2 },
        }}
      >
        <SidebarToggle />
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
            // the screen's default title comes first; a screen's own <Title> after it replaces it.
            // On a phone the title wraps (in a smaller size) rather than losing its end; on the
            // narrowest (320 px) smaller still, where "Candidates" would otherwise break mid-word
            // and the title take a third line, out of the bar
            sx={{
              flex: 'none',
              lineHeight: 1.3,
              whiteSpace: { xs: 'normal', sm: 'nowrap' },
              fontSize: { xs: '1.05rem', sm: undefined },
              [NARROWEST_PHONE]: { fontSize: '0.9rem' },
              '& > :not(:last-child)': { display: 'none' },
            }}
          />
        </Box>
        <TopBarEnd />
      </Toolbar>
    </MuiAppBar>
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
      {/* refresh: react-admin refetches the data; a screen that failed to load loads again */}
      <RefreshButton onClick={retryFailedLoads} />
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
      sx={{
        gap: 1.25,
        [NARROWEST_PHONE]: { gap: 0.75 },
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
      {/* the name, from a hidden text: an aria-label would not contain what the button shows
          (the initials, the username and the role), which voice control users say to click it */}
      <Box component="span" sx={visuallyHidden}>
        {translate('app.layout.open_profile', { name: username })}
      </Box>
      <Avatar
        aria-hidden
        src={user?.profileImage || undefined}
        alt=""
        sx={{ width: 36, height: 36, fontSize: 15, fontWeight: 600, bgcolor: 'primary.main' }}
      >
        {initialsOf(username)}
      </Avatar>
      {/* on a phone the role stays beside the avatar; the username (in the avatar's initials and
          the button's name) gives way */}
      <Box
        aria-hidden
        sx={{
          display: role ? 'flex' : { xs: 'none', sm: 'flex' },
          flexDirection: 'column',
          minWidth: 0,
        }}
      >
        <Typography
          variant="body2"
          noWrap
          sx={{
            fontWeight: 600,
            lineHeight: 1.25,
            maxWidth: 160,
            display: { xs: 'none', sm: 'block' },
          }}
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
              // a workspace's roles run to nine letters (RECRUITER): on the narrowest phone they
              // give the title its room
              [NARROWEST_PHONE]: { fontSize: '0.65rem', letterSpacing: 0 },
            }}
          >
            {role}
          </Typography>
        )}
      </Box>
    </ButtonBase>
  );
}
