// Issue 50 in Chromium on the demo data: the owner invites a recruiter and a reviewer; each opens
// their link, chooses a username and password and is signed in; the recruiter adds a candidate
// but has no Settings Save and no Members; the reviewer has no Add Candidate and reviews an
// interview blind (no score in sight until their review is in, no Edit score);
// the owner finds all of it in the audit log. Screenshots of each screen.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { generateResumePdf } from '../../server/src/seed/resumePdf.ts';
import { newCheckedPage, screenshot } from './browser.ts';
import { openSignedIn, serverAndBrowser, type Suite } from './suite.ts';

const PASSWORD = 'team-password-1';
const CANDIDATE = 'Katherine Johnson';

const toast = (page: Page, text: string) =>
  page.locator('.Toastify__toast', { hasText: text }).first();

/** The owner invites `email` as `role` on the Members screen; the link shown to copy. */
async function inviteOnScreen(page: Page, email: string, role: string): Promise<string> {
  await page.getByRole('button', { name: 'Invite member' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite a member' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('combobox', { name: 'Role' }).selectOption({ label: role });
  await dialog.getByRole('button', { name: 'Create invitation' }).click();
  // the dialog turns into the link to copy
  const shown = page.getByRole('dialog', { name: 'Invitation link' });
  const field = shown.getByRole('textbox', { name: `Invitation link for ${email}` });
  await field.waitFor();
  const link = await field.inputValue();
  await screenshot(page, `team-invited-${role.toLowerCase()}`);
  await shown.getByRole('button', { name: 'Done' }).click();
  await shown.waitFor({ state: 'detached' });
  return link;
}

/** A new browser context opens the link and joins; the signed-in page. */
async function joinWith(suite: Suite, link: string, username: string) {
  const checked = await newCheckedPage(suite.browser, suite.server.url);
  const { page } = checked;
  await page.goto(link);
  await page.getByRole('heading', { name: 'Join your team' }).waitFor();
  await screenshot(page, `team-accept-${username}`);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL('**/dashboard');
  return checked;
}

const menuEntries = (page: Page) =>
  page
    .getByRole('navigation', { name: /navigation/i })
    .getByRole('menuitem')
    .allTextContents();

describe('a hiring team in the browser', () => {
  const suite = serverAndBrowser({ seed: true });

  it('invites, joins, and each role sees what it may do', { timeout: 240_000 }, async () => {
    const owner = await openSignedIn(suite, '/members');
    const { page } = owner;
    await page.getByRole('table').getByText('(you)').waitFor();
    const recruiterLink = await inviteOnScreen(page, 'rita@example.com', 'Recruiter');
    const reviewerLink = await inviteOnScreen(page, 'rex@example.com', 'Reviewer');
    expect(recruiterLink).toMatch(/^https?:\/\/[^/]+\/accept-invite\?token=[\w-]{32,}$/);
    await page
      .getByRole('row')
      .filter({ hasText: 'rex@example.com' })
      .getByText('Invited')
      .waitFor();
    await screenshot(page, 'team-members-invited');

    // the recruiter: adds a candidate; Settings has no Save; no Members
    const recruiter = await joinWith(suite, recruiterLink, 'rita');
    const r = recruiter.page;
    await r.getByRole('banner').getByText('RECRUITER', { exact: true }).waitFor();
    expect(await menuEntries(r)).not.toContain('Members');
    expect(await menuEntries(r)).not.toContain('Audit log');
    await r.goto('/manage-candidate');
    await r.getByRole('button', { name: 'Add Candidate' }).click();
    const form = r.getByRole('dialog', { name: 'Add New Candidate' });
    await form.getByLabel('Name').fill(CANDIDATE);
    await form.getByLabel('Phone').fill('+1 555 0199');
    await form.getByLabel('Email').fill('katherine@example.com');
    const pdf = await generateResumePdf({
      name: CANDIDATE,
      email: 'katherine@example.com',
      phone: '+1 555 0199',
      headline: 'Data Scientist',
      summary: 'Computes trajectories and writes Python for orbital mechanics.',
      experience: [],
      skills: ['Python'],
    });
    await form.getByTestId('resume-input').setInputFiles({
      name: 'katherine.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from(pdf),
    });
    const skills = form.getByRole('combobox', { name: 'Skills' });
    await skills.click();
    await skills.fill('Pyt');
    await r.getByRole('option', { name: 'Python', exact: true }).click();
    await form.getByRole('button', { name: 'Add Candidate' }).click();
    await r.getByText('User added successfully!').waitFor();
    await r.goto('/setting');
    await r.getByRole('table', { name: 'Skills' }).waitFor();
    expect(await r.getByRole('button', { name: 'Save', exact: true }).count()).toBe(0);
    await screenshot(r, 'team-recruiter-settings');
    await r.goto('/members');
    await r
      .getByText(/access/i)
      .first()
      .waitFor();
    expect(await r.getByRole('button', { name: 'Invite member' }).count()).toBe(0);
    await screenshot(r, 'team-recruiter-members-denied');
    recruiter.assertClean();

    // the reviewer: no Add Candidate; reviews a completed interview blind (docs/scoring.md)
    const reviewer = await joinWith(suite, reviewerLink, 'rex');
    const v = reviewer.page;
    await v.getByRole('banner').getByText('REVIEWER', { exact: true }).waitFor();
    await v.goto('/manage-candidate');
    await v.getByRole('table', { name: 'Candidates' }).getByRole('row').nth(1).waitFor();
    expect(await v.getByRole('button', { name: 'Add Candidate' }).count()).toBe(0);
    await screenshot(v, 'team-reviewer-candidates');
    await v.goto('/interviews-history');
    await v
      .getByRole('button', { name: /^View the transcript/ })
      .first()
      .click();
    const transcript = v.getByRole('dialog');
    await transcript.getByText(/Scores are hidden from you until you submit/).waitFor();
    expect(await transcript.getByRole('button', { name: /^Edit score/ }).count()).toBe(0);
    await transcript.getByRole('button', { name: 'Review answers' }).click();
    const reviewForm = v.getByRole('dialog', { name: 'Review answers' });
    await reviewForm.getByRole('combobox', { name: 'Your score for question 1' }).click();
    await v.getByRole('option', { name: '0.5 / 5' }).click();
    await reviewForm.getByRole('button', { name: 'Submit review' }).click();
    await toast(v, 'Review saved').waitFor();
    await transcript.getByRole('table', { name: /^Scores by answer/ }).waitFor();
    await screenshot(v, 'team-reviewer-reviewed');
    reviewer.assertClean();

    // the owner: the audit log holds the invitations, the joins, the candidate and the review
    await page.goto('/audit');
    for (const text of [
      'Invited rita@example.com as recruiter',
      'rita accepted the invitation',
      `Added ${CANDIDATE}`,
      'Reviewed 1 answer of',
    ]) {
      await page.getByText(text, { exact: false }).first().waitFor();
    }
    await screenshot(page, 'team-audit-log');
    owner.assertClean();
  });
});
