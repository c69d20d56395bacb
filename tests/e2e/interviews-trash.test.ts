// The interviews, resume and trash screens in Chromium against the built server: data made
// through the API, everything else done as a user would.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateResumePdf } from '../../server/src/seed/resumePdf.ts';
import { formatDateTime } from '../../src/dates/dates.ts';
import { launchBrowser, newCheckedPage, screenshot, signIn, type CheckedPage } from './browser.ts';
import { localSlot } from './suite.ts';
import {
  ADMIN_PASSWORD,
  ADMIN_USERNAME,
  ROOT,
  startServer,
  type RunningServer,
} from './harness.ts';

interface Envelope<T> {
  data: T;
  msg: string;
}
interface CandidateJson {
  id: string;
  name: string;
  resume_url: string;
}
interface InterviewJson {
  id: string;
  link: string;
  scheduled_time: string;
  status: string;
  selected: boolean;
  score: number | null;
}

describe('interviews, resume and trash in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;
  let checked: CheckedPage;
  let page: Page;
  let token: string;
  let clientCopy: string;
  let alice: CandidateJson;
  let bob: CandidateJson;
  let aliceInterview: InterviewJson;
  let bobInterview: InterviewJson;

  async function api<T>(method: string, path: string, body?: unknown): Promise<T> {
    const res = await server.api<Envelope<T>>(method, path, body, token);
    if (res.status >= 300) {
      throw new Error(`${method} ${path} → ${res.status} ${JSON.stringify(res.body)}`);
    }
    return res.body.data;
  }

  async function createCandidate(name: string, email: string): Promise<CandidateJson> {
    const pdf = await generateResumePdf({
      name,
      email,
      phone: '+1 555 0100',
      headline: 'Frontend Engineer',
      summary: `${name} builds accessible React interfaces.`,
      experience: [
        {
          role: 'Frontend Engineer',
          company: 'Northwind Labs',
          period: '2021 - present',
          bullets: ['Built a design system in React', 'Cut bundle size by 40%'],
        },
      ],
      skills: ['React', 'TypeScript'],
    });
    const form = new FormData();
    form.append('name', name);
    form.append('phone', '+1 555 0100');
    form.append('email', email);
    form.append('skills', 'react');
    form.append('profile_summary', `${name} builds accessible React interfaces.`);
    form.append('resume', new Blob([Buffer.from(pdf)], { type: 'application/pdf' }), 'resume.pdf');
    return api<CandidateJson>('POST', '/candidate/create', form);
  }

  const createInterview = (candidateId: string, title: string, when: Date) =>
    api<InterviewJson>('POST', '/interview/create', {
      candidate_id: candidateId,
      title,
      agent_voice: 'coral',
      scheduled_time: when.toISOString(),
    });

  /** lets a dialog finish its entrance before a screenshot */
  const settle = () => page.waitForTimeout(400);
  const menu = (name: string) =>
    page.getByRole('menu', { name: 'Main navigation' }).getByRole('menuitem', { name });
  const row = (text: string) => page.getByRole('row').filter({ hasText: text });
  // by class, not role: while a modal is open the toasts are outside it, so aria-hidden
  const toast = (text: string) => page.locator('.Toastify__toast').filter({ hasText: text });

  beforeAll(async () => {
    // a private copy of the built console: a rebuild of dist/ during the run cannot pull its
    // lazily loaded chunks away
    clientCopy = mkdtempSync(path.join(tmpdir(), 'iaa-client-'));
    cpSync(path.join(ROOT, 'dist/client'), clientCopy, { recursive: true });
    server = await startServer({ seed: false, env: { CLIENT_DIR: clientCopy } });
    browser = await launchBrowser();
    token = await server.apiLogin();
    await api('PATCH', '/admin/settings', { skills: [{ skill: 'react', num_questions: 3 }] });
    alice = await createCandidate('Alice Walker', 'alice@example.com');
    bob = await createCandidate('Bob Stone', 'bob@example.com');
    aliceInterview = await createInterview(alice.id, 'Frontend screen', localSlot(2, 15, 7).date);
    bobInterview = await createInterview(bob.id, 'Backend deep dive', localSlot(3, 9, 30).date);

    checked = await newCheckedPage(browser, server.url);
    page = checked.page;
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: server.url,
    });
    await page.goto('/');
    await signIn(page, ADMIN_USERNAME, ADMIN_PASSWORD);
    await page.waitForURL('**/dashboard');
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    if (clientCopy) rmSync(clientCopy, { recursive: true, force: true });
  });

  it('shows scheduled interviews, reschedules, shares and cancels', async () => {
    await menu('All Interviews').click();
    await page.getByRole('link', { name: 'Scheduled interviews' }).click();
    await page.waitForURL('**/scheduled-interviews**');
    await expect
      .poll(() => page.getByTestId('page-title').textContent())
      .toBe('Scheduled interviews');

    const aliceRow = row('Alice Walker');
    await aliceRow.waitFor();
    expect(await aliceRow.textContent()).toContain(formatDateTime(aliceInterview.scheduled_time));
    expect(await aliceRow.textContent()).toContain('Coral');
    expect(await aliceRow.textContent()).toContain('Frontend screen');
    // soonest first
    const names = await page.getByRole('row').allTextContents();
    expect(names.findIndex((t) => t.includes('Alice'))).toBeLessThan(
      names.findIndex((t) => t.includes('Bob')),
    );
    await screenshot(page, 'interviews-scheduled');

    // reschedule: a past time is refused, a future one saved
    await page.getByRole('button', { name: 'Reschedule the interview with Alice Walker' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reschedule interview' });
    const input = dialog.getByLabel('New date and time');
    await input.fill(localSlot(-1, 10, 0).value);
    await dialog.getByRole('button', { name: 'Reschedule' }).click();
    await dialog.getByText('Choose a time in the future').waitFor();
    const slot = localSlot(5, 10, 30);
    await input.fill(slot.value);
    await settle();
    await screenshot(page, 'interviews-reschedule-dialog');
    await dialog.getByRole('button', { name: 'Reschedule' }).click();
    await toast(`Interview rescheduled to ${formatDateTime(slot.date)}`).waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await expect
      .poll(
        async () =>
          (await api<InterviewJson>('GET', `/interview/${aliceInterview.id}`)).scheduled_time,
      )
      .toBe(slot.date.toISOString());
    await row(formatDateTime(slot.date)).filter({ hasText: 'Alice Walker' }).waitFor();

    // share: the full join link on the clipboard
    await page.getByRole('button', { name: 'Copy the join link for Alice Walker' }).click();
    await toast('Link copied').waitFor();
    await screenshot(page, 'interviews-share-toast');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(`${server.url}${aliceInterview.link}`);

    // cancel behind a confirmation naming the candidate
    await page.getByRole('button', { name: 'Cancel the interview with Bob Stone' }).click();
    const confirm = page.getByRole('dialog');
    await confirm.getByText(/Cancel the interview "Backend deep dive" with Bob Stone on/).waitFor();
    await settle();
    await screenshot(page, 'interviews-cancel-confirm');
    await confirm.getByRole('button', { name: 'Cancel interview' }).click();
    await toast('Interview with Bob Stone cancelled').waitFor();
    await row('Bob Stone').waitFor({ state: 'detached' });
    expect((await api<InterviewJson>('GET', `/interview/${bobInterview.id}`)).status).toBe(
      'cancelled',
    );
  });

  it('shows a completed interview in Interviews History with its transcript', async () => {
    await api('PUT', `/interview/${aliceInterview.id}`, {
      status: 'completed',
      feedback: 'Clear communicator with solid React fundamentals; would hire.',
      history: [
        {
          question: 'What problem do React hooks solve?',
          answer: 'They let function components hold state and side effects.',
          score: 5,
        },
        {
          question: 'How would you make a list of 10,000 rows fast?',
          answer: 'Virtualise it so only the visible rows are in the DOM.',
          score: 4,
        },
      ],
    });

    await menu('Interviews History').click();
    await page.waitForURL('**/interviews-history**');
    await page.getByRole('columnheader', { name: 'Feedback' }).waitFor();
    const aliceRow = row('Alice Walker');
    await aliceRow.filter({ hasText: 'Completed' }).waitFor();
    expect(await aliceRow.textContent()).toContain('4.5 / 5');
    expect(await aliceRow.textContent()).toContain('Completed');
    expect(await aliceRow.textContent()).toContain('Not selected');
    expect(await row('Bob Stone').textContent()).toContain('Cancelled');
    await screenshot(page, 'interviews-history');

    await aliceRow.getByText('Frontend screen').click();
    const dialog = page.getByRole('dialog', { name: /Interview with Alice Walker/ });
    await dialog.waitFor();
    const items = dialog.getByTestId('transcript-item');
    await expect.poll(() => items.count()).toBe(2);
    expect(await items.nth(0).textContent()).toContain('What problem do React hooks solve?');
    expect(await items.nth(0).textContent()).toContain('5 / 5');
    expect(await items.nth(1).textContent()).toContain('Virtualise it');
    expect(await items.nth(1).textContent()).toContain('4 / 5');
    expect(await dialog.getByTestId('transcript-feedback').textContent()).toContain(
      'Clear communicator',
    );
    await settle();
    await screenshot(page, 'interviews-transcript');

    await dialog.getByRole('switch', { name: 'Selected (hired)' }).click();
    await toast('Alice Walker marked as hired').waitFor();
    await expect
      .poll(
        async () => (await api<InterviewJson>('GET', `/interview/${aliceInterview.id}`)).selected,
      )
      .toBe(true);
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await dialog.waitFor({ state: 'hidden' });
    await aliceRow.getByText('Hired').waitFor();
  });

  it('filters All Interviews by status', async () => {
    await menu('All Interviews').click();
    await page.waitForURL('**/interviews');
    await row('Alice Walker').waitFor();
    await row('Bob Stone').waitFor();
    const group = page.getByRole('group', { name: 'Filter interviews by status' });
    await group.getByRole('button', { name: 'Cancelled' }).click();
    await row('Alice Walker').waitFor({ state: 'detached' });
    await row('Bob Stone').waitFor();
    await group.getByRole('button', { name: 'Scheduled', exact: true }).click();
    await page.getByText('No interviews with this status.').waitFor();
    await group.getByRole('button', { name: 'All' }).click();
    await row('Alice Walker').waitFor();
    await screenshot(page, 'interviews-all');
  });

  it('previews a resume inline from a working signed link', async () => {
    await menu('Resume').click();
    await page.waitForURL('**/resume');
    await page.getByText('Select a candidate').waitFor();
    expect(await page.locator('iframe').count()).toBe(0);
    await page.getByRole('button', { name: /Alice Walker/ }).click();
    const frame = page.locator('iframe[title="Resume of Alice Walker"]');
    await frame.waitFor();
    const src = await frame.getAttribute('src');
    expect(src).toMatch(/\/resumes\/.+sig=/);
    const res = await fetch(new URL(src!, server.url));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await res.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    const open = page.getByRole('link', { name: 'Open in new tab' });
    expect(await open.getAttribute('href')).toBe(src);
    expect(await open.getAttribute('target')).toBe('_blank');
    expect(await open.getAttribute('rel')).toContain('noopener');
    await page.waitForTimeout(500);
    await screenshot(page, 'resume-preview');
  });

  it('restores a deleted candidate and deletes another forever', async () => {
    const carol = await createCandidate('Carol Trash', 'carol@example.com');
    const dan = await createCandidate('Dan Gone', 'dan@example.com');
    await api('DELETE', `/candidate/${carol.id}`);
    await api('DELETE', `/candidate/${dan.id}`);

    await menu('Trash').click();
    await page.waitForURL('**/trash');
    await row('Carol Trash').waitFor();
    await row('Dan Gone').waitFor();
    expect(await row('Carol Trash').textContent()).toContain('carol@example.com');
    await screenshot(page, 'trash');

    await page.getByRole('button', { name: 'Restore Carol Trash' }).click();
    await toast('Carol Trash restored').waitFor();
    await row('Carol Trash').waitFor({ state: 'detached' });
    const live = await api<{ items: CandidateJson[] }>('GET', '/candidate/list?page=1&limit=100');
    expect(live.items.map((c) => c.name)).toContain('Carol Trash');

    await page.getByRole('button', { name: 'Delete forever: Dan Gone' }).click();
    const confirm = page.getByRole('dialog');
    await confirm.getByText('Delete Dan Gone forever? This cannot be undone.').waitFor();
    await settle();
    await screenshot(page, 'trash-delete-confirm');
    await confirm.getByRole('button', { name: 'Delete forever' }).click();
    await toast('Dan Gone deleted forever').waitFor();
    await page.getByText('Trash is empty').waitFor();
    const gone = await server.api('GET', `/candidate/${dan.id}`, undefined, token);
    expect(gone.status).toBe(404);
    await screenshot(page, 'trash-empty');

    checked.assertClean();
  });
});

