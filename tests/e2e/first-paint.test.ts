// The first paint on a phone (scripts/vite/firstPaint.ts): with a session, index.html paints the
// dashboard, or the candidates list's default view, as the console draws it while its data loads,
// before any script has arrived; the console's first screen replaces it in one frame. The markup
// is the committed src/layout/firstPaint.<screen>.html: when a screen's markup while it loads
// changes, the last tests fail and `npm run styles` writes the files again.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { layoutShift } from '../../scripts/bench/figures.mjs';
import { observePage } from '../../scripts/bench/inPage.mjs';
import {
  FIRST_PAINT_GLOBAL_FILE,
  FIRST_PAINT_SCREEN as PHONE,
  FIRST_PAINT_SCREENS,
  firstPaintFile,
  firstPaintMarkup,
  recordEmotionRules,
} from '../../scripts/firstPaint/markup.mjs';
import { holdEntryScript, holdRequests, screenshot } from './browser.ts';
import { ROOT } from './harness.ts';
import { openSignedIn, serverAndBrowser } from './suite.ts';

const FIRST_PAINT = '#first-paint';

/** The page's layout shift so far, as Chromium and Lighthouse count it (the bench's own figure). */
const shifted = async (page: Page) =>
  layoutShift(
    await page.evaluate(
      () =>
        (window as unknown as { __bench: { shifts: { start: number; value: number }[] } }).__bench
          .shifts,
    ),
  );

