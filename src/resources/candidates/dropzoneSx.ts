import { alpha, type SxProps, type Theme } from '@mui/material/styles';

/** The drop area: dashed, tinted while a file is dragged over it, dimmed when disabled. */
export const dropzoneSx =
  ({ dragging, disabled }: { dragging: boolean; disabled: boolean }): SxProps<Theme> =>
  (theme) => ({
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: 0.5,
    px: 2,
    py: 2.5,
    textAlign: 'center',
    borderRadius: 2,
    border: `2px dashed ${dragging ? theme.palette.primary.main : theme.palette.divider}`,
    backgroundColor: dragging
      ? alpha(theme.palette.primary.main, 0.06)
      : theme.palette.background.default,
    color: 'text.secondary',
    cursor: disabled ? 'default' : 'pointer',
    opacity: disabled ? 0.6 : 1,
    transition: 'border-color 120ms, background-color 120ms',
    outline: 'none',
    '&:hover': disabled ? undefined : { borderColor: theme.palette.primary.light },
    '&:focus-visible': {
      borderColor: theme.palette.primary.main,
      boxShadow: `0 0 0 3px ${alpha(theme.palette.primary.main, 0.25)}`,
    },
  });
