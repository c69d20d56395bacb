import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './testApp.ts';
import { multipart, resumePdf } from './multipart.ts';

let t: TestApp;
let token: string;
let otherToken: string;
let pdf: Uint8Array;

const auth = (tk = token) => ({ authorization: `Bearer ${tk}` });
const FUTURE = '2031-06-01T10:00:00Z';

async function candidate(name: string, skills: string, tk = token) {
  const { payload, headers } = await multipart({
    name,
    phone: '+44 20 7946 0000',
    skills,
    resume: { filename: 'cv.pdf', content: pdf },
  });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/candidate/create',
    payload,
    headers: { ...headers, ...auth(tk) },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id as string;
}

const create = (payload: Record<string, unknown>, tk = token) =>
  t.app.inject({ method: 'POST', url: '/api/interview/create', headers: auth(tk), payload });

async function interview(candidateId: string, extra: Record<string, unknown> = {}) {
  const res = await create({
    candidate_id: candidateId,
    title: 'Interview',
    scheduled_time: FUTURE,
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: string; [k: string]: unknown };
}

const put = (id: string, payload: Record<string, unknown>, tk = token) =>
  t.app.inject({ method: 'PUT', url: `/api/interview/${id}`, headers: auth(tk), payload });

let backend: string;
let plain: string;
let outsider: string;

beforeAll(async () => {
  t = await startTestApp();
  token = await t.login();
  await t.createAdmin('other');
  otherToken = await t.login('other');
  pdf = await resumePdf();
  const settings = await t.app.inject({
    method: 'PATCH',
    url: '/api/admin/settings',
    headers: auth(),
    payload: {
      skills: [
        { skill: 'Backend', num_questions: 4 },
        { skill: 'Frontend', num_questions: 0 },
        { skill: 'Python', num_questions: 2 },
        { skill: 'Empty', num_questions: 0 },
      ],
    },
  });
  expect(settings.statusCode, settings.body).toBe(200);
  const training = await t.app.inject({
    method: 'POST',
    url: '/api/training/create',
    headers: auth(),
    payload: {
      domain: 'frontend',
      questions: ['a', 'b', 'c'].map((q) => ({ question: q, difficulty: 'easy', tags: ['x'] })),
    },
  });
  expect(training.statusCode, training.body).toBe(201);
  backend = await candidate('Backend Person', 'backend, FRONTEND ,python');
  plain = await candidate('Plain Person', '');
  outsider = await candidate('Outsider', 'Cobol');
});
afterAll(async () => {
  await t?.close();
});

describe('POST /interview/create', () => {
  it('creates a scheduled interview with a code, a link and the default voice', async () => {
    const res = await create({
      candidate_id: plain,
      title: ' First round ',
      scheduled_time: FUTURE,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().msg).toBe('Interview created');
    const i = res.json().data;
    expect(i.int_id).toMatch(/^I-[A-Z2-9]{6}$/);
    // the candidate's link carries its token (docs/interview-api.md)
    expect(i.link).toMatch(new RegExp(`^/meeting\\?interviewId=${i.id}&token=[A-Za-z0-9_-]{32}$`));
    expect(i).toMatchObject({
      title: 'First round',
      status: 'scheduled',
      agent_voice: 'ash',
      scheduled_time: '2031-06-01T10:00:00.000Z',
      history: [],
      score: null,
      feedback: '',
      selected: false,
      candidate_id: plain,
    });
    expect(i.candidate).toMatchObject({ id: plain, name: 'Plain Person' });
  });

  it('reads a date-time without an offset as UTC and keeps a given offset', async () => {
    expect((await interview(plain, { scheduled_time: '2031-06-01T10:00:00' })).scheduled_time).toBe(
      '2031-06-01T10:00:00.000Z',
    );
    expect(
      (await interview(plain, { scheduled_time: '2031-06-01T12:00:00+02:00' })).scheduled_time,
    ).toBe('2031-06-01T10:00:00.000Z');
  });

  it('sums the admin counts over the candidate skills, training size standing for 0', async () => {
    // Backend 4 + Frontend (0 -> 3 training questions) + Python 2
    expect((await interview(backend)).num_questions).toBe(9);
    expect((await interview(backend, { num_questions: 7 })).num_questions).toBe(7);
    // no skills: the default
    expect((await interview(plain)).num_questions).toBe(5);
    const empty = await candidate('Empty Skill', 'empty');
    expect((await interview(empty)).num_questions).toBe(5);
  });

  it('refuses a candidate skill the admin does not have', async () => {
    const res = await create({ candidate_id: outsider, title: 'T', scheduled_time: FUTURE });
    expect(res.statusCode).toBe(403);
    expect(res.json().msg).toBe("Skill 'Cobol' is not one of your skills");
  });

  it('answers 404 for an unknown, deleted or foreign candidate', async () => {
    const foreign = await candidate('Foreign', '', otherToken);
    const deleted = await candidate('Deleted', '');
    await t.app.inject({ method: 'DELETE', url: `/api/candidate/${deleted}`, headers: auth() });
    for (const id of ['nope', foreign, deleted]) {
      const res = await create({ candidate_id: id, title: 'T', scheduled_time: FUTURE });
      expect(res.statusCode, id).toBe(404);
      expect(res.json().msg).toBe('Candidate not found');
    }
  });

  it.each([
    [{ agent_voice: 'robot' }],
    [{ scheduled_time: 'tomorrow' }],
    [{ scheduled_time: '2031-13-45T10:00:00Z' }],
    [{ num_questions: 0 }],
    [{ num_questions: 101 }],
    [{ num_questions: 2.5 }],
    [{ title: '   ' }],
    [{ title: undefined }],
    [{ candidate_id: undefined }],
  ])('validates %o', async (override) => {
    const res = await create({
      candidate_id: plain,
      title: 'T',
      scheduled_time: FUTURE,
      ...override,
    });
    expect(res.statusCode).toBe(400);
    expect(typeof res.json().msg).toBe('string');
  });

  it('accepts every voice', async () => {
    for (const voice of ['ash', 'ballad', 'coral', 'sage', 'verse']) {
      expect((await interview(plain, { agent_voice: voice })).agent_voice).toBe(voice);
    }
  });
});

describe('GET /interview/list', () => {
  let app2: TestApp;
  let tk: string;
  const ids: Record<string, string> = {};
  const list = async (q: string) => {
    const res = await app2.app.inject({
      url: `/api/interview/list?${q}`,
      headers: { authorization: `Bearer ${tk}` },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as {
      items: { id: string; title: string; status: string; candidate: Record<string, unknown> }[];
      total: number;
      page: number;
      limit: number;
      total_pages: number;
    };
  };
  beforeAll(async () => {
    app2 = await startTestApp();
    tk = await app2.login();
    const { payload, headers } = await multipart({
      name: 'Listed',
      phone: '12345',
      email: 'listed@example.com',
      skills: '',
      resume: { filename: 'cv.pdf', content: pdf },
    });
    const c = await app2.app.inject({
      method: 'POST',
      url: '/api/candidate/create',
      payload,
      headers: { ...headers, authorization: `Bearer ${tk}` },
    });
    const candidateId = c.json().data.id as string;
    const make = async (title: string, time: string, status?: string) => {
      const res = await app2.app.inject({
        method: 'POST',
        url: '/api/interview/create',
        headers: { authorization: `Bearer ${tk}` },
        payload: { candidate_id: candidateId, title, scheduled_time: time },
      });
      ids[title] = res.json().data.id;
      if (status) {
        await app2.app.inject({
          method: 'PUT',
          url: `/api/interview/${ids[title]}`,
          headers: { authorization: `Bearer ${tk}` },
          payload: { status },
        });
      }
      app2.clock.advance(3);
    };
    await make('later', '2031-03-01T10:00:00Z');
    await make('sooner', '2031-01-01T10:00:00Z');
    await make('running', '2030-12-01T10:00:00Z', 'in_progress');
    await make('done', '2030-01-01T10:00:00Z', 'completed');
    await make('off', '2030-02-01T10:00:00Z', 'cancelled');
  });
  afterAll(async () => {
    await app2?.close();
  });

  it('lists newest first with a candidate object', async () => {
    const data = await list('');
    expect(data).toMatchObject({ total: 5, page: 1, limit: 20, total_pages: 1 });
    expect(data.items.map((i) => i.title)).toEqual(['off', 'done', 'running', 'sooner', 'later']);
    const c = data.items[0]!.candidate;
    expect(c).toMatchObject({
      name: 'Listed',
      email: 'listed@example.com',
      phone: '12345',
      skills: [],
    });
    expect(c.cand_id).toMatch(/^C-/);
    expect(c.resume_url).toMatch(/^\/api\/resumes\/[a-f0-9]{32}\.pdf\?expires=\d+&sig=/);
    expect(c).toHaveProperty('profile_summary');
    expect(c).toHaveProperty('created_at');
  });

  it('filters by one status or a comma-separated list, upcoming ones soonest first', async () => {
    expect((await list('status=completed')).items.map((i) => i.title)).toEqual(['done']);
    expect((await list('status=scheduled,in_progress')).items.map((i) => i.title)).toEqual([
      'running',
      'sooner',
      'later',
    ]);
    expect(
      (await list('status=scheduled&sort=scheduled_time&order=desc')).items.map((i) => i.title),
    ).toEqual(['later', 'sooner']);
    expect((await list('sort=created_at&order=asc')).items[0]!.title).toBe('later');
  });

  it('filters by candidate and pages', async () => {
    const p = await list('limit=2&page=3');
    expect(p).toMatchObject({ total: 5, page: 3, limit: 2, total_pages: 3 });
    expect(p.items.map((i) => i.title)).toEqual(['later']);
    expect((await list('candidate_id=someone-else')).total).toBe(0);
    expect((await list('candidate_id=someone-else')).items).toEqual([]);
  });

  it.each(['status=done', 'status=scheduled,nope', 'page=0', 'limit=101', 'sort=name', 'order=up'])(
    'answers 400 for %s',
    async (q) => {
      const res = await app2.app.inject({
        url: `/api/interview/list?${q}`,
        headers: { authorization: `Bearer ${tk}` },
      });
      expect(res.statusCode).toBe(400);
      expect(typeof res.json().msg).toBe('string');
    },
  );
});

describe('GET, PUT and DELETE /interview/:id', () => {
  it('gets one interview', async () => {
    const i = await interview(plain);
    const res = await t.app.inject({ url: `/api/interview/${i.id}`, headers: auth() });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: i.id, int_id: i.int_id });
  });

  it('reschedules, renames and cancels', async () => {
    const i = await interview(plain);
    const res = await put(i.id, {
      scheduled_time: '2032-01-02T03:04:05Z',
      title: 'Renamed',
      agent_voice: 'sage',
      num_questions: 12,
      status: 'cancelled',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().msg).toBe('Interview updated');
    expect(res.json().data).toMatchObject({
      scheduled_time: '2032-01-02T03:04:05.000Z',
      title: 'Renamed',
      agent_voice: 'sage',
      num_questions: 12,
      status: 'cancelled',
    });
    const again = await t.app.inject({ url: `/api/interview/${i.id}`, headers: auth() });
    expect(again.json().data.status).toBe('cancelled');
  });

  it('completes with a history: the score is the average, rounded to one decimal', async () => {
    const i = await interview(plain);
    const history = [
      { question: 'Q1', answer: 'A1', score: 4 },
      { question: 'Q2', answer: 'A2', score: 3 },
      { question: 'Q3', answer: 'A3', score: 3 },
    ];
    const res = await put(i.id, {
      status: 'completed',
      history,
      feedback: 'Good',
      selected: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      status: 'completed',
      history,
      score: 3.3,
      feedback: 'Good',
      selected: true,
    });
    const explicit = await put(i.id, { history, score: 4.5 });
    expect(explicit.json().data.score).toBe(4.5);
    const cleared = await put(i.id, { history: [] });
    expect(cleared.json().data.score).toBeNull();
  });

  it.each([
    [{ status: 'done' }],
    [{ score: 6 }],
    [{ score: -1 }],
    [{ scheduled_time: 'soon' }],
    [{ agent_voice: 'robot' }],
    [{ num_questions: 0 }],
    [{ selected: 'perhaps' }],
    [{ title: '' }],
    [{ history: [{ question: 'Q', answer: 'A', score: 7 }] }],
    [{ history: [{ question: 'Q' }] }],
    [{ history: 'not a list' }],
  ])('validates %o', async (body) => {
    const i = await interview(plain);
    const res = await put(i.id, body);
    expect(res.statusCode).toBe(400);
    expect(typeof res.json().msg).toBe('string');
  });

  it('deletes', async () => {
    const i = await interview(plain);
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/interview/${i.id}`,
      headers: auth(),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().msg).toBe('Interview deleted');
    const gone = await t.app.inject({ url: `/api/interview/${i.id}`, headers: auth() });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().msg).toBe('Interview not found');
  });

  it("answers 404 for an unknown id and for another admin's interview", async () => {
    const i = await interview(plain);
    for (const [id, tk] of [
      ['0123456789abcdef01234567', token],
      [i.id, otherToken],
    ] as const) {
      for (const method of ['GET', 'DELETE'] as const) {
        const res = await t.app.inject({ method, url: `/api/interview/${id}`, headers: auth(tk) });
        expect(res.statusCode).toBe(404);
        expect(res.json().msg).toBe('Interview not found');
      }
      const upd = await put(id, { status: 'cancelled' }, tk);
      expect(upd.statusCode).toBe(404);
    }
    const otherList = await t.app.inject({ url: '/api/interview/list', headers: auth(otherToken) });
    expect(otherList.json().data.total).toBe(0);
    const mine = await t.app.inject({ url: `/api/interview/${i.id}`, headers: auth() });
    expect(mine.json().data.status).toBe('scheduled');
  });
});
