// The console's frame (top bar, sidebar) reads the path and navigates without re-rendering on
// every navigation. React Router's useLocation, useNavigate (under a BrowserRouter) and Link all
// re-render with any change of the location, its query included: turning a page of the
// candidates (?page=2) drew the whole top bar and sidebar again, about 60 ms of a page turn on the
// 2-core machine before the list itself was drawn. Here the frame reads the path alone, which a
// page turn does not change, and navigates through a function that never changes.
import {
  createContext,
  useContext,
  useLayoutEffect,
  useRef,
  useState,
  type AnchorHTMLAttributes,
  type MouseEvent,
  type ReactNode,
  type Ref,
} from 'react';
import {
  createPath,
  useLocation,
  useNavigate,
  type NavigateFunction,
  type NavigateOptions,
  type To,
} from 'react-router-dom';

const PathnameContext = createContext<string | null>(null);

interface Navigation {
  navigate: NavigateFunction;
  /** the location now, as a path with its query and hash */
  here(): string;
}
const NavigationContext = createContext<Navigation | null>(null);

/**
 * Inside the router, around everything that uses `usePathname` or `useStableNavigate`. It renders
 * again with every navigation; its children do not (the same elements), only what reads the path
 * when the path changed.
 */
export function StableRouting({ children }: { children: ReactNode }) {
  const location = useLocation();
  const current = { navigate: useNavigate(), here: createPath(location) };
  const latest = useRef(current);
  useLayoutEffect(() => {
    latest.current = current;
  });
  const [navigation] = useState<Navigation>(() => ({
    navigate: ((to: To | number, options?: NavigateOptions) =>
      typeof to === 'number'
        ? latest.current.navigate(to)
        : latest.current.navigate(to, options)) as NavigateFunction,
    here: () => latest.current.here,
  }));
  return (
    <NavigationContext value={navigation}>
      <PathnameContext value={location.pathname}>{children}</PathnameContext>
    </NavigationContext>
  );
}

function required<T>(value: T | null, hook: string): T {
  if (value === null)
    throw new Error(`${hook} is used outside <StableRouting> (src/layout/routing)`);
  return value;
}

const useNavigation = (hook: string) => required(useContext(NavigationContext), hook);

/** The location's path; a change of its query or hash alone does not render the caller again. */
export function usePathname(): string {
  return required(useContext(PathnameContext), 'usePathname');
}

/** React Router's navigate, the same function for the page's life (absolute paths only). */
export function useStableNavigate(): NavigateFunction {
  return useNavigation('useStableNavigate').navigate;
}

/** A click the browser should handle itself: another button, a modifier (new tab, window). */
function leftToBrowser(event: MouseEvent<HTMLAnchorElement>, target: string | undefined): boolean {
  return (
    event.defaultPrevented ||
    event.button !== 0 ||
    (target !== undefined && target !== '_self') ||
    event.metaKey ||
    event.altKey ||
    event.ctrlKey ||
    event.shiftKey
  );
}

export interface PathLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /** an absolute path of the console */
  to: string;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * A link to a path of the console, followed as React Router's <Link> follows it (in the page; a
 * click with a modifier or another button left to the browser; the current location replaced,
 * not pushed again), without re-rendering when the location changes.
 */
export function PathLink({ to, onClick, target, ref, ...rest }: PathLinkProps) {
  const { navigate, here } = useNavigation('PathLink');
  return (
    <a
      {...rest}
      ref={ref}
      href={to}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (leftToBrowser(event, target)) return;
        event.preventDefault();
        navigate(to, { replace: here() === to });
      }}
    />
  );
}
