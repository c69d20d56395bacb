// Training questions' expected points (docs/interview-api.md, "Training questions: expected
// points"): kept by create and update (trimmed, empty and repeated ones dropped), returned by get
// and list, omitted from a question that has none; limits answered in the doc's words.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './testApp.ts';

let t: TestApp;
let token: string;

const auth = () => ({ authorization: `Bearer ${token}` });
const q = (question: string, expected_points?: unknown) => ({
  question,
  difficulty: 'medium',
  tags: ['sql'],
  ...(expected_points !== undefined && { expected_points }),
});
const create = (domain: string, questions: unknown[]) =>
  t.app.inject({
    method: 'POST',
    url: '/api/training/create',
    headers: auth(),
    payload: { domain, questions },
  });
const update = (id: string, questions: unknown[]) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/training/${id}`,
    headers: auth(),
    payload: { questions },
  });
const get = async (id: string) =>
  (await t.app.inject({ url: `/api/training/${id}`, headers: auth() })).json();

beforeAll(async () => {
  t = await startTestApp();
  token = await t.login();
});
afterAll(async () => {
  await t?.close();
});

describe('expected points of training questions', () => {
  it('keeps them on create, trimmed, with empty and repeated ones dropped; get and list return them', async () => {
    const res = await create('Databases', [
      q('How would you speed up a slow query?', [
        '  indexes ',
        '',
        '   ',
        'query plan (EXPLAIN)',
        'Indexes',
        'caching',
      ]),
      q('What is a transaction?'),
      q('What is normalisation?', ['', ' ']),
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const expected = [
      {
        question: 'How would you speed up a slow query?',
        difficulty: 'medium',
        tags: ['sql'],
        expected_points: ['indexes', 'query plan (EXPLAIN)', 'caching'],
      },
      // none given, or none left: the field is omitted
      { question: 'What is a transaction?', difficulty: 'medium', tags: ['sql'] },
      { question: 'What is normalisation?', difficulty: 'medium', tags: ['sql'] },
    ];
    const set = res.json().data;
    expect(set.questions).toEqual(expected);
    expect((await get(set.id)).data.questions).toEqual(expected);
    const listed = (
      await t.app.inject({ url: '/api/training/list?domain=databases', headers: auth() })
    ).json().data;
    expect(listed).toHaveLength(1);
    expect(listed[0].questions).toEqual(expected);
  });

  it('replaces them on update, and drops them when a question is sent without them', async () => {
    const created = await create('Python', [q('What is a decorator?', ['wraps a function'])]);
    const id = created.json().data.id;
    const res = await update(id, [
      q('What is a decorator?'),
      q('What is a generator?', ['yield', 'lazy evaluation']),
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const questions = (await get(id)).data.questions;
    expect(questions).toEqual([
      { question: 'What is a decorator?', difficulty: 'medium', tags: ['sql'] },
      {
        question: 'What is a generator?',
        difficulty: 'medium',
        tags: ['sql'],
        expected_points: ['yield', 'lazy evaluation'],
      },
    ]);
  });

  it('adds a new question with its points to an existing domain', async () => {
    const res = await create('python', [q('What is a context manager?', ['with statement'])]);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.questions.at(-1)).toEqual({
      question: 'What is a context manager?',
      difficulty: 'medium',
      tags: ['sql'],
      expected_points: ['with statement'],
    });
  });

  it('accepts 10 points of 200 characters (after trimming)', async () => {
    const points = Array.from({ length: 10 }, (_, i) => `  ${String(i).padEnd(200, 'x')}  `);
    const res = await create('Limits', [q('Ten points?', [...points, '', ' '])]);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.questions[0].expected_points).toEqual(points.map((p) => p.trim()));
  });

  it('refuses more than 10 points on create and update, in plain words', async () => {
    const eleven = Array.from({ length: 11 }, (_, i) => `point ${i}`);
    const res = await create('Too many', [q('Eleven?', eleven)]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ msg: 'Each question can have at most 10 expected points' });

    const id = (await create('Fine', [q('One?', ['one'])])).json().data.id;
    const up = await update(id, [q('One?', eleven)]);
    expect(up.statusCode).toBe(400);
    expect(up.json().msg).toBe('Each question can have at most 10 expected points');
    expect((await get(id)).data.questions[0].expected_points).toEqual(['one']);
  });

  it('refuses a point longer than 200 characters, in plain words', async () => {
    const res = await create('Too long', [q('Long?', ['x'.repeat(201)])]);
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('An expected point must be at most 200 characters');

    const id = (await create('Fine too', [q('One?')])).json().data.id;
    const up = await update(id, [q('One?', ['ok', 'y'.repeat(5000)])]);
    expect(up.statusCode).toBe(400);
    expect(up.json().msg).toBe('An expected point must be at most 200 characters');
  });

  it('answers 400, not 500, for points that are not a list', async () => {
    // (items are coerced to strings, as everywhere in the body: [1, 2] is ["1", "2"])
    for (const bad of ['indexes', 3, { a: 'b' }, [['nested']]]) {
      const res = await create('Bad', [q('Bad?', bad)]);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(typeof res.json().msg).toBe('string');
    }
    const listed = (
      await t.app.inject({ url: '/api/training/list?domain=bad', headers: auth() })
    ).json().data;
    expect(listed).toEqual([]);
  });
});
