// The sidebar: react-admin's <Menu> with an entry for every declared screen (src/screens.ts), in
// their order, then one for each resource declared by hand in App.tsx, then Log out.
import LogoutIcon from '@mui/icons-material/Logout';
import { Badge, Box, Divider, ListItemIcon, MenuItem, Typography } from '@mui/material';
import visuallyHidden from '@mui/utils/visuallyHidden';
import { useEffect } from 'react';
import {
  Menu as RaMenu,
  MenuItemLink,
  useLocation,
  useLogout,
  useNavigate,
  useResourceDefinitions,
  useTranslate,
} from 'react-admin';
import { matchPath } from 'react-router-dom';
import { clearSession, markVisited } from '../authProvider/session';
import { useMay } from '../authProvider/useMay';
import { SCREENS } from '../screens';
import { isResource, sidebarEntries, type SidebarEntry } from './screen';
import { useHistoryVisited } from './useSession';

const ENTRIES = sidebarEntries(SCREENS);
const DECLARED = new Set(SCREENS.filter(isResource).map((r) => r.name));
/** The entry styled differently until visited (Interviews History). */
const TRACKED_PATH = ENTRIES.find((entry) => entry.markUntilVisited)?.to;

export function Menu() {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const resources = useResourceDefinitions();

  useEffect(() => {
    if (TRACKED_PATH && matchPath({ path: TRACKED_PATH, end: false }, pathname)) markVisited();
  }, [pathname]);

  const navLabel = translate('app.layout.navigation');
  return (
    // a navigation landmark, so that assistive technology lists the sidebar and jumps to it
    <Box component="nav" aria-label={navLabel}>
      <RaMenu aria-label={navLabel}>
        {ENTRIES.map((entry) => (
          <ScreenItem key={entry.to} entry={entry} />
        ))}
        {Object.values(resources)
          .filter((r) => r.hasList && !DECLARED.has(r.name))
          .map((r) => (
            <RaMenu.ResourceItem key={r.name} name={r.name} />
          ))}
        <Divider sx={{ my: 1, mx: 2 }} />
        <LogoutItem />
      </RaMenu>
    </Box>
  );
}

/** A declared screen's entry; hidden where react-admin's canAccess refuses its resource's list. */
function ScreenItem({ entry }: { entry: SidebarEntry }) {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const visited = useHistoryVisited();
  // hidden where refused, from the first render (no entry drawn, then taken away)
  const allowed = useMay(entry.resource ?? 'screens', 'list');
  if (entry.resource && !allowed) return null;
  const { to, label, icon: Icon } = entry;
  const tracked = to === TRACKED_PATH;
  const unvisited = tracked && !visited;
  const active = !!matchPath({ path: to, end: false }, pathname);
  return (
    <MenuItemLink
      to={to}
      aria-current={active ? 'page' : undefined}
      primaryText={
        unvisited ? (
          <>
            {translate(label)}{' '}
            <Box component="span" sx={visuallyHidden}>
              ({translate('app.layout.not_visited_hint')})
            </Box>
          </>
        ) : (
          translate(label)
        )
      }
      tooltipProps={{ title: translate(label) }}
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
    />
  );
}

/** Clears the auth state and goes to '/' replacing history (spec section 2). */
function LogoutItem() {
  const translate = useTranslate();
  const logout = useLogout();
  const navigate = useNavigate();
  return (
    <MenuItem
      className="RaMenuItemLink-root"
      onClick={() => {
        // redirect false: react-admin clears its store and cache; the page goes to '/' replacing
        logout({}, false)
          .catch(() => clearSession())
          .finally(() => navigate('/', { replace: true }));
      }}
      sx={{
        color: 'text.secondary',
        '&:hover': { color: 'error.main', bgcolor: 'rgba(220, 38, 38, 0.06)' },
        '&:hover .MuiListItemIcon-root': { color: 'error.main' },
      }}
    >
      <ListItemIcon className="RaMenuItemLink-icon">
        <LogoutIcon />
      </ListItemIcon>
      <Typography variant="inherit" noWrap>
        {translate('app.menu.log_out')}
      </Typography>
    </MenuItem>
  );
}
