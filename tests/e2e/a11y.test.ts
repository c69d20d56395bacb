// axe-core on every screen and dialog of the console, in Chromium against the built server with
// the demo data and a candidate whose name, email and interview title are as long as the server
// allows: zero violations everywhere, each one printed (rule, impact, element, what to fix) when
// there are some. Also: long values never widen the candidates table past 1280 px.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { generateResumePdf } from '../../server/src/seed/resumePdf.ts';
import { axeViolations } from './axe.ts';
import { newCheckedPage, screenshot, type CheckedPage } from './browser.ts';
import { ROOT } from './harness.ts';
import { localSlot, openSignedIn, serverAndBrowser } from './suite.ts';

interface Envelope<T> {
  data: T;
}
interface CandidateJson {
  id: string;
  name: string;
}
interface InterviewJson {
  id: string;
  status: string;
}

/** 200 characters, most of them one unbreakable word: the worst a name can be. */
const LONG_NAME = `Hubert Blaine ${'Wolfeschlegelsteinhausenbergerdorff'.repeat(6)}`.slice(0, 200);
const LONG_EMAIL = `${'hubert.blaine.wolfeschlegelsteinhausenbergerdorff'.padEnd(64, 'x')}@${'very-long-subdomain-of-an-employer'.repeat(2)}.example.com`;
const LONG_TITLE =
  `Senior Staff Platform Engineer, Distributed Systems and Developer Experience, ${'final round '.repeat(10)}`
    .trim()
    .slice(0, 200);
/** another, with the interviews (the candidates list opens on those without one) */
const INTERVIEWEE = `Maria Antonia ${'Verylongfamilynamewithoutanyspaces'.repeat(6)}`.slice(0, 200);
const TRASHED_NAME = `Trashed ${'Anotherlongfamilynamewithoutspaces'.repeat(6)}`.slice(0, 200);

/**
 * Waits until the page's CSS transitions and finite animations are over (a dialog's entrance, a
 * button's change of colour): axe measures colours as they are painted, mid-fade too.
 */
async function settle(page: Page): Promise<void> {
  await page.waitForTimeout(100);
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity,
      ),
  );
}

/** Every violation found in one test, each line naming the screen it was found on. */
class Findings {
  readonly lines: string[] = [];
  async check(page: Page, where: string): Promise<void> {
    await settle(page);
    for (const line of await axeViolations(page)) this.lines.push(`[${where}] ${line}`);
  }
  assertNone(): void {
    if (this.lines.length > 0) {
      throw new Error(`${this.lines.length} axe-core violation(s):\n  ${this.lines.join('\n  ')}`);
    }
  }
}

