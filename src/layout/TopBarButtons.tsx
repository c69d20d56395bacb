// The top bar's icon buttons: the sidebar's toggle and the refresh (with the loading spinner),
// which also retries a screen whose code failed to load.
import MenuIcon from '@mui/icons-material/Menu';
import RefreshIcon from '@mui/icons-material/Refresh';
import { Box, CircularProgress, IconButton, Tooltip } from '@mui/material';
import { useLoading, useRefresh, useSidebarState, useTranslate } from 'react-admin';

/** Opens and closes the sidebar; its name says which it will do. */
export function SidebarToggle() {
  const translate = useTranslate();
  const [open, setOpen] = useSidebarState();
  const label = translate(open ? 'ra.action.close_menu' : 'ra.action.open_menu');
  return (
    <Tooltip title={label}>
      <IconButton
        color="inherit"
        aria-label={label}
        onClick={() => setOpen(!open)}
        sx={{ ml: 1, mr: 0.5 }}
      >
        <MenuIcon
          sx={(theme) => ({
            // as react-admin's: turned over while the sidebar is closed
            transform: open ? 'none' : 'rotate(180deg)',
            transition: theme.transitions.create('transform', {
              easing: theme.transitions.easing.sharp,
              duration: theme.transitions.duration.leavingScreen,
            }),
          })}
        />
      </IconButton>
    </Tooltip>
  );
}

/**
 * Refreshes the screen's data (react-admin's refresh), then `onClick`; while anything loads, a
 * spinner stands where its icon is.
 */
export function RefreshButton({ onClick }: { onClick?: () => void }) {
  const translate = useTranslate();
  const refresh = useRefresh();
  const loading = useLoading();
  const label = translate('ra.action.refresh');
  return (
    <Box sx={{ position: 'relative' }}>
      <Tooltip title={label}>
        <IconButton
          color="inherit"
          aria-label={label}
          onClick={() => {
            refresh();
            onClick?.();
          }}
          sx={{ opacity: loading ? 0 : 1 }}
        >
          <RefreshIcon />
        </IconButton>
      </Tooltip>
      {loading && (
        <CircularProgress
          // a progress bar is named (axe: aria-progressbar-name)
          aria-label={translate('app.loading')}
          color="inherit"
          size={16}
          thickness={6}
          sx={{ position: 'absolute', top: '30%', left: '30%' }}
        />
      )}
    </Box>
  );
}
