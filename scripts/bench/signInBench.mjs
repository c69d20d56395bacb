// The sign-in page: JavaScript on the wire beside a bare React page, and Sign In → dashboard
// numbers beside a minimal react-admin app, both built in the same run and loaded the same way.
import { BROWSER_RUNS, ADMIN_PASSWORD } from './config.mjs';
import { benchPage, repeat } from './browser.mjs';
import { scriptsUntil } from './figures.mjs';
import { markFirstVisible, marked, numberShown, dashboardDrawn } from './inPage.mjs';
import { median } from './stats.mjs';

const RAF = { polling: 'raf' };

/**
 * The JavaScript a page needs to show `selector`: requested before it was visible or before the
 * load event, whichever is later. What the page fetches after that (prefetching while idle) is
 * counted apart, as `idle`.
 */
export async function pageScripts(browser, url, path, selector) {
  const p = await benchPage(browser, url);
  try {
    await p.page.addInitScript(markFirstVisible, { selector, name: 'ready' });
    await p.page.goto(path, { waitUntil: 'load' });
    await p.page.waitForFunction(marked, 'ready', RAF);
    await p.page.waitForLoadState('networkidle');
    const record = await p.record();
    const cutoff = Math.max(record.marks.ready, record.document.loadEventEnd);
    const initial = scriptsUntil(record, cutoff);
    const all = scriptsUntil(record);
    return {
      ...initial,
      idleWireBytes: all.wireBytes - initial.wireBytes,
      idleFiles: all.files - initial.files,
      paths: initial.paths,
    };
  } finally {
    await p.close();
  }
}

/** The median of every figure of the runs; the paths of the first run. */
const medianOf = (runs) =>
  runs.length === 0
    ? null
    : Object.fromEntries(
        Object.keys(runs[0]).map((k) => [
          k,
          k === 'paths' ? runs[0].paths : median(runs.map((r) => r[k])),
        ]),
      );

/** The sign-in page's JavaScript, and the bare React page's. */
export async function signInScripts(browser, productUrl, bareUrl, errors) {
  const product = await repeat(
    BROWSER_RUNS,
    'sign-in page',
    () => pageScripts(browser, productUrl, '/', 'form button[type="submit"]'),
    errors,
  );
  const bare = await repeat(
    BROWSER_RUNS,
    'bare React page',
    () => pageScripts(browser, bareUrl, '/', 'main button'),
    errors,
  );
  return { product: medianOf(product), baseline: medianOf(bare), runs: BROWSER_RUNS };
}

/**
 * From the Sign In click to the numbers on the dashboard (page time, from the click event's
 * timestamp), after the sign-in page was left idle (so prefetching it does counts).
 */
export async function signInToNumbers(browser, url, { path, drawn, username, password, submit }) {
  const p = await benchPage(browser, url);
  try {
    await p.page.goto(path, { waitUntil: 'load' });
    await p.page.getByLabel(username).fill('admin');
    await p.page.getByLabel(password).first().fill(ADMIN_PASSWORD);
    await p.page.waitForLoadState('networkidle');
    await p.page.getByRole('button', { name: submit }).click();
    await p.page.waitForFunction(drawn, 'numbers', { ...RAF, timeout: 30_000 });
    const record = await p.record();
    const click = record.clicks.at(-1);
    if (click === undefined) throw new Error('the click was not seen (did the page reload?)');
    return record.marks.numbers - click;
  } finally {
    await p.close();
  }
}

/** Sign In → dashboard numbers: the console beside the minimal react-admin app. */
export async function signInTiming(browser, productUrl, minimalUrl, errors) {
  const product = await repeat(
    BROWSER_RUNS,
    'sign in → numbers',
    () =>
      signInToNumbers(browser, productUrl, {
        path: '/',
        drawn: dashboardDrawn,
        username: 'Username',
        password: 'Password',
        submit: 'Sign In',
      }),
    errors,
  );
  const minimal = await repeat(
    BROWSER_RUNS,
    'minimal react-admin sign in → number',
    () =>
      signInToNumbers(browser, minimalUrl, {
        path: '/',
        drawn: numberShown,
        username: 'Username',
        password: 'Password',
        submit: 'Sign in',
      }),
    errors,
  );
  return {
    productMs: product.length ? median(product) : null,
    baselineMs: minimal.length ? median(minimal) : null,
    productRunsMs: product.map(Math.round),
    baselineRunsMs: minimal.map(Math.round),
  };
}
