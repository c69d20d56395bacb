// The one place that imports the signed-in console's chunks, so the sign-in page can warm them up.
export const loadRoutedApp = () => import('./RoutedApp');
export const loadAdminApp = () => import('../AdminApp');

/**
 * Starts downloading what the Sign In click opens: the router, the console and the dashboard
 * screen, all at once rather than each after the one before. Errors surface later, when the lazy
 * routes render them.
 */
export function preloadAdminApp(): void {
  loadRoutedApp().catch(() => undefined);
  loadAdminApp()
    .then((app) => app.preloadScreen('/dashboard'))
    .catch(() => undefined);
}