describe('accessibility (axe-core) of every screen and dialog', () => {
  // a private copy of the built console (set before the server starts): a rebuild of dist/
  // during the run cannot pull its lazily loaded chunks away
  const env: Record<string, string> = {};
  beforeAll(() => {
    env.CLIENT_DIR = mkdtempSync(path.join(tmpdir(), 'iaa-client-'));
    cpSync(path.join(ROOT, 'dist/client'), env.CLIENT_DIR, { recursive: true });
  });
  afterAll(() => {
    if (env.CLIENT_DIR) rmSync(env.CLIENT_DIR, { recursive: true, force: true });
  });
  const suite = serverAndBrowser({ seed: true, env });
  let longInterview: InterviewJson;

  async function api<T>(method: string, apiPath: string, body?: unknown): Promise<T> {
    const res = await suite.server.api<Envelope<T>>(method, apiPath, body, suite.token);
    if (res.status >= 300) {
      throw new Error(`${method} ${apiPath} → ${res.status} ${JSON.stringify(res.body)}`);
    }
    return res.body.data;
  }

  const resumePdf = (name: string, email: string) =>
    generateResumePdf({
      name,
      email,
      phone: '+1 555 0100',
      headline: 'Platform Engineer',
      summary: 'Builds platforms.',
      experience: [],
      skills: ['React'],
    });

  async function createCandidate(name: string, email: string): Promise<CandidateJson> {
    const pdf = await resumePdf('Hubert Blaine', 'hubert@example.com');
    const form = new FormData();
    form.append('name', name);
    form.append('phone', '+1 555 0100');
    form.append('email', email);
    form.append('skills', 'react');
    form.append('resume', new Blob([Buffer.from(pdf)], { type: 'application/pdf' }), 'resume.pdf');
    return api<CandidateJson>('POST', '/candidate/create', form);
  }

  beforeAll(async () => {
    await createCandidate(LONG_NAME, LONG_EMAIL);
    const interviewee = await createCandidate(INTERVIEWEE, 'maria.antonia@example.com');
    longInterview = await api<InterviewJson>('POST', '/interview/create', {
      candidate_id: interviewee.id,
      title: LONG_TITLE,
      agent_voice: 'coral',
      scheduled_time: localSlot(3, 10, 0).date.toISOString(),
    });
    const cancelled = await api<InterviewJson>('POST', '/interview/create', {
      candidate_id: interviewee.id,
      title: LONG_TITLE,
      agent_voice: 'coral',
      scheduled_time: localSlot(4, 10, 0).date.toISOString(),
    });
    await api('PUT', `/interview/${cancelled.id}`, { status: 'cancelled' });
    const trashed = await createCandidate(TRASHED_NAME, 'trashed.candidate@example.com');
    await api('DELETE', `/candidate/${trashed.id}`);
  });

  let checked: CheckedPage | undefined;
  afterEach(() => {
    checked?.assertClean();
    checked = undefined;
  });

  const dialog = (page: Page, name: string | RegExp) => page.getByRole('dialog', { name });
  const title = (page: Page) => page.getByTestId('page-title');

  it('the public pages: sign-in, the meeting page in its states', async () => {
    const findings = new Findings();
    checked = await newCheckedPage(suite.browser, suite.server.url, {
      allow: [{ url: '/api/meeting/', status: 404 }],
    });
    const { page } = checked;
    await page.goto('/');
    await page.getByRole('button', { name: 'Sign In' }).waitFor();
    await findings.check(page, 'sign-in');
    // a failed sign-in shows its error
    await page.getByLabel('Username').fill('admin');
    await page.getByLabel('Password', { exact: false }).first().fill('wrong password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    checked.allow({ url: '/api/admin/login', status: 401 });
    await page.locator('.Toastify__toast').first().waitFor();
    await findings.check(page, 'sign-in, failed');

    await page.goto(`/meeting?interviewId=${longInterview.id}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await settle(page);
    await findings.check(page, 'meeting, scheduled');
    await screenshot(page, 'a11y-meeting');
    await page.goto('/meeting?interviewId=no-such-interview');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await settle(page);
    await findings.check(page, 'meeting, unknown');
    await page.goto('/meeting');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await findings.check(page, 'meeting, no id');
    findings.assertNone();
  });

  it('the dashboard, profile, settings, jobs and not-found screens', async () => {
    const findings = new Findings();
    checked = await openSignedIn(suite, '/dashboard');
    const { page } = checked;
    await expect.poll(() => title(page).textContent()).toBe('Dashboard');
    // drawn: the pie has its arcs and no section is busy loading. (This waited for the first
    // element of role img. The charts are hidden from assistive technology, their tables stand
    // in for them, so the one it found belonged to the loading state: when the dashboard drew
    // quickly it was gone before the wait began, and the wait failed.)
    await page.locator('[data-testid=chart-by-state] .MuiPieArc-root').first().waitFor();
    await expect.poll(() => page.locator('[aria-busy="true"]').count()).toBe(0);
    await page.waitForLoadState('networkidle');
    // the sidebar is a labelled navigation landmark
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('menuitem', { name: 'Candidates' })
      .waitFor();
    await findings.check(page, 'dashboard');
    await screenshot(page, 'a11y-dashboard');

    await page.goto('/profile');
    await page.getByRole('button', { name: 'Save changes' }).waitFor();
    await findings.check(page, 'profile');
    await page.getByRole('button', { name: 'Sign out everywhere' }).click();
    await dialog(page, 'Sign out everywhere?').waitFor();
    await settle(page);
    await findings.check(page, 'profile, sign out everywhere?');
    await page.keyboard.press('Escape');

    await page.goto('/setting');
    await page.getByRole('button', { name: 'Delete skill', exact: false }).first().waitFor();
    // the messages section drawn: what axe needs. (A network-idle wait here timed out once on CI
    // after 30 s; the page has audio elements, whose media requests it also waits for.)
    await page.getByRole('button', { name: 'Save reminders' }).waitFor();
    await expect.poll(() => page.locator('[aria-busy="true"]').count()).toBe(0);
    await findings.check(page, 'settings');
    await screenshot(page, 'a11y-settings');

    await page.goto('/jobs-target');
    await expect.poll(() => title(page).textContent()).toBe('Jobs Target');
    await page.waitForLoadState('networkidle');
    await findings.check(page, 'jobs target, empty');
    // with a job: the table, its row checkbox (react-admin's), one row selected
    await suite.server.api(
      'POST',
      '/jobs',
      {
        title: 'Platform Engineer',
        department: 'Engineering',
        description: 'Builds the platform.',
        required_skills: ['Go', 'Kubernetes'],
        status: 'open',
      },
      suite.token,
    );
    await page.reload();
    await page.getByRole('checkbox', { name: 'Select this row' }).first().check();
    await findings.check(page, 'jobs target, one selected');
    // its edit page and the delete question
    await page.getByRole('link', { name: 'Platform Engineer' }).click();
    await page.getByRole('heading', { name: 'Edit job: Platform Engineer' }).waitFor();
    await findings.check(page, 'jobs target, edit');
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByText('Delete the job “Platform Engineer”?').waitFor();
    await findings.check(page, 'jobs target, delete?');
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.goto('/jobs-target/create');
    await page.getByRole('button', { name: 'Save job' }).waitFor();
    await findings.check(page, 'jobs target, create');

    await page.goto('/no-such-screen');
    await page.getByRole('heading', { name: /not found/i }).waitFor();
    await findings.check(page, 'not found');
    findings.assertNone();
  });

  it('the candidates screen and its dialogs', async () => {
    const findings = new Findings();
    checked = await openSignedIn(suite, '/manage-candidate');
    const { page } = checked;
    await page.getByRole('button', { name: `Edit ${LONG_NAME}` }).waitFor();
    await findings.check(page, 'candidates');

    // a row selected: the bulk bar
    await page.getByRole('checkbox', { name: `Select ${LONG_NAME}` }).check();
    await page.getByRole('button', { name: 'Move to trash' }).waitFor();
    await findings.check(page, 'candidates, one selected');
    await page.getByRole('button', { name: 'Clear selection' }).click();

    await page.getByRole('button', { name: 'Add Candidate' }).click();
    let popup = dialog(page, /Add New Candidate|Add a new candidate/);
    await popup.waitFor();
    await settle(page);
    await findings.check(page, 'add candidate');
    await popup.getByRole('textbox', { name: /Name/ }).first().fill('Typed Name');
    await page.keyboard.press('Escape');
    const discard = dialog(page, 'Discard your changes?');
    await discard.waitFor();
    await settle(page);
    await findings.check(page, 'add candidate, discard?');
    await discard.getByRole('button', { name: 'Discard' }).click();
    await popup.waitFor({ state: 'detached' });

    // validation errors shown
    await page.getByRole('button', { name: 'Add Candidate' }).click();
    popup = dialog(page, /Add New Candidate|Add a new candidate/);
    await popup.waitFor();
    await popup.getByRole('button', { name: 'Add Candidate' }).click();
    await settle(page);
    await findings.check(page, 'add candidate, errors');
    await page.keyboard.press('Escape');
    await popup.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: `Edit ${LONG_NAME}` }).click();
    popup = dialog(page, /Edit Candidate|Edit the candidate/);
    await popup.waitFor();
    await popup.getByText('Current resume').waitFor();
    await settle(page);
    await findings.check(page, 'edit candidate');
    await screenshot(page, 'a11y-edit-candidate');
    await page.keyboard.press('Escape');
    await popup.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: `Schedule an interview with ${LONG_NAME}` }).click();
    popup = dialog(page, /Schedule Interview/);
    await popup.waitFor();
    await settle(page);
    await findings.check(page, 'schedule interview');
    await screenshot(page, 'a11y-schedule-interview');
    await page.keyboard.press('Escape');
    await popup.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Import resumes' }).click();
    popup = dialog(page, 'Import resumes');
    await popup.waitFor();
    await settle(page);
    await findings.check(page, 'import resumes');
    // a resume read and a file refused: the rows, their fields and statuses
    checked.allow({ url: '/api/candidate/import/preview', status: 400, method: 'POST' });
    await popup.getByLabel('Choose PDF or CSV files').setInputFiles([
      {
        name: 'priya.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from(await resumePdf('Priya Raman', 'priya@import.test')),
      },
      { name: 'fake.pdf', mimeType: 'application/pdf', buffer: Buffer.from('not a pdf') },
    ]);
    const importRow = (file: string) => popup.getByRole('row').filter({ hasText: file });
    await importRow('priya.pdf').getByText('Ready').waitFor();
    await importRow('fake.pdf').getByText('Only PDF resumes are accepted').waitFor();
    await findings.check(page, 'import resumes, rows');
    await screenshot(page, 'a11y-import-rows');
    await popup.getByRole('button', { name: 'Close' }).click();
    const discardImport = dialog(page, 'Discard the resumes not imported?');
    await discardImport.waitFor();
    await findings.check(page, 'import resumes, discard?');
    await discardImport.getByRole('button', { name: 'Discard' }).click();
    await popup.waitFor({ state: 'detached' });

    // each interview-state list
    for (const filter of [
      'Scheduled Interview',
      'Completed Interview',
      'Cancelled Interview',
      'No Interview',
    ]) {
      await page.getByRole('button', { name: new RegExp(`^${filter}`) }).click();
      await page.waitForLoadState('networkidle');
      await settle(page);
      await findings.check(page, `candidates, ${filter}`);
    }
    findings.assertNone();
  });

  it('the interviews screens and their dialogs, reviews and scoring', async () => {
    const findings = new Findings();
    checked = await openSignedIn(suite, '/scheduled-interviews');
    const { page } = checked;
    const reschedule = page.getByRole('button', {
      name: `Reschedule the interview with ${INTERVIEWEE}`,
    });
    await reschedule.waitFor();
    await findings.check(page, 'scheduled interviews');
    await screenshot(page, 'a11y-scheduled-interviews');

    await reschedule.click();
    let popup = dialog(page, 'Reschedule interview');
    await popup.waitFor();
    await settle(page);
    await findings.check(page, 'reschedule');
    await page.keyboard.press('Escape');
    await popup.waitFor({ state: 'detached' });

    // the browser refuses the clipboard: the share dialog
    await page.evaluate(() => {
      navigator.clipboard.writeText = () => Promise.reject(new Error('refused'));
    });
    await page.getByRole('button', { name: `Copy the join link for ${INTERVIEWEE}` }).click();
    popup = dialog(page, 'Copy the join link');
    await popup.waitFor();
    await settle(page);
    await findings.check(page, 'share link');
    await page.keyboard.press('Escape');
    await popup.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: `Cancel the interview with ${INTERVIEWEE}` }).click();
    popup = dialog(page, 'Cancel this interview?');
    await popup.waitFor();
    await settle(page);
    await findings.check(page, 'cancel interview?');
    await popup.getByRole('button', { name: 'Keep it' }).click();
    await popup.waitFor({ state: 'detached' });

    await page.goto('/interviews-history');
    // a completed interview's: it has reviews (a cancelled one has none)
    const view = page
      .getByRole('row')
      .filter({ hasText: 'Completed' })
      .first()
      .getByRole('button', { name: /^View the transcript/ });
    await view.waitFor();
    await findings.check(page, 'interviews history');
    await screenshot(page, 'a11y-interviews-history');
    await view.click();
    popup = page.getByRole('dialog');
    await popup.waitFor();
    // its Reviews section drawn (docs/scoring.md)
    await popup.getByRole('button', { name: 'Review answers' }).waitFor();
    await settle(page);
    await findings.check(page, 'transcript');
    await screenshot(page, 'a11y-transcript');
    // the blind review form
    await popup.getByRole('button', { name: 'Review answers' }).click();
    const reviewForm = page.getByRole('dialog', { name: 'Review answers' });
    await reviewForm.waitFor();
    await settle(page);
    await findings.check(page, 'transcript, review form');
    await reviewForm.getByRole('button', { name: 'Cancel' }).click();
    await reviewForm.waitFor({ state: 'detached' });
    await page.keyboard.press('Escape');
    await popup.waitFor({ state: 'detached' });

    await page.goto('/interviews');
    await page.getByRole('group', { name: 'Filter interviews by status' }).waitFor();
    await page.getByRole('cell', { name: LONG_TITLE }).first().waitFor();
    await findings.check(page, 'all interviews');
    await screenshot(page, 'a11y-all-interviews');

    // the Scoring screen (no reviews in the demo data: its empty state)
    await page.goto('/scoring');
    await page.getByRole('combobox', { name: 'Period' }).waitFor();
    await expect.poll(() => page.locator('[aria-busy="true"]').count()).toBe(0);
    await findings.check(page, 'scoring');
    await screenshot(page, 'a11y-scoring');
    findings.assertNone();
  });

  it('the resume, training and trash screens and their dialogs', async () => {
    const findings = new Findings();
    checked = await openSignedIn(suite, '/resume');
    const { page } = checked;
    await page.getByRole('heading', { name: 'Select a candidate' }).waitFor();
    await findings.check(page, 'resume');
    await page.getByRole('button', { name: new RegExp(LONG_NAME.slice(0, 40)) }).click();
    await page.getByRole('region', { name: /^Resume of/ }).waitFor();
    await settle(page);
    await findings.check(page, 'resume, preview');
    await screenshot(page, 'a11y-resume');

    await page.goto('/training');
    const edit = page.getByRole('button', { name: /^Edit .* training data$/ }).first();
    await edit.waitFor();
    await findings.check(page, 'training');
    await page.getByRole('button', { name: 'Add Training Data' }).click();
    let popup = dialog(page, 'Add New Data');
    await popup.waitFor();
    await settle(page);
    await findings.check(page, 'training, add');
    await popup.getByRole('button', { name: 'Submit' }).click();
    await popup.getByText('Please fill all the details').waitFor();
    await findings.check(page, 'training, add, errors');
    await popup.getByRole('textbox', { name: /Domain/ }).fill('scratch');
    await page.keyboard.press('Escape');
    const discard = dialog(page, 'Discard your changes?');
    await discard.waitFor();
    await settle(page);
    await findings.check(page, 'training, discard?');
    await discard.getByRole('button', { name: 'Discard' }).click();
    await popup.waitFor({ state: 'detached' });

    await edit.click();
    popup = dialog(page, 'Edit Data');
    await popup.waitFor();
    await settle(page);
    await findings.check(page, 'training, edit');
    await screenshot(page, 'a11y-training-edit');
    await page.keyboard.press('Escape');
    await popup.waitFor({ state: 'detached' });

    await page
      .getByRole('button', { name: /^Delete .* training data$/ })
      .first()
      .click();
    popup = dialog(page, /^Delete the .* training data\?$/);
    await popup.waitFor();
    await settle(page);
    await findings.check(page, 'training, delete?');
    await page.keyboard.press('Escape');
    await popup.waitFor({ state: 'detached' });

    await page.goto('/trash');
    const restore = page.getByRole('button', { name: `Restore ${TRASHED_NAME}` });
    await restore.waitFor();
    await findings.check(page, 'trash');
    await page.getByRole('checkbox', { name: 'Select this row' }).first().check();
    await findings.check(page, 'trash, one selected');
    await page.getByRole('button', { name: 'Delete forever', exact: true }).click();
    const bulkDelete = page.getByRole('dialog');
    await bulkDelete.waitFor();
    await findings.check(page, 'trash, delete the selected forever?');
    await page.keyboard.press('Escape');
    await bulkDelete.waitFor({ state: 'detached' });
    await page.getByRole('checkbox', { name: 'Select this row' }).first().uncheck();
    await screenshot(page, 'a11y-trash');
    await page.getByRole('button', { name: `Delete forever: ${TRASHED_NAME}` }).click();
    popup = dialog(page, 'Delete forever?');
    await popup.waitFor();
    await settle(page);
    await findings.check(page, 'trash, delete forever?');
    await page.keyboard.press('Escape');
    await popup.waitFor({ state: 'detached' });
    findings.assertNone();
  });
  it('long values never widen a table: 1280 × 800 with a 200-character name', async () => {
    checked = await openSignedIn(suite, '/manage-candidate');
    const { page } = checked;
    await page.setViewportSize({ width: 1280, height: 800 });
    const table = page.getByRole('table', { name: 'Candidates' });
    await page.getByRole('button', { name: `Edit ${LONG_NAME}` }).waitFor();
    await settle(page);
    /** the element whose title is `text` (the whole of a shortened value): its size */
    const titled = (text: string) =>
      page
        .locator(`[title="${text}"]`)
        .first()
        .evaluate((element) => {
          const style = getComputedStyle(element);
          return {
            width: element.getBoundingClientRect().width,
            lines: Math.round(element.clientHeight / parseFloat(style.lineHeight)),
          };
        });
    const pageScrolls = () =>
      page.evaluate(
        () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
      );

    // the candidates table fits: its scrolling box (TableContainer) has nothing to scroll
    const box = await table.evaluate((element) => ({
      scrollWidth: element.parentElement!.scrollWidth,
      clientWidth: element.parentElement!.clientWidth,
    }));
    await screenshot(page, 'long-values-candidates-1280');
    expect(box.scrollWidth, JSON.stringify(box)).toBeLessThanOrEqual(box.clientWidth);
    expect(await pageScrolls()).toBe(false);
    // the name takes two lines at most, the email's parts one line each; both whole on hover
    const name = await titled(LONG_NAME);
    expect(name.width).toBeLessThanOrEqual(14 * 16);
    expect(name.lines).toBeLessThanOrEqual(2);
    expect((await titled(LONG_EMAIL)).width).toBeLessThanOrEqual(10 * 16);
    await screenshot(page, 'long-values-candidates-1280');

    // the interview tables and the trash: the long values end in an ellipsis in a bounded width,
    // on one line (the trash's names on two at most, as the candidates table's) (the interview
    // tables have more columns than 1280 px holds: they scroll inside their card)
    const lists: [string, string[], number][] = [
      ['/scheduled-interviews', [INTERVIEWEE, LONG_TITLE], 1],
      ['/interviews-history', [INTERVIEWEE, LONG_TITLE], 1],
      ['/interviews', [INTERVIEWEE, LONG_TITLE], 1],
      ['/trash', [TRASHED_NAME], 2],
    ];
    for (const [path, values, lines] of lists) {
      await page.goto(path);
      await page.locator(`[title="${values[0]}"]`).first().waitFor();
      await settle(page);
      for (const value of values) {
        const shown = await titled(value);
        expect(shown.width, `${path}: ${value}`).toBeLessThanOrEqual(14 * 16);
        expect(shown.lines, `${path}: ${value}`).toBeLessThanOrEqual(lines);
      }
      expect(await pageScrolls(), path).toBe(false);
      await screenshot(page, `long-values${path.replace('/', '-')}-1280`);
    }

    // the resume list: the name on two lines at most, as in the candidates table; the preview's
    // heading on one; both whole on hover
    await page.goto('/resume');
    const item = page.getByRole('button', { name: new RegExp(LONG_NAME.slice(0, 40)) });
    await item.click();
    await page.getByRole('region', { name: /^Resume of/ }).waitFor();
    await settle(page);
    expect(await page.locator(`[title="${LONG_NAME}"]`).count()).toBe(2);
    const itemLines = await item
      .locator('.MuiListItemText-primary')
      .evaluate((el) => Math.round(el.clientHeight / parseFloat(getComputedStyle(el).lineHeight)));
    expect(itemLines).toBe(2);
    expect(
      await page.getByRole('heading', { name: LONG_NAME }).evaluate((h) => h.clientHeight),
    ).toBeLessThan(40);
    expect(await pageScrolls()).toBe(false);
    await screenshot(page, 'long-values-resume-1280');
  });
});
