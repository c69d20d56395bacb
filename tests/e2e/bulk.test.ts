// Issue 13 in Chromium: selecting candidates across the interview-state lists and moving them to
// the trash at once, then restoring and deleting forever in the trash, with the reason shown for
// a candidate that cannot come back; importing many resume PDFs, a bad file among them.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { generateResumePdf } from '../../server/src/seed/resumePdf.ts';
import { screenshot, type CheckedPage } from './browser.ts';
import { localSlot, openSignedIn, serverAndBrowser } from './suite.ts';

interface Candidate {
  id: string;
  name: string;
  email: string;
}

describe('bulk actions in Chromium', () => {
  const suite = serverAndBrowser();
  let checked: CheckedPage;
  let page: Page;
  const made: Record<string, Candidate> = {};

  async function api<T>(method: string, path: string, body?: unknown): Promise<T> {
    const res = await suite.server.api<{ data: T }>(method, path, body, suite.token);
    expect(res.status, `${method} ${path}: ${JSON.stringify(res.body)}`).toBeLessThan(300);
    return res.body.data;
  }

  async function create(name: string, email: string): Promise<Candidate> {
    const pdf = await generateResumePdf({
      name,
      email,
      phone: '+1 555 0100',
      headline: 'Engineer',
      summary: `${name} builds things.`,
      experience: [],
      skills: ['Python'],
    });
    const form = new FormData();
    form.append('name', name);
    form.append('email', email);
    form.append('phone', '+1 555 0100');
    form.append('skills', 'python');
    form.append('profile_summary', `${name} builds things.`);
    form.append('resume', new Blob([Buffer.from(pdf)], { type: 'application/pdf' }), 'cv.pdf');
    return api<Candidate>('POST', '/candidate/create', form);
  }

  const names = async (path: string) =>
    (
      await api<Candidate[] | { items: Candidate[] }>('GET', path).then((d) =>
        Array.isArray(d) ? d : d.items,
      )
    ).map((c) => c.name);

  beforeAll(async () => {
    await api('PATCH', '/admin/settings', { skills: [{ skill: 'python', num_questions: 3 }] });
    made.ada = await create('Ada Bulk', 'ada@bulk.test');
    made.bob = await create('Bob Bulk', 'bob@bulk.test');
    made.cy = await create('Cy Bulk', 'cy@bulk.test');
    // Bob has an interview: he is in the Scheduled list, not with the others
    await api('POST', '/interview/create', {
      candidate_id: made.bob.id,
      title: 'Screening',
      scheduled_time: localSlot(3, 10, 0).date.toISOString(),
    });
    ({ page } = checked = await openSignedIn(suite, '/manage-candidate'));
  }, 90_000);

  const box = (name: string) => page.getByRole('checkbox', { name: `Select ${name}` });
  const bar = () => page.getByRole('region', { name: 'Actions on the selected candidates' });

  it('selects candidates in two lists and moves them to the trash in one go', async () => {
    await box('Ada Bulk').check();
    await page.getByRole('button', { name: /^Scheduled Interview/ }).click();
    await box('Bob Bulk').check();
    await expect
      .poll(() => bar().getByRole('status').textContent())
      .toBe('2 selected · 1 of them not shown here');
    await screenshot(page, 'bulk-selected');

    await bar().getByRole('button', { name: 'Move to trash' }).click();
    const toast = page.locator('.Toastify__toast', { hasText: '2 candidates moved to the trash' });
    await toast.getByRole('button', { name: 'Undo' }).waitFor();
    await box('Bob Bulk').waitFor({ state: 'detached' });
    // one request for both, once the toast has gone
    const sent = await page.waitForRequest(
      (r) => r.method() === 'POST' && r.url().endsWith('/api/candidate/bulk'),
      { timeout: 10_000 },
    );
    expect(sent.postDataJSON()).toEqual({ action: 'trash', ids: [made.ada!.id, made.bob!.id] });
    await expect
      .poll(() => names('/candidate/deleted'))
      .toEqual(expect.arrayContaining(['Ada Bulk', 'Bob Bulk']));
    expect(await names('/candidate/list?limit=100')).toEqual(['Cy Bulk']);
    checked.assertClean();
  });

  it('restores from the trash, saying which could not come back and why', async () => {
    // a new candidate takes Ada's email while she is in the trash: she cannot be restored
    await create('Ada Again', 'ada@bulk.test');
    await page.goto('/trash');
    const row = (name: string) => page.getByRole('row').filter({ hasText: name });
    await row('Ada Bulk').getByRole('checkbox').check();
    await row('Bob Bulk').getByRole('checkbox').check();
    await page.getByText('2 items selected').waitFor();
    await screenshot(page, 'bulk-trash-selected');

    await page.getByRole('button', { name: 'Restore', exact: true }).click();
    await page
      .getByText(
        '1 candidate restored. 1 could not be: Candidate with this email already exists for this admin.',
      )
      .waitFor();
    await row('Bob Bulk').waitFor({ state: 'detached' });
    // Ada stays, still selected, to try again or delete
    expect(await row('Ada Bulk').getByRole('checkbox').isChecked()).toBe(true);
    await screenshot(page, 'bulk-trash-partial');
    expect(await names('/candidate/list?limit=100')).toEqual(
      expect.arrayContaining(['Bob Bulk', 'Cy Bulk', 'Ada Again']),
    );

    await page.getByRole('button', { name: 'Delete forever', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Delete 1 candidate forever?').waitFor();
    await dialog.getByRole('button', { name: 'Delete forever' }).click();
    await page.getByText('1 candidate deleted forever.').waitFor();
    await page.getByText('Trash is empty').waitFor();
    expect(await names('/candidate/deleted')).toEqual([]);
    checked.assertClean();
  });

  it('imports dropped resumes: fills each row from its PDF, refuses a fake one, creates the rest', async () => {
    const resume = async (name: string, email: string, phone: string) => ({
      name: `${name.split(' ')[0]!.toLowerCase()}.pdf`,
      mimeType: 'application/pdf',
      buffer: Buffer.from(
        await generateResumePdf({
          name,
          email,
          phone,
          headline: 'Engineer',
          summary: 'Builds APIs.',
          experience: [],
          skills: ['Go'],
        }),
      ),
    });
    // the fake PDF is refused by the server on purpose
    checked.allow({ url: '/api/candidate/import/preview', status: 400, method: 'POST' });
    await page.goto('/manage-candidate');
    await page.getByRole('button', { name: 'Import resumes' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import resumes' });
    await dialog
      .getByLabel('Choose PDF or CSV files')
      .setInputFiles([
        await resume('Priya Raman', 'priya@import.test', '+91 98450 12345'),
        await resume('Jonas Berg', 'jonas@import.test', ''),
        await resume('Cy Again', 'cy@bulk.test', '+1 555 0100'),
        { name: 'fake.pdf', mimeType: 'application/pdf', buffer: Buffer.from('not a pdf') },
      ]);
    const row = (file: string) => dialog.getByRole('row').filter({ hasText: file });
    await row('priya.pdf').getByText('Ready').waitFor();
    expect(await dialog.getByRole('textbox', { name: 'Name for priya.pdf' }).inputValue()).toBe(
      'Priya Raman',
    );
    await row('jonas.pdf').getByText('Needs a phone').waitFor();
    // Cy Bulk (live) has this email already
    await row('cy.pdf').getByText('Duplicate email').waitFor();
    await row('fake.pdf').getByText('Only PDF resumes are accepted').waitFor();
    await screenshot(page, 'bulk-import-rows');

    await dialog.getByRole('textbox', { name: 'Phone for jonas.pdf' }).fill('+47 912 34 567');
    await dialog.getByRole('button', { name: 'Import 2 candidates' }).click();
    await page.getByText('2 candidates imported').waitFor();
    await row('jonas.pdf').getByText('Created').waitFor();
    expect(await row('cy.pdf').getByText('Duplicate email').count()).toBe(1);
    await screenshot(page, 'bulk-import-done');
    expect(await names('/candidate/list?limit=100')).toEqual(
      expect.arrayContaining(['Priya Raman', 'Jonas Berg']),
    );
    expect(await names('/candidate/list?limit=100')).not.toContain('Cy Again');

    await dialog.getByRole('button', { name: 'Close' }).click();
    await page.getByText('Discard the resumes not imported?').waitFor();
    await page.getByRole('button', { name: 'Discard' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('checkbox', { name: 'Select Priya Raman' }).waitFor();
    checked.assertClean();
  });
});
