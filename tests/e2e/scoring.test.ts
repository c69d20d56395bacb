// Issue 52 in Chromium on a fresh server: follow-up questions on, a candidate takes an interview
// (one answer misses a point and gets a follow-up, one empty answer cannot be scored); two people
// review it blind (a reviewer sees no score until their review is in); the Scoring screen shows
// the pairs and kappa; Score again keeps both scorings. Screenshots of each step; axe on each
// new screen.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './axe.ts';
import { newCheckedPage, screenshot, signIn } from './browser.ts';
import { openSignedIn, serverAndBrowser, type Suite } from './suite.ts';

const POOL = {
  question: 'Why pool database connections?',
  difficulty: 'easy',
  tags: ['performance'],
  expected_points: ['reuses open connections', 'caps the number of connections'],
};
const INDEX = {
  question: 'What does a database index do?',
  difficulty: 'easy',
  tags: ['sql'],
  expected_points: ['faster lookups'],
};
const FOLLOW_UP = 'Could you say more about one part of that: caps the number of connections?';
const NAME = 'Ada Review';
const PASSWORD = 'review-password-1';

async function api<T>(suite: Suite, method: string, path: string, body?: unknown): Promise<T> {
  const res = await suite.server.api<{ data: T; msg: string }>(method, path, body, suite.token);
  if (res.status >= 300)
    throw new Error(`${method} ${path} → ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
}

const toast = (page: Page, text: string) =>
  page.locator('.Toastify__toast', { hasText: text }).first();

/** Opens the interview's transcript from Interviews History. */
async function openTranscript(page: Page) {
  await page.goto('/interviews-history');
  await page
    .getByRole('button', { name: `View the transcript of the interview with ${NAME}` })
    .click();
  const dialog = page.getByRole('dialog', { name: new RegExp(`Interview with ${NAME}`) });
  await dialog.waitFor();
  return dialog;
}

/** Opens the review form from the open transcript and gives each answer, in order, its score. */
async function review(page: Page, dialog: ReturnType<Page['getByRole']>, scores: string[]) {
  await dialog.getByRole('button', { name: 'Review answers' }).click();
  const form = page.getByRole('dialog', { name: 'Review answers' });
  await form.waitFor();
  const fields = form.getByRole('combobox', { name: /^Your score for / });
  expect(await fields.count()).toBe(scores.length);
  for (const [n, score] of scores.entries()) {
    await fields.nth(n).click();
    await page.getByRole('option', { name: score, exact: true }).click();
    // its menu gone (axe would find it mid-fade, outside any landmark)
    await page.getByRole('listbox').waitFor({ state: 'detached' });
  }
  return form;
}

describe('scores people can trust', () => {
  const suite = serverAndBrowser();

  it('follow-ups, blind reviews, agreement and scoring again', { timeout: 240_000 }, async () => {
    // the workspace: one skill, its two questions with expected points, follow-ups on
    await api(suite, 'PATCH', '/admin/settings', {
      skills: [{ skill: 'Databases', num_questions: 2 }],
    });
    await api(suite, 'POST', '/training/create', { domain: 'Databases', questions: [POOL, INDEX] });
    await api(suite, 'PATCH', '/admin/interview-settings', { follow_ups_per_answer: 1 });
    const imported = await api<{ results: { id?: string }[] }>(
      suite,
      'POST',
      '/candidate/import/rows',
      {
        rows: [
          {
            name: NAME,
            email: 'ada.review@example.com',
            phone: '+1 555 0100',
            skills: ['Databases'],
          },
        ],
      },
    );
    const candidateId = imported.results[0]?.id;
    expect(candidateId, JSON.stringify(imported.results)).toBeTruthy();
    const interview = await api<{ id: string; link: string }>(suite, 'POST', '/interview/create', {
      candidate_id: candidateId!,
      title: 'Databases screen',
      scheduled_time: new Date(Date.now() + 60_000).toISOString(),
    });
    // a reviewer joins the team
    const invited = await api<{ link: string }>(suite, 'POST', '/admin/members/invite', {
      email: 'rob@example.com',
      role: 'reviewer',
    });
    const token = new URL(invited.link, suite.server.url).searchParams.get('token');
    const joined = await suite.server.api('POST', '/admin/invitations/accept', {
      token,
      username: 'rob',
      password: PASSWORD,
    });
    expect(joined.status).toBe(200);

    // 1. the candidate: the pool answer misses the cap and is followed up; the index one is empty
    const candidate = await newCheckedPage(suite.browser, suite.server.url);
    const room = candidate.page;
    await room.goto(new URL(interview.link, suite.server.url).href);
    await room.getByRole('button', { name: 'Start interview' }).click();
    const answer = room.getByRole('textbox', { name: 'Your answer' });
    const heading = room.getByRole('heading', { level: 2 }).first();
    const save = room.getByRole('button', { name: /^Save answer and (continue|finish)$/ });
    let followedUp = false;
    for (let step = 0; step < 3; step++) {
      await answer.waitFor();
      const asked = (await heading.textContent()) ?? '';
      if (asked === FOLLOW_UP) {
        followedUp = true;
        await expectNoAxeViolations(room, 'the interview, a follow-up question');
        await screenshot(room, 'scoring-1-follow-up');
        await answer.fill('It caps the number of connections so the database is not overwhelmed.');
      } else if (asked === POOL.question) {
        await answer.fill('A pool reuses open connections instead of opening new ones each time.');
      } else {
        expect(asked).toBe(INDEX.question);
        await answer.fill('');
      }
      await save.click();
      // an empty answer is skipped, once the candidate says so
      if (asked === INDEX.question) {
        await room.getByRole('button', { name: 'Skip this question' }).click();
      }
      if (step < 2)
        await expect.poll(async () => (await heading.textContent()) !== asked).toBe(true);
    }
    expect(followedUp).toBe(true);
    await room.getByRole('heading', { name: 'Thank you' }).waitFor();
    candidate.assertClean();
    await room.context().close();

    // 2. the reviewer: no score in sight until their review is in
    const reviewer = await newCheckedPage(suite.browser, suite.server.url);
    const r = reviewer.page;
    await r.goto('/');
    await signIn(r, 'rob', PASSWORD);
    await r.waitForURL('**/dashboard');
    const blind = await openTranscript(r);
    await blind.getByText(/Scores are hidden from you until you submit/).waitFor();
    expect(await blind.getByText(/\d(\.\d)? \/ 5/).count()).toBe(0);
    await expectNoAxeViolations(r, 'the transcript, blind');
    await screenshot(r, 'scoring-2-blind');
    const robForm = await review(r, blind, ['2 / 5', '4 / 5', '1 / 5']);
    // the follow-up is nested under the question it follows
    await robForm.getByRole('listitem', { name: /^Follow-up to question \d$/ }).waitFor();
    await expectNoAxeViolations(r, 'the review form');
    await screenshot(r, 'scoring-3-review-form');
    await robForm.getByRole('button', { name: 'Submit review' }).click();
    await toast(r, 'Review saved').waitFor();
    const robTable = blind.getByRole('table', { name: /^Scores by answer/ });
    await robTable.waitFor();
    expect(await robTable.getByRole('columnheader').allTextContents()).toEqual([
      'Question',
      'AI',
      'rob',
      'Final',
    ]);
    await screenshot(r, 'scoring-4-reviewed');
    reviewer.assertClean();

    // 3. the owner reviews too, and sees both reviews beside the AI's scores
    const owner = await openSignedIn(suite, '/dashboard');
    const { page } = owner;
    const transcript = await openTranscript(page);
    // the empty answer: the AI did not score it, and says why (rob's review gave it its score)
    await transcript.getByText('No answer was given.').first().waitFor();
    const ownerForm = await review(page, transcript, ['2.5 / 5', '4 / 5', '1.5 / 5']);
    await ownerForm.getByRole('button', { name: 'Submit review' }).click();
    await toast(page, 'Review saved').waitFor();
    const table = transcript.getByRole('table', { name: /^Scores by answer/ });
    await expect
      .poll(() => table.getByRole('columnheader').allTextContents())
      .toEqual(['Question', 'AI', 'rob', 'admin', 'Final']);
    await table.getByRole('cell', { name: 'Not scorable' }).waitFor();
    await expectNoAxeViolations(page, 'the transcript with reviews');
    await screenshot(page, 'scoring-5-reviews');
    await page.keyboard.press('Escape');

    // 4. the Scoring screen: the pairs, kappa, and fewer than 20 said so
    const agreement = await api<{ n: number; weighted_kappa: number | null }>(
      suite,
      'GET',
      '/admin/scoring/agreement',
    );
    // rob and the owner each on the pool answer and its follow-up (the empty answer has no AI score)
    expect(agreement.n).toBe(4);
    await page.goto('/scoring');
    await page
      .getByText(/Fewer than 20/)
      .first()
      .waitFor();
    const pairsCard = page.getByText('Pairs', { exact: true }).first();
    await pairsCard.waitFor();
    await expectNoAxeViolations(page, 'the Scoring screen');
    await screenshot(page, 'scoring-6-agreement');

    // 5. Score again keeps both scorings
    const again = await openTranscript(page);
    await again.getByRole('button', { name: 'Score again' }).click();
    await toast(page, 'Interview scored again').waitFor();
    // each answer: the new scoring, and the first one kept beside it
    const earlier = again.getByRole('button', { name: 'Earlier scorings (1)' });
    await expect.poll(() => earlier.count()).toBe(3);
    await earlier.first().click();
    await screenshot(page, 'scoring-7-scored-again');
    const saved = await api<{ history: { scores?: unknown[] }[] }>(
      suite,
      'GET',
      `/interview/${interview.id}`,
    );
    expect(saved.history.map((entry) => entry.scores?.length)).toEqual([2, 2, 2]);
    owner.assertClean();
  });
});
