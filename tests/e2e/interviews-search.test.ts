// Issue 13 in Chromium: All Interviews finds an interview that is not on the first page, by its
// candidate's name and by its title, says so when nothing matches, and sorts by the Scheduled
// heading, newest first by default, the order kept across a reload.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateResumePdf } from '../../server/src/seed/resumePdf.ts';
import { expectNoAxeViolations } from './axe.ts';
import { editJsonAnswers, recordRequests, screenshot, type CheckedPage } from './browser.ts';
import { ROOT } from './harness.ts';
import { localSlot, openSignedIn, serverAndBrowser } from './suite.ts';

/** interviews of a third candidate, scheduled after Zelda's and Ada's: two pages of 25 */
const LATER = 28;

// a private copy of the built console: a rebuild of dist/ during the run cannot pull its lazily
// loaded chunks away
const clientCopy = mkdtempSync(path.join(tmpdir(), 'iaa-client-'));
cpSync(path.join(ROOT, 'dist/client'), clientCopy, { recursive: true });
afterAll(() => rmSync(clientCopy, { recursive: true, force: true }));

describe('All Interviews search and sort in Chromium', () => {
  const suite = serverAndBrowser({ seed: false, env: { CLIENT_DIR: clientCopy } });
  let checked: CheckedPage;
  let page: Page;

  beforeAll(async () => {
    const api = async <T>(method: string, url: string, body?: unknown) => {
      const res = await suite.server.api<{ data: T }>(method, url, body, suite.token);
      expect(res.status, `${method} ${url}: ${JSON.stringify(res.body)}`).toBeLessThan(300);
      return res.body.data;
    };
    await api('PATCH', '/admin/settings', { skills: [{ skill: 'react', num_questions: 3 }] });
    const pdf = Buffer.from(
      await generateResumePdf({
        name: 'Resume',
        email: 'resume@example.com',
        phone: '+1 555 0100',
        headline: 'Engineer',
        summary: 'Builds things.',
        experience: [],
        skills: ['React'],
      }),
    );
    const candidate = (name: string, email: string) => {
      const form = new FormData();
      form.append('name', name);
      form.append('email', email);
      form.append('phone', '+1 555 0100');
      form.append('skills', 'react');
      form.append('resume', new Blob([pdf], { type: 'application/pdf' }), 'resume.pdf');
      return api<{ id: string }>('POST', '/candidate/create', form);
    };
    const interview = (candidateId: string, title: string, days: number, hour: number) =>
      api('POST', '/interview/create', {
        candidate_id: candidateId,
        title,
        agent_voice: 'coral',
        scheduled_time: localSlot(days, hour, 0).date.toISOString(),
      });
    const zelda = await candidate('Zelda Fitzgerald', 'zelda@jazz.example');
    const ada = await candidate('Ada Lovelace', 'ada@engine.example');
    const bob = await candidate('Bob Stone', 'bob@example.com');
    // Zelda's is the first scheduled, Ada's the second: both on page 2, newest first
    await interview(zelda.id, 'Frontend screen', 1, 9);
    await interview(ada.id, 'Systems design', 1, 15);
    for (let i = 0; i < LATER; i++) {
      await interview(bob.id, `Weekly sync ${String(i + 1).padStart(2, '0')}`, 2 + i, 10);
    }
    checked = await openSignedIn(suite, '/interviews');
    page = checked.page;
  }, 120_000);

  afterAll(async () => {
    await page?.context().close();
  });

  const table = () => page.getByRole('table');
  const search = () =>
    page.getByRole('searchbox', { name: 'Search candidate, email, title or ID' });
  const rows = () => table().locator('tbody tr');
  // its accessible name is its tooltip's, e.g. "Sort by scheduled ascending"
  const sortButton = () =>
    page.getByRole('columnheader', { name: /scheduled/i }).getByRole('button');
  /** the first cells (title and interview ID) of the first `count` rows */
  const firstTitles = async (count: number) => {
    const cells = table().locator('tbody tr td:first-child');
    await cells.nth(count - 1).waitFor();
    return (await cells.allTextContents()).slice(0, count);
  };

  it('finds an interview on another page by the candidate’s name, then one by its title', async () => {
    await page.getByText(`1-25 of ${LATER + 2}`).waitFor();
    await table().getByText('Weekly sync 28').waitFor();
    expect(await table().getByText('Zelda Fitzgerald').count()).toBe(0);

    await search().fill('zelda');
    await page.getByText('1-1 of 1').waitFor();
    await table().getByText('Zelda Fitzgerald').waitFor();
    expect(await rows().count()).toBe(1);
    expect(await rows().first().textContent()).toContain('Frontend screen');
    expect(decodeURIComponent(page.url())).toContain('filter={"q":"zelda"}');
    for (const [width, height] of [
      [1440, 900],
      [768, 1024],
    ] as const) {
      await page.setViewportSize({ width, height });
      await page.waitForTimeout(300);
      await screenshot(page, `interviews-search-${width}`);
    }
    await page.setViewportSize({ width: 1366, height: 900 });

    // two words, both of the title, in any case
    await search().fill('SYSTEMS design');
    await table().getByText('Ada Lovelace').waitFor();
    await page.getByText('1-1 of 1').waitFor();
    expect(await rows().first().textContent()).toContain('Systems design');

    // a word of the candidate's name and one of the title: only the interviews that hold both
    await search().fill('stone weekly');
    await page.getByText(`1-25 of ${LATER}`).waitFor();

    await search().fill('nobody-at-all');
    await page.getByText('No interviews in this list match “nobody-at-all”.').waitFor();
    await search().fill('');
    await page.getByText(`1-25 of ${LATER + 2}`).waitFor();
    checked.assertClean();
  });

  it('sorts by the Scheduled heading, newest first by default, kept across a reload', async () => {
    expect(await firstTitles(1)).toEqual([expect.stringContaining('Weekly sync 28')]);
    await sortButton().click();
    await expect
      .poll(() => firstTitles(2))
      .toEqual([
        expect.stringContaining('Frontend screen'),
        expect.stringContaining('Systems design'),
      ]);
    expect(page.url()).toContain('order=ASC');
    await screenshot(page, 'interviews-sorted-oldest-first');

    await page.reload();
    await expect.poll(() => firstTitles(1)).toEqual([expect.stringContaining('Frontend screen')]);

    await sortButton().click();
    await expect.poll(() => firstTitles(1)).toEqual([expect.stringContaining('Weekly sync 28')]);
    expect(page.url()).toContain('order=DESC');
    checked.assertClean();
  });

  it('loaded with a session, asks for the view it was left in once', async () => {
    await sortButton().click();
    await expect.poll(() => firstTitles(1)).toEqual([expect.stringContaining('Frontend screen')]);
    await page.goto('/dashboard');
    // every file from the server, as on a first visit
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const asked = recordRequests(page, '/api/interview/list');
    try {
      // no view in the address: the one kept from the last visit (oldest first)
      await page.goto('/interviews');
      await expect.poll(() => firstTitles(1)).toEqual([expect.stringContaining('Frontend screen')]);
      const firstPage = asked.urls.filter((url) => url.searchParams.get('page') === '1');
      expect(firstPage.map((url) => url.searchParams.get('order'))).toEqual(['asc']);
    } finally {
      asked.stop();
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });
    }
    checked.assertClean();
  });

  it('with 4,040 pages, the "Go to page" field goes to page 2,000 and names the range of a wrong entry', async () => {
    // the server's answers, their total scaled to the 100,000-candidate database's interviews
    const stopEditing = await editJsonAnswers<{
      data: { total: number; limit: number; total_pages?: number };
    }>(page, '**/api/interview/list*', ({ data }) => {
      data.total = 101_000;
      data.total_pages = Math.ceil(101_000 / data.limit);
    });
    const asked = recordRequests(page, '/api/interview/list');
    try {
      await page.goto('/interviews');
      await page.getByText('1-25 of 101,000').waitFor();
      const field = page.getByRole('textbox', { name: 'Go to page' });

      await field.fill('4041');
      await field.press('Enter');
      await expect
        .poll(() => page.getByRole('alert').textContent())
        .toBe('Enter a page from 1 to 4,040.');
      expect(await field.inputValue()).toBe('4041');
      await expectNoAxeViolations(page, 'All Interviews with a wrong page entered');

      await field.fill('2000');
      await page.getByRole('button', { name: 'Go', exact: true }).click();
      await page.waitForURL(/[?&]page=2000/);
      await expect
        .poll(() => asked.urls.some((u) => u.searchParams.get('page') === '2000'))
        .toBe(true);
      expect(await field.inputValue()).toBe('');
      await screenshot(page, 'interviews-go-to-page-2000');
    } finally {
      asked.stop();
      await stopEditing();
    }
  });
});
