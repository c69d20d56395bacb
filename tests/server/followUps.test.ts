// Follow-up questions (docs/scoring.md) on a real database: with follow-ups on, an answer that
// misses an expected point is followed by a question about it (offline from the point's words,
// or written by a fake OpenAI-compatible model started here), answered and scored against that
// point; the session says it is a follow-up, counts it apart, and a reload resumes there.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, callAs } from './memberHelpers.ts';
import {
  freshAddress,
  meetingCall,
  prepareAdmin,
  scheduleInterview,
  type Admin,
  type Link,
} from './meetingHelpers.ts';
import { startTestApp, type TestApp } from './testApp.ts';

const POOL = {
  question: 'Why pool database connections?',
  difficulty: 'easy',
  expected_points: ['reuses open connections', 'caps the number of connections'],
};
const INDEX = {
  question: 'What does a database index do?',
  difficulty: 'easy',
  expected_points: ['faster lookups'],
};

async function prepared(t: TestApp): Promise<Admin> {
  const admin = { id: await t.adminId(), token: await t.login() };
  await prepareAdmin(t, admin.token, [{ skill: 'Databases', num_questions: 2 }], {
    databases: [POOL, INDEX],
  });
  return admin;
}

const setFollowUps = async (t: TestApp, admin: Admin, n: number) =>
  expect(
    (
      await callAs(t, admin.token, 'PATCH', '/admin/interview-settings', {
        follow_ups_per_answer: n,
      })
    ).status,
  ).toBe(200);

/** Starts an interview; each call of the returned function answers the current question. */
async function begin(t: TestApp, admin: Admin) {
  const link: Link = await scheduleInterview(t, admin, ['Databases']);
  const address = freshAddress();
  const started = await meetingCall(t, link, 'start', { address });
  expect(started.statusCode, started.body).toBe(200);
  let session = started.json().data;
  const answer = async (text: (question: string) => string) => {
    const res = await meetingCall(t, link, 'answer', {
      address,
      body: { index: session.current.index, answer: text(session.current.question) },
    });
    expect(res.statusCode, res.body).toBe(200);
    session = res.json().data;
    return session;
  };
  const reload = async () => (await meetingCall(t, link, 'session', { address })).json().data;
  const finish = () => meetingCall(t, link, 'finish', { address });
  return { link, answer, reload, finish, first: () => session };
}

/** The text that answers each question as the test wants: the pool one missing its cap. */
const POOL_HALF = 'A pool reuses open connections instead of opening new ones each time.';
const INDEX_FULL = 'An index gives faster lookups by a column than reading every row.';

