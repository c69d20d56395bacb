// The candidate's side of the interview on the real server and database (docs/interview-api.md):
// the token, the window, start, answers in order, finish, and what the admin sees after.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectQuestions } from '../../server/src/modules/meeting/selection.ts';
import {
  bearer,
  freshAddress,
  meetingCall,
  prepareAdmin,
  scheduleInterview,
  takeInterview,
  type Admin,
  type Link,
} from './meetingHelpers.ts';
import { startTestApp, type TestApp } from './testApp.ts';

let t: TestApp;
let admin: Admin;

const PYTHON = [
  { question: 'Explain Python generators.', difficulty: 'medium' },
  { question: 'What is a list comprehension?', difficulty: 'easy' },
  { question: 'How does the GIL affect threads?', difficulty: 'hard' },
  { question: 'What are decorators?', difficulty: 'easy' },
];
const SQL = [
  { question: 'What does an index cost on writes?', difficulty: 'hard' },
  { question: 'What is a JOIN?', difficulty: 'easy' },
];
const SKILLS = [
  { skill: 'Python', num_questions: 2 },
  { skill: 'SQL', num_questions: 0 },
  { skill: 'Empty', num_questions: 3 },
];

const admin404 = { data: {}, msg: 'Interview not found', statusCode: 404 };

beforeAll(async () => {
  t = await startTestApp();
  admin = { id: await t.adminId(), token: await t.login() };
  await prepareAdmin(t, admin.token, SKILLS, { python: PYTHON, sql: SQL });
});
afterAll(async () => {
  await t?.close();
});

