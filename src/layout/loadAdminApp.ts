// The one place that loads the signed-in console's chunks, so the sign-in page can warm them up
// and, once they are there, render them without suspending (preloadable).
import { preloadable } from '../common/preloadable';

/** The router and everything behind it (RoutedApp), and the console (AdminApp). */
export const RoutedAppScreen = preloadable(() => import('./RoutedApp'));
export const AdminAppScreen = preloadable(() => import('../AdminApp'));

export const loadRoutedApp = RoutedAppScreen.preload;
export const loadAdminApp = AdminAppScreen.preload;

/**
 * Starts downloading the router, the console and the screen at `pathname` (by default the
 * dashboard, where signing in leads), all at once rather than each after the one before. Errors
 * surface later, when the lazy routes render them.
 */
export function preloadAdminApp(pathname = '/dashboard'): void {
  loadRoutedApp().catch(() => undefined);
  loadAdminApp()
    .then((app) => app.preloadScreen(pathname))
    .catch(() => undefined);
}

/**
 * With a session, once the console's code is there: asks for the first data of the screen at
 * `pathname` (the dashboard after signing in; the view `search` names on a list), so it loads
 * while the console renders.
 */
export function prefetchScreenData(pathname: string, search = ''): void {
  loadAdminApp()
    .then((app) => app.prefetchScreenData(pathname, search))
    .catch(() => undefined);
}
