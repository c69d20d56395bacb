import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dataProvider } from '../../../src/dataProvider';
import type { AppDataProvider } from '../../../src/dataProvider/types';
import { jsonBody } from '../support/fakeFetch';
import { signedInProvider, type FakeApi } from '../support/signedInProvider';

const JOBS = [
  { id: 1, title: 'Backend developer', created_at: '2025-03-05T15:07:00' },
  { id: 2, title: 'QA engineer', created_at: '2025-03-06T09:00:00Z' },
];

describe('createDataProvider', () => {
  let api: FakeApi;
  let dp: AppDataProvider;
  beforeEach(() => ({ api, dp } = signedInProvider()));
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('is a plain object with the CRUD and custom methods', () => {
    for (const name of [
      'getList',
      'getOne',
      'getMany',
      'getManyReference',
      'create',
      'update',
      'updateMany',
      'delete',
      'deleteMany',
      'listSkills',
      'listVoices',
      'loadSettings',
      'saveSettings',
      'deleteSkill',
      'dashboardStats',
      'dashboardSummary',
      'getMe',
      'updateMe',
      'logoutAll',
      'getMeeting',
      'overrideAnswerScore',
      'rescoreInterview',
    ]) {
      expect(typeof dp[name], name).toBe('function');
    }
    // not a Proxy answering everything: react-query and spreads must see real keys only
    expect(dp.then).toBeUndefined();
    expect(dp.unknownMethod).toBeUndefined();
    expect({ ...dp }).toHaveProperty('listSkills');
  });

  it('the default instance uses /api', async () => {
    api.replyFixture('training-list-empty');
    await dataProvider.getList('training', { filter: {} });
    expect(api.request.url).toBe('/api/training/list');
  });

  it('routes each mapped resource to its endpoint', async () => {
    api
      .replyFixture('candidates-segregated')
      .replyFixture('candidates-deleted')
      .replyFixture('interview-list')
      .replyFixture('training-list');
    const params = { pagination: { page: 1, perPage: 10 }, filter: {} };
    await dp.getList('candidates', params);
    await dp.getList('deleted-candidates', params);
    await dp.getList('interviews', params);
    await dp.getList('training', params);
    expect(api.requests.map((r) => r.url)).toEqual([
      '/api/candidate/segregated?page=1&limit=100',
      '/api/candidate/deleted',
      '/api/interview/list?page=1&limit=10',
      '/api/training/list',
    ]);
  });

  describe('simple-rest fallback (jobs)', () => {
    it('getList sends sort, range and filter and reads Content-Range', async () => {
      api.reply(200, JOBS, { 'Content-Range': 'jobs 0-1/42' });
      const result = await dp.getList('jobs', {
        pagination: { page: 1, perPage: 2 },
        sort: { field: 'title', order: 'ASC' },
        filter: { q: 'dev' },
      });
      const url = new URL(api.request.url, 'http://x');
      expect(url.pathname).toBe('/api/jobs');
      expect(url.searchParams.get('sort')).toBe('["title","ASC"]');
      expect(url.searchParams.get('range')).toBe('[0,1]');
      expect(url.searchParams.get('filter')).toBe('{"q":"dev"}');
      expect(api.request.headers.get('Range')).toBe('jobs=0-1');
      expect(api.request.headers.get('Authorization')).toBe('Bearer tok');
      expect(result.total).toBe(42);
      expect(result.data).toEqual([{ ...JOBS[0], created_at: '2025-03-05T15:07:00Z' }, JOBS[1]]);
    });

    it('getList without Content-Range fails loudly', async () => {
      api.reply(200, JOBS);
      await expect(
        dp.getList('jobs', {
          pagination: { page: 1, perPage: 2 },
          sort: { field: 'id', order: 'ASC' },
          filter: {},
        }),
      ).rejects.toThrow(/Content-Range/);
    });

    it('getOne, create, update and delete use REST paths with bare records', async () => {
      api
        .reply(200, JOBS[0])
        .reply(201, { id: 3, title: 'New' })
        .reply(200, { id: 3, title: 'Renamed' })
        .reply(200, { id: 3, title: 'Renamed' });
      expect((await dp.getOne('jobs', { id: 1 })).data).toMatchObject({ id: 1 });
      expect((await dp.create('jobs', { data: { title: 'New' } })).data).toEqual({
        id: 3,
        title: 'New',
      });
      expect(
        (await dp.update('jobs', { id: 3, data: { title: 'Renamed' }, previousData: { id: 3 } }))
          .data,
      ).toEqual({ id: 3, title: 'Renamed' });
      expect((await dp.delete('jobs', { id: 3 })).data).toEqual({ id: 3, title: 'Renamed' });
      expect(api.requests.map((r) => `${r.method} ${r.url}`)).toEqual([
        'GET /api/jobs/1',
        'POST /api/jobs',
        'PUT /api/jobs/3',
        'DELETE /api/jobs/3',
      ]);
      expect(jsonBody(api.requests[1]!)).toEqual({ title: 'New' });
      expect(api.requests[1]!.headers.get('Content-Type')).toBe('application/json');
    });

    it('an enveloped answer from a fallback resource is unwrapped too', async () => {
      api.reply(200, { data: { id: 5, title: 'X' }, msg: 'ok', statusCode: 200 });
      expect((await dp.getOne('jobs', { id: 5 })).data).toEqual({ id: 5, title: 'X' });
    });

    it('errors keep the platform msg', async () => {
      api.reply(404, { data: {}, msg: 'Job not found', statusCode: 404 });
      await expect(dp.getOne('jobs', { id: 9 })).rejects.toMatchObject({
        status: 404,
        message: 'Job not found',
      });
    });
  });
});