describe('offline follow-ups', () => {
  let t: TestApp;
  let admin: Admin;
  beforeAll(async () => {
    t = await startTestApp();
    admin = await prepared(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('asks none while the setting is 0, as before', async () => {
    const run = await begin(t, admin);
    const first = run.first().current.question;
    const after = await run.answer((q) => (q === POOL.question ? POOL_HALF : INDEX_FULL));
    expect(after.current.follow_up_of).toBeUndefined();
    expect(after.current.question).not.toBe(first);
    expect(after.current.number).toBe(2);
  });

  it('asks about the missed point, counts it apart, resumes there, and scores it against it', async () => {
    await setFollowUps(t, admin, 1);
    const run = await begin(t, admin);
    // answer the questions in whichever order they come; the pool question misses its cap
    const answerFixed = (q: string) => (q === POOL.question ? POOL_HALF : INDEX_FULL);
    let session = run.first();
    const poolFirst = session.current.question === POOL.question;
    if (!poolFirst) {
      session = await run.answer(answerFixed);
      expect(session.current.follow_up_of).toBeUndefined();
    }
    const poolIndex = session.current.index;
    session = await run.answer(answerFixed);
    expect(session.current).toEqual({
      index: poolIndex + 1,
      number: poolFirst ? 1 : 2,
      question: 'Could you say more about one part of that: caps the number of connections?',
      skill: 'Databases',
      difficulty: 'easy',
      follow_up_of: poolIndex,
    });
    expect(session.answered).toBe(poolFirst ? 1 : 2);
    expect(session.follow_ups_answered).toBe(0);
    expect(session.total_questions).toBe(2);
    // a reload resumes at the follow-up; finishing waits for it
    expect((await run.reload()).current).toEqual(session.current);
    expect((await run.finish()).statusCode).toBe(409);

    session = await run.answer(() => 'It caps the number of connections so the database copes.');
    expect(session.follow_ups_answered).toBe(1);
    // one follow-up per answer: the next is a fixed question, or the end
    expect(session.current?.follow_up_of).toBeUndefined();
    if (session.current) session = await run.answer(answerFixed);
    expect(session.current).toBeNull();
    expect((await run.finish()).statusCode).toBe(200);

    const done = (await callAs(t, admin.token, 'GET', `/interview/${run.link.id}`)).body.data;
    expect(done.history).toHaveLength(3);
    const followUp = done.history[poolIndex + 1];
    expect(followUp).toMatchObject({
      question: 'Could you say more about one part of that: caps the number of connections?',
      follow_up_of: poolIndex,
      follow_up_point: 'caps the number of connections',
      // it covers the one point it is scored against
      score: 5,
    });
    expect(done.history[poolIndex]).toMatchObject({
      score: 2.5,
      next_follow_up: expect.any(Object),
    });

    // a reviewer under blind review reads no score, the follow-up still under its question
    const reviewer = await addMember(t, admin.token, 'reviewer', 'blind-reader');
    const blind = (await callAs(t, reviewer.token, 'GET', `/interview/${run.link.id}`)).body.data;
    expect(blind.history[poolIndex + 1]).toMatchObject({
      score: null,
      follow_up_of: poolIndex,
      follow_up_point: 'caps the number of connections',
    });
    expect(blind.history[poolIndex + 1].auto_score).toBeUndefined();
  });

  it('asks a second about another point when two are allowed, and none after an empty answer', async () => {
    await setFollowUps(t, admin, 2);
    const run = await begin(t, admin);
    let session = run.first();
    if (session.current.question !== POOL.question) session = await run.answer(() => INDEX_FULL);
    // covers neither point: two follow-ups, one point each
    session = await run.answer(() => 'Pools are good for databases in general.');
    expect(session.current.question).toMatch(/reuses open connections\?$/);
    session = await run.answer(() => 'No idea about that part of pooling.');
    expect(session.current.question).toMatch(/caps the number of connections\?$/);
    session = await run.answer(() => 'It caps the number of connections.');
    expect(session.follow_ups_answered).toBe(2);
    expect(session.current?.follow_up_of).toBeUndefined();

    // an empty answer is not scorable: nothing to follow up on
    const other = await begin(t, admin);
    const next = await other.answer(() => '');
    expect(next.current?.follow_up_of).toBeUndefined();
    await setFollowUps(t, admin, 0);
  });
});

describe('follow-ups written by the model', () => {
  let model: Server;
  let t: TestApp;
  let admin: Admin;
  let mode: 'good' | 'bad' = 'good';

  beforeAll(async () => {
    model = createServer((req, res) => {
      let raw = '';
      req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      req.on('end', () => {
        const { messages } = JSON.parse(raw) as { messages: { content: string }[] };
        const followUp = messages[0]!.content.includes('follow-up question');
        const answer = /<<<ANSWER\n([\s\S]*)\nANSWER>>>/.exec(messages.at(-1)!.content)?.[1] ?? '';
        const content = followUp
          ? mode === 'good'
            ? JSON.stringify({
                question: 'How does a pool stop the database from being overwhelmed?',
              })
            : 'Sure! Here is a question for you.'
          : JSON.stringify({ score: 2, explanation: 'Half of it.', quotes: [answer.slice(0, 12)] });
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({ choices: [{ message: { content } }], usage: { total_tokens: 90 } }),
        );
      });
    });
    await new Promise<void>((resolve) => model.listen(0, '127.0.0.1', resolve));
    t = await startTestApp({
      LLM_BASE_URL: `http://127.0.0.1:${(model.address() as AddressInfo).port}/v1`,
      LLM_MODEL: 'stub-model',
    });
    admin = await prepared(t);
    await setFollowUps(t, admin, 1);
  });
  afterAll(async () => {
    await t?.close();
    model?.closeAllConnections();
    await new Promise<void>((resolve) => model?.close(() => resolve()));
  });

  const poolFollowUp = async () => {
    const run = await begin(t, admin);
    let session = run.first();
    if (session.current.question !== POOL.question) session = await run.answer(() => INDEX_FULL);
    return run.answer(() => POOL_HALF);
  };

  it('asks the model’s question', async () => {
    mode = 'good';
    const session = await poolFollowUp();
    expect(session.current).toMatchObject({
      question: 'How does a pool stop the database from being overwhelmed?',
      follow_up_of: expect.any(Number),
    });
  });

  it('asks the offline question when the model’s reply is not one', async () => {
    mode = 'bad';
    const session = await poolFollowUp();
    expect(session.current.question).toBe(
      'Could you say more about one part of that: caps the number of connections?',
    );
  });
});
