// PUT /interview/:id/answers/:index (docs/interview-api.md, "What the admin sees"): the admin's
// score for one answer, the average following, the scorer's own score kept, If-Match honoured.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  prepareAdmin,
  scheduleInterview,
  takeInterview,
  type Admin,
} from './meetingHelpers.ts';
import { startTestApp, type TestApp } from './testApp.ts';

let t: TestApp;
let admin: Admin;
let other: Admin;
let interviewId: string;

interface Entry {
  /** null: not scorable (the first answer here is empty) */
  score: number | null;
  auto_score?: number | null;
  scorer?: string;
  needs_review?: boolean;
}

beforeAll(async () => {
  t = await startTestApp();
  admin = { id: await t.adminId(), token: await t.login() };
  other = { id: await t.createAdmin('other'), token: '' };
  other.token = await t.login('other');
  await prepareAdmin(t, admin.token, [{ skill: 'Go', num_questions: 0 }], {
    go: [
      { question: 'What is a goroutine?', difficulty: 'easy' },
      { question: 'What is a channel?', difficulty: 'easy' },
      { question: 'How does select work?', difficulty: 'medium' },
    ],
  });
  const link = await scheduleInterview(t, admin, ['Go']);
  await takeInterview(t, link, (q, n) => (n === 0 ? '' : `A careful answer about: ${q}`));
  interviewId = link.id;
});
afterAll(async () => {
  await t?.close();
});

const override = (
  body: unknown,
  options: { index?: string | number; id?: string; token?: string; ifMatch?: string } = {},
) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/interview/${options.id ?? interviewId}/answers/${options.index ?? 0}`,
    headers: {
      ...bearer(options.token ?? admin.token),
      ...(options.ifMatch ? { 'if-match': options.ifMatch } : {}),
    },
    payload: body as object,
  });

const read = async () => {
  const res = await t.app.inject({
    url: `/api/interview/${interviewId}`,
    headers: bearer(admin.token),
  });
  return { etag: res.headers.etag as string, data: res.json().data };
};

/** The average of the answers with a score: one that could not be scored counts in neither. */
const average = (history: Entry[]) => {
  const scores = history.map((h) => h.score).filter((s): s is number => s !== null);
  return Math.round((scores.reduce((sum, s) => sum + s, 0) / scores.length) * 10) / 10;
};

describe('PUT /api/interview/:id/answers/:index', () => {
  it('sets the score, keeps the scorer’s as auto_score, and the average follows', async () => {
    const before = await read();
    const original = before.data.history[1] as Entry;
    const res = await override({ score: 4.5 }, { index: 1 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().msg).toBe('Answer score updated');
    const data = res.json().data;
    expect(data.history[1]).toMatchObject({
      score: 4.5,
      scorer: 'admin',
      needs_review: false,
      auto_score: original.score,
    });
    // the others are untouched
    expect(data.history[0]).toEqual(before.data.history[0]);
    expect(data.history[2]).toEqual(before.data.history[2]);
    expect(data.score).toBe(average(data.history));
    expect(res.headers.etag).not.toBe(before.etag);
    expect(res.headers.etag).toBe(data._etag);
    // stored, as a read shows it
    const after = await read();
    expect(after.data.history).toEqual(data.history);
    expect(after.data.score).toBe(data.score);

    // a second override keeps the scorer's score, not the first override's
    const again = await override({ score: 0 }, { index: 1 });
    expect(again.json().data.history[1]).toMatchObject({ score: 0, auto_score: original.score });
    expect(again.json().data.score).toBe(average(again.json().data.history));
  });

  it('honours If-Match as the other writes do', async () => {
    const { etag } = await read();
    const stale = await override({ score: 3 }, { index: 2, ifMatch: '"1"' });
    expect(stale.statusCode).toBe(412);
    expect(stale.json().msg).toBe(
      'This record was changed by someone else. Reload to see the changes.',
    );
    expect((await read()).etag).toBe(etag);
    const fresh = await override({ score: 3 }, { index: 2, ifMatch: etag });
    expect(fresh.statusCode, fresh.body).toBe(200);
    expect(fresh.json().data.history[2].score).toBe(3);
  });

  it.each([[4.3], [5.5], [-0.5], ['3'], [null], [undefined], [true]])(
    'refuses the score %s in plain words',
    async (score) => {
      const { etag } = await read();
      const res = await override(score === undefined ? {} : { score }, { index: 0 });
      expect(res.statusCode).toBe(400);
      expect(res.json().msg).toBe('Score must be a number from 0 to 5');
      expect((await read()).etag).toBe(etag);
    },
  );

  it('answers 404 for an answer or interview that is not there, and another admin’s', async () => {
    for (const index of [3, 99, 'x', '-1', '1.5', '00000000001']) {
      const res = await override({ score: 1 }, { index });
      expect(res.statusCode, String(index)).toBe(404);
      expect(res.json().msg).toBe('Answer not found');
    }
    const unknown = await override({ score: 1 }, { id: 'no-such-interview' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().msg).toBe('Interview not found');

    const { etag, data } = await read();
    const foreign = await override({ score: 5 }, { token: other.token });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().msg).toBe('Interview not found');
    const after = await read();
    expect(after.etag).toBe(etag);
    expect(after.data.history).toEqual(data.history);
  });

  it('asks for a signed-in admin', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/interview/${interviewId}/answers/0`,
      payload: { score: 5 },
    });
    expect(res.statusCode).toBe(401);
  });
});
