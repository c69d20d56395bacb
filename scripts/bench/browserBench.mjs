// The sign-in page and the signed-in shell in headless Chromium: scripts loaded, first paint,
// and the time from the Sign In click to the dashboard.
import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { chromium } from 'playwright-core';
import { ADMIN_PASSWORD, CHROMIUM_ARGS, RUNS } from './config.mjs';
import { summarize, watchScripts } from './scriptSizes.mjs';
import { sleep } from './stats.mjs';

function findChromium() {
  const ok = (f) => {
    try {
      accessSync(f, constants.X_OK);
      return true;
    } catch {
      return false;
    }
  };
  if (process.env.CHROMIUM_PATH && ok(process.env.CHROMIUM_PATH)) return process.env.CHROMIUM_PATH;
  if (ok('/usr/bin/chromium')) return '/usr/bin/chromium';
  const w = spawnSync('which', ['chromium'], { encoding: 'utf8' });
  if (w.status === 0 && w.stdout.trim()) return w.stdout.trim();
  throw new Error('no Chromium: apt-get install -y chromium (Debian), or set CHROMIUM_PATH');
}

/** One fresh context: the sign-in page, then signing in; a failed sign-in goes to `errors`. */
async function measureRun(browser, url, i, errors) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  page.setDefaultTimeout(30_000);
  const scripts = await watchScripts(page);
  await page.goto(`${url}/`, { waitUntil: 'load' });
  await page.getByRole('button', { name: 'Sign In' }).waitFor({ state: 'visible' });
  await page.waitForLoadState('networkidle');
  const fcp = await page.evaluate(
    () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
  );
  const signInScripts = scripts.take();
  const run = { fcpMs: fcp, signIn: summarize(signInScripts) };
  try {
    const counted = new Set(signInScripts.map((s) => s.id));
    await page.getByLabel('Username').fill('admin');
    await page.getByLabel('Password').first().fill(ADMIN_PASSWORD);
    const t0 = performance.now();
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(/\/dashboard/);
    await page.getByText('Dashboard', { exact: true }).first().waitFor({ state: 'visible' });
    run.dashboardMs = performance.now() - t0;
    await page.waitForLoadState('networkidle');
    await sleep(300);
    run.signedIn = summarize(scripts.take(counted));
  } catch (err) {
    errors.push(`run ${i + 1}: sign-in to dashboard failed: ${err.message.split('\n')[0]}`);
  }
  await context.close();
  return run;
}

export async function browserBench(url) {
  const browser = await chromium.launch({
    executablePath: findChromium(),
    headless: true,
    args: CHROMIUM_ARGS,
  });
  const runs = [];
  const errors = [];
  try {
    for (let i = 0; i < RUNS; i++) runs.push(await measureRun(browser, url, i, errors));
  } finally {
    await browser.close();
  }
  return { runs, errors };
}
