import { Drawer, useMediaQuery, type Theme } from '@mui/material';
import { styled, useThemeProps } from '@mui/material/styles';
import {
  CLOSED_DRAWER_WIDTH,
  DRAWER_WIDTH,
  SidebarClasses,
  useLocale,
  useSidebarState,
  type SidebarProps,
} from 'react-admin';

/**
 * react-admin's Sidebar (same markup, classes and theme key, RaSidebar) without its scroll trigger.
 * That trigger only moves the sidebar up with a top bar that hides on scroll, and the console's
 * top bar is always shown (Layout's appBarAlwaysOn); yet it read the window's scroll position as
 * the console first mounted, which made the browser lay out the whole new page in the middle of
 * React's commit (about 30 ms on a 2-core machine, 130 ms at the 4x CPU slowdown of Lighthouse's
 * phone), and re-rendered the sidebar as a scroll passed 100 px.
 */
export function Sidebar(inProps: SidebarProps) {
  const props = useThemeProps({ props: inProps, name: 'RaSidebar' });
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- not for the Drawer
  const { appBarAlwaysOn, children, closedSize, size, ...rest } = props;
  const isXSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const [open, setOpen] = useSidebarState();
  useLocale(); // drawn again when the language changes, as react-admin's is
  const toggleSidebar = () => setOpen(!open);
  return isXSmall ? (
    <StyledDrawer
      variant="temporary"
      open={open}
      onClose={toggleSidebar}
      classes={SidebarClasses}
      {...rest}
    >
      {children}
    </StyledDrawer>
  ) : (
    <StyledDrawer
      variant="permanent"
      open={open}
      onClose={toggleSidebar}
      classes={SidebarClasses}
      className={open ? 'RaSidebar-open' : 'RaSidebar-closed'}
      {...rest}
    >
      <div className={SidebarClasses.fixed}>{children}</div>
    </StyledDrawer>
  );
}

/** react-admin's transition of its layout's and its sidebar's margins. */
export const marginTransition = (theme: Theme) =>
  theme.transitions.create('margin', {
    easing: theme.transitions.easing.easeOut,
    duration: theme.transitions.duration.enteringScreen,
  });

/** react-admin's styles for its sidebar (ra-ui-materialui 5, layout/Sidebar). */
const StyledDrawer = styled(Drawer, {
  name: 'RaSidebar',
  slot: 'Root',
  overridesResolver: (_props, styles) => styles.root,
  shouldForwardProp: () => true,
})(({ open, theme }) => ({
  height: 'calc(100vh - 3em)',
  marginTop: 0,
  transition: marginTransition(theme),
  [`& .${SidebarClasses.fixed}`]: {
    position: 'fixed',
    height: 'calc(100vh - 3em)',
    overflowX: 'hidden',
    // no scrollbar
    scrollbarWidth: 'none',
    msOverflowStyle: 'none',
    '&::-webkit-scrollbar': { display: 'none' },
  },
  '& .MuiPaper-root': {
    position: 'relative',
    width: open
      ? (theme.sidebar?.width ?? DRAWER_WIDTH)
      : (theme.sidebar?.closedWidth ?? CLOSED_DRAWER_WIDTH),
    transition: theme.transitions.create('width', {
      easing: theme.transitions.easing.sharp,
      duration: theme.transitions.duration.leavingScreen,
    }),
    backgroundColor: 'transparent',
    borderRight: 'none',
    [theme.breakpoints.only('xs')]: {
      marginTop: 0,
      height: '100vh',
      position: 'inherit',
      backgroundColor: (theme.vars || theme).palette.background.default,
    },
    [theme.breakpoints.up('md')]: { border: 'none' },
    zIndex: 'inherit',
  },
}));
