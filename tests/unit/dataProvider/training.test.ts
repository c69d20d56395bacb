import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppDataProvider, TrainingSet } from '../../../src/dataProvider/types';
import { jsonBody } from '../support/fakeFetch';
import { signedInProvider, type FakeApi } from '../support/signedInProvider';

const T1 = '68c000000000000000000t01';

describe('training', () => {
  let api: FakeApi;
  let dp: AppDataProvider;
  beforeEach(() => ({ api, dp } = signedInProvider()));
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('lists GET /training/list in server order with UTC dates', async () => {
    api.replyFixture('training-list');
    const result = await dp.getList<TrainingSet>('training', {
      pagination: { page: 1, perPage: 25 },
      filter: {},
    });
    expect(api.request.method).toBe('GET');
    expect(api.request.url).toBe('/api/training/list');
    expect(api.request.headers.get('Authorization')).toBe('Bearer tok');
    expect(result.total).toBe(2);
    expect(result.data.map((s) => s.domain)).toEqual(['backend', 'frontend']);
    expect(result.data[0]).toMatchObject({
      id: T1,
      last_updated: '2025-03-05T15:07:00Z',
      questions: [
        { question: 'What is an index?', difficulty: 'easy', tags: ['databases'] },
        { question: 'Explain CAP.', difficulty: 'hard', tags: ['distributed', 'theory'] },
      ],
    });
  });

  it('reads data: {} as no training sets', async () => {
    api.replyFixture('training-list-empty');
    const result = await dp.getList('training', {
      pagination: { page: 1, perPage: 25 },
      filter: {},
    });
    expect(result).toEqual({ data: [], total: 0 });
  });

  it('sorts and pages in the browser, passes domain and tag to the server', async () => {
    api.replyFixture('training-list').replyFixture('training-list');
    const sorted = await dp.getList('training', {
      pagination: { page: 1, perPage: 1 },
      sort: { field: 'domain', order: 'DESC' },
      filter: {},
    });
    expect(sorted.data.map((s) => s.domain)).toEqual(['frontend']);
    expect(sorted.total).toBe(2);
    const filtered = await dp.getList('training', {
      filter: { domain: 'backend', tag: 'react', q: 'FRONT' },
    });
    expect(api.requests[1]!.url).toBe('/api/training/list?domain=backend&tag=react');
    expect(filtered.data.map((s) => s.domain)).toEqual(['frontend']);
  });

  it("react-admin's default sort by id keeps the server order", async () => {
    api.replyFixture('training-list');
    const { data } = await dp.getList('training', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'id', order: 'DESC' },
      filter: {},
    });
    expect(data.map((s) => s.domain)).toEqual(['backend', 'frontend']);
  });

  it('getOne reads GET /training/{id}', async () => {
    api.replyFixture('training-get');
    const { data } = await dp.getOne('training', { id: T1 });
    expect(api.request.url).toBe(`/api/training/${T1}`);
    expect(data).toMatchObject({ id: T1, domain: 'backend' });
  });

  it('getOne 404 rejects with the msg', async () => {
    api.replyFixture('training-404');
    await expect(dp.getOne('training', { id: 'x' })).rejects.toMatchObject({
      status: 404,
      message: 'Training data not found or access denied',
    });
  });

  it('getMany picks from the list', async () => {
    api.replyFixture('training-list');
    const { data } = await dp.getMany('training', { ids: [T1] });
    expect(data.map((s) => s.domain)).toEqual(['backend']);
  });

  it('creates with POST /training/create JSON {domain, questions}', async () => {
    api.replyFixture('training-create-201');
    const result = await dp.create('training', {
      data: {
        domain: ' backend ',
        questions: [
          { question: ' What is an index? ', difficulty: 'easy', tags: ['databases', ' '], key: 1 },
        ],
      },
    });
    expect(api.request.method).toBe('POST');
    expect(api.request.url).toBe('/api/training/create');
    expect(api.request.headers.get('Content-Type')).toBe('application/json');
    expect(jsonBody(api.request)).toEqual({
      domain: 'backend',
      questions: [
        {
          question: 'What is an index?',
          difficulty: 'easy',
          tags: ['databases'],
          expected_points: [],
        },
      ],
    });
    expect(result.data).toMatchObject({ id: T1 });
    expect(result.meta).toEqual({ msg: 'Training data saved successfully' });
  });

  describe('expected points (reference server; the platform ignores them)', () => {
    it('sends them trimmed, without empty ones; an empty list clears them', async () => {
      api.replyFixture('training-create-201');
      await dp.create('training', {
        data: {
          domain: 'backend',
          questions: [
            {
              question: 'Why pool?',
              difficulty: 'easy',
              tags: ['db'],
              expected_points: [' reuses connections ', '', 7, 'caps them'],
            },
            { question: 'What is an index?', difficulty: 'easy', tags: ['db'] },
          ],
        },
      });
      expect(jsonBody(api.request)).toMatchObject({
        questions: [
          { expected_points: ['reuses connections', 'caps them'] },
          { expected_points: [] },
        ],
      });
    });

    it('reads them, and none from a set that has none', async () => {
      api.reply(200, {
        data: [
          {
            _id: T1,
            domain: 'backend',
            questions: [
              { question: 'Q1', difficulty: 'easy', tags: ['a'], expected_points: ['p1', ' '] },
              { question: 'Q2', difficulty: 'easy', tags: ['a'] },
            ],
          },
        ],
        msg: 'ok',
        statusCode: 200,
      });
      const { data } = await dp.getList<TrainingSet>('training', { filter: {} });
      expect(data[0]!.questions.map((q) => q.expected_points)).toEqual([['p1'], []]);
    });
  });

  it('create rejects with the 400 msg', async () => {
    api.replyFixture('training-create-400');
    await expect(
      dp.create('training', { data: { domain: '', questions: [] } }),
    ).rejects.toMatchObject({ status: 400, message: 'Domain is required' });
  });

  it('updates with PUT /training/{id}, the same JSON', async () => {
    api.replyFixture('training-update-200');
    const previousData = {
      id: T1,
      domain: 'backend',
      questions: [{ question: 'Old', difficulty: 'easy', tags: ['a'] }],
    };
    const result = await dp.update('training', {
      id: T1,
      data: { questions: [{ question: 'What is an index?', difficulty: 'medium', tags: ['db'] }] },
      previousData,
    });
    expect(api.request.method).toBe('PUT');
    expect(api.request.url).toBe(`/api/training/${T1}`);
    expect(jsonBody(api.request)).toEqual({
      domain: 'backend',
      questions: [
        { question: 'What is an index?', difficulty: 'medium', tags: ['db'], expected_points: [] },
      ],
    });
    expect(result.meta).toEqual({ msg: 'Training data updated successfully' });
    expect(result.data).toMatchObject({ id: T1 });
  });

  it('update falls back to the sent data when the answer has no record', async () => {
    api.reply(200, { data: {}, msg: 'Training data updated successfully', statusCode: 200 });
    const result = await dp.update('training', {
      id: T1,
      data: { domain: 'ops', questions: [] },
      previousData: { id: T1, domain: 'backend', questions: [], last_updated: 'x' },
    });
    expect(result.data).toEqual({ id: T1, domain: 'ops', questions: [], last_updated: 'x' });
  });

  it('update 404 rejects with the msg', async () => {
    api.replyFixture('training-404');
    await expect(
      dp.update('training', {
        id: 'x',
        data: { domain: 'd', questions: [] },
        previousData: { id: 'x' },
      }),
    ).rejects.toMatchObject({ status: 404 });
  });

  it('deletes with DELETE /training/{id}; meta.msg is the server msg', async () => {
    api.replyFixture('training-delete-200').replyFixture('training-delete-200');
    const result = await dp.delete('training', {
      id: T1,
      previousData: { id: T1, domain: 'backend' },
    });
    expect(api.requests[0]!.method).toBe('DELETE');
    expect(api.requests[0]!.url).toBe(`/api/training/${T1}`);
    expect(result).toEqual({
      data: { id: T1, domain: 'backend' },
      meta: { msg: 'Training data deleted successfully' },
    });
    await dp.deleteMany('training', { ids: ['b'] });
    expect(api.requests[1]!.url).toBe('/api/training/b');
  });

  it('delete 404 rejects with the msg', async () => {
    api.replyFixture('training-404');
    await expect(dp.delete('training', { id: 'x' })).rejects.toMatchObject({
      message: 'Training data not found or access denied',
    });
  });
});
