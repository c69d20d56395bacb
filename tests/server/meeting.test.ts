import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './testApp.ts';
import { multipart, resumePdf } from './multipart.ts';

let t: TestApp;
let interviewId: string;

beforeAll(async () => {
  t = await startTestApp();
  const token = await t.login();
  const auth = { authorization: `Bearer ${token}` };
  const { payload, headers } = await multipart({
    name: 'Secret Name',
    phone: '12345',
    email: 'secret@example.com',
    resume: { filename: 'cv.pdf', content: await resumePdf() },
  });
  const c = await t.app.inject({
    method: 'POST',
    url: '/api/candidate/create',
    payload,
    headers: { ...headers, ...auth },
  });
  const i = await t.app.inject({
    method: 'POST',
    url: '/api/interview/create',
    headers: auth,
    payload: {
      candidate_id: c.json().data.id,
      title: 'Backend interview',
      agent_voice: 'coral',
      scheduled_time: '2031-06-01T10:00:00Z',
    },
  });
  interviewId = i.json().data.id;
  await t.app.inject({
    method: 'PUT',
    url: `/api/interview/${interviewId}`,
    headers: auth,
    payload: { feedback: 'Private feedback', score: 4 },
  });
});
afterAll(async () => {
  await t?.close();
});

describe('GET /api/meeting/:interviewId (public)', () => {
  it('answers only the non-sensitive fields, without a token', async () => {
    const res = await t.app.inject({ url: `/api/meeting/${interviewId}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: {
        title: 'Backend interview',
        scheduled_time: '2031-06-01T10:00:00.000Z',
        status: 'scheduled',
        agent_voice: 'coral',
      },
      msg: 'Interview found',
      statusCode: 200,
    });
    expect(res.body).not.toMatch(/Secret|secret@|Private|resume|score/);
  });

  it.each([
    '0123456789abcdef01234567',
    'nope',
    '..%2F..%2Fetc',
    'x'.repeat(300),
    '%27%20or%201%3D1',
  ])('answers 404 for unknown or malformed id %s', async (id) => {
    const res = await t.app.inject({ url: `/api/meeting/${id}` });
    expect(res.statusCode).toBe(404);
    // ids beyond the router's parameter limit (100) never reach the route: its 404 answers
    expect(res.json().msg).toMatch(id.length > 100 ? /^Not found/ : /^Interview not found$/);
  });
});