const getInterview = async (id: string) => {
  const res = await t.app.inject({
    url: `/api/interview/${id}`,
    headers: bearer(admin.token),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};

describe('the link', () => {
  it('carries a token, in the interview and in the candidate lists', async () => {
    const link = await scheduleInterview(t, admin, ['Python']);
    expect(link.json.link).toBe(`/meeting?interviewId=${link.id}&token=${link.token}`);
    expect((await getInterview(link.id)).link).toBe(link.json.link);
    const list = await t.app.inject({
      url: '/api/candidate/segregated?page=1&limit=100',
      headers: bearer(admin.token),
    });
    const scheduled = list.json().data.segregated.scheduled as {
      interview_id: string;
      link: string;
    }[];
    expect(scheduled.find((c) => c.interview_id === link.id)?.link).toBe(link.json.link);
    // the id-only page keeps showing the title and time
    const page = await t.app.inject({ url: `/api/meeting/${link.id}` });
    expect(page.statusCode).toBe(200);
    expect(page.json().data.title).toBe('Backend interview');
  });

  it('answers 404 for a wrong, missing or other interview’s token, and an unknown id', async () => {
    const link = await scheduleInterview(t, admin, ['Python']);
    const other = await scheduleInterview(t, admin, ['Python']);
    const address = freshAddress();
    const wrongs: [Link, string | null][] = [
      [link, null],
      [link, ''],
      [link, 'x'.repeat(32)],
      [link, other.token],
      [link, link.token.slice(0, 31)],
      [{ id: 'unknown-id', token: link.token }, link.token],
      [{ id: 'bad%20id', token: link.token }, link.token],
    ];
    for (const [target, token] of wrongs) {
      for (const call of ['session', 'start', 'answer', 'finish'] as const) {
        const body = call === 'answer' ? { index: 0, answer: 'a' } : undefined;
        const res = await meetingCall(t, target, call, { token, address, body });
        expect(res.statusCode, `${call} ${String(token)}`).toBe(404);
        expect(res.json()).toEqual(admin404);
      }
    }
    expect((await getInterview(link.id)).status).toBe('scheduled');
  });
});

describe('the session', () => {
  it('shows the title, time, interviewer and window, and nothing of the candidate', async () => {
    const link = await scheduleInterview(t, admin, ['Python'], 5, { agent_voice: 'coral' });
    await t.app.inject({
      method: 'PUT',
      url: `/api/interview/${link.id}`,
      headers: bearer(admin.token),
      payload: { feedback: 'Private feedback of the admin' },
    });
    const res = await meetingCall(t, link, 'session', { address: freshAddress() });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().msg).toBe('Interview found');
    const session = res.json().data;
    const at = Date.parse(link.json.scheduled_time as string);
    expect(session).toEqual({
      title: 'Backend interview',
      scheduled_time: link.json.scheduled_time,
      status: 'scheduled',
      now: expect.any(String),
      interviewer: {
        voice: 'coral',
        name: 'Coral',
        gender: 'female',
        description: 'Bright, energetic female voice',
      },
      window: {
        opens_at: new Date(at - 15 * 60_000).toISOString(),
        closes_at: new Date(at + 120 * 60_000).toISOString(),
      },
      can_start: true,
      blocked: null,
      total_questions: null,
      answered: 0,
      follow_ups_answered: 0,
      time_limit_sec: null,
      current: null,
    });
    expect(Math.abs(Date.parse(session.now) - t.clock.now().getTime())).toBeLessThan(60_000);
    expect(res.body).not.toMatch(/Secret|example\.com|Private|feedback|expected|score/i);
  });

  it('is not open before the window and closed after it', async () => {
    const early = await scheduleInterview(t, admin, ['Python'], 60);
    const late = await scheduleInterview(t, admin, ['Python'], -121);
    const address = freshAddress();

    let session = (await meetingCall(t, early, 'session', { address })).json().data;
    expect([session.can_start, session.blocked]).toEqual([false, 'not_open_yet']);
    let res = await meetingCall(t, early, 'start', { address });
    expect(res.statusCode).toBe(409);
    expect(res.json().msg).toBe('The interview is not open yet.');

    session = (await meetingCall(t, late, 'session', { address })).json().data;
    expect([session.can_start, session.blocked]).toEqual([false, 'closed']);
    res = await meetingCall(t, late, 'start', { address });
    expect(res.statusCode).toBe(409);
    expect(res.json().msg).toBe('The time to take this interview has passed.');

    // 46 minutes on, the first is 14 minutes away: open
    t.clock.advance(46 * 60_000);
    session = (await meetingCall(t, early, 'session', { address })).json().data;
    expect([session.can_start, session.blocked]).toEqual([true, null]);
    res = await meetingCall(t, early, 'start', { address });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.status).toBe('in_progress');
  });

  it('says a cancelled interview was cancelled, and cannot start it', async () => {
    const link = await scheduleInterview(t, admin, ['Python']);
    await t.app.inject({
      method: 'PUT',
      url: `/api/interview/${link.id}`,
      headers: bearer(admin.token),
      payload: { status: 'cancelled' },
    });
    const address = freshAddress();
    const session = (await meetingCall(t, link, 'session', { address })).json().data;
    expect([session.can_start, session.blocked]).toEqual([false, 'cancelled']);
    const res = await meetingCall(t, link, 'start', { address });
    expect(res.statusCode).toBe(409);
    expect(res.json().msg).toBe('This interview was cancelled.');
    for (const call of ['answer', 'finish'] as const) {
      const other = await meetingCall(t, link, call, {
        address,
        body: call === 'answer' ? { index: 0, answer: 'a' } : undefined,
      });
      expect(other.statusCode).toBe(409);
      expect(other.json().msg).toBe('The interview is not in progress.');
    }
  });

  it('answers 422 when no question is ready, and leaves the interview scheduled', async () => {
    const link = await scheduleInterview(t, admin, ['Empty']);
    const res = await meetingCall(t, link, 'start', { address: freshAddress() });
    expect(res.statusCode).toBe(422);
    expect(res.json().msg).toBe(
      'No questions are ready for this interview. Please contact the recruiter.',
    );
    expect((await getInterview(link.id)).status).toBe('scheduled');
  });
});

