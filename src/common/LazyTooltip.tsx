// A tooltip that costs nothing until it is first wanted. A table of 100 rows with three icon
// buttons each would otherwise render 300 MUI Tooltips (and their Poppers) nobody looks at. The
// child stays where it is (wrapping it in a Tooltip later would mount a new element under the
// pointer, or take the focus away); MUI's Tooltip is added beside it on the first hover, focus or
// touch, and shows its popup at the child. The timings are Tooltip's defaults.
import { Tooltip, type TooltipProps } from '@mui/material';
import {
  cloneElement,
  useEffect,
  useRef,
  useState,
  type FocusEvent,
  type MouseEvent,
  type ReactElement,
  type TouchEvent,
} from 'react';

const ENTER_DELAY_MS = 100;
const TOUCH_ENTER_DELAY_MS = 700;
const TOUCH_LEAVE_DELAY_MS = 1500;
/** The mouse events a browser sends after a tap come within this long of the touch. */
const TOUCH_MOUSE_MS = 1000;
/** Within this long of a tooltip closing, the next one opens without the delay (as MUI's do). */
const HYSTERESIS_MS = 800;
let lastClosedAt = -Infinity;

interface ChildProps {
  onMouseOver?(event: MouseEvent<HTMLElement>): void;
  onMouseLeave?(event: MouseEvent<HTMLElement>): void;
  onFocus?(event: FocusEvent<HTMLElement>): void;
  onBlur?(event: FocusEvent<HTMLElement>): void;
  onTouchStart?(event: TouchEvent<HTMLElement>): void;
  onTouchEnd?(event: TouchEvent<HTMLElement>): void;
}

export interface LazyTooltipProps {
  title: string;
  /** one element that takes a ref and these handlers (an IconButton) */
  children: ReactElement<ChildProps>;
  /** where the popup shows, beside the child: below it unless given */
  placement?: TooltipProps['placement'];
  /** no tooltip (the child says it already, as a sidebar entry with its label does) */
  disabled?: boolean;
}

/** Whether the focus came from the keyboard (a click's focus shows no tooltip). */
function focusVisible(element: Element): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return false; // a browser without :focus-visible
  }
}

interface Shown {
  open: boolean;
  /** the child's element, where the popup points */
  anchor: HTMLElement;
}

export function LazyTooltip({ title, children, placement, disabled = false }: LazyTooltipProps) {
  const timer = useRef<number | undefined>(undefined);
  const touchedAt = useRef(-Infinity);
  // null until first wanted: no Tooltip is rendered at all
  const [shown, setShown] = useState<Shown | null>(null);
  const open = shown?.open ?? false;

  const clear = () => window.clearTimeout(timer.current);
  const later = (ms: number, action: () => void) => {
    clear();
    timer.current = window.setTimeout(action, ms);
  };
  const show = (anchor: HTMLElement, delay: number) =>
    later(delay, () => setShown({ open: true, anchor }));
  const hide = () => {
    clear();
    setShown((was) => {
      if (!was?.open) return was;
      lastClosedAt = performance.now();
      return { ...was, open: false };
    });
  };
  const enterDelay = () => (performance.now() - lastClosedAt < HYSTERESIS_MS ? 0 : ENTER_DELAY_MS);

  useEffect(() => () => window.clearTimeout(timer.current), []);
  useEffect(() => {
    if (!disabled) return;
    window.clearTimeout(timer.current);
    setShown(null);
  }, [disabled]);
  useEffect(() => {
    if (!open) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      lastClosedAt = performance.now();
      setShown((was) => was && { ...was, open: false });
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  // the same shape as below, so that the child is kept when the tooltip is turned on or off
  if (disabled) return <>{children}</>;
  const own = children.props;
  const child = cloneElement(children, {
    onMouseOver: (event: MouseEvent<HTMLElement>) => {
      own.onMouseOver?.(event);
      // a tap's emulated mouseover: the touch handlers decide
      if (event.timeStamp - touchedAt.current < TOUCH_MOUSE_MS) return;
      if (!open) show(event.currentTarget, enterDelay());
    },
    onMouseLeave: (event: MouseEvent<HTMLElement>) => {
      own.onMouseLeave?.(event);
      hide();
    },
    onFocus: (event: FocusEvent<HTMLElement>) => {
      own.onFocus?.(event);
      if (focusVisible(event.currentTarget)) show(event.currentTarget, enterDelay());
    },
    onBlur: (event: FocusEvent<HTMLElement>) => {
      own.onBlur?.(event);
      hide();
    },
    onTouchStart: (event: TouchEvent<HTMLElement>) => {
      own.onTouchStart?.(event);
      touchedAt.current = event.timeStamp;
      show(event.currentTarget, TOUCH_ENTER_DELAY_MS);
    },
    onTouchEnd: (event: TouchEvent<HTMLElement>) => {
      own.onTouchEnd?.(event);
      touchedAt.current = event.timeStamp;
      later(TOUCH_LEAVE_DELAY_MS, hide);
    },
  });

  // the same shape before and after: the child is never mounted anew
  return (
    <>
      {child}
      {shown && (
        // the Tooltip's own child is a hidden stand-in: its popup points at the real one
        <Tooltip
          title={title}
          open={shown.open}
          placement={placement}
          slotProps={{ popper: { anchorEl: shown.anchor } }}
        >
          <span hidden />
        </Tooltip>
      )}
    </>
  );
}
