// MUI's small IconButton for long lists: the same <button>, look and ripple without ButtonBase.
// A page of 100 candidate rows has 300 icon buttons, and MUI's (IconButton → ButtonBase → styled
// root, SvgIcon → styled root, each serialising its styles per render) were three quarters of the
// rows' rendering. Here the look comes from class styles set once on a container
// (lightIconButtonSx), the icon is a plain <svg>, and MUI's own ripple (TouchRipple, through
// useLazyRipple as ButtonBase does) mounts on the first press or keyboard focus.
import TouchRippleComponent, {
  type TouchRippleActions,
  type TouchRippleProps,
} from '@mui/material/ButtonBase/TouchRipple';
import { alpha, type Theme } from '@mui/material/styles';
import useLazyRipple from '@mui/material/useLazyRipple';
import isFocusVisible from '@mui/utils/isFocusVisible';
import {
  useEffect,
  useState,
  type ComponentType,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type Ref,
  type TouchEvent,
} from 'react';

// typed as a render function in its .d.ts; it is a forwardRef component (ButtonBase renders it)
const TouchRipple = TouchRippleComponent as unknown as ComponentType<
  TouchRippleProps & { ref: Ref<TouchRippleActions | null> }
>;

export type LightIconButtonColor = 'default' | 'primary' | 'error';

const CLASS = 'light-icon-button';

interface Handlers {
  onMouseOver?(event: MouseEvent<HTMLElement>): void;
  onMouseEnter?(event: MouseEvent<HTMLElement>): void;
  onMouseLeave?(event: MouseEvent<HTMLElement>): void;
  onFocus?(event: FocusEvent<HTMLElement>): void;
  onBlur?(event: FocusEvent<HTMLElement>): void;
  onTouchStart?(event: TouchEvent<HTMLElement>): void;
  onTouchEnd?(event: TouchEvent<HTMLElement>): void;
}

export interface LightIconButtonProps extends Handlers {
  'aria-label': string;
  color?: LightIconButtonColor;
  /** the icon: its path in a 24×24 viewBox */
  icon: { path: string };
  onClick(): void;
}

/** MUI's class names on the element (for anything that looks for them), and the styled ones. */
function classNames(color: LightIconButtonColor, focusVisible: boolean): string {
  const names = ['MuiButtonBase-root', 'MuiIconButton-root', 'MuiIconButton-sizeSmall'];
  if (color === 'primary') names.push('MuiIconButton-colorPrimary');
  if (color === 'error') names.push('MuiIconButton-colorError');
  if (focusVisible) names.push('Mui-focusVisible');
  return [...names, CLASS, `${CLASS}--${color}`].join(' ');
}

export function LightIconButton({
  color = 'default',
  icon,
  onClick,
  ...rest
}: LightIconButtonProps) {
  const { onMouseLeave, onFocus, onBlur, onTouchStart, onTouchEnd, ...other } = rest;
  const ripple = useLazyRipple();
  const [focusVisible, setFocusVisible] = useState(false);
  useEffect(() => {
    if (focusVisible) ripple.pulsate();
  }, [focusVisible, ripple]);

  return (
    <button
      type="button"
      tabIndex={0}
      className={classNames(color, focusVisible)}
      onClick={onClick}
      onMouseDown={(event) => ripple.start(event)}
      onMouseUp={(event) => ripple.stop(event)}
      onContextMenu={(event) => ripple.stop(event)}
      onDragLeave={(event) => ripple.stop(event)}
      onMouseLeave={(event) => {
        if (focusVisible) event.preventDefault();
        onMouseLeave?.(event);
        ripple.stop(event);
      }}
      onTouchStart={(event) => {
        onTouchStart?.(event);
        ripple.start(event);
      }}
      onTouchEnd={(event) => {
        onTouchEnd?.(event);
        ripple.stop(event);
      }}
      onTouchMove={(event) => ripple.stop(event)}
      onFocus={(event) => {
        if (isFocusVisible(event.target)) setFocusVisible(true);
        onFocus?.(event);
      }}
      onBlur={(event) => {
        ripple.stop(event);
        if (!isFocusVisible(event.target)) setFocusVisible(false);
        onBlur?.(event);
      }}
      onKeyDown={(event: KeyboardEvent) => {
        if (!event.repeat && focusVisible && event.key === ' ') {
          ripple.stop(event, () => ripple.start(event));
        }
      }}
      onKeyUp={(event: KeyboardEvent) => {
        if (event.key === ' ' && focusVisible && !event.defaultPrevented) {
          ripple.stop(event, () => ripple.pulsate(event));
        }
      }}
      {...other}
    >
      <svg
        className="MuiSvgIcon-root MuiSvgIcon-fontSizeSmall"
        focusable="false"
        aria-hidden="true"
        viewBox="0 0 24 24"
      >
        <path d={icon.path} />
      </svg>
      {ripple.shouldMount ? <TouchRipple ref={ripple.ref} center /> : null}
    </button>
  );
}

/** The buttons' look (MUI's ButtonBase, small IconButton and small SvgIcon), for a container. */
export function lightIconButtonSx(theme: Theme) {
  const hover = (color: string) => ({
    '--IconButton-hoverBg': alpha(color, theme.palette.action.hoverOpacity),
  });
  return {
    [`& .${CLASS}`]: {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      position: 'relative',
      boxSizing: 'border-box',
      WebkitTapHighlightColor: 'transparent',
      backgroundColor: 'transparent',
      outline: '0px',
      border: '0px',
      margin: 0,
      padding: '5px',
      cursor: 'pointer',
      userSelect: 'none',
      verticalAlign: 'middle',
      MozAppearance: 'none',
      WebkitAppearance: 'none',
      textDecoration: 'none',
      textAlign: 'center',
      flex: '0 0 auto',
      fontSize: theme.typography.pxToRem(18),
      borderRadius: '50%',
      color: theme.palette.action.active,
      transition: theme.transitions.create('background-color', {
        duration: theme.transitions.duration.shortest,
      }),
      ...hover(theme.palette.action.active),
      '&::-moz-focus-inner': { borderStyle: 'none' },
      '&:hover': {
        backgroundColor: 'var(--IconButton-hoverBg)',
        '@media (hover: none)': { backgroundColor: 'transparent' },
      },
      '@media print': { colorAdjust: 'exact' },
      '& > svg': {
        userSelect: 'none',
        width: '1em',
        height: '1em',
        display: 'inline-block',
        flexShrink: 0,
        transition: theme.transitions.create('fill', {
          duration: theme.transitions.duration.shorter,
        }),
        fill: 'currentColor',
        fontSize: theme.typography.pxToRem(20),
      },
    },
    [`& .${CLASS}--primary`]: {
      color: theme.palette.primary.main,
      ...hover(theme.palette.primary.main),
    },
    [`& .${CLASS}--error`]: {
      color: theme.palette.error.main,
      ...hover(theme.palette.error.main),
    },
  };
}