describe('the same screens on the demo data', () => {
  let server: RunningServer;
  let browser: Browser;
  let clientCopy: string;

  beforeAll(async () => {
    clientCopy = mkdtempSync(path.join(tmpdir(), 'iaa-client-'));
    cpSync(path.join(ROOT, 'dist/client'), clientCopy, { recursive: true });
    server = await startServer({ seed: true, env: { CLIENT_DIR: clientCopy } });
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    if (clientCopy) rmSync(clientCopy, { recursive: true, force: true });
  });

  it('shows every screen filled, paged and clean', async () => {
    // the demo has no deleted candidate: put two in the trash
    const token = await server.apiLogin();
    const list = await server.api<Envelope<{ items: CandidateJson[] }>>(
      'GET',
      '/candidate/list?page=1&limit=5',
      undefined,
      token,
    );
    for (const c of list.body.data.items.slice(0, 2)) {
      expect((await server.api('DELETE', `/candidate/${c.id}`, undefined, token)).status).toBe(200);
    }
    // one with a name and an email longer than the demo's, as a real list has
    const renamed = new FormData();
    renamed.append('name', 'Konstantina Papadopoulou');
    renamed.append('email', 'konstantina.papadopoulou@example.com');
    const renaming = await server.api(
      'PUT',
      `/candidate/${list.body.data.items[0]!.id}`,
      renamed,
      token,
    );
    expect(renaming.status, JSON.stringify(renaming.body)).toBe(200);

    const checked = await newCheckedPage(browser, server.url);
    const { page } = checked;
    await page.goto('/');
    await signIn(page, ADMIN_USERNAME, ADMIN_PASSWORD);
    await page.waitForURL('**/dashboard');

    const screens: Array<[string, string, string]> = [
      ['/scheduled-interviews', 'Actions', 'demo-scheduled-interviews'],
      ['/interviews-history', 'Feedback', 'demo-interviews-history'],
      ['/interviews', 'Score', 'demo-all-interviews'],
      ['/trash', 'Registered Date', 'demo-trash'],
    ];
    for (const [route, header, name] of screens) {
      await page.goto(route);
      await page.getByRole('columnheader', { name: header }).waitFor();
      await expect.poll(() => page.getByRole('row').count()).toBeGreaterThan(1);
      await screenshot(page, name);
      // nothing wider than the window
      expect({
        name,
        width: await page.evaluate(() => document.documentElement.scrollWidth),
      }).toEqual({ name, width: 1366 });
    }
    // at 1366 px with the sidebar open the trash's table fits its card: its actions are in sight
    // without scrolling it sideways (a name and a date take two lines rather than push them out)
    await page.goto('/trash');
    await page.getByText('Konstantina Papadopoulou').waitFor();
    const scroller = await page.getByRole('table').evaluate((table) => ({
      scroll: table.parentElement!.scrollWidth,
      box: table.parentElement!.clientWidth,
    }));
    expect(scroller.scroll, JSON.stringify(scroller)).toBeLessThanOrEqual(scroller.box);
    await screenshot(page, 'demo-trash-long-name');

    await page.goto('/interviews');
    await page.getByText(/^1-25 of \d+$/).waitFor();
    await page.getByRole('button', { name: 'Go to page 2' }).click();
    await page.getByText(/^26-50 of \d+$/).waitFor();

    await page.goto('/resume');
    await page.getByRole('button', { name: /C-/ }).first().click();
    await page.locator('iframe[title^="Resume of"]').waitFor();
    await page.waitForTimeout(500);
    await screenshot(page, 'demo-resume');

    checked.assertClean();
    await page.context().close();
  });
});
