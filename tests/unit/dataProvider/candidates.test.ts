import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppDataProvider, Candidate } from '../../../src/dataProvider/types';
import { formFields } from '../support/fakeFetch';
import { signedInProvider, type FakeApi } from '../support/signedInProvider';

/** What a server without POST /candidate/bulk (the platform) answers it: the route is unknown. */
const NO_BULK_CALL = { msg: 'Route POST:/candidate/bulk not found', statusCode: 404 };

const pdf = (name = 'cv.pdf') => new File(['%PDF-1.4 test'], name, { type: 'application/pdf' });
const C1 = '66a000000000000000000c01';

describe('candidates', () => {
  let api: FakeApi;
  let dp: AppDataProvider;
  beforeEach(() => ({ api, dp } = signedInProvider()));
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  describe('getList (segregated)', () => {
    it('reads one server page of 100 and returns the no_interview_doc bucket by default', async () => {
      api.replyFixture('candidates-segregated');
      const result = await dp.getList<Candidate>('candidates', {
        pagination: { page: 1, perPage: 25 },
        sort: { field: 'id', order: 'ASC' },
        filter: {},
      });
      expect(api.request.method).toBe('GET');
      expect(api.request.url).toBe('/api/candidate/segregated?page=1&limit=100');
      expect(api.request.headers.get('Authorization')).toBe('Bearer tok');
      expect(result.data.map((c) => c.id)).toEqual([C1]);
      expect(result.data[0]).toMatchObject({
        cand_id: 'C-AB1234',
        name: 'Asha Rao',
        created_at: '2025-03-05T15:07:00Z',
      });
      expect(result.total).toBe(1);
      expect(result.meta).toEqual({
        page: 1,
        totalPages: 1,
        totalCandidates: 4,
        counts: { no_interview_doc: 1, scheduled: 2, completed: 1, cancelled: 0 },
      });
    });

    it.each([
      ['scheduled', ['66a000000000000000000c02', '66a000000000000000000c03']],
      ['completed', ['66a000000000000000000c04']],
      ['cancelled', []],
      ['no_interview_doc', [C1]],
      ['bogus', [C1]],
    ])('filter.state %s picks its bucket', async (state, ids) => {
      api.replyFixture('candidates-segregated');
      const result = await dp.getList('candidates', {
        pagination: { page: 1, perPage: 100 },
        filter: { state },
      });
      expect(result.data.map((c) => c.id)).toEqual(ids);
      expect(result.total).toBe(ids.length);
    });

    it('keeps the interview fields of a scheduled candidate, dates as UTC', async () => {
      api.replyFixture('candidates-segregated');
      const { data } = await dp.getList('candidates', { filter: { state: 'scheduled' } });
      expect(data[0]).toMatchObject({
        status: 'scheduled',
        scheduled_time: '2025-03-10T10:00:00Z',
        created_at: '2025-03-04T09:30:12.123456Z',
        link: 'https://meet.example.com/I-7QK2MZ',
      });
      expect(data[1]).toMatchObject({ status: 'in_progress' });
    });

    it('asks for the requested page, always with limit 100, ids from _id', async () => {
      api.replyFixture('candidates-segregated-page2');
      const result = await dp.getList('candidates', {
        pagination: { page: 2, perPage: 10 },
        filter: {},
      });
      expect(api.request.url).toBe('/api/candidate/segregated?page=2&limit=100');
      expect(result.data[0]).toMatchObject({ id: '66a000000000000000000c99', name: 'Old Timer' });
      expect(result.meta).toMatchObject({ page: 2, totalPages: 2, totalCandidates: 101 });
    });

    it('treats a bucket sent as {} (or missing) as empty', async () => {
      api.reply(200, {
        data: { segregated: { scheduled: {}, no_interview_doc: {} }, pagination: {} },
        msg: 'ok',
        statusCode: 200,
      });
      const result = await dp.getList('candidates', { filter: { state: 'scheduled' } });
      expect(result.data).toEqual([]);
      expect(result.meta).toEqual({
        page: 1,
        totalPages: 1,
        totalCandidates: 0,
        counts: { no_interview_doc: 0, scheduled: 0, completed: 0, cancelled: 0 },
      });
    });

    it("filter.state 'all' pages /candidate/list", async () => {
      api.replyFixture('candidate-list');
      const result = await dp.getList('candidates', {
        pagination: { page: 1, perPage: 10 },
        filter: { state: 'all' },
      });
      expect(api.request.url).toBe('/api/candidate/list?page=1&limit=10');
      expect(result.total).toBe(1);
      expect(result.data[0]).toMatchObject({ id: C1, recent_interview: { id: null } });
      expect(result.meta).toEqual({ page: 1, totalPages: 1 });
    });
  });

  describe("search and sort (the reference server's extension)", () => {
    const envelope = (data: object) => ({ data, msg: 'Candidates fetched', statusCode: 200 });
    const segregated = (applied?: object) =>
      envelope({
        segregated: { scheduled: [], completed: [], cancelled: [], no_interview_doc: [] },
        pagination: { page: 1, limit: 100, total_candidates: 0, total_pages: 0 },
        ...(applied ? { applied } : {}),
      });

    it('sends q, sort and order, and reads the echo of what was applied', async () => {
      api.reply(200, segregated({ q: 'zelda f', sort: 'name', order: 'desc' }));
      const result = await dp.getList('candidates', {
        pagination: { page: 2, perPage: 100 },
        sort: { field: 'name', order: 'DESC' },
        filter: { state: 'scheduled', q: '  Zelda F ' },
      });
      expect(api.request.url).toBe(
        '/api/candidate/segregated?page=2&limit=100&q=Zelda+F&sort=name&order=desc',
      );
      expect(result.meta.applied).toEqual({ q: 'zelda f', sort: 'name', order: 'desc' });
    });

    it("leaves the platform's address alone without a search and in the default order", async () => {
      api.reply(200, segregated());
      const result = await dp.getList('candidates', {
        pagination: { page: 1, perPage: 100 },
        sort: { field: 'created_at', order: 'DESC' },
        filter: { state: 'scheduled', q: '   ' },
      });
      expect(api.request.url).toBe('/api/candidate/segregated?page=1&limit=100');
      expect(result.meta.applied).toBeUndefined();
    });

    it('sends only the sort keys the server knows; /candidate/list searches too', async () => {
      api.reply(
        200,
        envelope({ items: [], total: 0, page: 1, limit: 100, pages: 0, applied: { q: 'x' } }),
      );
      const result = await dp.getList('candidates', {
        pagination: { page: 1, perPage: 100 },
        sort: { field: 'email', order: 'ASC' },
        filter: { state: 'all', q: 'x' },
      });
      expect(api.request.url).toBe('/api/candidate/list?page=1&limit=100&q=x');
      // an echo without sort and order is no echo
      expect(result.meta.applied).toBeUndefined();
    });
  });

  describe('getOne / getMany', () => {
    it('merges data.candidate with recent_interview', async () => {
      api.replyFixture('candidate-get');
      const { data } = await dp.getOne('candidates', { id: C1 });
      expect(api.request.url).toBe(`/api/candidate/${C1}`);
      expect(data).toMatchObject({
        id: C1,
        name: 'Asha Rao',
        skills: ['python', 'backend'],
        recent_interview: {
          int_id: 'I-QWERTY',
          status: 'scheduled',
          scheduled_time: '2025-03-12T09:00:00Z',
        },
      });
    });

    it('rejects a missing candidate with 404 and the msg', async () => {
      api.replyFixture('candidate-404');
      await expect(dp.getOne('candidates', { id: 'nope' })).rejects.toMatchObject({
        status: 404,
        message: 'Candidate not found',
      });
    });

    it('getMany reads each candidate', async () => {
      api.replyFixture('candidate-get').replyFixture('candidate-get');
      const { data } = await dp.getMany('candidates', { ids: [C1, 'x/y'] });
      expect(api.requests.map((r) => r.url)).toEqual([
        `/api/candidate/${C1}`,
        '/api/candidate/x%2Fy',
      ]);
      expect(data).toHaveLength(2);
    });
  });

  describe('create', () => {
    it('posts multipart with comma-joined skills and the resume file', async () => {
      api.replyFixture('candidate-create-201');
      const file = pdf();
      const result = await dp.create('candidates', {
        data: {
          name: 'Asha Rao',
          phone: '+91 98765 43210',
          email: 'asha@example.com',
          profile_summary: 'Backend engineer',
          skills: ['python', ' backend '],
          resume: { rawFile: file, src: 'blob:x', title: 'cv.pdf' },
        },
      });
      const request = api.request;
      expect(request.method).toBe('POST');
      expect(request.url).toBe('/api/candidate/create');
      expect(request.headers.get('Authorization')).toBe('Bearer tok');
      expect(request.headers.has('Content-Type')).toBe(false);
      const fields = formFields(request);
      expect(Object.keys(fields).sort()).toEqual(
        ['email', 'name', 'phone', 'profile_summary', 'resume', 'skills'].sort(),
      );
      expect(fields).toMatchObject({
        name: 'Asha Rao',
        phone: '+91 98765 43210',
        email: 'asha@example.com',
        profile_summary: 'Backend engineer',
        skills: 'python,backend',
      });
      expect(fields.resume).toBeInstanceOf(File);
      expect((fields.resume as File).name).toBe('cv.pdf');
      expect(result.data).toMatchObject({ id: C1, cand_id: 'C-AB1234' });
      expect(result.meta).toEqual({ msg: 'Candidate created' });
    });

    it('accepts skills as {skill} objects, omits an absent profile_summary and resume', async () => {
      api.replyFixture('candidate-create-201');
      await dp.create('candidates', {
        data: {
          name: 'A',
          phone: '1',
          email: 'a@x.io',
          skills: [{ skill: 'react' }, { skill: 'go' }],
        },
      });
      const fields = formFields(api.request);
      expect(fields.skills).toBe('react,go');
      expect(fields).not.toHaveProperty('profile_summary');
      expect(fields).not.toHaveProperty('resume');
    });

    it('falls back to the submitted data when the answer has no record', async () => {
      api.reply(201, { data: {}, msg: 'Candidate created', statusCode: 201 });
      const result = await dp.create('candidates', {
        data: {
          name: 'A',
          phone: '1',
          email: 'a@x.io',
          skills: ['go'],
          resume: { rawFile: pdf() },
        },
      });
      expect(result.data).toEqual({
        name: 'A',
        phone: '1',
        email: 'a@x.io',
        skills: ['go'],
        id: '',
      });
      expect(result.meta).toEqual({ msg: 'Candidate created' });
    });

    it.each([
      ['candidate-create-409', 'Candidate with this email already exists for this admin.'],
      ['candidate-create-400-resume', 'Resume file is required'],
      ['candidate-create-400-extract', 'Could not extract text from resume.'],
    ])('rejects with the msg of %s', async (name, msg) => {
      api.replyFixture(name);
      await expect(
        dp.create('candidates', { data: { name: 'A', phone: '1', email: 'a@x.io', skills: [] } }),
      ).rejects.toMatchObject({ message: msg });
    });

    it('passes meta.onUploadProgress through (XHR upload)', async () => {
      const sent: { url?: string; body?: unknown } = {};
      class Xhr {
        upload: { onprogress: ((e: { loaded: number; total: number }) => void) | null } = {
          onprogress: null,
        };
        onload: (() => void) | null = null;
        status = 201;
        responseText = JSON.stringify({
          data: { id: 'new1' },
          msg: 'Candidate created',
          statusCode: 201,
        });
        open(_method: string, url: string) {
          sent.url = url;
        }
        setRequestHeader() {}
        getAllResponseHeaders() {
          return '';
        }
        send(body: unknown) {
          sent.body = body;
          this.upload.onprogress?.({ loaded: 10, total: 10 });
          queueMicrotask(() => this.onload?.());
        }
      }
      vi.stubGlobal('XMLHttpRequest', Xhr);
      const progress = vi.fn();
      const result = await dp.create('candidates', {
        data: {
          name: 'A',
          phone: '1',
          email: 'a@x.io',
          skills: ['go'],
          resume: { rawFile: pdf() },
        },
        meta: { onUploadProgress: progress },
      });
      expect(sent.url).toBe('/api/candidate/create');
      expect(sent.body).toBeInstanceOf(FormData);
      expect(progress).toHaveBeenCalledWith(10, 10);
      expect(result).toEqual({ data: { id: 'new1' }, meta: { msg: 'Candidate created' } });
      expect(api.fetch).not.toHaveBeenCalled();
    });
  });

  describe('update', () => {
    const previousData = {
      id: C1,
      name: 'Asha Rao',
      phone: '1',
      email: 'asha@example.com',
      resume_url: 'https://files.example.com/resumes/asha.pdf',
      profile_summary: 'Backend engineer',
      skills: ['python', 'backend'],
    };

    it('puts multipart without email, resume_url or an unchanged resume', async () => {
      api.replyFixture('candidate-update-200');
      const result = await dp.update('candidates', {
        id: C1,
        data: {
          ...previousData,
          name: 'Asha R.',
          skills: ['python'],
          resume: { src: previousData.resume_url, title: 'asha.pdf' },
        },
        previousData,
      });
      expect(api.request.method).toBe('PUT');
      expect(api.request.url).toBe(`/api/candidate/${C1}`);
      const fields = formFields(api.request);
      expect(fields).toEqual({
        name: 'Asha R.',
        phone: '1',
        profile_summary: 'Backend engineer',
        skills: 'python',
      });
      expect(result.data).toMatchObject({ id: C1, name: 'Asha R.' });
      expect(result.meta).toEqual({ msg: 'Candidate updated' });
    });

    it('sends a newly picked resume', async () => {
      api.replyFixture('candidate-update-200');
      await dp.update('candidates', {
        id: C1,
        data: { ...previousData, resume: { rawFile: pdf('new.pdf') } },
        previousData,
      });
      const fields = formFields(api.request);
      expect((fields.resume as File).name).toBe('new.pdf');
      expect(fields).not.toHaveProperty('email');
      expect(fields).not.toHaveProperty('resume_url');
    });

    it('falls back to previousData merged with the changes', async () => {
      api.replyFixture('candidate-update-200-empty');
      const result = await dp.update('candidates', {
        id: C1,
        data: { name: 'New', resume: { rawFile: pdf() } },
        previousData,
      });
      expect(result.data).toEqual({ ...previousData, name: 'New' });
    });

    it('rejects with the msg (404)', async () => {
      api.replyFixture('candidate-404');
      await expect(
        dp.update('candidates', { id: 'x', data: { name: 'n' }, previousData: { id: 'x' } }),
      ).rejects.toMatchObject({ status: 404, message: 'Candidate not found' });
    });

    it('updateMany puts each id', async () => {
      api.replyFixture('candidate-update-200').replyFixture('candidate-update-200');
      const result = await dp.updateMany('candidates', { ids: ['a', 'b'], data: { phone: '9' } });
      expect(api.requests.map((r) => `${r.method} ${r.url}`)).toEqual([
        'PUT /api/candidate/a',
        'PUT /api/candidate/b',
      ]);
      expect(formFields(api.requests[0]!)).toEqual({ phone: '9' });
      expect(result.data).toEqual(['a', 'b']);
    });
  });

  describe('delete', () => {
    it('soft-deletes with DELETE /candidate/{id}', async () => {
      api.replyFixture('candidate-delete-200');
      const result = await dp.delete('candidates', { id: C1, previousData: { id: C1, name: 'A' } });
      expect(api.request.method).toBe('DELETE');
      expect(api.request.url).toBe(`/api/candidate/${C1}`);
      expect(result).toEqual({ data: { id: C1, name: 'A' }, meta: { msg: 'Candidate deleted' } });
    });

    it('deleteMany deletes each on the platform, which has no bulk call', async () => {
      api.reply(404, NO_BULK_CALL);
      api.replyFixture('candidate-delete-200').replyFixture('candidate-delete-200');
      const result = await dp.deleteMany('candidates', { ids: ['a', 'b'] });
      expect(api.requests.map((r) => `${r.method} ${r.url}`)).toEqual([
        'POST /api/candidate/bulk',
        'DELETE /api/candidate/a',
        'DELETE /api/candidate/b',
      ]);
      expect(result.data).toEqual(['a', 'b']);
    });
  });
});

