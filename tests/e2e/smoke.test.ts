import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { startServer, type RunningServer } from './harness.ts';
import { launchBrowser, newCheckedPage, screenshot } from './browser.ts';

describe('smoke: the built server and console', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startServer({ seed: false });
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('answers GET /api/health', async () => {
    const res = await server.api('GET', '/health');
    expect(res.status).toBe(200);
  });

  it('serves the sign-in page at /', async () => {
    const checked = await newCheckedPage(browser, server.url);
    const { page } = checked;
    await page.goto('/');
    await expect.poll(() => page.title()).toBe('Interview AI Admin');
    await page.getByRole('button', { name: 'Sign In' }).waitFor({ state: 'visible' });
    await screenshot(page, 'smoke-sign-in');
    checked.assertClean();
    await page.context().close();
  });

  it('serves index.html for a client route such as /manage-candidate', async () => {
    const res = await fetch(`${server.url}/manage-candidate`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    const html = await res.text();
    expect(html).toContain('<title>Interview AI Admin</title>');
    // the entry, as Vite writes it
    expect(html).toMatch(/<script type="module" crossorigin src="\/assets\/index-/);

    // signed out, the guarded route ends on the sign-in page without errors
    const checked = await newCheckedPage(browser, server.url, {
      allow: [{ url: /\/api\//, status: 401 }],
    });
    await checked.page.goto('/manage-candidate');
    await expect.poll(() => checked.page.title()).toBe('Interview AI Admin');
    await checked.page.getByRole('button', { name: 'Sign In' }).waitFor({ state: 'visible' });
    checked.assertClean();
    await checked.page.context().close();
  });
});
