// Issue 13's small surprises, in Chromium against the built reference server (demo data): a skill
// that exists in another case, a new skill's place after Save, toasts below the top bar, one voice
// sample at a time, and the summary editor's 'Add a link'.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot } from './browser.ts';
import { openSignedIn, serverAndBrowser } from './suite.ts';

const toast = (page: Page, text: string) =>
  page.locator('.Toastify__toast').filter({ hasText: text });
const skillNames = (page: Page) =>
  page.getByRole('table', { name: 'Skills' }).locator('tbody tr td:first-child').allTextContents();

/** The toast lies wholly below the top bar, so it covers nothing of it (the profile button). */
async function expectBelowTopBar(page: Page, text: string) {
  const box = await toast(page, text).boundingBox();
  const bar = await page.locator('header').first().boundingBox();
  const profile = await page
    .getByRole('button', { name: /profile/i })
    .first()
    .boundingBox();
  expect(box && bar && profile).toBeTruthy();
  expect(box!.y).toBeGreaterThanOrEqual(bar!.y + bar!.height);
  expect(box!.y).toBeGreaterThanOrEqual(profile!.y + profile!.height);
  // still top-right: its right edge at the window's
  expect(box!.x + box!.width).toBeGreaterThan(page.viewportSize()!.width - 40);
}

describe('small fixes (demo data)', () => {
  const suite = serverAndBrowser({ seed: true });

  it('Settings: a skill in another case is named and not added; a new one stays first after Save; toasts clear the top bar', async () => {
    const { page, assertClean } = await openSignedIn(suite, '/setting');
    await page.getByRole('table', { name: 'Skills' }).waitFor();
    const before = await skillNames(page);
    expect(before).toContain('Python');

    const name = page.getByRole('textbox', { name: 'New skill' });
    await name.fill('python');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    const message =
      'Python is already in the list: skill names ignore case, so python was not added';
    await page.getByText(message).waitFor();
    expect(await name.getAttribute('aria-invalid')).toBe('true');
    expect(await skillNames(page)).toEqual(before);
    expect(await page.getByText('Unsaved changes').count()).toBe(0);
    await screenshot(page, 'small-fixes-skill-case');

    await name.fill('Elixir');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    expect(await skillNames(page)).toEqual(['Elixir', ...before]);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await toast(page, 'Settings updated successfully').waitFor();
    await expectBelowTopBar(page, 'Settings updated successfully');
    await screenshot(page, 'small-fixes-saved-toast-1366');
    // the server appended it; the page keeps it where it was shown, after a reload too
    const saved = await suite.server.api<{ data: { skills: { skill: string }[] } }>(
      'PATCH',
      '/admin/settings',
      {},
      suite.token,
    );
    expect(saved.body.data.skills.map((s) => s.skill).at(-1)).toBe('Elixir');
    await expect.poll(() => skillNames(page)).toEqual(['Elixir', ...before]);
    await page.reload();
    await page.getByRole('table', { name: 'Skills' }).waitFor();
    await expect.poll(() => skillNames(page)).toEqual(['Elixir', ...before]);

    // on a phone, react-toastify spans the width: still under the top bar
    // (loaded again at that size: the sidebar starts closed on a phone)
    await page.setViewportSize({ width: 375, height: 812 });
    await page.reload();
    await page.getByRole('table', { name: 'Skills' }).waitFor();
    await name.fill('Gleam');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await toast(page, 'Settings updated successfully').waitFor();
    await expectBelowTopBar(page, 'Settings updated successfully');
    await screenshot(page, 'small-fixes-saved-toast-375');
    assertClean();
  });

  it('Settings: starting one voice sample pauses the one playing', async () => {
    const { page, assertClean } = await openSignedIn(suite, '/setting');
    const players = page.locator('audio');
    await expect.poll(() => players.count()).toBe(5);
    const paused = () =>
      players.evaluateAll((list) => list.map((a) => (a as HTMLAudioElement).paused));
    // a click on a player's own play button (its left end): a user's gesture, as autoplay wants
    const playAt = async (index: number) => {
      await players.nth(index).scrollIntoViewIfNeeded();
      await players.nth(index).click({ position: { x: 20, y: 20 } });
    };
    await expect
      .poll(() =>
        players.evaluateAll((list) => list.every((a) => (a as HTMLAudioElement).readyState >= 1)),
      )
      .toBe(true);
    await playAt(0);
    await expect.poll(paused).toEqual([false, true, true, true, true]);
    await playAt(2);
    await expect.poll(paused).toEqual([true, true, false, true, true]);
    await playAt(4);
    await expect.poll(paused).toEqual([true, true, true, true, false]);
    await players.nth(4).evaluate((a) => (a as HTMLAudioElement).pause());
    assertClean();
  });

  it("the summary editor's Add a link links the selected text, as the server keeps it", async () => {
    const { page, assertClean } = await openSignedIn(suite, '/manage-candidate');
    const edit = page.getByRole('button', { name: /^Edit / }).first();
    await edit.waitFor();
    const candidateName = ((await edit.getAttribute('aria-label')) ?? '').replace(/^Edit /, '');
    await edit.click();
    const dialog = page.getByRole('dialog', { name: 'Edit Candidate' });
    const editor = dialog.locator('.ProseMirror');
    await editor.waitFor();
    await editor.click();
    await page.keyboard.press('Control+End');
    await page.keyboard.type(' Portfolio');
    for (let i = 0; i < 'Portfolio'.length; i += 1) await page.keyboard.press('Shift+ArrowLeft');

    await dialog.getByRole('button', { name: 'Add a link' }).click();
    const popover = page.getByRole('dialog', { name: 'Add a link' });
    const address = popover.getByRole('textbox', { name: 'Link address' });
    await address.fill('javascript:alert(1)');
    await address.press('Enter');
    await popover
      .getByText('Enter a web address (https://…), an email address or a phone number.')
      .waitFor();
    await address.fill('example.com/ada');
    await screenshot(page, 'small-fixes-link-popover');
    await address.press('Enter');
    await popover.waitFor({ state: 'detached' });
    await expect
      .poll(() =>
        editor
          .locator('a')
          .evaluateAll((as) => as.map((a) => [a.textContent, a.getAttribute('href')])),
      )
      .toContainEqual(['Portfolio', 'https://example.com/ada']);
    // Enter applied the link; the candidate form was not sent
    expect(await dialog.isVisible()).toBe(true);

    await dialog.getByRole('button', { name: 'Update Candidate' }).click();
    await toast(page, 'User updated successfully!').waitFor();
    const found = await suite.server.api<{
      data: { items: { name: string; profile_summary: string }[] };
    }>(
      'GET',
      `/candidate/list?page=1&limit=5&q=${encodeURIComponent(candidateName)}`,
      undefined,
      suite.token,
    );
    const saved = found.body.data.items.find((c) => c.name === candidateName);
    expect(saved?.profile_summary).toMatch(
      /<a href="https:\/\/example\.com\/ada"[^>]*>Portfolio<\/a>/,
    );
    assertClean();
  });
});
