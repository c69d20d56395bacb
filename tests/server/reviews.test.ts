// Blind human review, the final score and the interview settings (docs/scoring.md), on a real
// database: each member's review is their own; while blind, a reviewer reads no score and no
// other review until they submit theirs; the final score follows the reviews unless set by hand.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, auditEntries, callAs } from './memberHelpers.ts';
import { completedInterview, HISTORY } from './reviewFixtures.ts';
import { insertCandidate, insertInterview } from './rows.ts';
import { startTestApp, type TestApp } from './testApp.ts';

let t: TestApp;
let workspace: string;
const tokens = { owner: '', recruiter: '', reviewer: '', second: '' };
let interviewId: string;

const as = (role: keyof typeof tokens, method: string, url: string, payload?: object) =>
  callAs(t, tokens[role], method, url, payload);

const review = (role: keyof typeof tokens, answers: unknown, id = interviewId) =>
  as(role, 'PUT', `/interview/${id}/reviews/mine`, { answers });

const interview = async (role: keyof typeof tokens, id = interviewId) =>
  (await as(role, 'GET', `/interview/${id}`)).body.data;

beforeAll(async () => {
  t = await startTestApp();
  tokens.owner = await t.login();
  workspace = await t.adminId();
  tokens.recruiter = (await addMember(t, tokens.owner, 'recruiter', 'rita')).token;
  tokens.reviewer = (await addMember(t, tokens.owner, 'reviewer', 'rob')).token;
  tokens.second = (await addMember(t, tokens.owner, 'reviewer', 'sam')).token;
  interviewId = await completedInterview(t, workspace);
});
afterAll(async () => {
  await t?.close();
});

