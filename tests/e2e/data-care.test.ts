// Data you can keep and give back (issue 53) in Chromium against the built server: the last
// scheduled backup in Settings, when the trash deletes each candidate for good, a candidate's
// data downloaded, and the candidate erased with their name typed.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateResumePdf } from '../../server/src/seed/resumePdf.ts';
import { expectNoAxeViolations } from './axe.ts';
import { launchBrowser, newCheckedPage, screenshot, signIn, type CheckedPage } from './browser.ts';
import { ADMIN_PASSWORD, ADMIN_USERNAME, startServer, type RunningServer } from './harness.ts';

interface Envelope<T> {
  data: T;
  msg: string;
}
interface CandidateJson {
  id: string;
  cand_id: string;
  name: string;
}

const NAME = 'Grace Hopper E2E';
const EMAIL = 'grace.e2e@example.com';
const PHONE = '+1 555 0199';

describe('backups, retention and a candidate’s rights in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;
  let checked: CheckedPage;
  let page: Page;
  let token: string;
  let backupDir: string;
  let grace: CandidateJson;

  async function api<T>(method: string, url: string, body?: unknown): Promise<T> {
    const res = await server.api<Envelope<T>>(method, url, body, token);
    if (res.status >= 300) throw new Error(`${method} ${url} → ${res.status}`);
    return res.body.data;
  }

  async function createCandidate(name: string, email: string): Promise<CandidateJson> {
    const pdf = await generateResumePdf({
      name,
      email,
      phone: PHONE,
      headline: 'Compiler Engineer',
      summary: `${name} wrote the first compiler for a business language.`,
      experience: [
        {
          role: 'Compiler Engineer',
          company: 'Remington Rand',
          period: '1949 - 1967',
          bullets: ['Wrote the A-0 compiler', 'Led COBOL design'],
        },
      ],
      skills: ['Python', 'SQL'],
    });
    const form = new FormData();
    form.append('name', name);
    form.append('phone', PHONE);
    form.append('email', email);
    form.append('skills', 'python');
    form.append('resume', new Blob([Buffer.from(pdf)], { type: 'application/pdf' }), 'resume.pdf');
    return api<CandidateJson>('POST', '/candidate/create', form);
  }

  const row = (text: string) => page.getByRole('row').filter({ hasText: text });
  const toast = (text: string) => page.locator('.Toastify__toast').filter({ hasText: text });

  beforeAll(async () => {
    backupDir = mkdtempSync(path.join(tmpdir(), 'iaa-e2e-backups-'));
    server = await startServer({
      seed: false,
      // the first backup is due when the server starts; the schedule looks every 200 ms
      env: { BACKUP_DIR: backupDir, BACKUP_EVERY_HOURS: '24', MAINTENANCE_POLL_MS: '200' },
    });
    browser = await launchBrowser();
    token = await server.apiLogin();
    await api('PATCH', '/admin/settings', { skills: [{ skill: 'python', num_questions: 3 }] });
    grace = await createCandidate(NAME, EMAIL);
    checked = await newCheckedPage(browser, server.url);
    page = checked.page;
    await page.goto('/');
    await signIn(page, ADMIN_USERNAME, ADMIN_PASSWORD);
    await page.waitForURL('**/dashboard');
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    if (backupDir) rmSync(backupDir, { recursive: true, force: true });
  });

  it('shows the last scheduled backup in Settings', async () => {
    await expect
      .poll(() => readdirSync(backupDir).filter((f) => f.endsWith('.tar')))
      .toHaveLength(1);
    const [file] = readdirSync(backupDir).filter((f) => f.endsWith('.tar'));
    await page.goto('/setting');
    const panel = page.getByRole('region', { name: 'Backups' });
    await panel.getByText(/^Last backup: /).waitFor();
    expect(await panel.textContent()).toContain(file);
    await panel.scrollIntoViewIfNeeded();
    await screenshot(page, 'settings-backups');
    await expectNoAxeViolations(page, 'Settings with the Backups section');
  });

  it('says when the trash deletes each candidate for good', async () => {
    const ola = await createCandidate('Ola Trash', 'ola.trash@example.com');
    await api('DELETE', `/candidate/${ola.id}`);
    await page.goto('/trash');
    await row('Ola Trash').waitFor();
    await page.getByText(/deleted for good 30 days after/i).waitFor();
    expect(await row('Ola Trash').textContent()).toContain('in 30 days');
    await screenshot(page, 'trash-retention');
  });

  it('downloads a candidate’s data, then erases them with their name typed', async () => {
    await page.goto('/manage-candidate');
    await row(NAME)
      .getByRole('button', { name: `Edit ${NAME}` })
      .click();
    const form = page.getByRole('dialog', { name: 'Edit Candidate' });
    await form.waitFor();

    await form.getByRole('button', { name: 'Download their data' }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: 'JSON (resume inside)' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`candidate-${grace.cand_id}.json`);
    const saved = path.join(backupDir, 'export.json');
    await download.saveAs(saved);
    const exported = JSON.parse(readFileSync(saved, 'utf8')) as {
      candidate: { name: string; email: string };
    };
    expect(exported.candidate).toMatchObject({ name: NAME, email: EMAIL });
    expect(JSON.stringify(exported)).toContain('"resume"');

    await form.getByRole('button', { name: 'Erase this candidate' }).click();
    const erase = page.getByRole('dialog', { name: `Erase ${NAME}?` });
    await erase.waitFor();
    const confirm = erase.getByRole('button', { name: 'Erase for good' });
    expect(await confirm.isDisabled()).toBe(true);
    await erase.getByLabel('Type their name to confirm').fill(NAME.toLowerCase());
    expect(await confirm.isDisabled()).toBe(true);
    await erase.getByLabel('Type their name to confirm').fill(NAME);
    await page.waitForTimeout(300);
    await screenshot(page, 'candidate-erase');
    await expectNoAxeViolations(page, 'the erase dialog');
    await confirm.click();
    await toast('Candidate erased').waitFor();
    await erase.waitFor({ state: 'detached' });
    await row(NAME).waitFor({ state: 'detached' });

    // gone from the API and the trash; the audit log keeps who erased, without the name
    expect((await server.api('GET', `/candidate/${grace.id}`, undefined, token)).status).toBe(404);
    await page.goto('/trash');
    await row('Ola Trash').waitFor();
    expect(await page.getByRole('row').filter({ hasText: 'Erased candidate' }).count()).toBe(0);
    const audit = await server.api<Envelope<{ items: { summary: string }[] }>>(
      'GET',
      '/admin/audit?limit=20',
      undefined,
      token,
    );
    const text = JSON.stringify(audit.body);
    expect(text).not.toContain(NAME);
    expect(text).not.toContain(EMAIL);
    expect(text).toMatch(/erase/i);
  });
});
