import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './testApp.ts';

// Every row is bad input to a route of admin.ts, jobs.ts or health.ts: each must answer a 4xx
// with a `msg` string, never a 500.

let t: TestApp;
let token: string;
let jobId: string;

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
interface Row {
  name: string;
  method: Method;
  url: string;
  /** an object is sent as JSON; a string is sent raw with `contentType` */
  body?: unknown;
  contentType?: string;
  auth?: boolean;
  status?: number;
}

const JSON_CT = 'application/json';
const rows: Row[] = [
  // login
  {
    name: 'login: malformed JSON',
    method: 'POST',
    url: '/api/admin/login',
    body: '{"username":',
    contentType: JSON_CT,
    auth: false,
    status: 400,
  },
  {
    name: 'login: empty JSON body',
    method: 'POST',
    url: '/api/admin/login',
    body: '',
    contentType: JSON_CT,
    auth: false,
    status: 400,
  },
  { name: 'login: no body', method: 'POST', url: '/api/admin/login', auth: false, status: 400 },
  {
    name: 'login: array body',
    method: 'POST',
    url: '/api/admin/login',
    body: '[1,2]',
    contentType: JSON_CT,
    auth: false,
    status: 400,
  },
  {
    name: 'login: missing password',
    method: 'POST',
    url: '/api/admin/login',
    body: { username: 'admin' },
    auth: false,
    status: 400,
  },
  {
    name: 'login: object username',
    method: 'POST',
    url: '/api/admin/login',
    body: { username: { $ne: '' }, password: 'x' },
    auth: false,
    status: 400,
  },
  {
    name: 'login: huge password',
    method: 'POST',
    url: '/api/admin/login',
    body: { username: 'admin', password: 'x'.repeat(5000) },
    auth: false,
    status: 400,
  },
  {
    name: 'login: form encoded',
    method: 'POST',
    url: '/api/admin/login',
    body: 'username=admin&password=x',
    contentType: 'application/x-www-form-urlencoded',
    auth: false,
    status: 415,
  },
  {
    name: 'login: over the body limit',
    method: 'POST',
    url: '/api/admin/login',
    body: JSON.stringify({ username: 'admin', password: 'x'.repeat(1_100_000) }),
    contentType: JSON_CT,
    auth: false,
    status: 413,
  },
  // update
  {
    name: 'update: malformed JSON',
    method: 'PATCH',
    url: '/api/admin/update',
    body: '{old_password',
    contentType: JSON_CT,
    status: 400,
  },
  {
    name: 'update: array body',
    method: 'PATCH',
    url: '/api/admin/update',
    body: '["x"]',
    contentType: JSON_CT,
    status: 400,
  },
  {
    name: 'update: object email',
    method: 'PATCH',
    url: '/api/admin/update',
    body: { old_password: 'x', email: { a: 1 } },
    status: 400,
  },
  {
    name: 'update: huge name',
    method: 'PATCH',
    url: '/api/admin/update',
    body: { old_password: 'x', name: 'n'.repeat(2000) },
    status: 400,
  },
  {
    name: 'update: no token',
    method: 'PATCH',
    url: '/api/admin/update',
    body: { old_password: 'x' },
    auth: false,
    status: 401,
  },
  // settings
  {
    name: 'settings: skills not a list',
    method: 'PATCH',
    url: '/api/admin/settings',
    body: { skills: 'React' },
    status: 400,
  },
  {
    name: 'settings: skills null',
    method: 'PATCH',
    url: '/api/admin/settings',
    body: { skills: null },
    status: 400,
  },
  {
    name: 'settings: entry not an object',
    method: 'PATCH',
    url: '/api/admin/settings',
    body: { skills: ['React'] },
    status: 400,
  },
  {
    name: 'settings: negative count',
    method: 'PATCH',
    url: '/api/admin/settings',
    body: { skills: [{ skill: 'A', num_questions: -3 }] },
    status: 400,
  },
  {
    name: 'settings: text count',
    method: 'PATCH',
    url: '/api/admin/settings',
    body: { skills: [{ skill: 'A', num_questions: 'many' }] },
    status: 400,
  },
  {
    name: 'settings: count too big',
    method: 'PATCH',
    url: '/api/admin/settings',
    body: { skills: [{ skill: 'A', num_questions: 1e9 }] },
    status: 400,
  },
  {
    name: 'settings: object skill name',
    method: 'PATCH',
    url: '/api/admin/settings',
    body: { skills: [{ skill: { x: 1 } }] },
    status: 400,
  },
  {
    name: 'settings: long skill name',
    method: 'PATCH',
    url: '/api/admin/settings',
    body: { skills: [{ skill: 'a'.repeat(101) }] },
    status: 400,
  },
  {
    name: 'settings: too many entries',
    method: 'PATCH',
    url: '/api/admin/settings',
    body: { skills: Array.from({ length: 501 }, (_, i) => ({ skill: `s${i}` })) },
    status: 400,
  },
  {
    name: 'settings: other field',
    method: 'PATCH',
    url: '/api/admin/settings',
    body: { password_hash: 'x' },
    status: 403,
  },
  {
    name: 'settings: malformed JSON',
    method: 'PATCH',
    url: '/api/admin/settings',
    body: '{"skills":[',
    contentType: JSON_CT,
    status: 400,
  },
  // delete-skills
  {
    name: 'delete-skills: no name',
    method: 'DELETE',
    url: '/api/admin/delete-skills',
    body: {},
    status: 400,
  },
  {
    name: 'delete-skills: array name',
    method: 'DELETE',
    url: '/api/admin/delete-skills',
    body: { skill: ['a', 'b'] },
    status: 400,
  },
  {
    name: 'delete-skills: long name',
    method: 'DELETE',
    url: '/api/admin/delete-skills',
    body: { skill: 'a'.repeat(101) },
    status: 400,
  },
  {
    name: 'delete-skills: malformed JSON',
    method: 'DELETE',
    url: '/api/admin/delete-skills',
    body: '{"skill"',
    contentType: JSON_CT,
    status: 400,
  },
  {
    name: 'delete-skills: text body',
    method: 'DELETE',
    url: '/api/admin/delete-skills',
    body: 'React',
    contentType: 'text/plain',
    status: 400,
  },
  {
    name: 'delete-skills: unknown name',
    method: 'DELETE',
    url: '/api/admin/delete-skills',
    body: { skill: "'; drop table admin_skills; --" },
    status: 404,
  },
  // dashboard, list_skills, me
  {
    name: 'dashboard: no token',
    method: 'GET',
    url: '/api/admin/dashboard_stats',
    auth: false,
    status: 401,
  },
  {
    name: 'list_skills: no token',
    method: 'GET',
    url: '/api/admin/list_skills',
    auth: false,
    status: 401,
  },
  { name: 'me: wrong method', method: 'POST', url: '/api/admin/me', body: {}, status: 404 },
  // jobs list
  { name: 'jobs: sort not JSON', method: 'GET', url: '/api/jobs?sort=title', status: 400 },
  {
    name: 'jobs: sort object',
    method: 'GET',
    url: `/api/jobs?sort=${encodeURIComponent('{"field":"title"}')}`,
    status: 400,
  },
  {
    name: 'jobs: sort by a column not listed',
    method: 'GET',
    url: `/api/jobs?sort=${encodeURIComponent('["password_hash","ASC"]')}`,
    status: 400,
  },
  {
    name: 'jobs: sort injection',
    method: 'GET',
    url: `/api/jobs?sort=${encodeURIComponent('["title; drop table jobs","ASC"]')}`,
    status: 400,
  },
  {
    name: 'jobs: range strings',
    method: 'GET',
    url: `/api/jobs?range=${encodeURIComponent('["a","b"]')}`,
    status: 400,
  },
  {
    name: 'jobs: range huge',
    method: 'GET',
    url: `/api/jobs?range=${encodeURIComponent('[0,1e400]')}`,
    status: 400,
  },
  {
    name: 'jobs: range three numbers',
    method: 'GET',
    url: `/api/jobs?range=${encodeURIComponent('[0,1,2]')}`,
    status: 400,
  },
  { name: 'jobs: filter not JSON', method: 'GET', url: '/api/jobs?filter=q', status: 400 },
  { name: 'jobs: filter null', method: 'GET', url: '/api/jobs?filter=null', status: 400 },
  {
    name: 'jobs: filter unknown key',
    method: 'GET',
    url: `/api/jobs?filter=${encodeURIComponent('{"admin_id":"x"}')}`,
    status: 400,
  },
  {
    name: 'jobs: too many ids',
    method: 'GET',
    url: `/api/jobs?filter=${encodeURIComponent(JSON.stringify({ id: Array.from({ length: 1001 }, (_, i) => String(i)) }))}`,
    status: 400,
  },
  {
    name: 'jobs: repeated sort',
    method: 'GET',
    url: `/api/jobs?sort=${encodeURIComponent('["title","ASC"]')}&sort=${encodeURIComponent('["id","ASC"]')}`,
    status: 400,
  },
  { name: 'jobs: no token', method: 'GET', url: '/api/jobs', auth: false, status: 401 },
  // jobs records
  {
    name: 'jobs: create malformed JSON',
    method: 'POST',
    url: '/api/jobs',
    body: '{"title":',
    contentType: JSON_CT,
    status: 400,
  },
  {
    name: 'jobs: create array',
    method: 'POST',
    url: '/api/jobs',
    body: '[]',
    contentType: JSON_CT,
    status: 400,
  },
  {
    name: 'jobs: create no title',
    method: 'POST',
    url: '/api/jobs',
    body: { department: 'X' },
    status: 400,
  },
  {
    name: 'jobs: create object title',
    method: 'POST',
    url: '/api/jobs',
    body: { title: { a: 1 } },
    status: 400,
  },
  {
    name: 'jobs: create bad status',
    method: 'POST',
    url: '/api/jobs',
    body: { title: 'T', status: 'archived' },
    status: 400,
  },
  {
    name: 'jobs: create long description',
    method: 'POST',
    url: '/api/jobs',
    body: { title: 'T', description: 'd'.repeat(20_001) },
    status: 400,
  },
  {
    name: 'jobs: create too many skills',
    method: 'POST',
    url: '/api/jobs',
    body: { title: 'T', required_skills: Array.from({ length: 51 }, (_, i) => `s${i}`) },
    status: 400,
  },
  {
    name: 'jobs: create unknown field',
    method: 'POST',
    url: '/api/jobs',
    body: { title: 'T', admin_id: 'someone' },
    status: 400,
  },
  { name: 'jobs: get unknown id', method: 'GET', url: '/api/jobs/does-not-exist', status: 404 },
  { name: 'jobs: get overlong id', method: 'GET', url: `/api/jobs/${'a'.repeat(65)}`, status: 400 },
  {
    name: 'jobs: get id with quote',
    method: 'GET',
    url: `/api/jobs/${encodeURIComponent("x' or '1'='1")}`,
    status: 404,
  },
  {
    name: 'jobs: put unknown id',
    method: 'PUT',
    url: '/api/jobs/does-not-exist',
    body: { title: 'T' },
    status: 404,
  },
  {
    name: 'jobs: put bad body',
    method: 'PUT',
    url: '/api/jobs/:job',
    body: { required_skills: 'x' },
    status: 400,
  },
  {
    name: 'jobs: put empty title',
    method: 'PUT',
    url: '/api/jobs/:job',
    body: { title: '   ' },
    status: 400,
  },
  {
    name: 'jobs: put malformed JSON',
    method: 'PUT',
    url: '/api/jobs/:job',
    body: '{',
    contentType: JSON_CT,
    status: 400,
  },
  {
    name: 'jobs: delete unknown id',
    method: 'DELETE',
    url: '/api/jobs/does-not-exist',
    status: 404,
  },
  {
    name: 'jobs: patch not a route',
    method: 'PATCH',
    url: '/api/jobs/:job',
    body: { title: 'T' },
    status: 404,
  },
];

