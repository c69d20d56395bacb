// An entry of the sidebar (a screen's link, or Log out): its icon and label, or the icon alone
// with a tooltip while the sidebar is collapsed. react-admin's MenuItemLink wraps each entry of a
// collapsed sidebar in an MUI Tooltip, whose update on mounting runs every effect of the console's
// first commit in one task, as the top bar's did (TopBarButtons.tsx; opening the candidates page
// at 100,000 with the sidebar collapsed: a task of 98-114 ms). These show a LazyTooltip, added on
// the first hover or focus, and are drawn as react-admin's (its theme key and classes), so the
// theme's look holds.
import { ListItemIcon, MenuItem, Typography, type SxProps, type Theme } from '@mui/material';
import { styled, useTheme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { useSidebarState } from 'react-admin';
import { LazyTooltip } from '../common/LazyTooltip';
import { PathLink } from './routing';

const PREFIX = 'RaMenuItemLink';
const CLASSES = { root: `${PREFIX}-root`, active: `${PREFIX}-active`, icon: `${PREFIX}-icon` };

/** react-admin's MenuItemLink's own styles, under its name: the theme's overrides apply. */
const Item = styled(MenuItem, {
  name: PREFIX,
  overridesResolver: (_props, styles) => styles.root,
})(({ theme }) => ({
  color: theme.palette.text.secondary,
  // (react-admin's also sets the icon's colour, which ListItemIcon's own style overrides)
  [`& .${CLASSES.icon}`]: { minWidth: theme.spacing(5) },
  [`&.${CLASSES.active}`]: { color: theme.palette.text.primary },
})) as typeof MenuItem;

interface Common {
  /** the translated label: the entry's text and, while the sidebar is collapsed, its tooltip */
  label: string;
  icon: ReactNode;
  /** drawn in place of the label */
  children?: ReactNode;
  sx?: SxProps<Theme>;
  'data-visited'?: string;
}

/** A screen's entry, a link; `active` while its screen is shown. */
interface LinkEntry extends Common {
  to: string;
  active: boolean;
}

/** An action's entry (Log out). */
interface ActionEntry extends Common {
  onClick: () => void;
}

export type SidebarItemProps = LinkEntry | ActionEntry;

export function SidebarItem(props: SidebarItemProps) {
  const { label, icon, children, sx, 'data-visited': visited } = props;
  const [open, setOpen] = useSidebarState();
  const theme = useTheme();
  // below the md breakpoint the sidebar covers the page: following a link closes it (as
  // react-admin's)
  const covering = () => window.innerWidth < theme.breakpoints.values.md;
  const entry =
    'to' in props
      ? {
          component: PathLink,
          to: props.to,
          className: props.active ? `${CLASSES.root} ${CLASSES.active}` : CLASSES.root,
          'aria-current': props.active ? ('page' as const) : undefined,
          onClick: () => {
            if (covering()) setOpen(false);
          },
        }
      : { className: CLASSES.root, onClick: props.onClick };
  return (
    <LazyTooltip title={label} placement="right" disabled={open}>
      <Item tabIndex={0} sx={sx} data-visited={visited} {...entry}>
        <ListItemIcon className={CLASSES.icon}>{icon}</ListItemIcon>
        <Typography variant="inherit" noWrap sx={{ flexGrow: 1 }}>
          {children ?? label}
        </Typography>
      </Item>
    </LazyTooltip>
  );
}