describe('interview settings', () => {
  it('start with no follow-ups and blind review on; owners and admins change them', async () => {
    const read = await as('reviewer', 'GET', '/admin/interview-settings');
    expect(read.status).toBe(200);
    expect(read.body.data).toEqual({ follow_ups_per_answer: 0, blind_review: true });

    for (const bad of [3, -1, 1.5, '1', null]) {
      const res = await as('owner', 'PATCH', '/admin/interview-settings', {
        follow_ups_per_answer: bad,
      });
      expect(res.status, String(bad)).toBe(400);
      expect(res.body.msg).toBe(
        'Follow-up questions per answer must be a whole number from 0 to 2',
      );
    }
    const notBoolean = await as('owner', 'PATCH', '/admin/interview-settings', {
      blind_review: 'yes',
    });
    expect(notBoolean.body.msg).toBe('Blind review must be true or false');
    const refused = await as('recruiter', 'PATCH', '/admin/interview-settings', {
      follow_ups_per_answer: 1,
    });
    expect(refused.status).toBe(403);

    const saved = await as('owner', 'PATCH', '/admin/interview-settings', {
      follow_ups_per_answer: 2,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.msg).toBe('Interview settings saved');
    expect(saved.body.data).toEqual({ follow_ups_per_answer: 2, blind_review: true });
    // the platform's settings call is left as it was: skills alone
    expect((await as('owner', 'GET', '/admin/interview-settings')).body.data).toEqual({
      follow_ups_per_answer: 2,
      blind_review: true,
    });
    await as('owner', 'PATCH', '/admin/interview-settings', { follow_ups_per_answer: 0 });
    const audit = await auditEntries(t, tokens.owner, '&action=interview_settings.update');
    expect(audit.items[0]?.changes).toEqual({ follow_ups_per_answer: { before: 2, after: 0 } });
  });
});

describe('a blind review', () => {
  it('shows a reviewer the answers and expected points, and no score, until they submit', async () => {
    const blind = await interview('reviewer');
    expect(blind.blind).toBe(true);
    expect(blind.score).toBeNull();
    expect(blind.feedback).toBe('');
    expect(blind.history.map((h: { score: unknown }) => h.score)).toEqual([null, null, null]);
    expect(JSON.stringify(blind.history)).not.toMatch(/auto_score|explanation|scorer/);
    // the list too
    const list = await as('reviewer', 'GET', '/interview/list?status=completed');
    const row = list.body.data.items.find((i: { id: string }) => i.id === interviewId);
    expect(row.score).toBeNull();

    const others = await as('reviewer', 'GET', `/interview/${interviewId}/reviews`);
    expect(others.status).toBe(200);
    expect(others.body.data).toEqual([]);
    expect(others.body.msg).toBe('Submit your own review to see the others');

    const mine = await as('reviewer', 'GET', `/interview/${interviewId}/reviews/mine`);
    expect(mine.body.data).toMatchObject({
      answers: [],
      submitted_at: null,
      blind: true,
      unlocked: false,
    });
    expect(mine.body.data.sheet[0]).toEqual({
      index: 0,
      number: 1,
      question: HISTORY[0]!.question,
      answer: HISTORY[0]!.answer,
      expected_points: ['reuses connections', 'caps them'],
      skill: 'Databases',
      scorable: true,
      not_scorable_reason: '',
    });
    expect(mine.body.data.sheet[2].scorable).toBe(false);

    // a recruiter manages by the scores: they see them
    expect((await interview('recruiter')).score).toBe(2.5);
  });

  it('refuses a review that is not one, in words, and keeps nothing of it', async () => {
    const cases: [unknown, string][] = [
      [[], 'A review needs a score for at least one answer'],
      [undefined, 'A review needs a score for at least one answer'],
      [[{ index: 7, score: 3 }], 'There is no answer 7 in this interview'],
      [[{ index: 0, score: 2.3 }], 'Score must be a number from 0 to 5'],
      [[{ index: 0, score: 6 }], 'Score must be a number from 0 to 5'],
      [[{ index: 0, score: '4' }], 'Score must be a number from 0 to 5'],
      [
        [
          { index: 0, score: 3 },
          { index: 0, score: 4 },
        ],
        'Answer 0 is scored twice in this review',
      ],
      [[{ index: 0, score: 3, note: 'x'.repeat(2001) }], 'A note can be at most 2000 characters'],
    ];
    for (const [answers, msg] of cases) {
      const res = await review('reviewer', answers);
      expect(res.status, JSON.stringify(answers)).toBe(400);
      expect(res.body.msg).toBe(msg);
    }
    const scheduled = await insertInterview(
      t.db,
      workspace,
      await insertCandidate(t.db, workspace),
      { status: 'scheduled', history: JSON.stringify(HISTORY) },
    );
    const early = await review('reviewer', [{ index: 0, score: 3 }], scheduled);
    expect(early.body.msg).toBe('Only a completed interview can be reviewed');
    expect(
      (await as('reviewer', 'GET', `/interview/${interviewId}/reviews/mine`)).body.data.answers,
    ).toEqual([]);
    expect((await interview('reviewer')).score).toBeNull();
  });

  it('saves a review, which unlocks the scores and the others for its reviewer', async () => {
    const saved = await review('reviewer', [
      { index: 0, score: 4, note: '  Names both points.  ' },
      { index: 1, score: 1 },
    ]);
    expect(saved.status).toBe(200);
    expect(saved.body.msg).toBe('Review saved');
    expect(saved.body.data).toMatchObject({
      answers: [
        { index: 0, score: 4, note: 'Names both points.' },
        { index: 1, score: 1, note: '' },
      ],
      unlocked: true,
    });
    expect(saved.body.data.submitted_at).toEqual(expect.any(String));

    // the final scores: the review's mean where there is one, the AI's kept beside it
    const seen = await interview('reviewer');
    expect(seen.blind).toBeUndefined();
    expect(seen.history[0]).toMatchObject({
      score: 4,
      auto_score: 3,
      review_mean: 4,
      review_count: 1,
    });
    expect(seen.history[1]).toMatchObject({ score: 1, auto_score: 2, review_count: 1 });
    expect(seen.history[2]).toMatchObject({ score: null, scorable: false });
    expect(seen.score).toBe(2.5);
    expect(seen.not_scorable).toBe(1);

    // another reviewer is still blind; a recruiter who has not reviewed sees no one's review
    expect((await interview('second')).score).toBeNull();
    expect((await as('recruiter', 'GET', `/interview/${interviewId}/reviews`)).body.data).toEqual(
      [],
    );
  });

  it('keeps each reviewer their own review; the final score is their mean', async () => {
    await review('recruiter', [{ index: 0, score: 5 }]);
    const reviews = await as('recruiter', 'GET', `/interview/${interviewId}/reviews`);
    expect(reviews.body.msg).toBe('Reviews fetched');
    expect(
      reviews.body.data.map((r: { reviewer: { username: string }; answers: unknown[] }) => [
        r.reviewer.username,
        r.answers.length,
      ]),
    ).toEqual([
      ['rob', 2],
      ['rita', 1],
    ]);
    const after = await interview('owner');
    expect(after.history[0]).toMatchObject({ score: 4.5, review_mean: 4.5, review_count: 2 });
    expect(after.score).toBe(2.8);

    // a review saved again replaces the reviewer's own, not the others'
    await review('reviewer', [{ index: 0, score: 3 }]);
    const again = await interview('owner');
    expect(again.history[0]).toMatchObject({ score: 4, review_count: 2 });
    expect(again.history[1].score).toBe(2);
    expect(again.history[1].review_count).toBeUndefined();
    const audit = await auditEntries(t, tokens.owner, '&action=interview.review');
    expect(audit.items).toHaveLength(3);
    expect(audit.items[0]?.actor.username).toBe('rob');
  });
});

describe('the final score', () => {
  it('is set by owners, admins and recruiters: an answer’s, then the whole interview’s', async () => {
    const id = await completedInterview(t, workspace, 'Final score interview');
    const refused = await as('reviewer', 'PUT', `/interview/${id}/final-score`, { score: 4 });
    expect(refused.status).toBe(403);
    expect((await as('owner', 'PUT', `/interview/${id}/final-score`, {})).body.msg).toBe(
      'Give either a score or the answers’ scores',
    );

    const answer = await as('recruiter', 'PUT', `/interview/${id}/final-score`, {
      answers: [{ index: 1, score: 3.5 }],
    });
    expect(answer.status).toBe(200);
    expect(answer.body.msg).toBe('Final score set');
    expect(answer.body.data.history[1]).toMatchObject({
      score: 3.5,
      scorer: 'admin',
      auto_score: 2,
    });
    expect(answer.body.data.score).toBe(3.3);

    // a review moves the answers not set by hand, never the one set
    await review(
      'second',
      [
        { index: 0, score: 1 },
        { index: 1, score: 0 },
      ],
      id,
    );
    const reviewed = await interview('owner', id);
    expect(reviewed.history[0].score).toBe(1);
    expect(reviewed.history[1]).toMatchObject({ score: 3.5, review_mean: 0 });
    expect(reviewed.score).toBe(2.3);

    // the whole interview's score, set by hand: reviews leave it
    const whole = await as('owner', 'PUT', `/interview/${id}/final-score`, { score: 4.5 });
    expect(whole.body.data.score).toBe(4.5);
    await review('reviewer', [{ index: 0, score: 5 }], id);
    expect((await interview('owner', id)).score).toBe(4.5);

    // today's call sets one answer's final score, as it did
    const legacy = await as('owner', 'PUT', `/interview/${id}/answers/0`, { score: 2 });
    expect(legacy.status).toBe(200);
    expect(legacy.body.data.history[0]).toMatchObject({ score: 2, scorer: 'admin', auto_score: 3 });
    const audit = await auditEntries(t, tokens.owner, '&action=interview.final_score');
    expect(audit.items.map((e) => e.summary)).toEqual([
      'Set the final score of "Final score interview" (' + reviewed.int_id + ') to 4.5',
      'Set the final score of "Final score interview" (' + reviewed.int_id + ') to 3.3',
    ]);
  });
});

describe('the needs-review filter', () => {
  const needing = async () =>
    (await as('owner', 'GET', '/interview/list?needs_review=true&limit=100')).body.data.items.map(
      (i: { title: string }) => i.title,
    );

  it('lists completed interviews no one has reviewed, or a person and the AI 2 apart', async () => {
    const id = await completedInterview(t, workspace, 'Needs a look');
    await insertInterview(t.db, workspace, await insertCandidate(t.db, workspace), {
      title: 'Not taken yet',
      status: 'scheduled',
    });
    expect(await needing()).toContain('Needs a look');
    expect(await needing()).not.toContain('Not taken yet');
    expect((await interview('owner', id)).needs_review).toBe(true);

    // 1.5 from the AI's 3 and 2: reviewed, and close enough
    await review(
      'recruiter',
      [
        { index: 0, score: 4.5 },
        { index: 1, score: 1 },
      ],
      id,
    );
    expect(await needing()).not.toContain('Needs a look');
    expect((await interview('owner', id)).needs_review).toBe(false);

    // a second reviewer 2 from the AI's 2
    await review('second', [{ index: 1, score: 4 }], id);
    expect(await needing()).toContain('Needs a look');
    const page = (await as('owner', 'GET', '/interview/list?needs_review=true&limit=1')).body.data;
    expect(page.items).toHaveLength(1);
    expect(page.total).toBe((await needing()).length);
  });
});

describe('blind review off', () => {
  it('shows every score and review to a reviewer who has not reviewed', async () => {
    await as('owner', 'PATCH', '/admin/interview-settings', { blind_review: false });
    const id = await completedInterview(t, workspace, 'Open interview');
    await review('recruiter', [{ index: 0, score: 4 }], id);
    // (4 + 2) / 2: the recruiter's 4 in place of the AI's 3
    expect((await interview('second', id)).score).toBe(3);
    const reviews = await as('second', 'GET', `/interview/${id}/reviews`);
    expect(reviews.body.data).toHaveLength(1);
    await as('owner', 'PATCH', '/admin/interview-settings', { blind_review: true });
  });
});

describe('deleting', () => {
  const reviewsOf = async (id: string) =>
    (
      await t.db
        .selectFrom('answer_reviews')
        .select('answer_index')
        .where('interview_id', '=', id)
        .execute()
    ).length;

  it('an interview, or its candidate for good, takes the reviews with it', async () => {
    const id = await completedInterview(t, workspace, 'Deleted later');
    await review('reviewer', [{ index: 0, score: 3 }], id);
    expect(await reviewsOf(id)).toBe(1);
    expect((await as('owner', 'DELETE', `/interview/${id}`)).status).toBe(200);
    expect(await reviewsOf(id)).toBe(0);

    const kept = await completedInterview(t, workspace, 'Candidate deleted later');
    await review('reviewer', [{ index: 0, score: 3 }], kept);
    const { candidate_id: candidateId } = await t.db
      .selectFrom('interviews')
      .select('candidate_id')
      .where('id', '=', kept)
      .executeTakeFirstOrThrow();
    await t.db
      .updateTable('candidates')
      .set({ deleted: 1 })
      .where('id', '=', candidateId)
      .execute();
    const purged = await as('owner', 'DELETE', `/candidate/hard_delete/${candidateId}`);
    expect(purged.status, purged.body.msg).toBe(200);
    expect(await reviewsOf(kept)).toBe(0);
  });
});

describe('another workspace', () => {
  it('cannot read or review this one’s interviews', async () => {
    await t.createAdmin('stranger');
    const stranger = await t.login('stranger');
    for (const [method, url, payload] of [
      ['GET', `/interview/${interviewId}/reviews/mine`],
      ['PUT', `/interview/${interviewId}/reviews/mine`, { answers: [{ index: 0, score: 1 }] }],
      ['GET', `/interview/${interviewId}/reviews`],
      ['PUT', `/interview/${interviewId}/final-score`, { score: 1 }],
    ] as [string, string, object?][]) {
      const res = await callAs(t, stranger, method, url, payload);
      expect(res.status, `${method} ${url}`).toBe(404);
      expect(res.body.msg).toBe('Interview not found');
    }
  });
});
