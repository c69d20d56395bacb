import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './testApp.ts';

let t: TestApp;
let token: string;
let otherToken: string;
const bearer = (tok: string) => ({ authorization: `Bearer ${tok}` });

interface Job {
  id: string;
  title: string;
  department: string;
  description: string;
  required_skills: string[];
  status: 'open' | 'closed';
  created_at: string;
  updated_at: string;
}

const list = (query: Record<string, unknown>, tok = token) => {
  const qs = new URLSearchParams(
    Object.entries(query).map(([k, v]): [string, string] => [
      k,
      typeof v === 'string' ? v : JSON.stringify(v),
    ]),
  ).toString();
  return t.app.inject({
    method: 'GET',
    url: `/api/jobs${qs ? `?${qs}` : ''}`,
    headers: bearer(tok),
  });
};
const create = (payload: Record<string, unknown>, tok = token) =>
  t.app.inject({ method: 'POST', url: '/api/jobs', headers: bearer(tok), payload });

const seeded: Job[] = [];

beforeAll(async () => {
  t = await startTestApp();
  token = await t.login();
  await t.createAdmin('jobs-other');
  otherToken = await t.login('jobs-other');
  const rows = [
    {
      title: 'Backend Engineer',
      department: 'Engineering',
      description: 'Node and SQL',
      required_skills: ['Node.js', 'SQL'],
    },
    {
      title: 'frontend engineer',
      department: 'Engineering',
      description: 'React work',
      required_skills: ['React'],
    },
    {
      title: 'Data Analyst',
      department: 'Analytics',
      description: 'Dashboards, 100% SQL',
      required_skills: ['SQL'],
      status: 'closed',
    },
    { title: 'Product Designer', department: 'Design', description: 'Figma and user_research' },
    { title: 'Support Lead', department: 'Customer Success', description: 'Help customers' },
  ];
  for (const row of rows) {
    const res = await create(row);
    expect(res.statusCode).toBe(201);
    seeded.push(res.json());
  }
  await create({ title: 'Other admin job', department: 'Engineering' }, otherToken);
});
afterAll(async () => {
  await t.close();
});

describe('POST /api/jobs', () => {
  it('answers the created record, with defaults', async () => {
    const res = await create({
      title: '  QA Engineer ',
      required_skills: [' Testing ', 'testing', ''],
    });
    expect(res.statusCode).toBe(201);
    const job = res.json();
    expect(job).toMatchObject({
      title: 'QA Engineer',
      department: '',
      description: '',
      required_skills: ['Testing'],
      status: 'open',
    });
    expect(job.id).toMatch(/^[0-9a-f]{24}$/);
    expect(job.created_at).toBe(job.updated_at);
    expect(Object.keys(job).sort()).toEqual(
      [
        'created_at',
        'department',
        'description',
        'id',
        'required_skills',
        'status',
        'title',
        'updated_at',
      ].sort(),
    );
    await t.app.inject({ method: 'DELETE', url: `/api/jobs/${job.id}`, headers: bearer(token) });
  });

  it('validates the record', async () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [{}, /Title is required/],
      [{ title: '   ' }, /Title is required/],
      [{ title: 'x'.repeat(201) }, /at most 200/],
      [{ title: 'Job', status: 'paused' }, /^Status must be one of: open, closed\.$/],
      [{ title: 'Job', required_skills: 'React' }, /^Required skills must be a list\.$/],
      [{ title: 'Job', required_skills: [1, { a: 1 }] }, /^Required skill 2 must be text\.$/],
      [{ title: 'Job', salary: 100 }, /^Unknown field: salary\.$/],
    ];
    for (const [payload, msg] of cases) {
      const res = await create(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().msg).toMatch(msg);
    }
  });
});

