import LogoutIcon from '@mui/icons-material/Logout';
import { Badge, Box, Divider, ListItemIcon, MenuItem, Tooltip, Typography } from '@mui/material';
import visuallyHidden from '@mui/utils/visuallyHidden';
import { useEffect } from 'react';
import { Menu as RaMenu, useLogout, useSidebarState, useTranslate } from 'react-admin';
import { matchPath, useLocation, useNavigate } from 'react-router-dom';
import { clearSession, markVisited } from '../authProvider/session';
import { SCREENS } from '../screens';
import { sidebarEntries } from './screen';
import { useHistoryVisited } from './useSession';

const ENTRIES = sidebarEntries(SCREENS);
/** The entry styled differently until visited (Interviews History). */
const TRACKED_PATH = ENTRIES.find((entry) => entry.markUntilVisited)?.to;

/** The sidebar: the declared screens' entries in order, Log out last. */
export function Menu() {
  const translate = useTranslate();
  const { pathname } = useLocation();
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
            <RaMenu.Item
              key={to}
              to={to}
              primaryText={label}
              aria-current={active ? 'page' : undefined}
              data-visited={tracked ? String(visited) : undefined}
              leftIcon={
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
            </RaMenu.Item>
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
  const navigate = useNavigate();
  const [open] = useSidebarState();
  const label = translate('app.menu.log_out');

  const handleClick = () => {
    // redirect false: react-admin clears its store and cache, the page navigates itself (replace)
    logout({}, false)
      .catch(() => clearSession())
      .finally(() => navigate('/', { replace: true }));
  };

  const item = (
    <MenuItem
      onClick={handleClick}
      sx={{
        m: '2px 10px',
        px: 1.5,
        py: 1.125,
        borderRadius: 2.5,
        fontWeight: 500,
        color: 'text.secondary',
        '&:hover': { color: 'error.main', bgcolor: 'rgba(220, 38, 38, 0.06)' },
        '&:hover .MuiListItemIcon-root': { color: 'error.main' },
      }}
    >
      <ListItemIcon sx={{ minWidth: 36, color: 'text.secondary' }}>
        <LogoutIcon />
      </ListItemIcon>
      <Typography variant="inherit" noWrap>
        {label}
      </Typography>
    </MenuItem>
  );
  return open ? (
    item
  ) : (
    <Tooltip title={label} placement="right">
      {item}
    </Tooltip>
  );
}
