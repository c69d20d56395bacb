// The screens index.html paints on a phone before any script has arrived
// (scripts/vite/firstPaint.ts), and, in the page, their markup as the first paint keeps it, taken
// while the screen waits for its data. `npm run styles` writes it (scripts/firstStyles.mjs) and
// the e2e test first-paint.test.ts takes it again to compare: both use these declarations and
// call this one function.
/* global document, window, CSSStyleSheet */

/** The phone the markup is taken on: Lighthouse's mobile screen (MUI's xs width). */
export const FIRST_PAINT_SCREEN = { width: 412, height: 823 };

/**
 * Each screen painted first: `paths` are the addresses it is drawn at; with `anyQuery` false only
 * without a query (the candidates list keeps its tab, page, search and sort there: only its
 * default view is drawn so). `address` is where its markup is taken, once `loading` (a selector of
 * its placeholders while its data is held) is shown; the markup must show `shows`.
 */
export const FIRST_PAINT_SCREENS = [
  {
    name: 'dashboard',
    // '/' with a session leads to the dashboard; its query changes nothing of what it draws first
    paths: ['/', '/dashboard'],
    anyQuery: true,
    address: '/dashboard',
    loading: '[data-testid="stat-hired"] .MuiSkeleton-root',
    shows: 'Selected after an interview',
  },
  {
    name: 'candidates',
    paths: ['/manage-candidate'],
    anyQuery: false,
    address: '/manage-candidate',
    loading: 'table .MuiSkeleton-root',
    shows: 'Search name, email, phone or ID',
  },
];

/** The committed markup of a screen, relative to the project's root. */
export const firstPaintFile = (screen) => `src/layout/firstPaint.${screen.name}.html`;

/**
 * The committed global rules the console's screens are drawn with (MUI's CssBaseline: the
 * border-box sizing, the body's font and colours), which the copy carries while it is shown: the
 * console writes them only when it starts, and the sign-in and interview pages go without them.
 */
export const FIRST_PAINT_GLOBAL_FILE = 'src/layout/firstPaintGlobal.css';

/**
 * In the page, before any script: records the rules Emotion inserts, in order, into its `css`
 * sheets (window.__emotionRules) and its global ones (window.__emotionGlobalRules).
 */
export function recordEmotionRules() {
  window.__emotionRules = [];
  window.__emotionGlobalRules = [];
  const insertRule = CSSStyleSheet.prototype.insertRule;
  CSSStyleSheet.prototype.insertRule = function (rule, index) {
    const key = this.ownerNode?.getAttribute?.('data-emotion');
    if (key === 'css') window.__emotionRules.push(rule);
    else if (key === 'css-global') window.__emotionGlobalRules.push(rule);
    return insertRule.call(this, rule, index);
  };
}

/**
 * Elements marked `data-first-paint="omit"` (the signed-in user's own) are left out, and so are
 * the attributes that name elements for scripts, tests and assistive technology: the copy is an
 * inert picture, and none of its elements may be found in place of the console's own (an id, a
 * test id, a label's element) while both are in the page. React's ids (useId) also change with
 * what rendered before: without them the markup is the same on every visit.
 */
export function firstPaintMarkup() {
  // (inside the function: the browser is given its source alone)
  const naming = [
    'id',
    'for',
    'data-testid',
    'aria-labelledby',
    'aria-describedby',
    'aria-controls',
  ];
  const root = document.getElementById('root');
  if (!root) throw new Error('no #root');
  const copy = root.cloneNode(true);
  for (const omitted of copy.querySelectorAll('[data-first-paint="omit"]')) omitted.remove();
  for (const element of copy.querySelectorAll('*')) {
    for (const name of naming) element.removeAttribute(name);
  }
  return copy.innerHTML;
}
