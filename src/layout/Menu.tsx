import LogoutIcon from '@mui/icons-material/Logout';
import { Badge, Box, Divider } from '@mui/material';
import visuallyHidden from '@mui/utils/visuallyHidden';
import { useEffect } from 'react';
import { Menu as RaMenu, useLogout, useTranslate } from 'react-admin';
import { matchPath } from 'react-router-dom';
import { clearSession, markVisited } from '../authProvider/session';
import { SCREENS } from '../screens';
import { usePathname, useStableNavigate } from './routing';
import { sidebarEntries } from './screen';
import { SidebarItem } from './SidebarItem';
import { useHistoryVisited } from './useSession';

const ENTRIES = sidebarEntries(SCREENS);
/** The entry styled differently until visited (Interviews History). */
const TRACKED_PATH = ENTRIES.find((entry) => entry.markUntilVisited)?.to;

/** The sidebar: the declared screens' entries in order, Log out last. */
export function Menu() {
  const translate = useTranslate();
  const pathname = usePathname();
  const visited = useHistoryVisited();

  useEffect(() => {
    if (TRACKED_PATH && matchPath({ path: TRACKED_PATH, end: false }, pathname)) markVisited();
  }, [pathname]);

  const navLabel = translate('app.layout.navigation');
  return (
    // a navigation landmark, so that assistive technology lists the sidebar and jumps to it
    <Box component="nav" aria-label={navLabel}>
      <RaMenu aria-label={navLabel}>
        {ENTRIES.map(({ to, label, icon: Icon }) => {
          const active = !!matchPath({ path: to, end: false }, pathname);
          const tracked = to === TRACKED_PATH;
          const unvisited = tracked && !visited;
          return (
            <SidebarItem
              key={to}
              to={to}
              label={translate(label)}
              active={active}
              data-visited={tracked ? String(visited) : undefined}
              icon={
                unvisited ? (
                  <Badge variant="dot" color="secondary" overlap="circular">
                    <Icon />
                  </Badge>
                ) : (
                  <Icon />
                )
              }
              sx={unvisited ? { color: 'secondary.dark', fontWeight: 700 } : undefined}
            >
              {unvisited ? (
                <>
                  {translate(label)}{' '}
                  <Box component="span" sx={visuallyHidden}>
                    ({translate('app.layout.not_visited_hint')})
                  </Box>
                </>
              ) : undefined}
            </SidebarItem>
          );
        })}
        <Divider sx={{ my: 1, mx: 2 }} />
        <LogoutItem />
      </RaMenu>
    </Box>
  );
}

/** Clears the auth state and goes to '/' replacing history (spec section 2). */
function LogoutItem() {
  const translate = useTranslate();
  const logout = useLogout();
  const navigate = useStableNavigate();

  const handleClick = () => {
    // redirect false: react-admin clears its store and cache, the page navigates itself (replace)
    logout({}, false)
      .catch(() => clearSession())
      .finally(() => navigate('/', { replace: true }));
  };

  return (
    <SidebarItem
      label={translate('app.menu.log_out')}
      icon={<LogoutIcon />}
      onClick={handleClick}
      sx={{
        '&:hover': { color: 'error.main', bgcolor: 'rgba(220, 38, 38, 0.06)' },
        '&:hover .MuiListItemIcon-root': { color: 'error.main' },
      }}
    />
  );
}
