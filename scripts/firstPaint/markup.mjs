// In the page: the console's markup as index.html's first paint keeps it (scripts/vite/firstPaint.ts),
// taken while the screen waits for its data. `npm run styles` writes it (scripts/firstStyles.mjs)
// and the e2e test first-paint.test.ts takes it again to compare: both call this one function.
/* global document */

/** The phone the markup is taken on: Lighthouse's mobile screen (MUI's xs width). */
export const FIRST_PAINT_SCREEN = { width: 412, height: 823 };

/**
 * Elements marked `data-first-paint="omit"` (the signed-in user's own) are left out, and so are
 * the attributes that name elements for scripts, tests and assistive technology: the copy is an inert picture, and none of its
 * elements may be found in place of the console's own (an id, a test id) while both are in the
 * page. React's ids (useId) also change with what rendered before: without them the markup is
 * the same on every visit.
 */
export function firstPaintMarkup() {
  // (inside the function: the browser is given its source alone)
  const naming = ['id', 'data-testid', 'aria-labelledby', 'aria-describedby', 'aria-controls'];
  const root = document.getElementById('root');
  if (!root) throw new Error('no #root');
  const copy = root.cloneNode(true);
  for (const omitted of copy.querySelectorAll('[data-first-paint="omit"]')) omitted.remove();
  for (const element of copy.querySelectorAll('*')) {
    for (const name of naming) element.removeAttribute(name);
  }
  return copy.innerHTML;
}
