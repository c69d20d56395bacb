import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { interviewChanges } from '../../../src/dataProvider/interviews';
import type { AppDataProvider, Interview } from '../../../src/dataProvider/types';
import { jsonBody } from '../support/fakeFetch';
import { fixture } from '../support/fixtures';
import { signedInProvider, type FakeApi } from '../support/signedInProvider';

const I1 = '67b000000000000000000i01';

const page = (items: object[], total: number) => ({
  data: { items, total, page: 1, limit: 100, total_pages: 1 },
  msg: 'Interviews fetched successfully',
  statusCode: 200,
});

describe('interviews', () => {
  let api: FakeApi;
  let dp: AppDataProvider;
  beforeEach(() => ({ api, dp } = signedInProvider()));
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  describe('getList', () => {
    it('GET /interview/list with page and limit, items with their candidate', async () => {
      api.replyFixture('interview-list');
      const result = await dp.getList<Interview>('interviews', {
        pagination: { page: 1, perPage: 25 },
        sort: { field: 'scheduled_time', order: 'ASC' },
        filter: {},
      });
      expect(api.request.method).toBe('GET');
      // the sort as the reference server takes it (the platform ignores it)
      expect(api.request.url).toBe(
        '/api/interview/list?page=1&limit=25&sort=scheduled_time&order=asc',
      );
      expect(api.request.headers.get('Authorization')).toBe('Bearer tok');
      expect(result.total).toBe(2);
      expect(result.meta).toEqual({ totalPages: 1 });
      expect(result.data[0]).toMatchObject({
        id: I1,
        int_id: 'I-7QK2MZ',
        scheduled_time: '2025-03-10T10:00:00Z',
        candidate: { name: 'Ben Ode', created_at: '2025-03-04T09:30:12.123456Z' },
      });
    });

    it('passes one status and candidate_id', async () => {
      api.replyFixture('interview-list-empty');
      const result = await dp.getList('interviews', {
        pagination: { page: 3, perPage: 10 },
        filter: { status: 'completed', candidate_id: 'c 1' },
      });
      expect(api.request.url).toBe(
        '/api/interview/list?page=3&limit=10&status=completed&candidate_id=c+1',
      );
      expect(result).toEqual({ data: [], total: 0, meta: { totalPages: 0 } });
    });

    it('a one-element status array is one call', async () => {
      api.replyFixture('interview-list-empty');
      await dp.getList('interviews', {
        pagination: { page: 1, perPage: 5 },
        filter: { status: ['scheduled'] },
      });
      expect(api.request.url).toBe('/api/interview/list?page=1&limit=5&status=scheduled');
    });

    it('several statuses: one call per status, merged by scheduled_time and paged', async () => {
      const a = { id: 'a', status: 'scheduled', scheduled_time: '2025-03-10T10:00:00' };
      const b = { id: 'b', status: 'scheduled', scheduled_time: '2025-03-07T10:00:00' };
      const c = { id: 'c', status: 'in_progress', scheduled_time: '2025-03-08T10:00:00' };
      api.route((request) =>
        request.url.includes('status=scheduled') ? [200, page([a, b], 5)] : [200, page([c], 1)],
      );
      const result = await dp.getList('interviews', {
        pagination: { page: 1, perPage: 2 },
        filter: { status: ['scheduled', 'in_progress'], candidate_id: 'c1' },
      });
      expect(api.requests.map((r) => r.url)).toEqual([
        '/api/interview/list?page=1&limit=2&status=scheduled&candidate_id=c1',
        '/api/interview/list?page=1&limit=2&status=in_progress&candidate_id=c1',
      ]);
      expect(result.data.map((i) => i.id)).toEqual(['b', 'c']);
      expect(result.total).toBe(6);
      expect(result.meta).toEqual({ totalPages: 3 });
    });

    it('several statuses, page 2 newest first', async () => {
      const items = ['01', '02', '03', '04'].map((d) => ({
        id: d,
        scheduled_time: `2025-03-${d}T10:00:00`,
      }));
      api.route((request) =>
        request.url.includes('status=scheduled')
          ? [200, page(items.slice(0, 2), 2)]
          : [200, page(items.slice(2), 2)],
      );
      const result = await dp.getList('interviews', {
        pagination: { page: 2, perPage: 2 },
        sort: { field: 'scheduled_time', order: 'DESC' },
        filter: { status: ['scheduled', 'completed'] },
      });
      expect(api.requests[0]!.url).toBe(
        '/api/interview/list?page=1&limit=4&status=scheduled&sort=scheduled_time&order=desc',
      );
      expect(result.data.map((i) => i.id)).toEqual(['02', '01']);
    });

    it('several statuses, deep pages: asks for at most 100 per call', async () => {
      const many = (status: string, from: number, n: number) =>
        Array.from({ length: n }, (_, i) => ({
          id: `${status}-${from + i}`,
          scheduled_time: new Date(Date.UTC(2025, 0, 1, 0, from + i)).toISOString(),
        }));
      api.route((request) => {
        const query = new URL(request.url, 'http://x').searchParams;
        if (query.get('status') === 'completed') return [200, page(many('c', 500, 3), 3)];
        if (query.get('page') === '1') return [200, page(many('s', 0, 100), 130)];
        return [200, page(many('s', 100, 30), 130)];
      });
      const result = await dp.getList('interviews', {
        pagination: { page: 3, perPage: 50 },
        filter: { status: ['scheduled', 'completed'] },
      });
      expect(api.requests.map((r) => r.url).sort()).toEqual([
        '/api/interview/list?page=1&limit=100&status=completed',
        '/api/interview/list?page=1&limit=100&status=scheduled',
        '/api/interview/list?page=2&limit=100&status=scheduled',
      ]);
      expect(result.total).toBe(133);
      expect(result.data).toHaveLength(33);
      expect(result.data[0]!.id).toBe('s-100');
      expect(result.data[32]!.id).toBe('c-502');
    });

    it('tolerates items sent as {}', async () => {
      api.reply(200, { data: { items: {}, total: 0 }, msg: 'ok', statusCode: 200 });
      const result = await dp.getList('interviews', { filter: {} });
      expect(result.data).toEqual([]);
    });

    it("getManyReference lists a candidate's interviews", async () => {
      api.replyFixture('interview-list');
      await dp.getManyReference('interviews', {
        target: 'candidate_id',
        id: 'c9',
        pagination: { page: 1, perPage: 10 },
        sort: { field: 'scheduled_time', order: 'ASC' },
        filter: {},
      });
      expect(api.request.url).toBe(
        '/api/interview/list?page=1&limit=10&candidate_id=c9&sort=scheduled_time&order=asc',
      );
    });

    describe("search and sort (the reference server's extension)", () => {
      const applied = { q: 'zelda backend', sort: 'scheduled_time', order: 'desc' };
      const echoed = (items: object[], total: number) => {
        const body = page(items, total);
        return { ...body, data: { ...body.data, applied } };
      };

      it('sends the search and the sort, and passes the echo on in meta', async () => {
        api.reply(200, echoed([{ id: 'a' }], 1));
        const result = await dp.getList('interviews', {
          pagination: { page: 1, perPage: 25 },
          sort: { field: 'scheduled_time', order: 'DESC' },
          filter: { q: '  zelda backend ', status: 'completed' },
        });
        expect(api.request.url).toBe(
          '/api/interview/list?page=1&limit=25&status=completed&q=zelda+backend&sort=scheduled_time&order=desc',
        );
        expect(result.meta).toEqual({ totalPages: 1, applied });
      });

      it('a plain list, newest created first, asks what the platform is asked', async () => {
        api.replyFixture('interview-list');
        const result = await dp.getList('interviews', {
          pagination: { page: 1, perPage: 25 },
          sort: { field: 'created_at', order: 'DESC' },
          filter: { q: '   ' },
        });
        expect(api.request.url).toBe('/api/interview/list?page=1&limit=25');
        // the platform echoes nothing
        expect(result.meta).toEqual({ totalPages: 1, applied: undefined });
        expect(Object.hasOwn(result.meta, 'applied')).toBe(true);
      });

      it("a sort by another field is not the server's: nothing is sent", async () => {
        api.replyFixture('interview-list');
        await dp.getList('interviews', {
          pagination: { page: 1, perPage: 25 },
          sort: { field: 'id', order: 'ASC' },
          filter: {},
        });
        expect(api.request.url).toBe('/api/interview/list?page=1&limit=25');
      });

      it('several statuses: each call searches, and the echo counts only if every call has it', async () => {
        api.route((request) =>
          request.url.includes('status=scheduled')
            ? [200, echoed([{ id: 'a', scheduled_time: '2025-03-01T10:00:00Z' }], 1)]
            : [200, page([{ id: 'b', scheduled_time: '2025-03-02T10:00:00Z' }], 1)],
        );
        const params = {
          pagination: { page: 1, perPage: 10 },
          sort: { field: 'scheduled_time', order: 'ASC' as const },
          filter: { q: 'zelda', status: ['scheduled', 'in_progress'] },
        };
        const mixed = await dp.getList('interviews', params);
        expect(api.requests.map((r) => r.url)).toEqual([
          '/api/interview/list?page=1&limit=10&status=scheduled&q=zelda&sort=scheduled_time&order=asc',
          '/api/interview/list?page=1&limit=10&status=in_progress&q=zelda&sort=scheduled_time&order=asc',
        ]);
        expect(mixed.meta?.applied).toBeUndefined();

        api.route(() => [200, echoed([], 0)]);
        const both = await dp.getList('interviews', params);
        expect(both.meta?.applied).toEqual(applied);
      });
    });

    describe("needs review (the reference server's filter, docs/scoring.md)", () => {
      it('sends needs_review=true with the completed status, in one call for several statuses', async () => {
        api.reply(200, page([{ id: 'a', status: 'completed', needs_review: true }], 1));
        const result = await dp.getList<Interview>('interviews', {
          pagination: { page: 1, perPage: 25 },
          sort: { field: 'scheduled_time', order: 'DESC' },
          filter: { status: ['completed', 'cancelled'], needs_review: true },
        });
        expect(api.requests.map((r) => r.url)).toEqual([
          '/api/interview/list?page=1&limit=25&status=completed&needs_review=true&sort=scheduled_time&order=desc',
        ]);
        expect(result.data[0]).toMatchObject({ id: 'a', needs_review: true });
      });

      it('without the filter, nothing is sent', async () => {
        api.replyFixture('interview-list-empty');
        await dp.getList('interviews', {
          pagination: { page: 1, perPage: 5 },
          filter: { status: 'completed', needs_review: false },
        });
        expect(api.request.url).toBe('/api/interview/list?page=1&limit=5&status=completed');
      });
    });
  });

  it('getOne reads GET /interview/{id}', async () => {
    api.replyFixture('interview-get');
    const { data } = await dp.getOne('interviews', { id: I1 });
    expect(api.request.url).toBe(`/api/interview/${I1}`);
    expect(data).toMatchObject({ id: I1, agent_voice: 'ash', created_at: '2025-03-05T15:07:00Z' });
  });

  describe("the transcript's entries", () => {
    const PLATFORM_ENTRY = { question: 'What is a hook?', answer: 'A function.', score: 4 };
    const SERVER_ENTRY = {
      question: 'Why pool connections?',
      answer: 'To reuse them.',
      score: 2.5,
      skill: 'Python',
      difficulty: 'medium',
      explanation: 'Covered: reuse. Missed: limits.',
      scorer: 'built-in',
      needs_review: false,
      answered_at: '2026-11-23T10:05:00.000Z',
    };

    it("keeps the platform's {question, answer, score} as sent, and the server's additions", async () => {
      api.reply(200, {
        data: { id: I1, history: [PLATFORM_ENTRY, SERVER_ENTRY], score: 3.3 },
        msg: 'Interview fetched',
        statusCode: 200,
      });
      const { data } = await dp.getOne<Interview>('interviews', { id: I1 });
      expect(data.history).toEqual([PLATFORM_ENTRY, SERVER_ENTRY]);
    });

    it('drops an addition of the wrong type or an unknown scorer, in the lists too', async () => {
      api.reply(200, {
        data: {
          items: [
            {
              id: I1,
              history: [
                {
                  ...PLATFORM_ENTRY,
                  scorer: 'oracle',
                  needs_review: 'yes',
                  auto_score: 'high',
                  difficulty: 'extreme',
                  explanation: 3,
                },
              ],
            },
          ],
          total: 1,
        },
        msg: 'Interviews fetched',
        statusCode: 200,
      });
      const { data } = await dp.getList<Interview>('interviews', {
        pagination: { page: 1, perPage: 25 },
        sort: { field: 'scheduled_time', order: 'DESC' },
        filter: {},
      });
      expect(data[0]!.history).toEqual([PLATFORM_ENTRY]);
    });
  });

  describe('overrideAnswerScore', () => {
    const overridden = {
      id: I1,
      score: 4,
      history: [
        { question: 'Q1', answer: 'A1', score: 4, scorer: 'built-in' },
        { question: 'Q2', answer: 'A2', score: 4, scorer: 'admin', auto_score: 2.5 },
      ],
    };
    const before: Interview = {
      id: I1,
      score: 3.3,
      _etag: '"v3"',
      history: [
        { question: 'Q1', answer: 'A1', score: 4, scorer: 'built-in' },
        { question: 'Q2', answer: 'A2', score: 2.5, scorer: 'built-in', needs_review: true },
      ],
    };

    it('PUT /interview/{id}/answers/{index} {score} with If-Match; the interview saved, with its new ETag', async () => {
      api.reply(
        200,
        { data: overridden, msg: 'Answer score updated', statusCode: 200 },
        { ETag: '"v4"' },
      );
      const result = await dp.overrideAnswerScore(before, 1, 4);
      expect(api.request.method).toBe('PUT');
      expect(api.request.url).toBe(`/api/interview/${I1}/answers/1`);
      expect(api.request.headers.get('If-Match')).toBe('"v3"');
      expect(api.request.headers.get('Authorization')).toBe('Bearer tok');
      expect(jsonBody(api.request)).toEqual({ score: 4 });
      expect(result).toEqual({
        interview: { ...overridden, _etag: '"v4"' },
        msg: 'Answer score updated',
      });
    });

    it('sends no If-Match for an interview read without an ETag', async () => {
      api.reply(200, { data: overridden, msg: 'Answer score updated', statusCode: 200 });
      const { _etag: _dropped, ...unversioned } = before;
      await dp.overrideAnswerScore(unversioned, 1, 4);
      expect(api.request.headers.has('If-Match')).toBe(false);
    });

    it('an answer without the interview: the entry and the average worked out as the server does', async () => {
      api.reply(200, { data: {}, msg: 'Answer score updated', statusCode: 200 });
      const result = await dp.overrideAnswerScore(before, 1, 5);
      expect(result?.interview).toEqual({
        id: I1,
        score: 4.5,
        history: [
          { question: 'Q1', answer: 'A1', score: 4, scorer: 'built-in' },
          {
            question: 'Q2',
            answer: 'A2',
            score: 5,
            scorer: 'admin',
            needs_review: false,
            auto_score: 2.5,
          },
        ],
      });
    });

    it.each([
      ['a 404 of an unknown route', 404, { msg: 'Route PUT:/api/interview/x/answers/1 not found' }],
      ['a bare 404', 404, '<html>Cannot PUT</html>'],
      ['a 405', 405, { msg: 'Method not allowed' }],
    ])('reads %s as a server without the call: null', async (_name, status, body) => {
      api.reply(status, body);
      await expect(dp.overrideAnswerScore(before, 1, 4)).resolves.toBeNull();
    });

    it.each([
      [404, 'Answer not found'],
      [404, 'Interview not found'],
      [400, 'Score must be a number from 0 to 5'],
      [412, 'This record was changed by someone else. Reload to see the changes.'],
    ])('rejects a %i %s with the msg', async (status, msg) => {
      api.reply(status, { msg, statusCode: status });
      await expect(dp.overrideAnswerScore(before, 1, 4)).rejects.toMatchObject({
        status,
        message: msg,
      });
    });
  });

  it('getOne 404 rejects with the msg', async () => {
    api.replyFixture('interview-404');
    await expect(dp.getOne('interviews', { id: 'x' })).rejects.toMatchObject({
      status: 404,
      message: 'Interview not found',
    });
  });

  it('getMany reads each', async () => {
    api.replyFixture('interview-get').replyFixture('interview-get');
    const { data } = await dp.getMany('interviews', { ids: ['a', 'b'] });
    expect(api.requests.map((r) => r.url)).toEqual(['/api/interview/a', '/api/interview/b']);
    expect(data).toHaveLength(2);
  });

  describe('create', () => {
    it('posts JSON {candidate_id, title, agent_voice, scheduled_time, num_questions}', async () => {
      api.replyFixture('interview-create-201');
      const result = await dp.create('interviews', {
        data: {
          candidate_id: 'c1',
          title: 'Frontend round',
          agent_voice: 'coral',
          scheduled_time: new Date(Date.UTC(2025, 2, 10, 10, 0)),
          num_questions: '8',
          extra: 'not sent',
        },
      });
      expect(api.request.method).toBe('POST');
      expect(api.request.url).toBe('/api/interview/create');
      expect(api.request.headers.get('Content-Type')).toBe('application/json');
      expect(jsonBody(api.request)).toEqual({
        candidate_id: 'c1',
        title: 'Frontend round',
        agent_voice: 'coral',
        scheduled_time: '2025-03-10T10:00:00.000Z',
        num_questions: 8,
      });
      expect(result.data).toMatchObject({ id: I1 });
      expect(result.meta).toEqual({ msg: 'Interview created' });
    });

    it('leaves num_questions out when empty and defaults the voice', async () => {
      api.replyFixture('interview-create-201');
      await dp.create('interviews', {
        data: {
          candidate: { id: 'c2' },
          title: 'T',
          scheduled_time: '2025-03-10T10:00:00Z',
          num_questions: '',
        },
      });
      expect(jsonBody(api.request)).toEqual({
        candidate_id: 'c2',
        title: 'T',
        agent_voice: 'ash',
        scheduled_time: '2025-03-10T10:00:00Z',
      });
    });

    it('rejects with the 403 skill msg', async () => {
      api.replyFixture('interview-create-403-skill');
      await expect(
        dp.create('interviews', { data: { candidate_id: 'c1', title: 't', scheduled_time: 'x' } }),
      ).rejects.toMatchObject({
        status: 403,
        message: "Candidate skill 'rust' is not one of your skills",
      });
    });

    it('rejects with the 404 candidate msg', async () => {
      api.replyFixture('candidate-404');
      await expect(dp.create('interviews', { data: { candidate_id: 'zz' } })).rejects.toMatchObject(
        {
          status: 404,
          message: 'Candidate not found',
        },
      );
    });
  });

  describe('update', () => {
    const previousData = fixture<{ data: Interview }>('interview-get').data;

    it('puts only the changed allowed fields', async () => {
      api.replyFixture('interview-update-200');
      const result = await dp.update('interviews', {
        id: I1,
        data: { ...previousData, status: 'cancelled', candidate: { name: 'changed but not sent' } },
        previousData,
      });
      expect(api.request.method).toBe('PUT');
      expect(api.request.url).toBe(`/api/interview/${I1}`);
      expect(jsonBody(api.request)).toEqual({ status: 'cancelled' });
      expect(result.data).toMatchObject({ id: I1, status: 'cancelled' });
      expect(result.meta).toEqual({ msg: 'Interview updated' });
    });

    it('reschedules with a Date', async () => {
      api.reply(200, { data: {}, msg: 'Interview updated', statusCode: 200 });
      const result = await dp.update('interviews', {
        id: I1,
        data: { scheduled_time: new Date(Date.UTC(2025, 2, 12, 9, 30)) },
        previousData: { id: I1, scheduled_time: '2025-03-10T10:00:00Z', title: 'T' },
      });
      expect(jsonBody(api.request)).toEqual({ scheduled_time: '2025-03-12T09:30:00.000Z' });
      expect(result.data).toEqual({
        id: I1,
        title: 'T',
        scheduled_time: '2025-03-12T09:30:00.000Z',
      });
    });

    it('sends the whole allowed set without previousData', async () => {
      api.replyFixture('interview-update-200');
      await dp.updateMany('interviews', {
        ids: [I1],
        data: {
          status: 'completed',
          selected: true,
          score: 4,
          feedback: 'Good',
          id: 'no',
          link: 'no',
        },
      });
      expect(jsonBody(api.request)).toEqual({
        status: 'completed',
        selected: true,
        score: 4,
        feedback: 'Good',
      });
    });

    it('makes no request when nothing changed', async () => {
      const result = await dp.update('interviews', {
        id: I1,
        data: { ...previousData },
        previousData,
      });
      expect(api.fetch).not.toHaveBeenCalled();
      expect(result.data).toMatchObject({ id: I1, title: 'Frontend round' });
    });

    it('interviewChanges compares by value', () => {
      expect(
        interviewChanges({ selected: false, score: null }, { selected: false, score: 3 }),
      ).toEqual({
        score: null,
      });
    });

    it('rejects with the 404 msg', async () => {
      api.replyFixture('interview-404');
      await expect(
        dp.update('interviews', {
          id: 'x',
          data: { status: 'cancelled' },
          previousData: { id: 'x' },
        }),
      ).rejects.toMatchObject({ status: 404, message: 'Interview not found' });
    });
  });

  it('delete and deleteMany', async () => {
    api.replyFixture('interview-delete-200').replyFixture('interview-delete-200');
    const result = await dp.delete('interviews', { id: I1, previousData: { id: I1 } });
    expect(api.requests[0]!.method).toBe('DELETE');
    expect(api.requests[0]!.url).toBe(`/api/interview/${I1}`);
    expect(result).toEqual({ data: { id: I1 }, meta: { msg: 'Interview deleted' } });
    expect((await dp.deleteMany('interviews', { ids: ['b'] })).data).toEqual(['b']);
    expect(api.requests[1]!.url).toBe('/api/interview/b');
  });
});
