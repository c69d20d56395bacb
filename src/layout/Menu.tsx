import AccountCircleIcon from '@mui/icons-material/AccountCircleOutlined';
import DashboardIcon from '@mui/icons-material/DashboardOutlined';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import DescriptionIcon from '@mui/icons-material/DescriptionOutlined';
import HistoryIcon from '@mui/icons-material/History';
import LogoutIcon from '@mui/icons-material/Logout';
import PeopleIcon from '@mui/icons-material/PeopleAltOutlined';
import PsychologyIcon from '@mui/icons-material/PsychologyOutlined';
import SettingsIcon from '@mui/icons-material/SettingsOutlined';
import VideoCameraFrontIcon from '@mui/icons-material/VideoCameraFrontOutlined';
import { Badge, Box, Divider, ListItemIcon, MenuItem, Tooltip, Typography } from '@mui/material';
import visuallyHidden from '@mui/utils/visuallyHidden';
import { useEffect, type ReactElement } from 'react';
import { Menu as RaMenu, useLogout, useSidebarState, useTranslate } from 'react-admin';
import { matchPath, useLocation, useNavigate } from 'react-router-dom';
import { clearSession, markVisited } from '../authProvider/session';
import { useHistoryVisited } from './useSession';

export const HISTORY_PATH = '/interviews-history';

interface MenuEntry {
  to: string;
  label: string;
  icon: ReactElement;
}

/** The sidebar, in the spec's order (section 2); Log out comes last. */
export const MENU_ENTRIES: readonly MenuEntry[] = [
  { to: '/dashboard', label: 'app.menu.dashboard', icon: <DashboardIcon /> },
  { to: '/manage-candidate', label: 'app.menu.candidates', icon: <PeopleIcon /> },
  { to: HISTORY_PATH, label: 'app.menu.interviews_history', icon: <HistoryIcon /> },
  { to: '/interviews', label: 'app.menu.all_interviews', icon: <VideoCameraFrontIcon /> },
  { to: '/resume', label: 'app.menu.resume', icon: <DescriptionIcon /> },
  { to: '/training', label: 'app.menu.training', icon: <PsychologyIcon /> },
  { to: '/profile', label: 'app.menu.profile', icon: <AccountCircleIcon /> },
  { to: '/trash', label: 'app.menu.trash', icon: <DeleteIcon /> },
  { to: '/setting', label: 'app.menu.setting', icon: <SettingsIcon /> },
];

export function Menu() {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const visited = useHistoryVisited();

  useEffect(() => {
    if (matchPath({ path: HISTORY_PATH, end: false }, pathname)) markVisited();
  }, [pathname]);

  return (
    <RaMenu aria-label={translate('app.layout.navigation')}>
      {MENU_ENTRIES.map(({ to, label, icon }) => {
        const active = !!matchPath({ path: to, end: false }, pathname);
        const unvisited = to === HISTORY_PATH && !visited;
        return (
          <RaMenu.Item
            key={to}
            to={to}
            primaryText={label}
            aria-current={active ? 'page' : undefined}
            data-visited={to === HISTORY_PATH ? String(visited) : undefined}
            leftIcon={
              unvisited ? (
                <Badge variant="dot" color="secondary" overlap="circular">
                  {icon}
                </Badge>
              ) : (
                icon
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