describe('GET /api/jobs (getList)', () => {
  it('sorts, pages and counts in Content-Range', async () => {
    const res = await list({ sort: ['title', 'ASC'], range: [0, 1], filter: {} });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-range']).toBe('jobs 0-1/5');
    expect(res.json().map((j: Job) => j.title)).toEqual(['Backend Engineer', 'Data Analyst']);

    const page2 = await list({ sort: ['title', 'ASC'], range: [2, 3], filter: {} });
    expect(page2.headers['content-range']).toBe('jobs 2-3/5');
    // case-insensitive title order
    expect(page2.json().map((j: Job) => j.title)).toEqual([
      'frontend engineer',
      'Product Designer',
    ]);

    const last = await list({ sort: ['title', 'DESC'], range: [4, 24] });
    expect(last.headers['content-range']).toBe('jobs 4-4/5');
    expect(last.json().map((j: Job) => j.title)).toEqual(['Backend Engineer']);

    const beyond = await list({ sort: ['title', 'ASC'], range: [50, 74] });
    expect(beyond.json()).toEqual([]);
    expect(beyond.headers['content-range']).toBe('jobs */5');
  });

  it('sorts by any whitelisted field, either direction', async () => {
    for (const field of ['id', 'title', 'department', 'status', 'created_at', 'updated_at']) {
      const asc = await list({ sort: [field, 'ASC'], range: [0, 9] });
      const desc = await list({ sort: [field, 'desc'], range: [0, 9] });
      expect(asc.statusCode).toBe(200);
      expect(desc.statusCode).toBe(200);
      expect(asc.json().map((j: Job) => j.id)).toEqual(
        desc
          .json()
          .map((j: Job) => j.id)
          .reverse(),
      );
    }
    const byDept = await list({ sort: ['department', 'ASC'], range: [0, 9] });
    expect(byDept.json()[0].department).toBe('Analytics');
  });

  it('filters by status and department', async () => {
    const closed = await list({
      sort: ['title', 'ASC'],
      range: [0, 9],
      filter: { status: 'closed' },
    });
    expect(closed.json().map((j: Job) => j.title)).toEqual(['Data Analyst']);
    expect(closed.headers['content-range']).toBe('jobs 0-0/1');
    const eng = await list({ filter: { department: 'engineering', status: 'open' } });
    expect(eng.json()).toHaveLength(2);
  });

  it('searches title, department and description with q, case-insensitively', async () => {
    const titles = async (q: string) =>
      (await list({ sort: ['title', 'ASC'], filter: { q } })).json().map((j: Job) => j.title);
    expect(await titles('ENGINEER')).toEqual(['Backend Engineer', 'frontend engineer']);
    expect(await titles('customer')).toEqual(['Support Lead']);
    expect(await titles('figma')).toEqual(['Product Designer']);
    // LIKE wildcards in q are literal characters
    expect(await titles('%')).toEqual(['Data Analyst']);
    expect(await titles('_')).toEqual(['Product Designer']);
    expect(await titles("'; drop table jobs; --")).toEqual([]);
    expect(await titles('   ')).toHaveLength(5);
  });

  it('never lists another admin’s jobs', async () => {
    const mine = await list({ filter: { q: 'other admin' } });
    expect(mine.json()).toEqual([]);
    const theirs = await list({}, otherToken);
    expect(theirs.json().map((j: Job) => j.title)).toEqual(['Other admin job']);
    expect(theirs.headers['content-range']).toBe('jobs 0-0/1');
  });

  it('answers every job without a range, newest first by default', async () => {
    const res = await list({});
    expect(res.json()).toHaveLength(5);
    expect(res.headers['content-range']).toBe('jobs 0-4/5');
  });
});

describe('GET /api/jobs?filter={"id":[...]} (getMany)', () => {
  it('answers the records of the ids that belong to the admin', async () => {
    const others = (await list({}, otherToken)).json() as Job[];
    const ids = [seeded[0]!.id, seeded[2]!.id, others[0]!.id, 'f'.repeat(24)];
    const res = await list({ filter: { id: ids } });
    expect(res.statusCode).toBe(200);
    expect(
      res
        .json()
        .map((j: Job) => j.id)
        .sort(),
    ).toEqual([seeded[0]!.id, seeded[2]!.id].sort());
    const none = await list({ filter: { id: [] } });
    expect(none.json()).toEqual([]);
    const single = await list({ filter: { id: seeded[1]!.id } });
    expect(single.json()).toEqual([seeded[1]]);
  });
});

