// The top bar's icon buttons: the sidebar's toggle and the refresh (with the loading spinner).
// react-admin's own (SidebarToggleButton, LoadingIndicator) wrap their buttons in MUI Tooltips,
// and a Tooltip sets state from a ref callback when it mounts: an update in the middle of the
// console's first commit, which React renders at once, flushing with it every effect of that
// commit (101-140 ms in one task on opening the candidates page at 100,000; the effects otherwise
// run after the first paint). These name their buttons themselves and show a LazyTooltip, added on
// the first hover or focus.
import MenuIcon from '@mui/icons-material/Menu';
import RefreshIcon from '@mui/icons-material/Refresh';
import { Box, CircularProgress, IconButton } from '@mui/material';
import { useLoading, useRefresh, useSidebarState, useTranslate } from 'react-admin';
import { LazyTooltip } from '../common/LazyTooltip';

/** Opens and closes the sidebar; its name says which it will do. */
export function SidebarToggle() {
  const translate = useTranslate();
  const [open, setOpen] = useSidebarState();
  const label = translate(open ? 'ra.action.close_menu' : 'ra.action.open_menu');
  return (
    <LazyTooltip title={label}>
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
    </LazyTooltip>
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
      <LazyTooltip title={label}>
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
      </LazyTooltip>
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
