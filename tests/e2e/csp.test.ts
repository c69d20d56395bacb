// The console's Content-Security-Policy in Chromium: every screen, a resume preview, a voice clip
// and the meeting page load without a single CSP violation (issue 10, item 8).
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newCheckedPage, screenshot, signIn, type CheckedPage } from './browser.ts';
import { ADMIN_PASSWORD, ADMIN_USERNAME, startServer, type RunningServer } from './harness.ts';

/** Every guarded route of src/screens.ts with its top bar title. */
const GUARDED: [string, string][] = [
  ['/dashboard', 'Dashboard'],
  ['/manage-candidate', 'Manage Candidates'],
  ['/interviews', 'Interviews'],
  ['/scheduled-interviews', 'Scheduled interviews'],
  ['/interviews-history', 'Interviews History'],
  ['/resume', 'Resume'],
  ['/training', 'AI Training'],
  ['/profile', 'Admin Details'],
  ['/trash', 'Deleted Candidates'],
  ['/setting', 'Settings'],
  ['/jobs-target', 'Jobs Target'],
  ['/assigned-jobs', 'Assigned Jobs'],
  ['/sills', 'Skills'],
];

interface Violation {
  directive: string;
  blocked: string;
  source: string;
  sample: string;
}

declare global {
  interface Window {
    __cspViolations?: Violation[];
  }
}

/** Records every securitypolicyviolation of every document of the page (frames included). */
async function recordViolations(page: Page): Promise<string[]> {
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      window.__cspViolations!.push({
        directive: e.effectiveDirective,
        blocked: e.blockedURI,
        source: `${e.sourceFile}:${e.lineNumber}`,
        sample: e.sample,
      });
    });
  });
  const consoleErrors: string[] = [];
  page.on('console', (msg) => {
    if (/Content.Security.Policy|Refused to/i.test(msg.text())) consoleErrors.push(msg.text());
  });
  return consoleErrors;
}

/** The violations recorded by the current document so far. */
const violations = (page: Page): Promise<Violation[]> =>
  page.evaluate(() => window.__cspViolations ?? []);