describe('taking the interview', () => {
  it('starts, answers in order, survives a reload, and finishes with a score', async () => {
    const link = await scheduleInterview(t, admin, ['SQL', 'Python', 'Empty']);
    const address = freshAddress();
    const call = (name: 'session' | 'start' | 'answer' | 'finish', body?: unknown) =>
      meetingCall(t, link, name, { address, body });
    const statsOf = async () =>
      (
        await t.app.inject({ url: '/api/admin/dashboard_stats', headers: bearer(admin.token) })
      ).json().data as { completed_interviews: number; scheduled_interviews: number };
    const completedList = async () =>
      (
        await t.app.inject({
          url: '/api/interview/list?status=completed&limit=100',
          headers: bearer(admin.token),
        })
      )
        .json()
        .data.items.map((i: { id: string }) => i.id) as string[];
    const statsBefore = await statsOf();
    expect(await completedList()).not.toContain(link.id);

    let res = await call('start');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().msg).toBe('Interview started');
    const started = res.json().data;
    // what the selection predicts: SQL's whole set, two of Python's sampled by the id; easy first
    const predicted = selectQuestions({
      interviewId: link.id,
      candidateSkills: ['SQL', 'Python', 'Empty'],
      skillCounts: SKILLS,
      sets: [
        { domain_key: 'python', questions: PYTHON },
        { domain_key: 'sql', questions: SQL },
      ],
      max: 100,
    });
    expect(predicted).toHaveLength(4);
    expect(started).toMatchObject({
      status: 'in_progress',
      can_start: false,
      blocked: null,
      total_questions: 4,
      answered: 0,
      current: {
        index: 0,
        question: predicted[0]!.question,
        skill: predicted[0]!.skill,
        difficulty: predicted[0]!.difficulty,
      },
    });
    expect(predicted[0]!.difficulty).toBe('easy');
    expect((await getInterview(link.id)).num_questions).toBe(4);

    // a second start (another tab) answers the same
    res = await call('start');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.current).toEqual(started.current);

    res = await call('answer', { index: 1, answer: 'too soon' });
    expect(res.statusCode).toBe(409);
    expect(res.json().msg).toBe('Answer the current question first.');
    res = await call('finish');
    expect(res.statusCode).toBe(409);
    expect(res.json().msg).toBe('Answer every question before finishing.');
    res = await call('answer', { index: 0, answer: 'x'.repeat(5001) });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('Answer must be at most 5,000 characters');

    // 5000 characters that take two UTF-16 units each are 5000 characters
    const first = '😀'.repeat(5000);
    res = await call('answer', { index: 0, answer: first });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().msg).toBe('Answer saved');
    expect(res.json().data).toMatchObject({ answered: 1, current: { index: 1 } });
    expect(res.json().data.current.question).toBe(predicted[1]!.question);

    // a retried request answers the same; another text is refused
    res = await call('answer', { index: 0, answer: first });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.answered).toBe(1);
    res = await call('answer', { index: 0, answer: 'something else' });
    expect(res.statusCode).toBe(409);
    expect(res.json().msg).toBe('This question was already answered.');

    // a reload shows the same place; the window closing meanwhile does not stop the interview
    t.clock.advance(3 * 60 * 60_000);
    res = await call('session');
    expect(res.json().data).toMatchObject({
      status: 'in_progress',
      answered: 1,
      total_questions: 4,
      current: { index: 1, question: predicted[1]!.question },
    });

    res = await call('answer', { index: 1, answer: '' });
    expect(res.statusCode, res.body).toBe(200);
    // answers about their questions (an answer sharing no word with its question is not scored)
    res = await call('answer', {
      index: 2,
      answer: `${predicted[2]!.question} A JOIN combines rows from two tables on a condition.`,
    });
    res = await call('answer', {
      index: 3,
      answer: `${predicted[3]!.question} An index makes every write update it too.`,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ answered: 4, total_questions: 4, current: null });
    res = await call('answer', { index: 4, answer: 'one more' });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('There is no question at that index.');

    res = await call('finish');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().msg).toBe('Interview completed');
    expect(res.json().data).toMatchObject({ status: 'completed', blocked: 'completed' });
    expect(res.body).not.toMatch(/score|expected|feedback/i);

    // what the admin sees
    const done = await getInterview(link.id);
    expect(done.status).toBe('completed');
    expect(done.history).toHaveLength(4);
    expect(done.history.map((h: { question: string }) => h.question)).toEqual(
      predicted.map((p) => p.question),
    );
    for (const [n, entry] of (done.history as Record<string, unknown>[]).entries()) {
      // the first answer (emoji, no word) and the empty second could not be scored: no number,
      // the reason instead
      const scorable = n >= 2;
      expect(entry).toEqual({
        question: predicted[n]!.question,
        answer: expect.any(String),
        score: scorable ? expect.any(Number) : null,
        auto_score: entry.score,
        explanation: expect.any(String),
        scorer: 'built-in',
        needs_review: expect.any(Boolean),
        skill: predicted[n]!.skill,
        difficulty: predicted[n]!.difficulty,
        answered_at: expect.any(String),
        scorable,
        ...(!scorable && { not_scorable_reason: 'No answer was given.' }),
        // where the score came from: the built-in scorer's rules, by version and fingerprint
        scorer_version: 2,
        prompt_hash: expect.stringMatching(/^[0-9a-f]{16}$/),
      });
      if (scorable) {
        expect(entry.score as number).toBeGreaterThanOrEqual(0);
        expect(entry.score as number).toBeLessThanOrEqual(5);
      }
    }
    expect(done.history[0].answer).toBe(first);
    expect(done.not_scorable).toBe(2);
    // the average of the answers with a score
    const scores = (done.history as { score: number | null }[])
      .map((h) => h.score)
      .filter((s): s is number => s !== null);
    expect(scores).toHaveLength(2);
    expect(done.score).toBe(Math.round((scores.reduce((a, b) => a + b, 0) / 2) * 10) / 10);
    expect(done.feedback).not.toBe('');

    // the dashboard counts and the kept lists move
    const statsAfter = await statsOf();
    expect(statsAfter.completed_interviews).toBe(statsBefore.completed_interviews + 1);
    expect(statsAfter.scheduled_interviews).toBe(statsBefore.scheduled_interviews - 1);
    expect(await completedList()).toContain(link.id);

    // finishing again answers the same; nothing else is open
    res = await call('finish');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.status).toBe('completed');
    res = await call('answer', { index: 3, answer: 'again' });
    expect(res.statusCode).toBe(409);
    expect(res.json().msg).toBe('The interview is not in progress.');
    res = await call('start');
    expect(res.statusCode).toBe(409);
    expect(res.json().msg).toBe('This interview is already completed.');
    const session = (await call('session')).json().data;
    expect([session.can_start, session.blocked, session.current]).toEqual([
      false,
      'completed',
      null,
    ]);
  });

  it('refuses answers before the start, and bad bodies in plain words', async () => {
    const link = await scheduleInterview(t, admin, ['SQL']);
    const address = freshAddress();
    let res = await meetingCall(t, link, 'answer', { address, body: { index: 0, answer: 'a' } });
    expect(res.statusCode).toBe(409);
    expect(res.json().msg).toBe('The interview is not in progress.');
    res = await meetingCall(t, link, 'finish', { address });
    expect(res.statusCode).toBe(409);
    expect(res.json().msg).toBe('The interview is not in progress.');
    await meetingCall(t, link, 'start', { address });
    for (const body of [
      {},
      { index: -1, answer: 'a' },
      { index: 0 },
      { index: 'first', answer: 'a' },
    ]) {
      res = await meetingCall(t, link, 'answer', { address, body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().msg).toMatch(/^(Index|Answer) /);
    }
  });

  it('takes a whole interview with the helper and keeps the same plan on a reload', async () => {
    const link = await scheduleInterview(t, admin, ['Python']);
    const final = await takeInterview(t, link, (q) => `About: ${q}`);
    expect(final).toMatchObject({ status: 'completed', total_questions: 2, answered: 2 });
  });
});

