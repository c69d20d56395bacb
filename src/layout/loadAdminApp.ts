// The one place that imports the console chunk, so the sign-in page can warm it up early.
export const loadAdminApp = () => import('../AdminApp');

/** Starts downloading the console; errors surface later, when the lazy route renders it. */
export function preloadAdminApp(): void {
  loadAdminApp().catch(() => undefined);
}