describe('GET, PUT and DELETE /api/jobs/:id', () => {
  it('reads one record', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/jobs/${seeded[0]!.id}`,
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(seeded[0]);
  });

  it('updates with the whole record (as react-admin sends it) or a part', async () => {
    const job = seeded[3]!;
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/jobs/${job.id}`,
      headers: bearer(token),
      payload: { ...job, title: 'Senior Product Designer', required_skills: ['Figma'] },
    });
    expect(res.statusCode).toBe(200);
    const updated = res.json();
    expect(updated).toMatchObject({
      id: job.id,
      title: 'Senior Product Designer',
      required_skills: ['Figma'],
    });
    expect(updated.created_at).toBe(job.created_at);
    expect(updated.updated_at >= job.updated_at).toBe(true);

    const partial = await t.app.inject({
      method: 'PUT',
      url: `/api/jobs/${job.id}`,
      headers: bearer(token),
      payload: { status: 'closed' },
    });
    expect(partial.json()).toMatchObject({ title: 'Senior Product Designer', status: 'closed' });
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/jobs/${job.id}`,
      headers: bearer(token),
    });
    expect(read.json()).toEqual(partial.json());

    const bad = await t.app.inject({
      method: 'PUT',
      url: `/api/jobs/${job.id}`,
      headers: bearer(token),
      payload: { title: '' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toBe('Title is required');
  });

  it('deletes and answers the deleted record', async () => {
    const created = (await create({ title: 'Temporary' })).json();
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/jobs/${created.id}`,
      // react-admin sends DELETE with a text/plain content type and no body
      headers: { ...bearer(token), 'content-type': 'text/plain' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(created);
    const gone = await t.app.inject({
      method: 'GET',
      url: `/api/jobs/${created.id}`,
      headers: bearer(token),
    });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().msg).toBe('Job not found');
  });

  it('answers 404 for another admin’s job, for every method', async () => {
    const theirs = ((await list({}, otherToken)).json() as Job[])[0]!;
    const calls = [
      { method: 'GET' as const },
      { method: 'PUT' as const, payload: { title: 'Hijacked' } },
      { method: 'DELETE' as const },
    ];
    for (const call of calls) {
      const res = await t.app.inject({
        ...call,
        url: `/api/jobs/${theirs.id}`,
        headers: bearer(token),
      });
      expect(res.statusCode, call.method).toBe(404);
      expect(res.json().msg).toBe('Job not found');
    }
    const still = await t.app.inject({
      method: 'GET',
      url: `/api/jobs/${theirs.id}`,
      headers: bearer(otherToken),
    });
    expect(still.json().title).toBe('Other admin job');
  });

  it('needs a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/jobs' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ msg: 'Missing Authorization Header' });
  });
});

describe('list parameter validation', () => {
  it.each([
    [{ sort: '["title","ASC"' }, /sort: not valid JSON/],
    [{ sort: '"title"' }, /Invalid sort/],
    [{ sort: ['admin_id', 'ASC'] }, /cannot sort by "admin_id"/],
    [{ sort: ['title', 'UP'] }, /ASC or DESC/],
    [{ range: '[0,' }, /range: not valid JSON/],
    [{ range: [-1, 5] }, /Invalid range/],
    [{ range: [5, 1] }, /Invalid range/],
    [{ range: [0.5, 2] }, /Invalid range/],
    [{ range: [0] }, /Invalid range/],
    [{ filter: '{q:' }, /filter: not valid JSON/],
    [{ filter: '[1]' }, /expected a JSON object/],
    [{ filter: { status: 'paused' } }, /status must be open or closed/],
    [{ filter: { admin_id: 'x' } }, /unknown field "admin_id"/],
    [{ filter: { q: 5 } }, /q must be a string/],
    [{ filter: { id: [{}] } }, /id must be/],
  ])('%j → 400', async (query, msg) => {
    const res = await list(query);
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toMatch(msg);
  });
});