describe('at the same time', () => {
  it('two starts fix one plan, written once', async () => {
    const link = await scheduleInterview(t, admin, ['Python', 'SQL']);
    const address = freshAddress();
    const [a, b] = await Promise.all([
      meetingCall(t, link, 'start', { address }),
      meetingCall(t, link, 'start', { address }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json().data.current).toEqual(b.json().data.current);
    const row = await t.db
      .selectFrom('interviews')
      .select(['version', 'plan', 'started_at'])
      .where('id', '=', link.id)
      .executeTakeFirstOrThrow();
    expect(row.version).toBe(2);
    expect(JSON.parse(row.plan)).toHaveLength(4);
    expect(row.started_at).not.toBeNull();
  });
  // answers that race: meetingRace.test.ts, whose scorer holds them until all have read
});

describe('the rate limit', () => {
  it('answers 429 after 120 calls a minute from one address; wrong tokens count too', async () => {
    const link = await scheduleInterview(t, admin, ['Python']);
    const address = freshAddress();
    for (let i = 0; i < 120; i++) {
      const res = await meetingCall(t, link, 'session', {
        address,
        token: i % 2 === 0 ? 'wrong' : link.token,
      });
      expect(res.statusCode).toBe(i % 2 === 0 ? 404 : 200);
    }
    for (const call of ['session', 'start', 'answer', 'finish'] as const) {
      const res = await meetingCall(t, link, call, { address });
      expect(res.statusCode, call).toBe(429);
      expect(res.json()).toEqual({ msg: 'Too many requests. Please wait a minute and try again.' });
      expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(60);
    }
    // nothing was done by the refused calls
    expect((await getInterview(link.id)).status).toBe('scheduled');
    // another address is not limited; a minute later this one is not either
    expect((await meetingCall(t, link, 'session', { address: freshAddress() })).statusCode).toBe(
      200,
    );
    t.clock.advance(61_000);
    expect((await meetingCall(t, link, 'session', { address })).statusCode).toBe(200);
  });
});
