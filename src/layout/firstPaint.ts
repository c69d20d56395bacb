import { useLayoutEffect } from 'react';

/**
 * The element index.html's first paint puts before #root on a phone (scripts/vite/firstPaint.ts):
 * a copy of the markup of the screen at the address (the dashboard, the candidates list), shown
 * until the console draws its first screen.
 */
export const FIRST_PAINT_ID = 'first-paint';

/** Removes the first paint's copy, and with it the style that hides #root. */
function endFirstPaint() {
  document.getElementById(FIRST_PAINT_ID)?.remove();
}

/**
 * Rendered after a screen (inside its Suspense boundary) or in place of the console (the sign-in
 * page, an error): when it commits, the first paint's copy goes in the same frame as what the
 * console drew is shown, so the two are never seen together and nothing is seen twice.
 */
export function FirstPaintEnd(): null {
  useLayoutEffect(endFirstPaint, []);
  return null;
}
