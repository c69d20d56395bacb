// Issue 13 in Chromium: finding a candidate who is not on the first page, by name and by phone,
// on the candidates page and on Resume, and sorting by a column heading, kept across a reload.
import { text as readAll } from 'node:stream/consumers';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { generateResumePdf } from '../../server/src/seed/resumePdf.ts';
import { expectNoAxeViolations } from './axe.ts';
import { editJsonAnswers, recordRequests, screenshot } from './browser.ts';
import { openSignedIn, serverAndBrowser } from './suite.ts';

const FILLERS = 101;

describe('search and sort in Chromium', () => {
  const suite = serverAndBrowser({ seed: true });
  let page: Page;

  beforeAll(async () => {
    const pdf = Buffer.from(
      await generateResumePdf({
        name: 'Resume',
        email: 'resume@example.com',
        phone: '+1 555 0100',
        headline: 'Engineer',
        summary: 'Builds things.',
        experience: [],
        skills: ['Python'],
      }),
    );
    const create = async (name: string, email: string, phone: string) => {
      const form = new FormData();
      form.append('name', name);
      form.append('email', email);
      form.append('phone', phone);
      form.append('skills', 'python');
      form.append('profile_summary', `${name} builds things.`);
      form.append('resume', new Blob([pdf], { type: 'application/pdf' }), 'resume.pdf');
      const res = await suite.server.api('POST', '/candidate/create', form, suite.token);
      expect(res.status, JSON.stringify(res.body)).toBe(201);
    };
    // Zelda first: the 101 created after her put her on page 2, newest first
    await create('Zelda Fitzgerald', 'zelda@jazz.example', '+1 (555) 010-7788');
    for (let i = 0; i < FILLERS; i += 4) {
      const batch = Array.from({ length: Math.min(4, FILLERS - i) }, (_, k) => i + k);
      await Promise.all(
        batch.map((n) =>
          create(
            `Filler ${String(n).padStart(3, '0')}`,
            `filler${n}@x.test`,
            `+1 202 555 ${String(n).padStart(4, '0')}`,
          ),
        ),
      );
    }
    ({ page } = await openSignedIn(suite, '/manage-candidate'));
  }, 120_000);

  const table = () => page.getByRole('table', { name: 'Candidates' });
  const search = () => page.getByRole('searchbox', { name: 'Search name, email, phone or ID' });
  const firstNames = async (count: number) => {
    const cells = table().locator('tbody tr td.candidate-row__name');
    await cells.nth(count - 1).waitFor();
    return (await cells.allTextContents()).slice(0, count);
  };

  it('finds a candidate on another page by name, then by phone without separators', async () => {
    await table().getByText('Filler 100').waitFor();
    expect(await table().getByText('Zelda Fitzgerald').count()).toBe(0);

    await search().fill('zelda');
    await table().getByText('Zelda Fitzgerald').waitFor();
    await page.waitForURL(/\?q=zelda$/);
    expect(await table().locator('tbody tr').count()).toBe(1);
    expect(await page.getByTestId('count-no_interview_doc').textContent()).toBe('1');
    await screenshot(page, 'candidates-search');

    await search().fill('5550107788');
    await page.waitForURL(/\?q=5550107788$/);
    await table().getByText('Zelda Fitzgerald').waitFor();

    await search().fill('nobody-at-all');
    await page.getByText('No candidates in this list match “nobody-at-all”.').waitFor();
    await search().fill('');
    await page.waitForURL(/\/manage-candidate$/);
    await table().getByText('Filler 100').waitFor();
  });

  it('sorts by name from the heading, and a reload keeps the order', async () => {
    const heading = page.getByRole('columnheader', { name: 'Candidate Name' });
    await heading.getByRole('button').click();
    await page.waitForURL(/\?sort=name$/);
    await expect.poll(() => heading.getAttribute('aria-sort')).toBe('ascending');
    await expect.poll(() => firstNames(1)).not.toEqual(['Filler 100']);
    const ascending = await firstNames(10);
    const lower = ascending.map((n) => n.toLowerCase());
    expect(lower).toEqual([...lower].sort());
    await screenshot(page, 'candidates-sorted');

    await heading.getByRole('button').click();
    await page.waitForURL(/\?sort=name&order=desc$/);
    await expect.poll(() => firstNames(1)).toEqual(['Zelda Fitzgerald']);

    await page.reload();
    await expect
      .poll(() =>
        page.getByRole('columnheader', { name: 'Candidate Name' }).getAttribute('aria-sort'),
      )
      .toBe('descending');
    await expect.poll(() => firstNames(1)).toEqual(['Zelda Fitzgerald']);
  });

  it('on page 2, a filter button goes back to page 1 (the spec), its count then that of the rows shown', async () => {
    await page.goto('/manage-candidate?page=2');
    const pageTwo = page.getByRole('button', { name: 'Page 02' });
    await expect.poll(() => pageTwo.getAttribute('aria-current')).toBe('page');
    // the older demo candidates are on page 2, some with a scheduled interview
    const counted = page.getByTestId('count-scheduled');
    await expect.poll(async () => Number(await counted.textContent())).toBeGreaterThan(0);

    await page.getByRole('button', { name: /^Scheduled Interview/ }).click();
    await page.waitForURL(/[?&]state=scheduled/);
    expect(new URL(page.url()).searchParams.get('page')).toBeNull();
    await expect
      .poll(() => page.getByRole('button', { name: 'Page 01' }).getAttribute('aria-current'))
      .toBe('page');
    // the button now counts page 1's scheduled candidates, and as many rows are shown
    const shownAsCounted = async () => {
      const count = Number(await counted.textContent());
      return count === 0
        ? (await page.getByText('No Candidates').count()) === 1
        : (await table().locator('tbody tr').count()) === count;
    };
    await expect.poll(shownAsCounted).toBe(true);
    await screenshot(page, 'candidates-page2-scheduled');
  });

  it('loaded with a session, asks for the rows of the view in the address once', async () => {
    const checked = await openSignedIn(suite, '/dashboard');
    const fresh = checked.page;
    // every file from the server, as on a first visit
    const cdp = await fresh.context().newCDPSession(fresh);
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const asked = recordRequests(fresh, '/api/candidate/segregated').urls;
    await fresh.goto('/manage-candidate?sort=name&order=desc');
    const cells = fresh
      .getByRole('table', { name: 'Candidates' })
      .locator('td.candidate-row__name');
    await expect.poll(() => cells.first().textContent()).toBe('Zelda Fitzgerald');
    // page 1 once (page 2 may follow, fetched ahead once the rows are drawn)
    const firstPage = asked.filter((url) => url.searchParams.get('page') === '1');
    expect(firstPage.map((url) => url.searchParams.get('sort'))).toEqual(['name']);
    checked.assertClean();
    await fresh.context().close();
  });

  it('Resume searches every candidate and counts the matches', async () => {
    await page.goto('/resume');
    const list = page.getByRole('region', { name: 'Candidates with resumes' });
    await list.getByText(/^\d+ candidates$/).waitFor();
    const all = await suite.server.api<{ data: { total: number } }>(
      'GET',
      '/candidate/list?limit=1',
      undefined,
      suite.token,
    );
    expect(all.body.data.total).toBeGreaterThan(100);
    await list.getByText(`${all.body.data.total} candidates`).waitFor();
    await list.getByRole('searchbox').fill('fitzgerald');
    await list.getByText('1 candidate', { exact: true }).waitFor();
    await list.getByRole('button', { name: /Zelda Fitzgerald/ }).click();
    await page.getByTitle('Resume of Zelda Fitzgerald').waitFor();
    await screenshot(page, 'resume-search');
  });

  it('exports the search to a CSV file with only the matching rows', async () => {
    await page.goto('/manage-candidate?q=filler%2010');
    await table().getByText('Filler 100').waitFor();
    const [file] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(file.suggestedFilename()).toMatch(/^candidates-\d{4}-\d\d-\d\d\.csv$/);
    // read through Playwright: the run's shared Chromium keeps downloads on its side
    const text = await readAll(await file.createReadStream());
    const rows = text
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .filter(Boolean);
    expect(rows[0]).toBe(
      'Candidate ID,Name,Email,Phone,Skills,Registered,Interview state,Latest interview,Interview time',
    );
    // "filler 10" matches Filler 010 and Filler 100 (the names), newest first
    expect(rows.slice(1).map((r) => r.split(',')[1])).toEqual(['Filler 100', 'Filler 010']);
    expect(rows[1]).toMatch(/,No Interview,,$/);
  });

  it('Escape closes an untouched popup at once, and asks first once something was typed', async () => {
    await page.goto('/manage-candidate?q=zelda');
    await table().getByText('Zelda Fitzgerald').waitFor();
    for (const open of [
      () => page.getByRole('button', { name: 'Add Candidate' }).click(),
      () => page.getByRole('button', { name: 'Edit Zelda Fitzgerald' }).click(),
    ]) {
      await open();
      const popup = page.getByRole('dialog', { name: /Add New Candidate|Edit Candidate/ });
      // the summary's editor loaded (its own normalising of the text is no typing)
      await popup.locator('.ProseMirror').waitFor();
      await page.keyboard.press('Escape');
      await popup.waitFor({ state: 'detached' });
    }

    await page.getByRole('button', { name: 'Edit Zelda Fitzgerald' }).click();
    const popup = page.getByRole('dialog', { name: 'Edit Candidate' });
    await popup.getByLabel('Name').fill('Zelda Sayre');
    await page.keyboard.press('Escape');
    const confirm = page.getByRole('dialog', { name: 'Discard your changes?' });
    await confirm.waitFor();
    await screenshot(page, 'candidate-discard-confirm');
    await confirm.getByRole('button', { name: 'Keep editing' }).click();
    expect(await popup.getByLabel('Name').inputValue()).toBe('Zelda Sayre');
    await page.keyboard.press('Escape');
    await page
      .getByRole('dialog', { name: 'Discard your changes?' })
      .getByRole('button', { name: 'Discard' })
      .click();
    await popup.waitFor({ state: 'detached' });
    await table().getByText('Zelda Fitzgerald').waitFor();
  });

  it('Enter in Skills adds the highlighted skill, or does nothing; it never sends the form', async () => {
    const creates: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/api/candidate/create')) {
        creates.push(request.url());
      }
    });
    await page.goto('/manage-candidate');
    await page.getByRole('button', { name: 'Add Candidate' }).click();
    const popup = page.getByRole('dialog', { name: 'Add New Candidate' });
    await popup.getByLabel('Name').fill('Enter Tester');
    await popup.getByLabel('Phone').fill('+44 20 7946 0001');
    const skills = popup.getByRole('combobox', { name: 'Skills' });
    await skills.click();
    await skills.pressSequentially('pyth');
    await page.getByRole('option', { name: 'Python' }).waitFor();
    await skills.press('Enter');
    await popup.getByRole('button', { name: 'Python' }).waitFor();
    // a skill the admin does not have: Enter keeps the text and the popup, sends nothing
    await skills.pressSequentially('zzz');
    await skills.press('Enter');
    expect(await skills.inputValue()).toBe('zzz');
    expect(await popup.isVisible()).toBe(true);
    await screenshot(page, 'candidate-enter-in-skills');
    expect(creates).toEqual([]);
    // Escape closes the skills' dropdown first, if open, then asks about the typed input
    const confirm = page.getByRole('dialog', { name: 'Discard your changes?' });
    for (let i = 0; i < 3 && !(await confirm.isVisible()); i++) {
      await page.keyboard.press('Escape');
      await page.waitForTimeout(200);
    }
    await confirm.getByRole('button', { name: 'Discard' }).click();
    await popup.waitFor({ state: 'detached' });
  });

  it('with 1,000 pages, the "Go to page" field goes to page 750 and names the range of a wrong entry', async () => {
    // the server's answers, their count of pages scaled to the 100,000-candidate database's
    const stopEditing = await editJsonAnswers<{
      data: { pagination: { total_pages: number; total_candidates: number } };
    }>(page, '**/api/candidate/segregated*', ({ data }) => {
      Object.assign(data.pagination, { total_pages: 1000, total_candidates: 100_000 });
    });
    const asked = recordRequests(page, '/api/candidate/segregated');
    try {
      await page.goto('/manage-candidate');
      const nav = page.getByRole('navigation', { name: 'Candidate pages' });
      await page.getByText('Showing 1 to 100 users in 1,000 page').waitFor();
      const field = nav.getByRole('textbox', { name: 'Go to page' });

      await field.fill('1001');
      await field.press('Enter');
      await expect
        .poll(() => nav.getByRole('alert').textContent())
        .toBe('Enter a page from 1 to 1,000.');
      expect(await field.inputValue()).toBe('1001');
      expect(new URL(page.url()).searchParams.get('page')).toBeNull();
      await screenshot(page, 'candidates-go-to-page-wrong');
      await expectNoAxeViolations(page, 'the candidates pager with a wrong page entered');

      await field.fill('750');
      await nav.getByRole('button', { name: 'Go', exact: true }).click();
      await page.waitForURL(/[?&]page=750/);
      await expect
        .poll(() => nav.getByRole('button', { name: 'Page 750' }).getAttribute('aria-current'))
        .toBe('page');
      // the box is current with the address, the request follows it
      await expect
        .poll(() => asked.urls.some((u) => u.searchParams.get('page') === '750'))
        .toBe(true);
      expect(await field.inputValue()).toBe('');
      expect(await nav.getByRole('alert').count()).toBe(0);
      await screenshot(page, 'candidates-go-to-page-750');
      await expectNoAxeViolations(page, 'the candidates page 750');
    } finally {
      asked.stop();
      await stopEditing();
    }
  });
});
