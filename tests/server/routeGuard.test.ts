import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type Started } from '../../server/src/bootstrap.ts';
import { startTestApp, type TestApp } from './testApp.ts';

// Every route the app registers, as Fastify's onRoute hook reports them.
const routes: { method: string; url: string }[] = [];
const collect = (route: RouteOptions) => {
  for (const method of [route.method].flat()) routes.push({ method, url: route.url });
};

/** The public list of server/src/routes.ts, by route; changing it is a decision, not an accident. */
const PUBLIC = new Set([
  'POST /api/admin/login',
  'GET /api/admin/listVoices',
  'HEAD /api/admin/listVoices',
  'GET /api/meeting/:interviewId',
  'HEAD /api/meeting/:interviewId',
  // the candidate's interview (docs/interview-api.md): the link's token is the credential
  'GET /api/meeting/:interviewId/session',
  'HEAD /api/meeting/:interviewId/session',
  'POST /api/meeting/:interviewId/start',
  'POST /api/meeting/:interviewId/answer',
  'POST /api/meeting/:interviewId/finish',
  'GET /api/health',
  'HEAD /api/health',
  'GET /api/ready',
  'HEAD /api/ready',
  'GET /api/resumes/:file',
  'HEAD /api/resumes/:file',
  // the signed CSV export link (its signature is the credential, as for resumes)
  'GET /api/candidate/export.csv',
  'HEAD /api/candidate/export.csv',
  // accepting an invitation (docs/members.md): the link's token is the credential
  'POST /api/admin/invitations/accept',
]);

let t: TestApp;
let walked: Started;

beforeAll(async () => {
  t = await startTestApp();
  // a second app on the same data, built with the route collector
  walked = await startServer(t.config, { logger: false, onRoute: collect });
  await walked.app.ready();
});
afterAll(async () => {
  await walked?.app.close();
  await walked?.db.destroy();
  await t?.close();
});

describe('the auth guard', () => {
  it('covers every /api route outside the public list', async () => {
    const api = routes.filter((r) => r.url.startsWith('/api/'));
    expect(api.length).toBeGreaterThan(30);
    const open = api.filter((r) => PUBLIC.has(`${r.method} ${r.url}`));
    expect(open.map((r) => `${r.method} ${r.url}`).sort()).toEqual([...PUBLIC].sort());

    const answers: string[] = [];
    for (const { method, url } of api) {
      if (PUBLIC.has(`${method} ${url}`)) continue;
      const res = await walked.app.inject({
        method: method as 'GET',
        url: url.replace(/:[A-Za-z_]+/g, 'x'),
      });
      if (res.statusCode !== 401) answers.push(`${method} ${url} answered ${res.statusCode}`);
    }
    expect(answers).toEqual([]);
  });

  it('answers the platform’s bare 401 without a token', async () => {
    const res = await walked.app.inject({ method: 'GET', url: '/api/jobs' });
    expect(res.json()).toEqual({ msg: 'Missing Authorization Header' });
  });
});