describe('deleted-candidates', () => {
  let api: FakeApi;
  let dp: AppDataProvider;
  beforeEach(() => ({ api, dp } = signedInProvider()));
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('lists GET /candidate/deleted in server order', async () => {
    api.replyFixture('candidates-deleted');
    const result = await dp.getList('deleted-candidates', {
      pagination: { page: 1, perPage: 10 },
      filter: {},
    });
    expect(api.request.url).toBe('/api/candidate/deleted');
    expect(api.request.headers.get('Authorization')).toBe('Bearer tok');
    expect(result.data.map((c) => c.name)).toEqual(['Dana Roy', 'Asha Rao', 'Chen Li']);
    expect(result.total).toBe(3);
    expect(result.data[0]!.created_at).toBe('2025-02-20T12:00:00Z');
  });

  it('sorts, filters by q and pages in the browser', async () => {
    api.replyFixture('candidates-deleted').replyFixture('candidates-deleted');
    const sorted = await dp.getList('deleted-candidates', {
      pagination: { page: 2, perPage: 2 },
      sort: { field: 'name', order: 'ASC' },
      filter: {},
    });
    expect(sorted.data.map((c) => c.name)).toEqual(['Dana Roy']);
    expect(sorted.total).toBe(3);

    const found = await dp.getList('deleted-candidates', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'created_at', order: 'DESC' },
      filter: { q: 'c-ef' },
    });
    expect(found.data.map((c) => c.cand_id)).toEqual(['C-EF9012']);
    expect(found.total).toBe(1);
  });

  it.each([
    ['asha@', ['Asha Rao']],
    ['ROY', ['Dana Roy']],
    ['nobody', []],
  ])('q %s searches name, email and cand_id', async (q, names) => {
    api.replyFixture('candidates-deleted');
    const { data } = await dp.getList('deleted-candidates', { filter: { q } });
    expect(data.map((c) => c.name)).toEqual(names);
  });

  it('passes on the reference server’s retention rule and dates (X-Trash-Retention-Days)', async () => {
    const trashed = {
      _id: C1,
      name: 'Asha Rao',
      deleted: true,
      deleted_at: '2026-12-01T10:00:00.000Z',
      purge_at: '2026-12-31T10:00:00.000Z',
    };
    api.reply(
      200,
      { statusCode: 200, msg: 'ok', data: [trashed] },
      {
        'X-Trash-Retention-Days': '30',
      },
    );
    const result = await dp.getList('deleted-candidates', {
      pagination: { page: 1, perPage: 10 },
      filter: {},
    });
    expect(result.meta).toEqual({ retentionDays: 30 });
    expect(result.data[0]).toMatchObject({ id: C1, purge_at: '2026-12-31T10:00:00.000Z' });

    api.reply(200, { statusCode: 200, msg: 'ok', data: [] }, { 'X-Trash-Retention-Days': '0' });
    expect((await dp.getList('deleted-candidates', { filter: {} })).meta).toEqual({
      retentionDays: 0,
    });
  });

  it('reads data: {} as an empty trash', async () => {
    api.replyFixture('candidates-deleted-empty');
    const result = await dp.getList('deleted-candidates', {
      pagination: { page: 1, perPage: 10 },
      filter: {},
    });
    expect(result).toEqual({ data: [], total: 0 });
  });

  it('getOne and getMany look the candidate up in the list', async () => {
    api.replyFixture('candidates-deleted').replyFixture('candidates-deleted');
    const { data } = await dp.getOne('deleted-candidates', { id: C1 });
    expect(data.name).toBe('Asha Rao');
    const many = await dp.getMany('deleted-candidates', { ids: [C1, 'missing'] });
    expect(many.data.map((c) => c.id)).toEqual([C1]);
  });

  it('getOne of an unknown id is a 404', async () => {
    api.replyFixture('candidates-deleted');
    await expect(dp.getOne('deleted-candidates', { id: 'nope' })).rejects.toMatchObject({
      status: 404,
    });
  });

  it('restores with PUT /candidate/{id} multipart deleted=false', async () => {
    api.replyFixture('candidate-update-200-empty');
    const result = await dp.update('deleted-candidates', {
      id: C1,
      data: { deleted: false },
      previousData: { id: C1, name: 'Asha Rao', deleted: true },
    });
    expect(api.request.method).toBe('PUT');
    expect(api.request.url).toBe(`/api/candidate/${C1}`);
    expect(formFields(api.request)).toEqual({ deleted: 'false' });
    expect(result).toEqual({
      data: { id: C1, name: 'Asha Rao', deleted: false },
      meta: { msg: 'Candidate updated' },
    });
  });

  it('refuses any other update without a request', async () => {
    await expect(
      dp.update('deleted-candidates', { id: C1, data: { name: 'x' }, previousData: { id: C1 } }),
    ).rejects.toThrow(/restored/);
    expect(api.fetch).not.toHaveBeenCalled();
  });

  it('updateMany restores each on the platform, which has no bulk call', async () => {
    api.reply(404, NO_BULK_CALL);
    api.replyFixture('candidate-update-200-empty').replyFixture('candidate-update-200-empty');
    const result = await dp.updateMany('deleted-candidates', {
      ids: ['a', 'b'],
      data: { deleted: false },
    });
    expect(api.requests.map((r) => r.url)).toEqual([
      '/api/candidate/bulk',
      '/api/candidate/a',
      '/api/candidate/b',
    ]);
    expect(result.data).toEqual(['a', 'b']);
  });

  it('deletes for good with DELETE /candidate/hard_delete/{id}', async () => {
    api.replyFixture('candidate-delete-200');
    const result = await dp.delete('deleted-candidates', { id: C1, previousData: { id: C1 } });
    expect(api.requests[0]!.method).toBe('DELETE');
    expect(api.requests[0]!.url).toBe(`/api/candidate/hard_delete/${C1}`);
    expect(result.meta).toEqual({ msg: 'Candidate deleted' });
    api.reply(404, NO_BULK_CALL).replyFixture('candidate-delete-200');
    await dp.deleteMany('deleted-candidates', { ids: ['b'] });
    expect(api.requests[2]!.url).toBe('/api/candidate/hard_delete/b');
  });

  it('hard delete of a missing candidate rejects with the msg', async () => {
    api.replyFixture('candidate-404');
    await expect(dp.delete('deleted-candidates', { id: 'x' })).rejects.toMatchObject({
      status: 404,
      message: 'Candidate not found',
    });
  });
});
