// Bad input to the candidate, resume, interview, training and meeting routes: every row answers
// 4xx with a `msg`, never 500.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { startTestApp, type TestApp } from './testApp.ts';
import { multipart, resumePdf } from './multipart.ts';

let t: TestApp;
let token: string;
let candidateId: string;
let interviewId: string;
let trainingId: string;
let pdf: Uint8Array;

beforeAll(async () => {
  t = await startTestApp();
  token = await t.login();
  pdf = await resumePdf();
  const { payload, headers } = await multipart({
    name: 'Target',
    phone: '12345',
    resume: { filename: 'cv.pdf', content: pdf },
  });
  const auth = { authorization: `Bearer ${token}` };
  const c = await t.app.inject({
    method: 'POST',
    url: '/api/candidate/create',
    payload,
    headers: { ...headers, ...auth },
  });
  candidateId = c.json().data.id;
  const i = await t.app.inject({
    method: 'POST',
    url: '/api/interview/create',
    headers: auth,
    payload: { candidate_id: candidateId, title: 'T', scheduled_time: '2031-01-01T00:00:00Z' },
  });
  interviewId = i.json().data.id;
  const s = await t.app.inject({
    method: 'POST',
    url: '/api/training/create',
    headers: auth,
    payload: { domain: 'X', questions: [] },
  });
  trainingId = s.json().data.id;
});
afterAll(async () => {
  await t?.close();
});

type Row = [label: string, build: () => Promise<InjectOptions> | InjectOptions];

const json = (
  method: InjectOptions['method'],
  url: string,
  body: string,
  type = 'application/json',
): InjectOptions => ({
  method,
  url,
  payload: body,
  headers: { 'content-type': type },
});
const form = async (
  method: InjectOptions['method'],
  url: string,
  fields: Parameters<typeof multipart>[0],
) => {
  const { payload, headers } = await multipart(fields);
  return { method, url, payload, headers } as InjectOptions;
};
const rawForm = (
  method: InjectOptions['method'],
  url: string,
  body: string,
  type: string,
): InjectOptions => ({
  method,
  url,
  payload: body,
  headers: { 'content-type': type },
});
const good = { name: 'N', phone: '12345' };

