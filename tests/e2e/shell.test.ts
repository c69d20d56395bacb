// The console's shell in Chromium: the loader before any script, sign-in, the guarded routes' top
// bar titles, session expiry, a 401 while signed in, log out and the toast stack.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newCheckedPage, screenshot, signIn, type CheckedPage } from './browser.ts';
import { ADMIN_PASSWORD, ADMIN_USERNAME, startServer, type RunningServer } from './harness.ts';

/** The storage key of the token (src/authProvider/session.ts). */
const TOKEN_KEY = 'interview-ai-admin:AI_token';
const USER_KEY = 'interview-ai-admin:user_data';
const SESSION_EXPIRED = 'Session expired. Please log in again.';

interface LoginBody {
  data: { token: string; user: Record<string, unknown> };
}

/** The token with its payload changed (the signature is kept, so it no longer verifies). */
function forge(token: string, change: (payload: Record<string, unknown>) => void): string {
  const [header = '', payload = '', signature = ''] = token.split('.');
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<
    string,
    unknown
  >;
  change(claims);
  return [header, Buffer.from(JSON.stringify(claims)).toString('base64url'), signature].join('.');
}

describe('the console shell in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;

  const toast = (page: Page, text: string) =>
    page.locator('.Toastify__toast', { hasText: text }).first();
  const signInButton = (page: Page) => page.getByRole('button', { name: 'Sign In' });
  const pathOf = (page: Page) => new URL(page.url()).pathname;

  async function signedIn(checked: CheckedPage): Promise<void> {
    await checked.page.goto('/');
    await signIn(checked.page, ADMIN_USERNAME, ADMIN_PASSWORD);
    await checked.page.waitForURL('**/dashboard');
  }

  /** A page whose localStorage holds the given token and the admin's user record. */
  async function pageWithStoredToken(token: string): Promise<CheckedPage> {
    const login = await server.api<LoginBody>('POST', '/admin/login', {
      username: ADMIN_USERNAME,
      password: ADMIN_PASSWORD,
    });
    expect(login.status).toBe(200);
    const checked = await newCheckedPage(browser, server.url, {
      allow: [{ url: /\/api\//, status: 401 }],
    });
    await checked.page.goto('/');
    await signInButton(checked.page).waitFor({ state: 'visible' });
    await checked.page.evaluate(
      ({ tokenKey, userKey, value, user }) => {
        localStorage.setItem(tokenKey, value);
        localStorage.setItem(userKey, user);
      },
      {
        tokenKey: TOKEN_KEY,
        userKey: USER_KEY,
        value: token,
        user: JSON.stringify(login.body.data.user),
      },
    );
    return checked;
  }

  beforeAll(async () => {
    server = await startServer({ seed: false });
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('warns about empty fields without calling the API', async () => {
    const checked = await newCheckedPage(browser, server.url);
    const { page } = checked;
    let loginRequests = 0;
    page.on('request', (req) => {
      if (req.url().includes('/api/admin/login')) loginRequests++;
    });
    await page.goto('/');
    await signInButton(page).click();
    await toast(page, 'Please Fill all !').waitFor({ state: 'visible' });
    expect(loginRequests).toBe(0);
    expect(pathOf(page)).toBe('/');
    checked.assertClean();
    await page.context().close();
  });

  it('rejects a wrong password and keeps the username', async () => {
    const checked = await newCheckedPage(browser, server.url, {
      allow: [{ url: '/api/admin/login', status: 401, method: 'POST' }],
    });
    const { page } = checked;
    await page.goto('/');
    await signIn(page, ADMIN_USERNAME, 'not-the-password');
    await toast(page, 'Invalid credentials').waitFor({ state: 'visible' });
    expect(pathOf(page)).toBe('/');
    await expect.poll(() => page.getByLabel('Username').inputValue()).toBe(ADMIN_USERNAME);
    await signInButton(page).waitFor({ state: 'visible' });
    checked.assertClean();
    await page.context().close();
  });

  it('signs in to /dashboard replacing history, and / then leads to /dashboard', async () => {
    const checked = await newCheckedPage(browser, server.url);
    const { page } = checked;
    await page.goto('/');
    await signIn(page, ADMIN_USERNAME, ADMIN_PASSWORD);
    await toast(page, 'Login successful').waitFor({ state: 'visible' });
    await page.waitForURL('**/dashboard');
    await expect.poll(() => page.getByTestId('page-title').textContent()).toBe('Dashboard');

    // the sign-in entry was replaced: going back leaves the app (the blank start page)
    await page.goBack();
    expect(page.url()).toBe('about:blank');

    await page.goto('/');
    await page.waitForURL('**/dashboard');
    await expect.poll(() => page.getByTestId('page-title').textContent()).toBe('Dashboard');
    expect(await signInButton(page).count()).toBe(0);
    checked.assertClean();
    await page.context().close();
  });

  it('shows the right top bar title on every guarded route', async () => {
    const checked = await newCheckedPage(browser, server.url);
    const { page } = checked;
    await signedIn(checked);
    const title = page.getByTestId('page-title');

    const banner = page.getByRole('banner');
    await banner.getByText('Welcome to Interview AI Admin').waitFor({ state: 'visible' });
    await banner.getByText('OWNER', { exact: true }).waitFor({ state: 'visible' });
    await expect.poll(() => title.textContent()).toBe('Dashboard');
    await screenshot(page, 'shell-dashboard');

    const entries: [string, string, string][] = [
      ['Candidates', '/manage-candidate', 'Manage Candidates'],
      ['Interviews History', '/interviews-history', 'Interviews History'],
      ['All Interviews', '/interviews', 'Interviews'],
      ['Resume', '/resume', 'Resume'],
      ['Training', '/training', 'AI Training'],
      ['Profile', '/profile', 'Admin Details'],
      ['Trash', '/trash', 'Deleted Candidates'],
      ['Setting', '/setting', 'Settings'],
      ['Dashboard', '/dashboard', 'Dashboard'],
    ];
    for (const [label, path, expected] of entries) {
      await page.getByRole('menuitem', { name: label }).first().click();
      await expect.poll(() => pathOf(page), { message: label }).toBe(path);
      await expect.poll(() => title.textContent(), { message: label }).toBe(expected);
    }

    const direct: [string, string][] = [
      ['/scheduled-interviews', 'Scheduled interviews'],
      ['/jobs-target', 'Jobs Target'],
    ];
    for (const [path, expected] of direct) {
      await page.goto(path);
      await expect.poll(() => title.textContent(), { message: path }).toBe(expected);
    }
    checked.assertClean();
    await page.context().close();
  });

  it('ends an expiring session on the client side', async () => {
    const real = await server.apiLogin();
    const expiring = forge(real, (claims) => {
      claims.exp = Math.floor(Date.now() / 1000) + 5;
    });
    const checked = await pageWithStoredToken(expiring);
    const { page } = checked;
    await page.goto('/dashboard');
    await toast(page, SESSION_EXPIRED).waitFor({ state: 'visible' });
    await expect.poll(() => pathOf(page)).toBe('/');
    await signInButton(page).waitFor({ state: 'visible' });
    expect(await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY)).toBeNull();
    checked.assertClean();
    await page.context().close();
  });

  it('ends the session when the API answers 401', async () => {
    const real = await server.apiLogin();
    const tampered = forge(real, (claims) => {
      claims.exp = Math.floor(Date.now() / 1000) + 24 * 3600;
      claims.tampered = true;
    });
    const checked = await pageWithStoredToken(tampered);
    const { page } = checked;
    await page.goto('/manage-candidate');
    await toast(page, SESSION_EXPIRED).waitFor({ state: 'visible' });
    await expect.poll(() => pathOf(page)).toBe('/');
    await signInButton(page).waitFor({ state: 'visible' });
    expect(await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY)).toBeNull();
    checked.assertClean();
    await page.context().close();
  });

  it('logs out from the sidebar', async () => {
    const checked = await newCheckedPage(browser, server.url, {
      allow: [{ url: /\/api\//, status: 401 }],
    });
    const { page } = checked;
    await signedIn(checked);
    expect(await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY)).toBeTruthy();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expect.poll(() => pathOf(page)).toBe('/');
    await signInButton(page).waitFor({ state: 'visible' });
    expect(await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY)).toBeNull();

    await page.goto('/dashboard');
    await expect.poll(() => pathOf(page)).toBe('/');
    await signInButton(page).waitFor({ state: 'visible' });
    checked.assertClean();
    await page.context().close();
  });

  it('shows the loader before the console script has arrived', async () => {
    const checked = await newCheckedPage(browser, server.url);
    const { page } = checked;
    // the entry script held back for a second: what shows meanwhile is index.html alone
    let scriptSent = false;
    await page.route('**/assets/index-*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      scriptSent = true;
      await route.continue();
    });
    await page.goto('/', { waitUntil: 'commit' });
    const loader = page.getByRole('progressbar', { name: 'Loading' });
    await loader.waitFor({ state: 'visible', timeout: 900 });
    expect(scriptSent).toBe(false);
    // spinning, as React's loader does: its styles came with the page
    expect(
      await loader
        .locator('.fsl__ring')
        .first()
        .evaluate((ring) => getComputedStyle(ring).animationName),
    ).toBe('fsl-spin');
    await screenshot(page, 'shell-loader-before-script');
    // then the page React renders replaces it
    await signInButton(page).waitFor({ state: 'visible' });
    expect(await loader.count()).toBe(0);
    checked.assertClean();
    await page.context().close();
  });

  it('draws a usable sign-in form before any of the react-admin app is fetched, then fetches it', async () => {
    const checked = await newCheckedPage(browser, server.url);
    const { page } = checked;
    const appChunk = /\/assets\/App-[\w-]+\.js$/;
    // the moment the form's button is in the page, on the page's own clock
    await page.addInitScript(() => {
      const seen = new MutationObserver(() => {
        const button = [...document.querySelectorAll('button')].find(
          (b) => b.textContent?.trim() === 'Sign In',
        );
        if (!button) return;
        (window as unknown as { formAt: number }).formAt = performance.now();
        seen.disconnect();
      });
      seen.observe(document, { childList: true, subtree: true });
    });
    const appAsked = page.waitForResponse((response) => appChunk.test(response.url()), {
      timeout: 10_000,
    });
    await page.goto('/');
    await signInButton(page).waitFor({ state: 'visible' });
    await page.getByLabel('Username').fill(ADMIN_USERNAME);
    // the app is then fetched ahead of Sign In (once the page has loaded, when it is idle)
    await appAsked;
    // (a resource's timing entry is written once its body is in)
    const timing = () =>
      page.evaluate((source) => {
        const pattern = new RegExp(source);
        const app = performance
          .getEntriesByType('resource')
          .find((entry) => pattern.test(new URL(entry.name).pathname));
        return {
          formAt: (window as unknown as { formAt?: number }).formAt ?? Infinity,
          appAt: app?.startTime ?? -1,
        };
      }, appChunk.source);
    await expect.poll(async () => (await timing()).appAt).toBeGreaterThan(-1);
    const { formAt, appAt } = await timing();
    expect(formAt).toBeLessThan(Infinity);
    expect(appAt).toBeGreaterThan(formAt);
    // and signing in goes through it
    await page.getByLabel('Password', { exact: true }).fill(ADMIN_PASSWORD);
    await signInButton(page).click();
    await page.waitForURL('**/dashboard');
    await page.getByTestId('page-title').getByText('Dashboard').waitFor();
    checked.assertClean();
    await page.context().close();
  });

  it('without JavaScript, says it is needed and shows no loader', async () => {
    // scripts off in the browser's settings (Playwright's javaScriptEnabled still parses
    // <noscript> as if they ran)
    const noScripts = await launchBrowser(['--blink-settings=scriptEnabled=false']);
    try {
      const page = await noScripts.newPage({ baseURL: server.url });
      await page.goto('/');
      const shown = await page.evaluate(() => ({
        message: document.querySelector('body > noscript')?.getBoundingClientRect().height ?? 0,
        loader: document.querySelector('.fsl')?.getBoundingClientRect().height ?? 0,
      }));
      expect(shown.message).toBeGreaterThan(0);
      expect(shown.loader).toBe(0);
      await screenshot(page, 'shell-without-javascript');
    } finally {
      await noScripts.close();
    }
  });

  it('stacks at most 4 toasts in the top-right corner', async () => {
    const checked = await newCheckedPage(browser, server.url);
    const { page } = checked;
    await page.goto('/');
    const button = signInButton(page);
    await button.waitFor({ state: 'visible' });
    for (let i = 0; i < 6; i++) await button.click({ delay: 0 });

    const toasts = page.locator('.Toastify__toast');
    await toasts.first().waitFor({ state: 'visible' });
    let most = 0;
    for (let i = 0; i < 10; i++) {
      most = Math.max(most, await toasts.count());
      await page.waitForTimeout(100);
    }
    expect(most).toBeGreaterThan(1);
    expect(most).toBeLessThanOrEqual(4);

    const viewport = page.viewportSize();
    expect(viewport).not.toBeNull();
    const box = await toasts.first().boundingBox();
    expect(box).not.toBeNull();
    if (box && viewport) {
      expect(viewport.width - (box.x + box.width)).toBeLessThan(40);
      // toast.ts: they start 8 px under where the console's 64 px top bar ends, near the top
      expect(box.y).toBeGreaterThanOrEqual(64);
      expect(box.y).toBeLessThan(100);
    }
    checked.assertClean();
    await page.context().close();
  });
});
