// Issue 13: acting on many candidates. The bulk call where the server has it, in requests of at
// most 500 ids; the platform's one-candidate calls where it does not; every id done or failed.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppDataProvider } from '../../../src/dataProvider/types';
import { formFields, jsonBody } from '../support/fakeFetch';
import { signedInProvider, type FakeApi } from '../support/signedInProvider';

describe('candidateBulk', () => {
  let api: FakeApi;
  let dp: AppDataProvider;
  beforeEach(() => ({ api, dp } = signedInProvider()));
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  const envelope = (done: string[], failed: { id: string; msg: string }[] = []) => ({
    data: { action: 'trash', done, failed },
    msg: `${done.length} candidates moved to the trash.`,
    statusCode: 200,
  });

  it('sends one POST /candidate/bulk with the action and the ids, each once', async () => {
    api.reply(200, envelope(['b', 'a'], [{ id: 'x', msg: 'Candidate not found' }]));
    const outcome = await dp.candidateBulk('trash', ['b', 'a', 'x', 'a']);
    expect(api.request.method).toBe('POST');
    expect(api.request.url).toBe('/api/candidate/bulk');
    expect(api.request.headers.get('Authorization')).toBe('Bearer tok');
    expect(jsonBody(api.request)).toEqual({ action: 'trash', ids: ['b', 'a', 'x'] });
    expect(outcome).toEqual({
      done: ['b', 'a'],
      failed: [{ id: 'x', msg: 'Candidate not found' }],
    });
  });

  it('splits 1,200 ids into requests of 500, 500 and 200', async () => {
    const ids = Array.from({ length: 1200 }, (_, i) => `c${i}`);
    api.route((request) => {
      const body = jsonBody(request) as { ids: string[] };
      return [200, envelope(body.ids)];
    });
    const outcome = await dp.candidateBulk('restore', ids);
    expect(api.requests.map((r) => (jsonBody(r) as { ids: string[] }).ids.length)).toEqual([
      500, 500, 200,
    ]);
    expect(outcome.done).toEqual(ids);
    expect(outcome.failed).toEqual([]);
  });

  it('reports the ids of a later request that could not be sent, keeping those done', async () => {
    const ids = Array.from({ length: 600 }, (_, i) => `c${i}`);
    api.reply(200, envelope(ids.slice(0, 500))).fail();
    const outcome = await dp.candidateBulk('trash', ids);
    expect(outcome.done).toHaveLength(500);
    expect(outcome.failed).toHaveLength(100);
    expect(outcome.failed[0]).toEqual({ id: 'c500', msg: expect.stringMatching(/server/i) });
  });

  it('against a server without the call, makes the platform calls one by one', async () => {
    api
      .reply(404, { msg: 'Route POST:/candidate/bulk not found', statusCode: 404 })
      .reply(200, { msg: 'Candidate updated', data: {}, statusCode: 200 })
      .reply(409, { msg: 'Candidate with this email already exists', statusCode: 409 })
      .reply(200, { msg: 'Candidate updated', data: {}, statusCode: 200 });
    const outcome = await dp.candidateBulk('restore', ['a', 'b', 'c']);
    expect(api.requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      'POST /api/candidate/bulk',
      'PUT /api/candidate/a',
      'PUT /api/candidate/b',
      'PUT /api/candidate/c',
    ]);
    expect(formFields(api.requests[1]!)).toEqual({ deleted: 'false' });
    expect(outcome).toEqual({
      done: ['a', 'c'],
      failed: [{ id: 'b', msg: 'Candidate with this email already exists' }],
    });
  });

  it('one by one, trash and delete for good use their DELETE calls', async () => {
    api.route(() => [200, { msg: 'Candidate deleted', data: {}, statusCode: 200 }]);
    api.reply(405, { msg: 'Method not allowed', statusCode: 405 });
    await dp.candidateBulk('trash', ['a']);
    api.reply(404, { msg: 'Not found', statusCode: 404 });
    await dp.candidateBulk('delete', ['b']);
    expect(api.requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      'POST /api/candidate/bulk',
      'DELETE /api/candidate/a',
      'POST /api/candidate/bulk',
      'DELETE /api/candidate/hard_delete/b',
    ]);
  });

  it('one by one, stops at a lost server and reports the rest as not done', async () => {
    api
      .reply(404, { msg: 'Not found', statusCode: 404 })
      .reply(200, { msg: 'Candidate deleted', data: {}, statusCode: 200 })
      .fail();
    const outcome = await dp.candidateBulk('trash', ['a', 'b', 'c']);
    expect(api.requests).toHaveLength(3);
    expect(outcome.done).toEqual(['a']);
    expect(outcome.failed.map((f) => f.id)).toEqual(['b', 'c']);
  });

  it('a session that ended fails the whole call, as any other', async () => {
    api.reply(401, { msg: 'Session expired', statusCode: 401 });
    await expect(dp.candidateBulk('trash', ['a'])).rejects.toMatchObject({ status: 401 });
  });

  describe('react-admin methods', () => {
    it('deleteMany of candidates moves them to the trash: the ids done', async () => {
      api.reply(200, envelope(['a'], [{ id: 'b', msg: 'Candidate not found' }]));
      await expect(dp.deleteMany('candidates', { ids: ['a', 'b'] })).resolves.toEqual({
        data: ['a'],
      });
      expect(jsonBody(api.request)).toEqual({ action: 'trash', ids: ['a', 'b'] });
    });

    it('fails with the reason when none was done', async () => {
      api.reply(200, envelope([], [{ id: 'b', msg: 'Candidate not found' }]));
      await expect(dp.deleteMany('candidates', { ids: ['b'] })).rejects.toMatchObject({
        message: 'Candidate not found',
        status: 404,
      });
    });

    it('the trash restores with updateMany and deletes for good with deleteMany', async () => {
      api.route((request) => [200, envelope((jsonBody(request) as { ids: string[] }).ids)]);
      await dp.updateMany('deleted-candidates', { ids: ['a'], data: { deleted: false } });
      await dp.deleteMany('deleted-candidates', { ids: ['b'] });
      expect(api.requests.map((r) => jsonBody(r))).toEqual([
        { action: 'restore', ids: ['a'] },
        { action: 'delete', ids: ['b'] },
      ]);
      await expect(
        dp.updateMany('deleted-candidates', { ids: ['a'], data: { name: 'x' } }),
      ).rejects.toThrow(/only be restored/);
    });
  });
});