const rows: Row[] = [
  // candidates: wrong content types and broken multipart
  ['create: JSON body', () => json('POST', '/api/candidate/create', JSON.stringify({ ...good }))],
  ['create: text body', () => json('POST', '/api/candidate/create', 'name=x', 'text/plain')],
  ['create: xml body', () => json('POST', '/api/candidate/create', '<a/>', 'application/xml')],
  ['create: bad JSON', () => json('POST', '/api/candidate/create', '{"name":')],
  ['create: no body', () => ({ method: 'POST', url: '/api/candidate/create' })],
  [
    'create: multipart without boundary',
    () => rawForm('POST', '/api/candidate/create', 'x', 'multipart/form-data'),
  ],
  [
    'create: truncated multipart',
    () =>
      rawForm(
        'POST',
        '/api/candidate/create',
        '--XX\r\nContent-Disposition: form-data; name="name"\r\n\r\nabc',
        'multipart/form-data; boundary=XX',
      ),
  ],
  [
    'create: garbage multipart',
    () =>
      rawForm(
        'POST',
        '/api/candidate/create',
        'garbage'.repeat(50),
        'multipart/form-data; boundary=XX',
      ),
  ],
  [
    'create: two files',
    async () => {
      const body = new FormData();
      body.append('name', 'N');
      body.append('phone', '12345');
      body.append('resume', new Blob([pdf]), 'a.pdf');
      body.append('resume', new Blob([pdf]), 'b.pdf');
      const req = new Request('http://x/', { method: 'POST', body });
      return {
        method: 'POST',
        url: '/api/candidate/create',
        payload: Buffer.from(await req.arrayBuffer()),
        headers: { 'content-type': req.headers.get('content-type')! },
      };
    },
  ],
  [
    'create: file in another field',
    () =>
      form('POST', '/api/candidate/create', {
        ...good,
        photo: { filename: 'a.pdf', content: pdf },
      }),
  ],
  [
    'create: field beyond the size limit',
    () =>
      form('POST', '/api/candidate/create', {
        ...good,
        skills: 's,'.repeat(150_000),
        resume: { filename: 'a.pdf', content: pdf },
      }),
  ],
  [
    'create: huge name',
    () =>
      form('POST', '/api/candidate/create', {
        ...good,
        name: 'n'.repeat(100_000),
        resume: { filename: 'a.pdf', content: pdf },
      }),
  ],
  [
    'create: too many fields',
    async () => {
      const fields: Record<string, string> = { ...good };
      for (let i = 0; i < 30; i++) fields[`f${i}`] = 'x';
      return form('POST', '/api/candidate/create', fields);
    },
  ],
  [
    'create: __proto__ field',
    () =>
      form('POST', '/api/candidate/create', {
        ...good,
        __proto__x: 'x',
        ['__proto__']: 'x',
      } as Record<string, string>),
  ],
  [
    'create: skills too many',
    () =>
      form('POST', '/api/candidate/create', {
        ...good,
        skills: Array.from({ length: 60 }, (_, i) => `s${i}`).join(','),
        resume: { filename: 'a.pdf', content: pdf },
      }),
  ],
  [
    'create: JSON-typed field that is not JSON',
    () =>
      rawForm(
        'POST',
        '/api/candidate/create',
        '--XX\r\nContent-Disposition: form-data; name="name"\r\nContent-Type: application/json\r\n\r\n{nope\r\n--XX--\r\n',
        'multipart/form-data; boundary=XX',
      ),
  ],
  [
    'update: JSON body',
    () => json('PUT', `/api/candidate/${candidateId}`, JSON.stringify({ name: 'x' })),
  ],
  ['update: bad phone', () => form('PUT', `/api/candidate/${candidateId}`, { phone: '<script>' })],
  ['update: bad email', () => form('PUT', `/api/candidate/${candidateId}`, { email: 'a@b' })],
  ['update: deleted=yes', () => form('PUT', `/api/candidate/${candidateId}`, { deleted: 'yes' })],
  ['update: unknown id', () => form('PUT', '/api/candidate/%27%20or%201%3D1--', { name: 'x' })],
  ['get: long id', () => ({ method: 'GET', url: `/api/candidate/${'a'.repeat(90)}` })],
  ['get: unicode id', () => ({ method: 'GET', url: '/api/candidate/%E2%98%83' })],
  ['delete: unknown id', () => ({ method: 'DELETE', url: '/api/candidate/nope' })],
  ['hard delete: unknown id', () => ({ method: 'DELETE', url: '/api/candidate/hard_delete/nope' })],
  ['segregated: page=abc', () => ({ method: 'GET', url: '/api/candidate/segregated?page=abc' })],
  [
    'segregated: page=1e999',
    () => ({ method: 'GET', url: '/api/candidate/segregated?page=1e999' }),
  ],
  ['segregated: limit=NaN', () => ({ method: 'GET', url: '/api/candidate/segregated?limit=NaN' })],
  [
    'segregated: two pages',
    () => ({ method: 'GET', url: '/api/candidate/segregated?page=1&page=2' }),
  ],
  [
    'segregated: limit=1000',
    () => ({ method: 'GET', url: '/api/candidate/segregated?limit=1000' }),
  ],
  ['list: page=-5', () => ({ method: 'GET', url: '/api/candidate/list?page=-5' })],
  // interviews
  ['interview create: bad JSON', () => json('POST', '/api/interview/create', '{"title":')],
  ['interview create: array body', () => json('POST', '/api/interview/create', '[]')],
  ['interview create: string body', () => json('POST', '/api/interview/create', '"x"')],
  ['interview create: null body', () => json('POST', '/api/interview/create', 'null')],
  ['interview create: empty object', () => json('POST', '/api/interview/create', '{}')],
  ['interview create: text body', () => json('POST', '/api/interview/create', 'x', 'text/plain')],
  [
    'interview create: candidate_id object',
    () =>
      json(
        'POST',
        '/api/interview/create',
        JSON.stringify({
          candidate_id: { $ne: 1 },
          title: 'T',
          scheduled_time: '2031-01-01T00:00:00Z',
        }),
      ),
  ],
  [
    'interview create: num_questions text',
    () =>
      json(
        'POST',
        '/api/interview/create',
        JSON.stringify({
          candidate_id: 'x',
          title: 'T',
          scheduled_time: '2031-01-01T00:00:00Z',
          num_questions: 'ten',
        }),
      ),
  ],
  [
    'interview create: body over 1 MB',
    () =>
      json(
        'POST',
        '/api/interview/create',
        JSON.stringify({ candidate_id: 'x', title: 't'.repeat(1_100_000), scheduled_time: 'x' }),
      ),
  ],
  [
    'interview create: huge title',
    () =>
      json(
        'POST',
        '/api/interview/create',
        JSON.stringify({
          candidate_id: candidateId,
          title: 't'.repeat(5000),
          scheduled_time: '2031-01-01T00:00:00Z',
        }),
      ),
  ],
  [
    'interview list: bad status',
    () => ({ method: 'GET', url: '/api/interview/list?status=%3Cscript%3E' }),
  ],
  ['interview list: limit=0', () => ({ method: 'GET', url: '/api/interview/list?limit=0' })],
  ['interview get: unknown', () => ({ method: 'GET', url: '/api/interview/nope' })],
  ['interview put: bad JSON', () => json('PUT', `/api/interview/${interviewId}`, '{')],
  ['interview put: null body', () => json('PUT', `/api/interview/${interviewId}`, 'null')],
  [
    'interview put: history of nulls',
    () => json('PUT', `/api/interview/${interviewId}`, JSON.stringify({ history: [null] })),
  ],
  [
    'interview put: history too long',
    () =>
      json(
        'PUT',
        `/api/interview/${interviewId}`,
        JSON.stringify({
          history: Array.from({ length: 201 }, () => ({ question: 'q', answer: 'a', score: 1 })),
        }),
      ),
  ],
  [
    'interview put: score as text',
    () => json('PUT', `/api/interview/${interviewId}`, JSON.stringify({ score: 'high' })),
  ],
  [
    'interview put: scheduled_time as number',
    () => json('PUT', `/api/interview/${interviewId}`, JSON.stringify({ scheduled_time: 5 })),
  ],
  [
    'interview put: num_questions 1e999',
    () => json('PUT', `/api/interview/${interviewId}`, '{"num_questions": 1e999}'),
  ],
  [
    'interview put: score 1e999',
    () => json('PUT', `/api/interview/${interviewId}`, '{"score": 1e999}'),
  ],
  [
    'interview put: score "1e999"',
    () => json('PUT', `/api/interview/${interviewId}`, '{"score": "1e999"}'),
  ],
  [
    'interview create: num_questions "1e999"',
    () =>
      json(
        'POST',
        '/api/interview/create',
        JSON.stringify({
          candidate_id: candidateId,
          title: 'T',
          scheduled_time: '2031-01-01T00:00:00Z',
          num_questions: '1e999',
        }),
      ),
  ],
  ['interview list: page=1e999', () => ({ method: 'GET', url: '/api/interview/list?page=1e999' })],
  [
    'interview put: history score "1e999"',
    () =>
      json(
        'PUT',
        `/api/interview/${interviewId}`,
        JSON.stringify({ history: [{ question: 'q', answer: 'a', score: '1e999' }] }),
      ),
  ],
  [
    'interview put: status list',
    () => json('PUT', `/api/interview/${interviewId}`, JSON.stringify({ status: ['completed'] })),
  ],
  ['interview delete: unknown', () => ({ method: 'DELETE', url: '/api/interview/nope' })],
  // training
  ['training create: bad JSON', () => json('POST', '/api/training/create', '{"domain":')],
  ['training create: no body', () => ({ method: 'POST', url: '/api/training/create' })],
  ['training create: array body', () => json('POST', '/api/training/create', '[]')],
  [
    'training create: domain object',
    () => json('POST', '/api/training/create', JSON.stringify({ domain: { a: 1 } })),
  ],
  [
    'training create: questions [null]',
    () => json('POST', '/api/training/create', JSON.stringify({ domain: 'd', questions: [null] })),
  ],
  [
    'training create: questions [{}]',
    () => json('POST', '/api/training/create', JSON.stringify({ domain: 'd', questions: [{}] })),
  ],
  [
    'training create: tags not a list',
    () =>
      json(
        'POST',
        '/api/training/create',
        JSON.stringify({
          domain: 'd',
          questions: [{ question: 'q', difficulty: 'easy', tags: 'a' }],
        }),
      ),
  ],
  [
    'training create: text body',
    () => json('POST', '/api/training/create', 'domain=x', 'text/plain'),
  ],
  ['training update: array body', () => json('PUT', `/api/training/${trainingId}`, '[]')],
  [
    'training update: empty domain',
    () => json('PUT', `/api/training/${trainingId}`, JSON.stringify({ domain: '' })),
  ],
  [
    'training update: unknown id',
    () => json('PUT', '/api/training/nope', JSON.stringify({ domain: 'x' })),
  ],
  [
    'training list: huge domain',
    () => ({ method: 'GET', url: `/api/training/list?domain=${'d'.repeat(500)}` }),
  ],
  ['training get: unknown', () => ({ method: 'GET', url: '/api/training/nope' })],
  ['training delete: unknown', () => ({ method: 'DELETE', url: '/api/training/nope' })],
  // public routes
  ['meeting: NUL in id', () => ({ method: 'GET', url: '/api/meeting/abc%00def' })],
  ['meeting: unknown', () => ({ method: 'GET', url: '/api/meeting/nope' })],
  ['resume: dot-dot name', () => ({ method: 'GET', url: '/api/resumes/%2e%2e?expires=1&sig=x' })],
  [
    'resume: negative expiry',
    () => ({ method: 'GET', url: `/api/resumes/${'a'.repeat(32)}.pdf?expires=-1&sig=x` }),
  ],
  [
    'resume: huge signature',
    () => ({
      method: 'GET',
      url: `/api/resumes/${'a'.repeat(32)}.pdf?expires=9999999999&sig=${'s'.repeat(5000)}`,
    }),
  ],
  [
    'resume: two expiries',
    () => ({ method: 'GET', url: `/api/resumes/${'a'.repeat(32)}.pdf?expires=1&expires=2&sig=x` }),
  ],
];

describe('bad input answers 4xx {msg}, never 500', () => {
  it.each(rows)('%s', async (_label, build) => {
    const options = await build();
    const headers = {
      ...(options.headers as Record<string, string>),
      authorization: `Bearer ${token}`,
    };
    const res = await t.app.inject({ ...options, headers });
    expect(res.statusCode, res.body.slice(0, 300)).toBeGreaterThanOrEqual(400);
    expect(res.statusCode, res.body.slice(0, 300)).toBeLessThan(500);
    const body = res.json();
    expect(typeof body.msg).toBe('string');
    expect(body.msg.length).toBeGreaterThan(0);
  });

  it('still works after all of that', async () => {
    const res = await t.app.inject({
      url: `/api/candidate/${candidateId}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(200);
  });
});