describe('first paint on a phone', () => {
  const suite = serverAndBrowser({ seed: true });

  /**
   * Signed in on a phone, recording layout shifts from the document's start (the bench's
   * recorder), the entry script held back: `address` then opens as index.html alone paints it.
   */
  async function openOnPhoneBeforeScript(address: string) {
    const checked = await openSignedIn(suite, address);
    const { page } = checked;
    await page.setViewportSize(PHONE);
    await page.addInitScript(observePage, null);
    const entry = await holdEntryScript(page);
    return { checked, page, entry };
  }

  it('paints the dashboard before any script, then the console takes its place', async () => {
    const { checked, page, entry } = await openOnPhoneBeforeScript('/dashboard');
    await page.goto('/dashboard', { waitUntil: 'commit' });

    const copy = page.locator(FIRST_PAINT);
    await copy.getByText('Selected after an interview').waitFor({ state: 'visible' });
    expect(entry.sent()).toBe(false);
    // a loading page, as the loader is: busy, and nothing in it to focus or to read out
    await expect.poll(() => page.getByRole('progressbar', { name: 'Loading' }).count()).toBe(1);
    expect(await copy.locator('[inert]').count()).toBe(1);
    expect(await page.locator('#root').isVisible()).toBe(false);
    // the signed-in user's own part of the top bar is not in it
    expect(await copy.getByText('Open profile of').count()).toBe(0);
    await screenshot(page, 'first-paint-phone-before-script');

    entry.release();
    const hired = page.getByTestId('stat-hired').getByTestId('stat-value');
    await hired.waitFor({ state: 'visible' });
    await expect.poll(() => copy.count()).toBe(0);
    expect(await page.locator('#root').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Open profile of admin' }).waitFor();
    expect(await shifted(page)).toBeLessThan(0.01);
    await screenshot(page, 'first-paint-phone-after');
    checked.assertClean();
    await page.context().close();
  });

  it('paints nothing of it on a wider screen, elsewhere, or without a session', async () => {
    const checked = await openSignedIn(suite, '/dashboard');
    const { page } = checked;
    const entry = await holdEntryScript(page);
    const parsed = async (address: string) => {
      await page.goto(address, { waitUntil: 'commit' });
      await page.waitForFunction(() => document.readyState !== 'loading');
      return page.locator(FIRST_PAINT).count();
    };
    // 1366 px wide: the loader
    expect(await parsed('/dashboard')).toBe(0);
    await page.setViewportSize(PHONE);
    expect(await parsed('/dashboard')).toBe(1);
    expect(await parsed('/')).toBe(1);
    expect(await parsed('/dashboard?tab=1')).toBe(1);
    expect(await parsed('/manage-candidate')).toBe(1);
    // a view of the list's own (its tab, page, search or sort) is not the one painted
    expect(await parsed('/manage-candidate?state=scheduled')).toBe(0);
    expect(await parsed('/interviews')).toBe(0);
    // no session: the sign-in page's loader
    await page.evaluate(() => localStorage.clear());
    expect(await parsed('/')).toBe(0);
    expect(entry.sent()).toBe(false);
    entry.release();
    await page.context().close();
  });

  it('gives way when the console cannot load, and by itself after 15 s', async () => {
    const checked = await openSignedIn(suite, '/dashboard', {
      allow: [{ url: /\/assets\/AdminApp-/ }],
      allowConsole: [/AdminApp|dynamically imported module|Failed to fetch/],
    });
    const { page } = checked;
    await page.setViewportSize(PHONE);
    // the console's chunk fails: its error page shows, not a copy of the dashboard
    await page.route('**/assets/AdminApp-*.js', (route) => route.abort());
    await page.goto('/dashboard');
    await page.getByRole('alert').getByText('The console could not be loaded').waitFor();
    expect(await page.locator(FIRST_PAINT).count()).toBe(0);
    expect(await page.locator('#root').isVisible()).toBe(true);
    await page.unroute('**/assets/AdminApp-*.js');

    // no script ever comes: the copy goes after 15 s and the loader shows
    await page.clock.install();
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/dashboard');
    expect(await page.locator(FIRST_PAINT).count()).toBe(1);
    await page.clock.runFor(14_000);
    expect(await page.locator(FIRST_PAINT).count()).toBe(1);
    await page.clock.runFor(1_000);
    expect(await page.locator(FIRST_PAINT).count()).toBe(0);
    // index.html's loader, in #root
    expect(await page.locator('#root .fsl').isVisible()).toBe(true);
    await page.context().close();
  });

  it("paints the candidates list's default view, then the console's own placeholders take its place", async () => {
    const { checked, page, entry } = await openOnPhoneBeforeScript('/manage-candidate');
    // the list held too: what replaces the copy is the console's own view while the list loads
    const api = await holdRequests(page, '**/api/**');
    await page.goto('/manage-candidate', { waitUntil: 'commit' });

    const copy = page.locator(FIRST_PAINT);
    await copy.getByPlaceholder('Search name, email, phone or ID').waitFor({ state: 'visible' });
    expect(await copy.getByText('Add Candidate').isVisible()).toBe(true);
    expect(entry.sent()).toBe(false);
    expect(await page.locator('#root').isVisible()).toBe(false);
    await screenshot(page, 'first-paint-candidates-before-script');
    // the filter buttons, the search box and the table's head, where they are and how large
    const boxes = (within: string) =>
      page.evaluate(
        (selector) =>
          [...document.querySelectorAll(selector)].map((element) => {
            const { x, y, width, height } = element.getBoundingClientRect();
            return [x, y, width, height].map(Math.round);
          }),
        ['[aria-pressed]', 'input[placeholder]', 'thead th']
          .map((part) => `${within} ${part}`)
          .join(','),
      );
    const painted = await boxes(FIRST_PAINT);
    expect(painted.length).toBeGreaterThan(4 + 1);

    entry.release();
    await page.locator('#root table .MuiSkeleton-root').first().waitFor({ state: 'visible' });
    await expect.poll(() => copy.count()).toBe(0);
    expect(await shifted(page)).toBeLessThan(0.01);
    // drawn as the copy drew them, to the pixel (the copy carries the console's global rules)
    expect(await boxes('#root')).toEqual(painted);

    api.release();
    await expect.poll(() => page.locator('table .MuiSkeleton-root').count()).toBe(0);
    await page.getByRole('button', { name: /^No Interview \d+/ }).waitFor();
    await page.getByPlaceholder('Search name, email, phone or ID').fill('zz');
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('zz');
    await screenshot(page, 'first-paint-candidates-after');
    checked.assertClean();
    await page.context().close();
  });

  it.each(FIRST_PAINT_SCREENS)(
    "is the console's own markup of $name while its data loads, with its global rules",
    async (screen) => {
      const checked = await openSignedIn(suite, screen.address);
      const { page } = checked;
      await page.setViewportSize(PHONE);
      await page.addInitScript(recordEmotionRules);
      // the data never comes
      await page.route('**/api/**', () => {});
      await page.goto(screen.address);
      await page.locator(screen.loading).first().waitFor();
      await page.waitForTimeout(1000);
      const committed = (file: string) => readFileSync(path.join(ROOT, file), 'utf8').trim();
      // on a difference: `npm run styles` writes the files again
      expect(await page.evaluate(firstPaintMarkup)).toBe(committed(firstPaintFile(screen)));
      const globalRules = await page.evaluate(() => window.__emotionGlobalRules);
      expect(globalRules.length).toBeGreaterThan(0);
      expect(committed(FIRST_PAINT_GLOBAL_FILE).split('\n')).toEqual(
        expect.arrayContaining(globalRules),
      );
      await page.context().close();
    },
  );
});