beforeAll(async () => {
  t = await startTestApp();
  token = await t.login();
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/jobs',
    headers: { authorization: `Bearer ${token}` },
    payload: { title: 'Target' },
  });
  jobId = res.json().id;
});
afterAll(async () => {
  await t.close();
});

describe('bad input to the admin, jobs and health routes', () => {
  it.each(rows.map((r) => [r.name, r] as const))('%s', async (_name, row) => {
    const headers: Record<string, string> = {};
    if (row.auth !== false) headers.authorization = `Bearer ${token}`;
    let payload: string | undefined;
    if (typeof row.body === 'string') {
      payload = row.body;
      headers['content-type'] = row.contentType ?? 'text/plain';
    } else if (row.body !== undefined) {
      payload = JSON.stringify(row.body);
      headers['content-type'] = JSON_CT;
    }
    const res = await t.app.inject({
      method: row.method,
      url: row.url.replace(':job', jobId),
      headers,
      ...(payload !== undefined ? { payload } : {}),
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    if (row.status) expect(res.statusCode).toBe(row.status);
    const body = res.json();
    expect(typeof body.msg).toBe('string');
    expect(body.msg.length).toBeGreaterThan(0);
  });

  it('left the data intact', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/jobs',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.json().map((j: { title: string }) => j.title)).toEqual(['Target']);
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
  });
});
