// Optimistic concurrency in the data provider: the ETag of a record read is kept in the record
// (`_etag`) and sent back as If-Match on its update; the platform sends no ETag, and then
// nothing is kept and no If-Match is sent.
import { HttpError } from 'ra-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isStaleRecordError } from '../../../src/dataProvider/etags';
import type { AppDataProvider } from '../../../src/dataProvider/types';
import { jsonBody } from '../support/fakeFetch';
import { fixture } from '../support/fixtures';
import { signedInProvider, type FakeApi } from '../support/signedInProvider';

const STALE = 'This record was changed by someone else. Reload to see the changes.';

describe('ETags and If-Match', () => {
  let api: FakeApi;
  let dp: AppDataProvider;
  beforeEach(() => ({ api, dp } = signedInProvider()));
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  describe('against the platform (no ETag anywhere)', () => {
    it('training: getOne keeps no ETag and update sends no If-Match', async () => {
      api.replyFixture('training-get').replyFixture('training-update-200');
      const { data } = await dp.getOne('training', { id: 't1' });
      expect(data).not.toHaveProperty('_etag');
      await dp.update('training', { id: data.id, data: { domain: 'x' }, previousData: data });
      expect(api.requests[1]!.headers.has('If-Match')).toBe(false);
    });

    it('candidates: getOne keeps no ETag and update sends no If-Match', async () => {
      api.replyFixture('candidate-get').replyFixture('candidate-update-200');
      const { data } = await dp.getOne('candidates', { id: 'c1' });
      expect(data).not.toHaveProperty('_etag');
      await dp.update('candidates', { id: data.id, data: { name: 'N' }, previousData: data });
      expect(api.requests[1]!.headers.has('If-Match')).toBe(false);
    });

    it('settings: no version read, none sent', async () => {
      api.replyFixture('settings-load').replyFixture('settings-save');
      const loaded = await dp.loadSettings();
      expect(loaded.etag).toBeUndefined();
      await dp.saveSettings(loaded.skills, loaded.etag);
      expect(api.requests[1]!.headers.has('If-Match')).toBe(false);
    });

    it('interviews: update sends no If-Match', async () => {
      api.replyFixture('interview-get').replyFixture('interview-update-200');
      const { data } = await dp.getOne('interviews', { id: 'i1' });
      expect(data).not.toHaveProperty('_etag');
      await dp.update('interviews', { id: data.id, data: { title: 'New' }, previousData: data });
      expect(api.requests[1]!.headers.has('If-Match')).toBe(false);
    });

    it('jobs: getOne keeps no ETag and update sends no If-Match', async () => {
      const job = { id: 'j1', title: 'Engineer' };
      api.reply(200, job).reply(200, { ...job, title: 'Lead' });
      const { data } = await dp.getOne('jobs', { id: 'j1' });
      expect(data).toEqual(job);
      await dp.update('jobs', { id: 'j1', data: { ...data, title: 'Lead' }, previousData: data });
      expect(api.requests[1]!.headers.has('If-Match')).toBe(false);
      expect(jsonBody(api.requests[1]!)).toEqual({ id: 'j1', title: 'Lead' });
    });
  });

  describe('against the reference server', () => {
    it('training: the ETag header of getOne is sent back as If-Match; the answer brings the next', async () => {
      const set = fixture<{ data: object }>('training-get');
      api
        .reply(200, set, { ETag: '"4"' })
        .reply(200, fixture('training-update-200'), { ETag: '"5"' });
      const { data } = await dp.getOne('training', { id: 't1' });
      expect(data._etag).toBe('"4"');
      const saved = await dp.update('training', {
        id: data.id,
        data: { domain: 'x' },
        previousData: data,
      });
      expect(api.requests[1]!.headers.get('If-Match')).toBe('"4"');
      expect(jsonBody(api.requests[1]!)).not.toHaveProperty('_etag');
      expect(saved.data._etag).toBe('"5"');
    });

    it('training: list items carry `_etag`, sent back on update', async () => {
      const list = fixture<{ data: Record<string, unknown>[] }>('training-list');
      const withTags = { ...list, data: list.data.map((s, i) => ({ ...s, _etag: `"${i + 7}"` })) };
      api.reply(200, withTags).replyFixture('training-update-200');
      const { data } = await dp.getList('training', {
        pagination: { page: 1, perPage: 25 },
        filter: {},
      });
      await dp.update('training', { id: data[0]!.id, data: {}, previousData: data[0] });
      expect(api.requests[1]!.headers.get('If-Match')).toBe('"7"');
    });

    it('candidates: getOne ETag → If-Match on the multipart PUT', async () => {
      api
        .reply(200, fixture('candidate-get'), { ETag: '"2"' })
        .reply(200, fixture('candidate-update-200'), { ETag: '"3"' });
      const { data } = await dp.getOne('candidates', { id: 'c1' });
      expect(data._etag).toBe('"2"');
      const saved = await dp.update('candidates', {
        id: data.id,
        data: { name: 'N' },
        previousData: data,
      });
      expect(api.requests[1]!.headers.get('If-Match')).toBe('"2"');
      expect((api.requests[1]!.body as FormData).has('_etag')).toBe(false);
      expect(saved.data._etag).toBe('"3"');
    });

    it('candidates: a list item `_etag` is sent as If-Match', async () => {
      api.replyFixture('candidate-update-200');
      await dp.update('candidates', {
        id: 'c1',
        data: { name: 'N' },
        previousData: { id: 'c1', name: 'Old', _etag: '"9"' },
      });
      expect(api.request.headers.get('If-Match')).toBe('"9"');
    });

    it('interviews: a list item `_etag` is sent as If-Match', async () => {
      api.replyFixture('interview-update-200');
      await dp.update('interviews', {
        id: 'i1',
        data: { title: 'New' },
        previousData: { id: 'i1', title: 'Old', _etag: '"6"' },
      });
      expect(api.request.headers.get('If-Match')).toBe('"6"');
      expect(jsonBody(api.request)).toEqual({ title: 'New' });
    });

    it('jobs: getOne keeps the ETag; update sends If-Match and a body without it', async () => {
      const job = { id: 'j1', title: 'Engineer' };
      api.reply(200, job, { ETag: '"1"' }).reply(200, { ...job, title: 'Lead' }, { ETag: '"2"' });
      const { data } = await dp.getOne('jobs', { id: 'j1' });
      expect(data).toEqual({ ...job, _etag: '"1"' });
      const saved = await dp.update('jobs', {
        id: 'j1',
        data: { ...data, title: 'Lead' },
        previousData: data,
      });
      expect(api.requests[1]!.headers.get('If-Match')).toBe('"1"');
      expect(jsonBody(api.requests[1]!)).toEqual({ id: 'j1', title: 'Lead' });
      expect(saved.data).toEqual({ id: 'j1', title: 'Lead', _etag: '"2"' });
    });

    it('settings: the version read goes back as If-Match; the saved and deleted ones come back', async () => {
      api
        .reply(200, fixture('settings-load'), { ETag: '"7"' })
        .reply(200, fixture('settings-save'), { ETag: '"8"' })
        .reply(200, fixture('delete-skill-200'), { ETag: '"9"' });
      const loaded = await dp.loadSettings();
      expect(loaded.etag).toBe('"7"');
      expect(api.requests[0]!.headers.has('If-Match')).toBe(false);
      const saved = await dp.saveSettings([{ skill: 'go', num_questions: 2 }], loaded.etag);
      expect(api.requests[1]!.headers.get('If-Match')).toBe('"7"');
      expect(saved.etag).toBe('"8"');
      expect((await dp.deleteSkill('go')).etag).toBe('"9"');
    });

    it('a stale If-Match rejects with an HttpError the screens recognise', async () => {
      api.reply(412, { data: {}, msg: STALE, statusCode: 412 });
      const error = await dp
        .update('training', { id: 't1', data: {}, previousData: { id: 't1', _etag: '"1"' } })
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(HttpError);
      expect((error as HttpError).message).toBe(STALE);
      expect(isStaleRecordError(error)).toBe(true);
    });
  });

  it('isStaleRecordError: 412, or 409 saying so; no other error', () => {
    expect(isStaleRecordError(new HttpError(STALE, 412))).toBe(true);
    expect(isStaleRecordError(new HttpError(STALE, 409))).toBe(true);
    expect(isStaleRecordError(new HttpError('Candidate with this email already exists', 409))).toBe(
      false,
    );
    expect(isStaleRecordError(new Error(STALE))).toBe(false);
  });
});
