import { accessSync, constants, mkdirSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { ROOT } from './harness.ts';

export const SCREENS_DIR = path.join(ROOT, 'tests/artifacts/screens');

/** Flags that keep Debian's Chromium quiet and working as root on a closed network. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

function isExecutable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** CHROMIUM_PATH, else /usr/bin/chromium, else `which chromium`. */
export function findChromium(): string {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (isExecutable(fromEnv)) return fromEnv;
    throw new Error(`CHROMIUM_PATH=${fromEnv} is not an executable file`);
  }
  if (isExecutable('/usr/bin/chromium')) return '/usr/bin/chromium';
  try {
    const found = execFileSync('which', ['chromium'], { encoding: 'utf8' }).trim();
    if (found && isExecutable(found)) return found;
  } catch {
    // not on PATH
  }
  throw new Error(
    'No Chromium found: install one (Debian: apt-get install -y chromium) or set CHROMIUM_PATH',
  );
}

/**
 * Chromium for a test file: the run's shared one (chromiumGlobalSetup.ts), or, with flags of its
 * own or outside that project, one launched for the file. `close()` ends the file's contexts
 * and, for a launched one, the browser.
 */
export function launchBrowser(extraArgs: readonly string[] = []): Promise<Browser> {
  const shared = inject('chromiumEndpoint');
  if (shared && extraArgs.length === 0) return chromium.connect(shared);
  return chromium.launch({
    executablePath: findChromium(),
    headless: true,
    args: [...CHROMIUM_ARGS, ...extraArgs],
  });
}

/** A request the test expects to fail: matched against the method, the URL and the status. */
export interface AllowedFailure {
  url: string | RegExp;
  /** any status when unset */
  status?: number;
  method?: string;
}

export interface CheckOptions {
  /** failed responses of the app's own origin that the test provokes on purpose */
  allow?: AllowedFailure[];
  /** console messages (errors, React warnings) to ignore */
  allowConsole?: RegExp[];
}

export interface CheckedPage {
  page: Page;
  /** what went wrong so far, one line each */
  problems: string[];
  /** adds expected failures after the page was created */
  allow(...failures: AllowedFailure[]): void;
  /** throws, listing every problem recorded, when there is any */
  assertClean(): void;
}

const REACT_WARNING = /Warning:|React does not recognize|Each child in a list/;

function matches(pattern: string | RegExp, value: string): boolean {
  return typeof pattern === 'string' ? value.includes(pattern) : pattern.test(value);
}

/**
 * A new page (in a new context) that records console errors, React warnings, uncaught page
 * errors and failed requests to the app's own origin (`baseUrl`), unless allowed.
 */
export async function newCheckedPage(
  browser: Browser,
  baseUrl: string,
  options: CheckOptions = {},
): Promise<CheckedPage> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: { width: 1366, height: 900 },
  });
  const page = await context.newPage();
  const origin = new URL(baseUrl).origin;
  const allowed: AllowedFailure[] = [...(options.allow ?? [])];
  const allowConsole = options.allowConsole ?? [];
  const problems: string[] = [];

  const isAllowed = (method: string, url: string, status: number | undefined): boolean =>
    allowed.some(
      (a) =>
        matches(a.url, url) &&
        (a.method === undefined || a.method.toUpperCase() === method.toUpperCase()) &&
        (a.status === undefined || a.status === status),
    );
  const consoleAllowed = (text: string): boolean => allowConsole.some((re) => re.test(text));

  page.on('console', (msg) => {
    const text = msg.text();
    if (consoleAllowed(text)) return;
    if (msg.type() === 'error') {
      // the browser logs every failed response as a console error; those are judged below
      if (/^Failed to load resource: the server responded with a status of/.test(text)) return;
      problems.push(`console error: ${text}`);
    } else if (msg.type() === 'warning' && REACT_WARNING.test(text)) {
      problems.push(`React warning: ${text}`);
    }
  });
  page.on('pageerror', (err) => problems.push(`page error: ${err.message}`));
  page.on('requestfailed', (req) => {
    if (!req.url().startsWith(origin)) return;
    const reason = req.failure()?.errorText ?? 'failed';
    // a navigation away aborts what is still loading: not a fault of the app
    if (reason === 'net::ERR_ABORTED') return;
    if (isAllowed(req.method(), req.url(), undefined)) return;
    problems.push(`request failed: ${req.method()} ${req.url()} (${reason})`);
  });
  page.on('response', (res) => {
    const url = res.url();
    if (!url.startsWith(origin) || res.status() < 400) return;
    const method = res.request().method();
    if (isAllowed(method, url, res.status())) return;
    problems.push(`HTTP ${res.status()}: ${method} ${url}`);
  });

  return {
    page,
    problems,
    allow: (...failures) => allowed.push(...failures),
    assertClean() {
      if (problems.length > 0) {
        throw new Error(`page had ${problems.length} problem(s):\n  ${problems.join('\n  ')}`);
      }
    },
  };
}

/** Saves a full-page PNG to tests/artifacts/screens/<name>.png and returns its path. */
export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(SCREENS_DIR, { recursive: true });
  const file = path.join(SCREENS_DIR, `${name.replace(/[^\w.-]+/g, '-')}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

/** Fills the sign-in form by its labels and submits it. */
export async function signIn(page: Page, username: string, password: string): Promise<void> {
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: false }).first().fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/**
 * The JSON answers to the requests `pattern` matches, fetched from the server and changed by
 * `edit` before the page reads them (e.g. a list's total scaled to 100,000 candidates). The
 * returned function stops it.
 */
export async function editJsonAnswers<T>(
  page: Page,
  pattern: string,
  edit: (body: T) => void,
): Promise<() => Promise<void>> {
  await page.route(pattern, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as T;
    edit(body);
    await route.fulfill({ response, json: body });
  });
  return () => page.unroute(pattern);
}

/** The addresses of the requests the page sends whose URL holds `part`, from now until `stop()`. */
export function recordRequests(page: Page, part: string): { urls: URL[]; stop(): void } {
  const urls: URL[] = [];
  const onRequest = (request: { url(): string }) => {
    if (request.url().includes(part)) urls.push(new URL(request.url()));
  };
  page.on('request', onRequest);
  return { urls, stop: () => page.off('request', onRequest) };
}
