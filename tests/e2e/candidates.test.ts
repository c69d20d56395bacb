// The candidates screen in Chromium against the built server with its demo data, used as a
// person would: add a candidate with a real PDF, refuse a wrong file, schedule an interview,
// delete with Undo, then for good.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateResumePdf } from '../../server/src/seed/resumePdf.ts';
import { launchBrowser, newCheckedPage, screenshot, signIn, type CheckedPage } from './browser.ts';
import { ADMIN_PASSWORD, ADMIN_USERNAME, startServer, type RunningServer } from './harness.ts';

const NAME = 'Ada Lovelace E2E';
const EMAIL = 'ada.e2e@example.com';
const DAY = 24 * 60 * 60 * 1000;

/** A local date `days` from now at 10:30, as the datetime-local value. */
function slot(days: number): string {
  const date = new Date(Date.now() + days * DAY);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T10:30`;
}

describe('candidates in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;
  let checked: CheckedPage;
  let page: Page;
  let pdf: Buffer;

  beforeAll(async () => {
    server = await startServer({ seed: true });
    browser = await launchBrowser();
    pdf = Buffer.from(
      await generateResumePdf({
        name: NAME,
        email: EMAIL,
        phone: '+44 20 7946 0000',
        headline: 'Backend Engineer',
        summary: 'Designs analytical engines and writes the first programs for them.',
        experience: [
          {
            role: 'Backend Engineer',
            company: 'Analytical Engines Ltd',
            period: '2019 - present',
            bullets: ['Built data pipelines in Python', 'Tuned SQL queries'],
          },
        ],
        skills: ['Python', 'SQL'],
      }),
    );
    checked = await newCheckedPage(browser, server.url, {
      // the duplicate-email attempt is refused on purpose
      allow: [{ url: '/api/candidate/create', method: 'POST', status: 409 }],
    });
    page = checked.page;
    await page.goto('/');
    await signIn(page, ADMIN_USERNAME, ADMIN_PASSWORD);
    await page.waitForURL(/\/dashboard/);
  });

  afterAll(async () => {
    await page?.context().close();
    await browser?.close();
    await server?.stop();
  });

  const dialog = (name: string) => page.getByRole('dialog', { name });
  const row = (name: string) => page.getByRole('row').filter({ hasText: name });
  const filter = (name: string) => page.getByRole('button', { name: new RegExp(`^${name}`) });

  it('lists the demo candidates under No Interview', async () => {
    const started = Date.now();
    await page.goto('/manage-candidate');
    await page.getByRole('table', { name: 'Candidates' }).getByRole('row').nth(1).waitFor();
    await page.locator('[aria-busy="false"]').waitFor();
    console.log(
      `candidates table visible ${Date.now() - started} ms after opening /manage-candidate`,
    );
    expect(await filter('No Interview').getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => page.getByText(/^Showing 1 to 100 users in \d+ page$/).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Page 01' }).textContent()).toBe('01');
    await screenshot(page, 'candidates-list');
  });

  it('checks the form, refuses a file that is not a PDF, and adds the candidate', async () => {
    await page.getByRole('button', { name: 'Add Candidate' }).click();
    const form = dialog('Add New Candidate');
    await form.waitFor();
    await form.getByText('Drag & Drop or Click to Upload (Only PDF files)').waitFor();

    await form.getByRole('button', { name: 'Add Candidate' }).click();
    await form.getByRole('alert').filter({ hasText: 'Please fill all the details' }).waitFor();

    await form.getByLabel('Name').fill(NAME);
    await form.getByLabel('Phone').fill('+44 20 7946 0000');
    await form.getByLabel('Email').fill(EMAIL);
    await form.getByRole('button', { name: 'Add Candidate' }).click();
    await form.getByRole('alert').filter({ hasText: 'Please upload a resume' }).waitFor();

    await form.getByTestId('resume-input').setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('not a resume'),
    });
    await form.getByRole('alert').filter({ hasText: 'Only .pdf files are allowed.' }).waitFor();
    expect(await form.getByText('notes.txt').count()).toBe(0);
    // the toast says the same, replacing the previous problem
    await page.locator('.Toastify__toast', { hasText: 'Only .pdf files are allowed.' }).waitFor();
    expect(await page.locator('.Toastify__toast', { hasText: 'Please' }).count()).toBe(0);
    await screenshot(page, 'candidates-popup-validation');

    await form.getByTestId('resume-input').setInputFiles({
      name: 'ada-lovelace.pdf',
      mimeType: 'application/pdf',
      buffer: pdf,
    });
    await form.getByText('ada-lovelace.pdf').waitFor();
    await form.getByRole('button', { name: 'Add Candidate' }).click();
    await form.getByRole('alert').filter({ hasText: 'Please add some skills' }).waitFor();

    const skills = form.getByRole('combobox', { name: 'Skills' });
    for (const skill of ['Python', 'SQL']) {
      await skills.click();
      await skills.fill(skill.slice(0, 3));
      await page.getByRole('option', { name: skill, exact: true }).click();
    }
    const editor = form.locator('.ProseMirror');
    await editor.click();
    await page.keyboard.type('Writes the first programs; strong in Python and SQL.');
    await screenshot(page, 'candidates-popup-filled');

    await form.getByRole('button', { name: 'Add Candidate' }).click();
    await page.getByText('User added successfully!').waitFor();
    await form.waitFor({ state: 'detached' });

    await row(NAME).waitFor();
    const cells = await row(NAME).getByRole('cell').allTextContents();
    // after the selection checkbox and S no
    expect(cells.slice(2, 8)).toEqual([
      NAME,
      expect.stringMatching(/^C-\w{6}$/),
      EMAIL,
      expect.stringMatching(/^\d{1,2} \w{3} \d{4}, \d{1,2}:\d{2}(am|pm)$/),
      'Link',
      '+44 20 7946 0000',
    ]);
    const link = row(NAME).getByRole('link', { name: /resume of/ });
    expect(await link.getAttribute('target')).toBe('_blank');
    // the resume link serves the PDF
    const href = (await link.getAttribute('href')) ?? '';
    const res = await fetch(new URL(href, server.url));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/application\/pdf/);
  });

  it("shows the server's message for a duplicate email and keeps the form", async () => {
    await page.getByRole('button', { name: 'Add Candidate' }).click();
    const form = dialog('Add New Candidate');
    await form.getByLabel('Name').fill('Someone Else');
    await form.getByLabel('Phone').fill('555 0101');
    await form.getByLabel('Email').fill(EMAIL);
    await form.getByTestId('resume-input').setInputFiles({
      name: 'other.pdf',
      mimeType: 'application/pdf',
      buffer: pdf,
    });
    const skills = form.getByRole('combobox', { name: 'Skills' });
    await skills.click();
    await skills.fill('Pyt');
    await page.getByRole('option', { name: 'Python', exact: true }).click();
    await form.getByRole('button', { name: 'Add Candidate' }).click();
    await form
      .getByRole('alert')
      .filter({ hasText: 'Candidate with this email already exists for this admin.' })
      .waitFor();
    expect(await form.getByLabel('Name').inputValue()).toBe('Someone Else');
    await form.getByText('other.pdf').waitFor();
    // leaving a typed form asks first (issue 13)
    await form.getByRole('button', { name: 'Back' }).click();
    await dialog('Discard your changes?').getByRole('button', { name: 'Discard' }).click();
    await form.waitFor({ state: 'detached' });
  });

  it('edits the candidate without touching the email', async () => {
    await row(NAME)
      .getByRole('button', { name: `Edit ${NAME}` })
      .click();
    const form = dialog('Edit Candidate');
    await form.waitFor();
    expect(await form.getByLabel('Email').isDisabled()).toBe(true);
    expect(await form.getByLabel('Email').inputValue()).toBe(EMAIL);
    await form.getByRole('link', { name: 'Link: the current resume, in a new tab' }).waitFor();
    // the summary written before comes back in the editor
    await form.locator('.ProseMirror').getByText('strong in Python and SQL').waitFor();
    await form.getByLabel('Phone').fill('+44 20 7946 0001');
    await screenshot(page, 'candidates-popup-edit');
    await form.getByRole('button', { name: 'Update Candidate' }).click();
    await page.getByText('User updated successfully!').waitFor();
    await form.waitFor({ state: 'detached' });
    await row(NAME).getByRole('cell', { name: '+44 20 7946 0001' }).waitFor();
  });

  it('schedules an interview and the candidate moves to Scheduled Interview', async () => {
    await row(NAME)
      .getByRole('button', { name: `Schedule an interview with ${NAME}` })
      .click();
    const popup = dialog('Schedule Interview');
    await popup.waitFor();
    // Python 3 + SQL 2 in the demo settings
    expect(await popup.getByLabel('Number of questions').inputValue()).toBe('5');
    await popup.getByLabel('Date and time').fill(slot(2));
    await popup.getByRole('combobox', { name: 'Agent voice' }).click();
    await page.getByRole('option', { name: /^Sage/ }).click();
    await page.getByRole('listbox').waitFor({ state: 'detached' });
    await screenshot(page, 'candidates-schedule-popup');
    await popup.getByRole('button', { name: 'Schedule Interview' }).click();
    await page.getByText(/^Interview scheduled for /).waitFor();
    await popup.waitFor({ state: 'detached' });

    await row(NAME).waitFor({ state: 'detached' });
    await filter('Scheduled Interview').click();
    await row(NAME).waitFor();
    expect(page.url()).toMatch(/state=scheduled/);
  });

  it('deletes with Undo available, then for good', async () => {
    await row(NAME)
      .getByRole('button', { name: `Delete ${NAME}` })
      .click();
    await page.getByText(`${NAME} moved to the trash`).waitFor();
    await row(NAME).waitFor({ state: 'detached' });
    const undoToast = page.locator('.Toastify__toast', { hasText: 'moved to the trash' });
    await undoToast.getByRole('button', { name: 'Undo' }).waitFor();
    // let the toast finish sliding in before the picture
    await page.waitForTimeout(700);
    await screenshot(page, 'candidates-delete-undo');
    await page.getByRole('button', { name: 'Undo' }).click();
    await row(NAME).waitFor();
    await page.getByText(`${NAME} moved to the trash`).waitFor({ state: 'detached' });

    await row(NAME)
      .getByRole('button', { name: `Delete ${NAME}` })
      .click();
    await page.getByText(`${NAME} moved to the trash`).waitFor();
    // the toast closes after 3 s and the deletion is sent
    await page.waitForResponse(
      (r) => r.request().method() === 'DELETE' && r.url().includes('/api/candidate/'),
      { timeout: 10_000 },
    );
    const token = await server.apiLogin();
    const trash = await server.api<{ data: { name: string }[] }>(
      'GET',
      '/candidate/deleted',
      undefined,
      token,
    );
    expect(trash.body.data.map((c) => c.name)).toContain(NAME);
    await page.getByText(`${NAME} moved to the trash`).waitFor({ state: 'detached' });
    expect(await row(NAME).count()).toBe(0);
    checked.assertClean();
  });
});
