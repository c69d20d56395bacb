// The one place that loads the signed-in console's chunks, so the sign-in page can warm them up
// and, once they are there, render them without suspending (preloadable).
import { preloadable } from '../common/preloadable';
import { fetchSummaryEarly } from '../dashboard/summaryRequest';

/** The router and everything behind it (RoutedApp). */
export const RoutedAppScreen = preloadable(() => import('./RoutedApp'));
export const loadRoutedApp = RoutedAppScreen.preload;

/** The console's own code (AdminApp), for its preloads and prefetches. */
export const loadAdminApp = preloadable(() => import('../AdminApp')).preload;

/** The screen the console opens on: the address's, or the dashboard, where '/' and signing in lead. */
export const openingScreen = () =>
  window.location.pathname === '/' ? '/dashboard' : window.location.pathname;

/**
 * The console as GuardedArea renders it: its code and that of the screen it opens on (which
 * index.html asked for beside the console's chunks: scripts/vite/consolePreload.ts). Rendered
 * before the screen's module was here, the screen suspended inside the drawn console, and React
 * held it back for 300 ms after showing its fallback (its fallback throttle): in 15 cold visits
 * of the dashboard, 2 drew the console 312 and 343 ms before the numbers (at 1,163 and 1,148 ms,
 * median 857); with the wait none did (median 829). The screen's load never fails this one: a
 * screen that did not load shows its own error in the console.
 */
export const AdminAppScreen = preloadable(
  () => loadAdminApp().then((app) => app.preloadScreen(openingScreen()).then(() => app)),
  // loadAdminApp has tried again already
  { retryDelays: [], probe: null },
);

/**
 * Starts downloading the router, the console and the screen at `pathname` (by default the
 * dashboard, where signing in leads), all at once rather than each after the one before. Errors
 * surface later, when the lazy routes render them.
 */
export function preloadAdminApp(pathname = '/dashboard'): void {
  loadRoutedApp().catch(() => undefined);
  // the console as rendered: once here, GuardedArea draws it without suspending
  AdminAppScreen.preload().catch(() => undefined);
  loadAdminApp()
    .then((app) => app.preloadScreen(pathname))
    .catch(() => undefined);
}

/**
 * The first data of the screens whose code is too heavy to wait for: asked for from this chunk
 * (dataProvider/earlyFetch.ts), and taken by the screen's own request when the console makes it.
 */
const EARLY_DATA: Record<string, () => void> = { '/dashboard': fetchSummaryEarly };

/**
 * With a session: asks for the first data of the screen at `pathname` (the dashboard after
 * signing in; the view `search` names on a list), so it loads while the console renders; at once
 * for a screen in EARLY_DATA, else once the console's code is there.
 */
export function prefetchScreenData(pathname: string, search = ''): void {
  EARLY_DATA[pathname]?.();
  loadAdminApp()
    .then((app) => app.prefetchScreenData(pathname, search))
    .catch(() => undefined);
}
