import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './testApp.ts';

let t: TestApp;
let token: string;
let otherToken: string;

const auth = (tk = token) => ({ authorization: `Bearer ${tk}` });
const q = (question: string, difficulty = 'easy', tags = ['general']) => ({
  question,
  difficulty,
  tags,
});
const create = (payload: unknown, tk = token) =>
  t.app.inject({
    method: 'POST',
    url: '/api/training/create',
    headers: auth(tk),
    payload: payload as object,
  });
const update = (id: string, payload: unknown, tk = token) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/training/${id}`,
    headers: auth(tk),
    payload: payload as object,
  });
const list = async (query = '', tk = token) =>
  (await t.app.inject({ url: `/api/training/list${query}`, headers: auth(tk) })).json();
const skills = async () =>
  (await t.app.inject({ url: '/api/admin/list_skills', headers: auth() })).json().data.skills as {
    skill: string;
    num_questions: number;
  }[];

beforeAll(async () => {
  t = await startTestApp();
  token = await t.login();
  await t.createAdmin('other');
  otherToken = await t.login('other');
});
afterAll(async () => {
  await t?.close();
});

describe('training data', () => {
  it('lists [] when there is none', async () => {
    const body = await list();
    expect(body.statusCode).toBe(200);
    expect(body.data).toEqual([]);
  });

  it('creates a set and adds its domain to the skills with its question count', async () => {
    const res = await create({
      domain: '  Backend ',
      questions: [q('What is REST?', 'easy', [' api ', 'API', 'http']), q('Explain ACID.', 'hard')],
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().msg).toBe('Training data saved successfully');
    const set = res.json().data;
    expect(set.domain).toBe('Backend');
    expect(set.id).toMatch(/^[a-f0-9]{24}$/);
    expect(set.last_updated).toMatch(/Z$/);
    expect(set.questions).toEqual([
      { question: 'What is REST?', difficulty: 'easy', tags: ['api', 'http'] },
      { question: 'Explain ACID.', difficulty: 'hard', tags: ['general'] },
    ]);
    expect(await skills()).toContainEqual({ skill: 'Backend', num_questions: 2 });
  });

  it('upserts by domain in any case, skipping questions it already has', async () => {
    const res = await create({
      domain: 'BACKEND',
      questions: [q('  what is rest?  '), q('Explain CAP.', 'medium'), q('explain cap.')],
    });
    expect(res.statusCode, res.body).toBe(201);
    const set = res.json().data;
    expect(set.domain).toBe('Backend');
    expect(set.questions.map((x: { question: string }) => x.question)).toEqual([
      'What is REST?',
      'Explain ACID.',
      'Explain CAP.',
    ]);
    const all = await list();
    expect(all.data).toHaveLength(1);
    // the skill already existed: its count is left alone
    expect((await skills()).filter((s) => s.skill.toLowerCase() === 'backend')).toEqual([
      { skill: 'Backend', num_questions: 2 },
    ]);
  });

  it('does not add a skill the admin already has', async () => {
    await t.app.inject({
      method: 'PATCH',
      url: '/api/admin/settings',
      headers: auth(),
      payload: { skills: [{ skill: 'devops', num_questions: 9 }] },
    });
    const res = await create({ domain: 'DevOps', questions: [q('What is a container?')] });
    expect(res.statusCode).toBe(201);
    const devops = (await skills()).filter((s) => s.skill.toLowerCase() === 'devops');
    expect(devops).toEqual([{ skill: 'devops', num_questions: 9 }]);
  });

  it('gets one set and lists the most recently updated first, filtered by domain or tag', async () => {
    const fe = await create({
      domain: 'Frontend',
      questions: [q('What is JSX?', 'easy', ['React']), q('What is CSS grid?', 'medium', ['css'])],
    });
    const id = fe.json().data.id;
    const one = await t.app.inject({ url: `/api/training/${id}`, headers: auth() });
    expect(one.statusCode).toBe(200);
    expect(one.json().data.domain).toBe('Frontend');
    expect((await list()).data.map((s: { domain: string }) => s.domain)).toEqual([
      'Frontend',
      'DevOps',
      'Backend',
    ]);
    expect((await list('?domain=frontend')).data.map((s: { domain: string }) => s.domain)).toEqual([
      'Frontend',
    ]);
    const byTag = (await list('?tag=react')).data;
    expect(byTag.map((s: { domain: string }) => s.domain)).toEqual(['Frontend']);
    expect(byTag[0].questions).toHaveLength(2);
    expect((await list('?tag=nothing')).data).toEqual([]);
    expect((await list('?domain=none')).data).toEqual([]);
  });

  it('replaces the questions on update and renames the domain', async () => {
    const created = await create({ domain: 'Data', questions: [q('Old one')] });
    const id = created.json().data.id;
    const before = created.json().data.last_updated;
    t.clock.advance(5);
    const res = await update(id, {
      domain: 'Data Science',
      questions: [q('New one', 'medium', ['ml']), q('new one')],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().msg).toBe('Training data updated successfully');
    expect(res.json().data).toMatchObject({
      id,
      domain: 'Data Science',
      questions: [{ question: 'New one', difficulty: 'medium', tags: ['ml'] }],
    });
    expect(res.json().data.last_updated > before).toBe(true);
    // only the domain: the questions stay
    const renamed = await update(id, { domain: 'data science' });
    expect(renamed.json().data.questions).toHaveLength(1);
    expect(renamed.json().data.domain).toBe('data science');
  });

  it('refuses to rename a set to a domain another set has', async () => {
    const a = await create({ domain: 'Alpha', questions: [q('A?')] });
    await create({ domain: 'Beta', questions: [q('B?')] });
    const res = await update(a.json().data.id, { domain: 'BETA' });
    expect(res.statusCode).toBe(409);
    expect(res.json().msg).toBe('Training data for this domain already exists');
  });

  it('deletes', async () => {
    const a = await create({ domain: 'Temp', questions: [q('T?')] });
    const id = a.json().data.id;
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/training/${id}`,
      headers: auth(),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().msg).toBe('Training data deleted successfully');
    const gone = await t.app.inject({ url: `/api/training/${id}`, headers: auth() });
    expect(gone.statusCode).toBe(404);
  });

  it("answers 404 for unknown ids and for another admin's set", async () => {
    const mine = (await create({ domain: 'Mine', questions: [q('M?')] })).json().data.id;
    for (const [id, tk] of [
      ['0123456789abcdef01234567', token],
      [mine, otherToken],
    ] as const) {
      const get = await t.app.inject({ url: `/api/training/${id}`, headers: auth(tk) });
      const put = await update(id, { domain: 'X' }, tk);
      const del = await t.app.inject({
        method: 'DELETE',
        url: `/api/training/${id}`,
        headers: auth(tk),
      });
      for (const res of [get, put, del]) {
        expect(res.statusCode).toBe(404);
        expect(res.json().msg).toBe('Training data not found or access denied');
      }
    }
    expect((await list('', otherToken)).data).toEqual([]);
    // the other admin may have a set of the same domain
    expect((await create({ domain: 'Mine', questions: [q('M?')] }, otherToken)).statusCode).toBe(
      201,
    );
  });

  it.each([
    [{ questions: [q('x')] }, 'Domain is required'],
    [{ domain: '   ', questions: [] }, 'Domain is required'],
    [{ domain: null }, 'Domain is required'],
  ])('requires a domain: %o', async (body, msg) => {
    const res = await create(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe(msg);
  });

  it.each([
    ['bad difficulty', { domain: 'V', questions: [q('x', 'extreme')] }],
    ['empty question', { domain: 'V', questions: [q('   ')] }],
    ['question too long', { domain: 'V', questions: [q('x'.repeat(2001))] }],
    ['no tags', { domain: 'V', questions: [q('x', 'easy', [])] }],
    ['empty tag', { domain: 'V', questions: [q('x', 'easy', ['  '])] }],
    ['tag too long', { domain: 'V', questions: [q('x', 'easy', ['t'.repeat(51)])] }],
    [
      'too many tags',
      {
        domain: 'V',
        questions: [
          q(
            'x',
            'easy',
            Array.from({ length: 31 }, (_, i) => `t${i}`),
          ),
        ],
      },
    ],
    [
      'too many questions',
      { domain: 'V', questions: Array.from({ length: 201 }, (_, i) => q(`q${i}`)) },
    ],
    ['questions not a list', { domain: 'V', questions: 'x' }],
    ['domain too long', { domain: 'd'.repeat(101), questions: [] }],
  ])('validates: %s', async (_label, body) => {
    const res = await create(body);
    expect(res.statusCode).toBe(400);
    expect(typeof res.json().msg).toBe('string');
  });

  it('caps a set at 200 questions after appending', async () => {
    const first = await create({
      domain: 'Big',
      questions: Array.from({ length: 150 }, (_, i) => q(`a${i}`)),
    });
    expect(first.statusCode).toBe(201);
    const more = await create({
      domain: 'big',
      questions: Array.from({ length: 60 }, (_, i) => q(`b${i}`)),
    });
    expect(more.statusCode).toBe(400);
    expect(more.json().msg).toBe('A training set holds at most 200 questions');
    const dupes = await create({
      domain: 'big',
      questions: Array.from({ length: 60 }, (_, i) => q(`A${i}`)),
    });
    expect(dupes.statusCode).toBe(201);
    expect(dupes.json().data.questions).toHaveLength(150);
  });
});
