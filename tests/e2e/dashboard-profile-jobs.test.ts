// The profile, Jobs Target and meeting screens in Chromium against the built server with the demo
// data (the dashboard's own tests are in dashboard.test.ts).
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { format } from 'date-fns';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newCheckedPage, screenshot, signIn, type CheckedPage } from './browser.ts';
import {
  ADMIN_PASSWORD,
  ADMIN_USERNAME,
  ROOT,
  startServer,
  type RunningServer,
} from './harness.ts';
import { byTime, when, type InterviewJson } from './interviewJson.ts';

interface Envelope<T> {
  data: T;
  msg: string;
}
interface JobJson {
  id: string;
  title: string;
  department: string;
  description: string;
  required_skills: string[];
  status: 'open' | 'closed';
}

describe('dashboard, profile, jobs and meeting in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;
  let token: string;
  let clientCopy: string;
  let username = ADMIN_USERNAME;
  let password = ADMIN_PASSWORD;

  async function api<T>(method: string, apiPath: string, body?: unknown): Promise<T> {
    const res = await server.api<T>(method, apiPath, body, token);
    if (res.status >= 300) {
      throw new Error(`${method} ${apiPath} → ${res.status} ${JSON.stringify(res.body)}`);
    }
    return res.body;
  }

  async function allInterviews(): Promise<InterviewJson[]> {
    const items: InterviewJson[] = [];
    for (let page = 1; ; page++) {
      const { data } = await api<Envelope<{ items: InterviewJson[]; total_pages: number }>>(
        'GET',
        `/interview/list?page=${page}&limit=100`,
      );
      items.push(...data.items);
      if (page >= data.total_pages) return items;
    }
  }

  async function signedInPage(path: string): Promise<CheckedPage> {
    const checked = await newCheckedPage(browser, server.url);
    await checked.page.goto('/');
    await signIn(checked.page, username, password);
    await checked.page.waitForURL('**/dashboard');
    if (path !== '/dashboard') await checked.page.goto(path);
    return checked;
  }

  const pageTitle = (page: Page) => page.getByTestId('page-title');
  const toast = (page: Page, text: string) =>
    page.locator('.Toastify__toast', { hasText: text }).first();

  beforeAll(async () => {
    // a private copy of the build: other builds in this checkout must not swap chunks mid-test
    clientCopy = mkdtempSync(path.join(tmpdir(), 'iaa-client-'));
    cpSync(path.join(ROOT, 'dist/client'), clientCopy, { recursive: true });
    server = await startServer({ seed: true, env: { CLIENT_DIR: clientCopy } });
    browser = await launchBrowser();
    token = await server.apiLogin();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    if (clientCopy) rmSync(clientCopy, { recursive: true, force: true });
  });

  it('creates, edits, filters and deletes a job through the simple-rest resource', async () => {
    const checked = await signedInPage('/jobs-target');
    const { page } = checked;
    await expect.poll(() => pageTitle(page).textContent()).toBe('Jobs Target');
    await page.getByText('No job targets yet').waitFor();

    await page.getByRole('link', { name: 'New job' }).click();
    await page.waitForURL('**/jobs-target/create');
    await expect.poll(() => pageTitle(page).textContent()).toBe('Jobs Target');
    await page.getByLabel('Title').fill('Platform Engineer');
    await page.getByLabel('Department').fill('Infrastructure');
    await page
      .getByLabel('Description')
      .fill('Runs the Kubernetes platform.\nOn call one week in six.');
    const skills = page.getByLabel('Required skills');
    await skills.click();
    await page.getByRole('option', { name: 'Python', exact: true }).click();
    await skills.fill('Kubernetes');
    await page.getByRole('option', { name: 'Add skill “Kubernetes”' }).click();
    await page.keyboard.press('Escape');
    await screenshot(page, 'jobs-form');
    await page.getByRole('button', { name: 'Save job' }).click();
    await toast(page, 'Job created').waitFor();
    await page.waitForURL((url) => url.pathname === '/jobs-target');

    let jobs = await api<JobJson[]>('GET', '/jobs');
    expect(jobs).toHaveLength(1);
    expect(jobs[0]).toMatchObject({
      title: 'Platform Engineer',
      department: 'Infrastructure',
      description: 'Runs the Kubernetes platform.\nOn call one week in six.',
      required_skills: ['Python', 'Kubernetes'],
      status: 'open',
    });
    const platformId = jobs[0]!.id;

    // a second job, made through the API, appears on reload
    await api('POST', '/jobs', {
      title: 'Data Analyst',
      department: 'Research',
      description: 'Dashboards and SQL.',
      required_skills: ['SQL', 'Python', 'Communication', 'Statistics'],
      status: 'open',
    });
    await page.reload();
    const rows = page.locator('tbody tr');
    await expect.poll(() => rows.count()).toBe(2);
    await toast(page, 'Job created').waitFor({ state: 'detached', timeout: 10_000 });
    await screenshot(page, 'jobs-list');

    // edit
    await page.getByRole('link', { name: 'Platform Engineer' }).click();
    await page.waitForURL(`**/jobs-target/${platformId}`);
    await page.getByRole('heading', { name: 'Edit job: Platform Engineer' }).waitFor();
    await expect.poll(() => page.getByLabel('Title').inputValue()).toBe('Platform Engineer');
    await page.getByLabel('Title').fill('Senior Platform Engineer');
    await page.getByRole('radio', { name: 'Closed' }).check();
    await page.getByRole('button', { name: 'Save job' }).click();
    await toast(page, 'Job updated').waitFor();
    await page.waitForURL((url) => url.pathname === '/jobs-target');
    const edited = await api<JobJson>('GET', `/jobs/${platformId}`);
    expect(edited).toMatchObject({ title: 'Senior Platform Engineer', status: 'closed' });
    await page.getByRole('link', { name: 'Senior Platform Engineer' }).waitFor();

    // filter: search, then status
    const titles = () =>
      rows.evaluateAll((trs) => trs.map((tr) => tr.querySelector('a')?.textContent ?? ''));
    await page.getByLabel('Search jobs').fill('analyst');
    await expect.poll(titles).toEqual(['Data Analyst']);
    await page.getByLabel('Search jobs').fill('');
    await expect.poll(titles).toHaveLength(2);
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Closed' }).click();
    await expect.poll(titles).toEqual(['Senior Platform Engineer']);
    expect(decodeURIComponent(page.url())).toContain('"status":"closed"');
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Open' }).click();
    await expect.poll(titles).toEqual(['Data Analyst']);
    await page.getByLabel('Search jobs').fill('platform');
    await page.getByRole('button', { name: 'Clear the filters' }).click();
    await expect.poll(titles).toHaveLength(2);

    // delete, after confirming
    await page.getByRole('link', { name: 'Senior Platform Engineer' }).click();
    await page.getByRole('heading', { name: 'Edit job: Senior Platform Engineer' }).waitFor();
    await page.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Delete the job “Senior Platform Engineer”?').waitFor();
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await toast(page, 'Job deleted').waitFor();
    await page.waitForURL((url) => url.pathname === '/jobs-target');
    await expect.poll(titles).toEqual(['Data Analyst']);
    const gone = await server.api('GET', `/jobs/${platformId}`, undefined, token);
    expect(gone.status).toBe(404);
    jobs = await api<JobJson[]>('GET', '/jobs');
    expect(jobs.map((j) => j.title)).toEqual(['Data Analyst']);

    checked.assertClean();
    await page.context().close();
  });

  it('opens the public meeting page without a token', async () => {
    const interviews = await allInterviews();
    const next = interviews.filter((i) => i.status === 'scheduled').sort(byTime)[0]!;

    const checked = await newCheckedPage(browser, server.url, {
      allow: [{ url: '/api/meeting/no-such-interview', status: 404 }],
    });
    const { page } = checked;
    const requests: string[] = [];
    page.on('request', (req) => {
      if (req.url().includes('/api/'))
        requests.push(`${req.url()} ${req.headers().authorization ?? ''}`);
    });

    await page.goto(`/meeting?interviewId=${next.id}`);
    await page.getByRole('heading', { level: 1, name: next.title }).waitFor();
    expect(await page.getByTestId('time').textContent()).toBe(when(next.scheduled_time));
    expect(await page.getByTestId('status').textContent()).toBe('Scheduled');
    expect(await page.getByTestId('voice').textContent()).toBe(
      next.agent_voice.replace(/^./, (c) => c.toUpperCase()),
    );
    expect(new URL(page.url()).pathname).toBe('/meeting');
    expect(requests).toEqual([`${server.url}/api/meeting/${next.id} `]);
    await screenshot(page, 'meeting');

    await page.goto('/meeting');
    await page.getByText('This meeting link is incomplete').waitFor();
    await page.getByRole('heading', { level: 1, name: 'Interview meeting' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/meeting');
    await screenshot(page, 'meeting-incomplete');

    await page.goto('/meeting?interviewId=no-such-interview');
    await page.getByText('We could not find this interview').waitFor();
    expect(new URL(page.url()).pathname).toBe('/meeting');
    await screenshot(page, 'meeting-unknown');

    checked.assertClean();
    await page.context().close();
  });

  // last: it changes the admin's username and password
  it('edits the profile: a wrong old password first, then the right one', async () => {
    const checked = await signedInPage('/profile');
    checked.allow({ url: '/api/admin/update', status: 401, method: 'PATCH' });
    const { page } = checked;
    await expect.poll(() => pageTitle(page).textContent()).toBe('Admin Details');
    const summary = page.getByTestId('profile-summary');
    await summary.getByRole('heading', { name: 'Administrator' }).waitFor();
    await summary.getByText('@admin').waitFor();
    expect(await summary.textContent()).toContain(
      `Member since${format(new Date(), 'd MMM yyyy')}`,
    );
    await toast(page, 'Login successful').waitFor({ state: 'detached', timeout: 10_000 });
    await screenshot(page, 'profile');

    await page.getByLabel('Name', { exact: true }).fill('Ada Admin');
    await page.getByLabel('Username').fill('ada.admin');
    await page.getByLabel('Phone').fill('+1 555 0100');
    await page.getByLabel('New password', { exact: true }).fill('a-brand-new-password-1');
    await page.getByLabel('Confirm new password').fill('a-brand-new-password-1');
    await page.getByLabel('Old password').fill('not-my-password');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await toast(page, 'Old password is incorrect').waitFor();
    // still signed in, on the page, with everything typed
    expect(new URL(page.url()).pathname).toBe('/profile');
    expect(await page.getByLabel('Name', { exact: true }).inputValue()).toBe('Ada Admin');
    expect(await page.getByLabel('Username').inputValue()).toBe('ada.admin');
    expect(await page.getByLabel('Old password').inputValue()).toBe('not-my-password');
    await page.getByRole('button', { name: 'Open profile of admin' }).waitFor();
    await screenshot(page, 'profile-wrong-password');

    await page.getByLabel('Old password').fill(ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await toast(page, 'Admin account updated successfully').waitFor();
    // the top bar follows at once
    await page.getByRole('button', { name: 'Open profile of ada.admin' }).waitFor();
    await summary.getByRole('heading', { name: 'Ada Admin' }).waitFor();
    expect(await page.getByLabel('Old password').inputValue()).toBe('');

    // the new password ended every older session, this test's API token included (issue 10)
    const stale = await server.api('GET', '/admin/me', undefined, token);
    expect(stale.status).toBe(401);
    username = 'ada.admin';
    password = 'a-brand-new-password-1';
    token = await server.apiLogin(username, password);
    const me = await api<{ name: string; username: string; phone: string }>('GET', '/admin/me');
    expect(me).toMatchObject({ name: 'Ada Admin', username: 'ada.admin', phone: '+1 555 0100' });

    // the session keeps the new details across a reload
    await page.reload();
    await page.getByRole('button', { name: 'Open profile of ada.admin' }).waitFor();
    checked.assertClean();
    await page.context().close();
  });
});
