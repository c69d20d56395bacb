// "Score again" (POST /interview/{id}/rescore): the interview as saved with its new ETag; the
// platform's missing call reads as null, the reference server's refusals are errors.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppDataProvider, Interview } from '../../../src/dataProvider/types';
import { signedInProvider, type FakeApi } from '../support/signedInProvider';

const I1 = '67b000000000000000000i01';

const before: Interview = {
  id: I1,
  status: 'completed',
  score: 3,
  _etag: '"v3"',
  history: [{ question: 'Q1', answer: 'A1', score: 3, scorer: 'built-in', tokens: 0 }],
};

const rescored = {
  id: I1,
  status: 'completed',
  score: 4,
  tokens_used: 180,
  history: [
    {
      question: 'Q1',
      answer: 'A1',
      score: 4,
      scorer: 'llm',
      model: 'llama3.1',
      tokens: 180,
      scores: [
        { score: 4, scorer: 'llm', model: 'llama3.1', tokens: 180, scored_at: '2026-12-07T10:00Z' },
        { score: 3, scorer: 'built-in', scorer_version: 2, scored_at: '2026-12-06T10:00Z' },
        'not a scoring',
      ],
    },
  ],
};

describe('rescoreInterview', () => {
  let api: FakeApi;
  let dp: AppDataProvider;
  beforeEach(() => ({ api, dp } = signedInProvider()));
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('POST /interview/{id}/rescore with If-Match; the interview saved, with its new ETag', async () => {
    api.reply(
      200,
      { data: rescored, msg: 'Interview scored again', statusCode: 200 },
      { ETag: '"v4"' },
    );
    const result = await dp.rescoreInterview(before);
    expect(api.request.method).toBe('POST');
    expect(api.request.url).toBe(`/api/interview/${I1}/rescore`);
    expect(api.request.headers.get('If-Match')).toBe('"v3"');
    expect(api.request.headers.get('Authorization')).toBe('Bearer tok');
    expect(result?.msg).toBe('Interview scored again');
    expect(result?.interview._etag).toBe('"v4"');
    expect(result?.interview.tokens_used).toBe(180);
    // the scorings kept as sent, anything else dropped
    expect(result?.interview.history?.[0]?.scores).toEqual(rescored.history[0]!.scores.slice(0, 2));
  });

  it('sends no If-Match for an interview read without an ETag', async () => {
    api.reply(200, { data: rescored, msg: 'Interview scored again', statusCode: 200 });
    const { _etag: _dropped, ...unversioned } = before;
    await dp.rescoreInterview(unversioned);
    expect(api.request.headers.has('If-Match')).toBe(false);
  });

  it('an answer without the interview keeps the one shown', async () => {
    api.reply(200, { data: {}, msg: 'Interview scored again', statusCode: 200 });
    await expect(dp.rescoreInterview(before)).resolves.toEqual({
      interview: before,
      msg: 'Interview scored again',
    });
  });

  it.each([
    ['a 404 of an unknown route', 404, { msg: 'Route POST:/api/interview/x/rescore not found' }],
    ['a bare 404', 404, '<html>Cannot POST</html>'],
    ['a 405', 405, { msg: 'Method not allowed' }],
    ['a 501', 501, { msg: 'Not implemented' }],
  ])('reads %s as a server without the call: null', async (_name, status, body) => {
    api.reply(status, body);
    await expect(dp.rescoreInterview(before)).resolves.toBeNull();
  });

  it.each([
    [404, 'Interview not found'],
    [400, 'Only a completed interview can be scored again'],
    [403, 'You do not have permission to do this.'],
    [412, 'This record was changed by someone else. Reload to see the changes.'],
  ])('rejects a %i %s with the msg', async (status, msg) => {
    api.reply(status, { msg, statusCode: status });
    await expect(dp.rescoreInterview(before)).rejects.toMatchObject({ status, message: msg });
  });
});
