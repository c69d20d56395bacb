// What most browser test files share: one built server and one Chromium for the whole file,
// a signed-in page at a path, and local times to schedule at.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import {
  launchBrowser,
  newCheckedPage,
  signIn,
  type CheckOptions,
  type CheckedPage,
} from './browser.ts';
import {
  ADMIN_PASSWORD,
  ADMIN_USERNAME,
  startServer,
  type RunningServer,
  type StartOptions,
} from './harness.ts';

export interface Suite {
  server: RunningServer;
  browser: Browser;
  /** the admin's API token */
  token: string;
}

/** Starts the server and Chromium before the file's tests and stops both after them. */
export function serverAndBrowser(options: StartOptions = {}): Suite {
  const suite = {} as Suite;
  beforeAll(async () => {
    suite.server = await startServer(options);
    suite.browser = await launchBrowser();
    suite.token = await suite.server.apiLogin();
  });
  afterAll(async () => {
    await suite.browser?.close();
    await suite.server?.stop();
  });
  return suite;
}

/** A new checked page, signed in as the admin, at `path`. */
export async function openSignedIn(
  { browser, server }: Suite,
  path: string,
  options?: CheckOptions,
): Promise<CheckedPage> {
  const checked = await newCheckedPage(browser, server.url, options);
  const { page } = checked;
  await page.goto('/');
  await signIn(page, ADMIN_USERNAME, ADMIN_PASSWORD);
  await page.waitForURL('**/dashboard');
  await page.goto(path);
  return checked;
}

const DAY = 24 * 60 * 60 * 1000;

/** A local date `days` from now at hh:mm, as the datetime-local value and the Date. */
export function localSlot(days: number, hour: number, minute: number) {
  const date = new Date(Date.now() + days * DAY);
  date.setHours(hour, minute, 0, 0);
  const pad = (n: number) => String(n).padStart(2, '0');
  const value = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(hour)}:${pad(minute)}`;
  return { date, value };
}
