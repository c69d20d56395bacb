// Two editors, one record: a save based on an older version is refused, the screen keeps what
// was typed and offers Reload, which shows the record as the other editor left it. Chromium
// against the built reference server; the "other editor" is a direct API call.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { generateResumePdf } from '../../server/src/seed/resumePdf.ts';
import { formatDateTime } from '../../src/dates/dates.ts';
import { screenshot } from './browser.ts';
import { localSlot, openSignedIn, serverAndBrowser } from './suite.ts';

const STALE = 'This record was changed by someone else. Reload to see the changes.';

interface Envelope<T> {
  data: T;
}

describe('two editors on one record (Chromium)', () => {
  const suite = serverAndBrowser({ seed: false });

  async function api<T>(method: string, path: string, body?: unknown): Promise<T> {
    const res = await suite.server.api<Envelope<T>>(method, path, body, suite.token);
    if (res.status >= 300) {
      throw new Error(`${method} ${path} → ${res.status} ${JSON.stringify(res.body)}`);
    }
    return res.body.data;
  }

  const signedIn = (path: string) =>
    openSignedIn(suite, path, {
      // the refused saves the tests provoke
      allow: [{ url: /\/api\//, status: 412 }],
      allowConsole: [/failed/i],
    });

  // by class, not role: while a modal is open the toasts are outside it, so aria-hidden
  const toast = (page: Page, text: string) =>
    page.locator('.Toastify__toast').filter({ hasText: text });
  const reloadInToast = (page: Page) => toast(page, STALE).getByRole('button', { name: 'Reload' });

  it('training set: the popup keeps the typed question, Reload shows the other edit', async () => {
    const set = await api<{ id: string }>('POST', '/training/create', {
      domain: 'backend',
      questions: [{ question: 'What is an index?', difficulty: 'easy', tags: ['sql'] }],
    });
    const { page, assertClean } = await signedIn('/training');
    await page.getByRole('button', { name: 'Edit Backend training data' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Data' });
    const question = dialog
      .getByRole('region', { name: 'Question 1' })
      .getByRole('textbox', { name: /Question/ });
    await expect.poll(() => question.inputValue()).toBe('What is an index?');
    await question.fill('Mine: what is a B-tree?');

    await api('PUT', `/training/${set.id}`, {
      domain: 'backend',
      questions: [{ question: 'Theirs: what is a hash index?', difficulty: 'hard', tags: ['sql'] }],
    });
    await dialog.getByRole('button', { name: 'Update' }).click();
    // said in the popup (a toast behind a modal is out of the keyboard's reach) and as a toast
    const alert = dialog.getByRole('alert').filter({ hasText: STALE });
    await alert.waitFor();
    await toast(page, STALE).waitFor();
    expect(await question.inputValue()).toBe('Mine: what is a B-tree?');
    await screenshot(page, 'conflict-training');

    await alert.getByRole('button', { name: 'Reload' }).click();
    await expect.poll(() => question.inputValue()).toBe('Theirs: what is a hash index?');
    await toast(page, STALE).waitFor({ state: 'detached' });
    // saved on the version now shown
    await question.fill('Both: hash and B-tree indexes');
    await dialog.getByRole('button', { name: 'Update' }).click();
    await toast(page, 'User updated successfully!').waitFor();
    await dialog.waitFor({ state: 'detached' });
    const saved = await api<{ questions: { question: string }[] }>('GET', `/training/${set.id}`);
    expect(saved.questions[0]!.question).toBe('Both: hash and B-tree indexes');
    assertClean();
    await page.context().close();
  });

  it('candidate: the popup says so in place, Reload shows the other edit', async () => {
    const pdf = await generateResumePdf({
      name: 'Casey Conflict',
      email: 'casey@example.com',
      phone: '+1 555 0100',
      headline: 'Backend Engineer',
      summary: 'Builds APIs.',
      experience: [],
      skills: ['Go'],
    });
    const form = new FormData();
    form.append('name', 'Casey Conflict');
    form.append('phone', '+1 555 0100');
    form.append('email', 'casey@example.com');
    form.append('skills', 'backend');
    form.append('resume', new Blob([Buffer.from(pdf)], { type: 'application/pdf' }), 'resume.pdf');
    const casey = await api<{ id: string }>('POST', '/candidate/create', form);

    const { page, assertClean } = await signedIn('/manage-candidate');
    await page
      .getByRole('row')
      .filter({ hasText: 'Casey Conflict' })
      .getByRole('button', { name: 'Edit Casey Conflict' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Edit Candidate' });
    await expect.poll(() => dialog.getByLabel('Phone').inputValue()).toBe('+1 555 0100');
    await dialog.getByLabel('Phone').fill('+1 555 0111');

    const theirs = new FormData();
    theirs.append('phone', '+1 555 0199');
    await api('PUT', `/candidate/${casey.id}`, theirs);
    await dialog.getByRole('button', { name: 'Update Candidate' }).click();
    const alert = dialog.getByRole('alert').filter({ hasText: STALE });
    await alert.waitFor();
    expect(await dialog.getByLabel('Phone').inputValue()).toBe('+1 555 0111');
    await screenshot(page, 'conflict-candidate');

    await alert.getByRole('button', { name: 'Reload' }).click();
    await expect.poll(() => dialog.getByLabel('Phone').inputValue()).toBe('+1 555 0199');
    await alert.waitFor({ state: 'detached' });
    await dialog.getByLabel('Phone').fill('+1 555 0123');
    await dialog.getByRole('button', { name: 'Update Candidate' }).click();
    await page.getByText('User updated successfully!').waitFor();
    const saved = await api<{ candidate: { phone: string } }>('GET', `/candidate/${casey.id}`);
    expect(saved.candidate.phone).toBe('+1 555 0123');
    assertClean();
    await page.context().close();
  });

  it('interview: rescheduling keeps the chosen time, Reload shows the current one', async () => {
    const { items } = await api<{ items: { id: string }[] }>('GET', '/candidate/list');
    const interview = await api<{ id: string }>('POST', '/interview/create', {
      candidate_id: items[0]!.id,
      title: 'Backend interview',
      agent_voice: 'coral',
      scheduled_time: localSlot(3, 10, 0).date.toISOString(),
    });
    const { page, assertClean } = await signedIn('/scheduled-interviews');
    await page
      .getByRole('button', { name: 'Reschedule the interview with Casey Conflict' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Reschedule interview' });
    const mine = localSlot(6, 9, 15);
    await dialog.getByLabel('New date and time').fill(mine.value);

    const theirs = localSlot(4, 14, 45).date;
    await api('PUT', `/interview/${interview.id}`, { scheduled_time: theirs.toISOString() });
    await dialog.getByRole('button', { name: 'Reschedule' }).click();
    const alert = dialog.getByRole('alert').filter({ hasText: STALE });
    await alert.waitFor();
    await screenshot(page, 'conflict-reschedule');
    await alert.getByRole('button', { name: 'Reload' }).click();
    await dialog.getByText(formatDateTime(theirs), { exact: false }).waitFor();
    await alert.waitFor({ state: 'detached' });
    expect(await dialog.getByLabel('New date and time').inputValue()).toBe(mine.value);
    await dialog.getByRole('button', { name: 'Reschedule' }).click();
    await toast(page, `Interview rescheduled to ${formatDateTime(mine.date)}`).waitFor();
    const saved = await api<{ scheduled_time: string }>('GET', `/interview/${interview.id}`);
    expect(saved.scheduled_time).toBe(mine.date.toISOString());
    assertClean();
    await page.context().close();
  });

  it('job: the edit page keeps the typed title, Reload shows the other edit', async () => {
    // simple-rest: a bare record, no envelope
    const { body: job } = await suite.server.api<{ id: string }>(
      'POST',
      '/jobs',
      {
        title: 'Data Analyst',
        department: 'Research',
        description: 'Dashboards.',
        required_skills: ['SQL'],
        status: 'open',
      },
      suite.token,
    );
    const { page, assertClean } = await signedIn(`/jobs-target/${job.id}`);
    const title = page.getByLabel('Title');
    await expect.poll(() => title.inputValue()).toBe('Data Analyst');
    await title.fill('Senior Data Analyst');

    expect(
      (
        await suite.server.api(
          'PUT',
          `/jobs/${job.id}`,
          { title: 'Lead Data Analyst' },
          suite.token,
        )
      ).status,
    ).toBe(200);
    await page.getByRole('button', { name: 'Save job' }).click();
    await reloadInToast(page).waitFor();
    expect(await title.inputValue()).toBe('Senior Data Analyst');
    // the toast's entrance ends before the picture
    await page.waitForTimeout(800);
    await screenshot(page, 'conflict-job');
    await reloadInToast(page).click();
    await expect.poll(() => title.inputValue()).toBe('Lead Data Analyst');
    assertClean();
    await page.context().close();
  });

  it('settings: the draft stays until Reload, which shows the saved counts', async () => {
    await api('PATCH', '/admin/settings', { skills: [{ skill: 'Go', num_questions: 2 }] });
    const { page, assertClean } = await signedIn('/setting');
    const count = page.getByRole('textbox', { name: 'Questions for Go' });
    await expect.poll(() => count.inputValue()).toBe('2');
    await count.fill('7');

    await api('PATCH', '/admin/settings', { skills: [{ skill: 'Go', num_questions: 5 }] });
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await reloadInToast(page).waitFor();
    expect(await count.inputValue()).toBe('7');
    await page.getByText('Unsaved changes').waitFor();
    await screenshot(page, 'conflict-settings');
    await reloadInToast(page).click();
    await expect.poll(() => count.inputValue()).toBe('5');
    await page.getByText('Unsaved changes').waitFor({ state: 'detached' });

    await count.fill('6');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await toast(page, 'Settings updated successfully').waitFor();
    const skills = await api<{ skills: { skill: string; num_questions: number }[] }>(
      'GET',
      '/admin/list_skills',
    );
    expect(skills.skills.find((s) => s.skill === 'Go')?.num_questions).toBe(6);
    assertClean();
    await page.context().close();
  });
});
