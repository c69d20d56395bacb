// The candidates page's first styles in Chromium (scripts/vite/firstStyles.ts): index.html brings
// the rules Emotion would write for a cold visit, Emotion takes them as written, and the page's
// first render compiles none of them. A change of the frame's or the page's styles (or of MUI)
// that the committed file lacks fails here: `npm run styles` writes it again.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { recordEmotionRules } from '../../scripts/firstPaint/markup.mjs';
import { classNames } from '../../src/layout/firstStyles.ts';
import { newCheckedPage, SCREENS_DIR, signIn } from './browser.ts';
import { ADMIN_PASSWORD, ADMIN_USERNAME } from './harness.ts';
import { serverAndBrowser } from './suite.ts';

/**
 * A picture of the window alone (tests/artifacts/screens): during a full-page picture of the
 * dashboard, the sidebar closed (256 → 64 px wide, measured before and after; with or without
 * these styles), so the picture showed the sidebar half closed and a chart cut.
 */
async function windowShot(page: Page, name: string) {
  mkdirSync(SCREENS_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENS_DIR, `${name}.png`) });
}

/** The class a rule of Emotion's was written for: its first (`.css-1l106kt .Ra…{…}` → 1l106kt). */
const ownClass = (rule: string) => /\.css-([\w-]+)/.exec(rule)?.[1] ?? rule;

/** What the page holds now: index.html's rules, Emotion's classes in use, rules inserted. */
const styles = (page: Page) =>
  page.evaluate(() => {
    const element = document.getElementById('first-styles') as HTMLStyleElement | null;
    const used = new Set<string>();
    for (const el of document.querySelectorAll('[class]')) {
      for (const name of el.classList) if (name.startsWith('css-')) used.add(name.slice(4));
    }
    return {
      text: element?.textContent ?? '',
      // taken out of the document (and its rules parsed again) at some point
      moved: (window as unknown as { __firstStylesMoved?: boolean }).__firstStylesMoved ?? false,
      rules: element?.sheet?.cssRules.length ?? 0,
      used: [...used],
      inserted: [...(window.__emotionRules ?? [])],
      frameDisplay: getComputedStyle(document.querySelector('.RaLayout-appFrame')!).display,
    };
  });

describe('first styles (demo data)', () => {
  const suite = serverAndBrowser({ seed: true });

  it("a cold visit of the candidates page draws it with index.html's styles and compiles none", async () => {
    const { page, assertClean } = await newCheckedPage(suite.browser, suite.server.url);
    await page.addInitScript(recordEmotionRules);
    await page.addInitScript(() => {
      new MutationObserver((records) => {
        for (const record of records) {
          for (const node of record.removedNodes) {
            if ((node as Element).id === 'first-styles') {
              (window as unknown as { __firstStylesMoved: boolean }).__firstStylesMoved = true;
            }
          }
        }
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/');
    await signIn(page, ADMIN_USERNAME, ADMIN_PASSWORD);
    await page.waitForURL('**/dashboard');
    // a new document: Emotion's cache is made again from index.html
    await page.goto('/manage-candidate');
    const table = page.getByRole('table', { name: 'Candidates' });
    await table.getByRole('row').nth(1).waitFor();

    const first = await styles(page);
    // the classes of index.html's rules, as the console's cache takes them (layout/firstStyles.ts)
    const listed = new Set(classNames(first.text));
    expect(listed.size).toBeGreaterThan(50);
    // Emotion takes the element where it is, without moving it (which parses its rules again)
    expect(first.moved).toBe(false);
    expect(first.rules).toBeGreaterThan(500);
    expect(first.used.filter((name) => listed.has(name)).length).toBeGreaterThan(50);
    // none compiled: a class the file lacks would be (a class of no rules, e.g. css-0, is not)
    const compiled = [...new Set(first.inserted.map(ownClass))];
    expect(compiled, 'classes src/layout/firstStyles.css lacks: run `npm run styles`').toEqual([]);
    expect(first.inserted).toEqual([]);
    // the styles apply: the frame is laid out as its class says
    expect(first.frameDisplay).toBe('flex');
    await windowShot(page, 'first-styles-candidates');

    // a screen whose styles index.html lacks: Emotion writes them as before
    await page
      .getByRole('menu', { name: 'Main navigation' })
      .getByRole('menuitem', { name: 'Dashboard' })
      .click();
    await page.waitForURL('**/dashboard');
    await page.getByTestId('upcoming-interviews').getByTestId('interview-row').first().waitFor();
    await page.locator('[data-testid=chart-by-state] .MuiPieArc-root').first().waitFor();
    await page.waitForTimeout(800); // the charts' entry animation, before the picture
    await expect.poll(async () => (await styles(page)).inserted.length).toBeGreaterThan(0);
    const dashboard = await styles(page);
    const written = new Set(dashboard.inserted.map(ownClass));
    expect([...written].filter((name) => listed.has(name))).toEqual([]);
    expect(dashboard.used.some((name) => written.has(name))).toBe(true);
    await windowShot(page, 'first-styles-dashboard');
    assertClean();
  });
});