describe('the console under its Content-Security-Policy', () => {
  let server: RunningServer;
  let browser: Browser;
  let checked: CheckedPage;
  let page: Page;
  let cspConsole: string[];
  const seen: string[] = [];

  /** Fails with what was blocked, where. */
  async function expectNoViolation(where: string): Promise<void> {
    const found = await violations(page);
    seen.push(...found.map((v) => `${where}: ${JSON.stringify(v)}`));
    expect(found, where).toEqual([]);
    expect(cspConsole, where).toEqual([]);
  }

  beforeAll(async () => {
    server = await startServer({ seed: true });
    browser = await launchBrowser();
    checked = await newCheckedPage(browser, server.url);
    page = checked.page;
    cspConsole = await recordViolations(page);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('sends the policy with the page', async () => {
    const res = await fetch(`${server.url}/dashboard`);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'self'");
    // scripts: the console's own files only; index.html has no inline script, so no hash either
    const inline = [
      ...(await res.text()).matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g),
    ];
    expect(inline).toEqual([]);
    expect(csp).toContain("script-src 'self';");
  });

  it('signs in without a violation', async () => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Sign In' }).waitFor();
    await expectNoViolation('sign-in page');
    await signIn(page, ADMIN_USERNAME, ADMIN_PASSWORD);
    await page.waitForURL('**/dashboard');
  });

  it('shows every guarded screen without a violation', async () => {
    const title = page.getByTestId('page-title');
    for (const [path, expected] of GUARDED) {
      await page.goto(path);
      await expect.poll(() => title.textContent(), { message: path }).toBe(expected);
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(300);
      await expectNoViolation(path);
    }
    // the dashboard's charts drew
    await page.goto('/dashboard');
    await page.locator('svg .MuiChartsAxis-root, svg path').first().waitFor();
    await page.waitForLoadState('networkidle');
    await expectNoViolation('/dashboard charts');
    checked.assertClean();
  });

  it('previews a resume without a violation', async () => {
    await page.goto('/resume');
    await page.getByText('Select a candidate').waitFor();
    const token = await server.apiLogin();
    const list = await server.api<{ data: { items: { name: string; resume_url: string }[] } }>(
      'GET',
      '/candidate/list?page=1&limit=100',
      undefined,
      token,
    );
    const withResume = list.body.data.items.find((c) => c.resume_url);
    expect(withResume, 'a seeded candidate with a resume').toBeDefined();
    await page.getByRole('searchbox').first().fill(withResume!.name);
    const candidate = page.getByRole('button', { name: new RegExp(withResume!.name) }).first();
    await candidate.click();
    const frame = page.locator('iframe[title^="Resume of"]');
    await frame.waitFor();
    const src = (await frame.getAttribute('src')) ?? '';
    expect(src).toMatch(/\/api\/resumes\/.+sig=/);
    const res = await fetch(new URL(src, server.url));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toBe('sandbox');
    // the sandboxed PDF still opens in Chromium's own viewer (an extension frame inside the iframe)
    await expect
      .poll(() => page.frames().map((f) => f.url()), { timeout: 15_000 })
      .toContainEqual(expect.stringMatching(/^chrome-extension:\/\//));
    await page.waitForTimeout(1500);
    await screenshot(page, 'csp-resume-preview');
    await expectNoViolation('/resume preview');
    checked.assertClean();
  });

  it('loads and plays a voice clip on /setting without a violation', async () => {
    await page.goto('/setting');
    const audio = page.locator('li[data-voice="ash"] audio');
    await audio.waitFor({ state: 'attached' });
    const played = await audio.evaluate(async (element: HTMLAudioElement) => {
      element.load();
      await new Promise<void>((resolve, reject) => {
        element.addEventListener('loadedmetadata', () => resolve(), { once: true });
        element.addEventListener('error', () => reject(new Error('media error')), { once: true });
        setTimeout(() => reject(new Error('no loadedmetadata in 10 s')), 10_000);
      });
      element.muted = true;
      await element.play();
      await new Promise((resolve) => setTimeout(resolve, 300));
      element.pause();
      return { duration: element.duration, error: element.error?.code };
    });
    expect(played.error).toBeUndefined();
    expect(played.duration).toBeGreaterThan(0);
    await expectNoViolation('/setting voice clip');
    checked.assertClean();
  });

  it('opens the meeting page without a violation', async () => {
    const token = await server.apiLogin();
    const list = await server.api<{ data: { items?: { id: string }[] } | { id: string }[] }>(
      'GET',
      '/interview/list?page=1&limit=5',
      undefined,
      token,
    );
    const data = list.body.data;
    const items = Array.isArray(data) ? data : (data.items ?? []);
    const id = items[0]?.id;
    expect(id, JSON.stringify(list.body).slice(0, 300)).toBeTruthy();
    await page.goto(`/meeting?interviewId=${id}`);
    await page.getByTestId('status').waitFor();
    await page.waitForLoadState('networkidle');
    await expectNoViolation('/meeting');
    await page.goto('/meeting');
    await page.getByText('This meeting link is incomplete').waitFor();
    await expectNoViolation('/meeting without an id');
    checked.assertClean();
    expect(seen).toEqual([]);
  });

  it('would notice a violation: an injected inline script is refused and recorded', async () => {
    const probe = await newCheckedPage(browser, server.url);
    const consoleLines = await recordViolations(probe.page);
    await probe.page.goto('/');
    await probe.page.getByRole('button', { name: 'Sign In' }).waitFor();
    const ran = await probe.page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__inlineRan = true;';
      document.head.append(script);
      return (window as unknown as { __inlineRan?: boolean }).__inlineRan === true;
    });
    expect(ran).toBe(false);
    await expect
      .poll(async () => (await violations(probe.page)).map((v) => v.directive))
      .toEqual(['script-src-elem']);
    expect(consoleLines.join('\n')).toMatch(/Content Security Policy/);
    await probe.page.context().close();
  });
});
