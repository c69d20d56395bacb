import { alpha } from '@mui/material/styles';
import { deepmerge } from '@mui/utils';
import { defaultLightTheme, type RaThemeOptions } from 'react-admin';

const ACCENT = '#4f46e5';
const INK = '#0f172a';
// secondary text: at least 5:1 on white, the page's background, filled inputs and tinted rows
// (slate-500, #64748b, fell to 4.4:1 on the background and 4.36:1 in filled inputs)
const MUTED = '#526075';
const LINE = '#e2e8f0';

/** Height of the top bar; the layout and the sidebar are offset by it. */
export const APP_BAR_HEIGHT = 64;
export const APP_BAR_HEIGHT_XS = 56;

export const lightTheme: RaThemeOptions = deepmerge(defaultLightTheme, {
  palette: {
    mode: 'light',
    primary: { main: ACCENT, light: '#818cf8', dark: '#3730a3', contrastText: '#fff' },
    secondary: { main: '#0891b2', light: '#67e8f9', dark: '#0e7490', contrastText: '#fff' },
    // darker than MUI's defaults, so that the colour as text (outlined buttons, chips) and as
    // a background under white text (filled chips) both reach 4.5:1, also on tinted rows
    error: { main: '#b91c1c', light: '#ef5350', dark: '#991b1b', contrastText: '#fff' },
    warning: { main: '#c2410c', light: '#fb923c', dark: '#9a3412', contrastText: '#fff' },
    info: { main: '#0369a1', light: '#38bdf8', dark: '#075985', contrastText: '#fff' },
    // MUI picks a colour's contrast text with a 3:1 threshold; 4.5 is WCAG AA for body text
    contrastThreshold: 4.5,
    background: { default: '#f5f6fb', paper: '#ffffff' },
    text: { primary: INK, secondary: MUTED },
    divider: LINE,
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily:
      'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    h5: { fontWeight: 650, letterSpacing: '-0.01em' },
    h6: { fontWeight: 600, letterSpacing: '-0.01em' },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  sidebar: { width: 256, closedWidth: 64 },
  components: {
    MuiCssBaseline: {
      styleOverrides: {
        // a long word (a 200-character name, an address) wraps instead of running out of its box
        body: { overflowWrap: 'break-word' },
      },
    },
    MuiFormHelperText: {
      styleOverrides: {
        // the helper text of a disabled field still explains it (e.g. why the email is locked):
        // readable, not MUI's disabled grey (2.7:1)
        root: { '&.Mui-disabled': { color: MUTED } },
      },
    },
    MuiAppBar: {
      styleOverrides: {
        root: {
          backgroundColor: '#fff',
          color: INK,
          boxShadow: 'none',
          borderBottom: `1px solid ${LINE}`,
        },
      },
    },
    MuiPaper: {
      styleOverrides: { rounded: { borderRadius: 14 } },
    },
    MuiCard: {
      defaultProps: { elevation: 0 },
      styleOverrides: { root: { border: `1px solid ${LINE}` } },
    },
    MuiButton: {
      defaultProps: { disableElevation: true },
    },
    RaLayout: {
      styleOverrides: {
        root: {
          '& .RaLayout-appFrame': {
            marginTop: APP_BAR_HEIGHT,
            '@media (max-width:599.95px)': { marginTop: APP_BAR_HEIGHT_XS },
          },
          '& .RaLayout-content': {
            padding: 24,
            // lets wide tables scroll inside their card instead of widening the page
            minWidth: 0,
            '@media (max-width:599.95px)': { padding: 12 },
          },
        },
      },
    },
    RaSidebar: {
      styleOverrides: {
        root: {
          // the column stretches with long pages so its white background never stops short (not
          // the phone's drawer, whose root is a modal over the whole page: white, it hid the page)
          '&:not(.RaSidebar-modal)': {
            height: 'auto',
            minHeight: `calc(100vh - ${APP_BAR_HEIGHT}px)`,
            alignSelf: 'stretch',
            backgroundColor: '#fff',
            borderRight: `1px solid ${LINE}`,
          },
          '& .RaSidebar-fixed': {
            height: `calc(100vh - ${APP_BAR_HEIGHT}px)`,
            backgroundColor: '#fff',
            borderRight: `1px solid ${LINE}`,
          },
          '& .MuiPaper-root': { borderRadius: 0 },
          // the temporary drawer of small screens
          '@media (max-width:599.95px)': { '& .MuiPaper-root': { backgroundColor: '#fff' } },
        },
      },
    },
    RaMenu: {
      styleOverrides: {
        root: { paddingTop: 12, paddingBottom: 12 },
      },
    },
    RaMenuItemLink: {
      styleOverrides: {
        root: {
          margin: '2px 10px',
          padding: '9px 12px',
          fontSize: '0.95rem',
          borderRadius: 10,
          fontWeight: 500,
          color: MUTED,
          '&:hover': { backgroundColor: alpha(ACCENT, 0.06), color: INK },
          '&.RaMenuItemLink-active': {
            backgroundColor: alpha(ACCENT, 0.1),
            color: ACCENT,
            fontWeight: 650,
            '& .RaMenuItemLink-icon': { color: ACCENT },
          },
        },
        icon: { minWidth: 36 },
      },
    },
  },
} satisfies RaThemeOptions);
