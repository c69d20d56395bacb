// Issue 53, bursts: the console honours Retry-After. A 503 with Retry-After (the server busy
// reading other PDFs) is sent again after that many seconds, a few times within two minutes in
// all, through the data provider's one client; a 503 without it, or past the limits, fails as
// before; an abort ends the wait.
import { HttpError } from 'ra-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '../../../src/authProvider/session';
import { createDataProvider } from '../../../src/dataProvider';
import { retryWhenBusy } from '../../../src/dataProvider/busyRetry';
import { httpClient, retryAfterSeconds } from '../../../src/dataProvider/httpClient';
import { installFakeFetch } from '../support/fakeFetch';
import { installMemoryStorage } from '../support/memoryStorage';

const BUSY = { msg: 'The server is busy reading other PDFs. Try again in a moment.' };
const busy = (seconds: string) => ({ 'Retry-After': seconds });
const created = { statusCode: 201, msg: 'Candidate created', data: { _id: 'c1', name: 'Ada' } };

let api: ReturnType<typeof installFakeFetch>;

beforeEach(() => {
  vi.useFakeTimers();
  installMemoryStorage();
  setSession('tok', { _id: 'a1', username: 'admin' });
  api = installFakeFetch();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** The outcome of `promise` once settled: its value, or the error. */
const settled = <T>(promise: Promise<T>) =>
  promise.then(
    (value) => ({ value, error: undefined }),
    (error: unknown) => ({ value: undefined, error }),
  );

describe("the data provider's client", () => {
  it('sends a create again after Retry-After, and tells the screen it waits', async () => {
    api.reply(503, BUSY, busy('3')).reply(201, created);
    const onBusyWait = vi.fn();
    const dp = createDataProvider('/api');
    const result = settled(
      dp.create('candidates', { data: { name: 'Ada' }, meta: { onBusyWait } }),
    );

    await vi.advanceTimersByTimeAsync(2999);
    expect(api.requests).toHaveLength(1);
    expect(onBusyWait).toHaveBeenLastCalledWith({ seconds: 3, attempt: 2 });
    await vi.advanceTimersByTimeAsync(1);
    const { value } = await result;
    expect(value?.data).toMatchObject({ id: 'c1', name: 'Ada' });
    expect(api.requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      'POST /api/candidate/create',
      'POST /api/candidate/create',
    ]);
    // the same form both times
    expect(api.requests[1]!.body).toBe(api.requests[0]!.body);
    expect(onBusyWait).toHaveBeenLastCalledWith(undefined);
  });

  it('fails at once on a 503 without Retry-After, as before', async () => {
    api.reply(503, { msg: 'Service unavailable' });
    const { error } = await settled(
      createDataProvider('/api').create('candidates', { data: { name: 'Ada' } }),
    );
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(503);
    expect(api.requests).toHaveLength(1);
  });
});

describe('retryWhenBusy', () => {
  it('sends again at most 5 times, then fails with the last 503', async () => {
    for (let i = 0; i < 6; i += 1) api.reply(503, BUSY, busy('1'));
    const result = settled(retryWhenBusy(httpClient)('/api/candidate/create', { method: 'POST' }));
    await vi.advanceTimersByTimeAsync(10_000);
    const { error } = await result;
    expect(error).toMatchObject({ status: 503, message: BUSY.msg });
    expect(api.requests).toHaveLength(6);
  });

  it('fails rather than wait more than 2 minutes in all', async () => {
    api.reply(503, BUSY, busy('100')).reply(503, BUSY, busy('30'));
    const result = settled(retryWhenBusy(httpClient)('/api/candidate/create', { method: 'POST' }));
    await vi.advanceTimersByTimeAsync(100_000);
    const { error } = await result;
    // 100 s waited, and 30 s more would pass 120 s
    expect(error).toMatchObject({ status: 503 });
    expect(api.requests).toHaveLength(2);
  });

  it('ends the wait when the call is aborted', async () => {
    api.reply(503, BUSY, busy('5'));
    const abort = new AbortController();
    const result = settled(retryWhenBusy(httpClient)('/api/x', { signal: abort.signal }));
    await vi.advanceTimersByTimeAsync(1000);
    abort.abort();
    const { error } = await result;
    expect(error).toMatchObject({ name: 'AbortError' });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(api.requests).toHaveLength(1);
  });
});

describe('Retry-After', () => {
  it('reads seconds or an HTTP date, at least 1 s', () => {
    const now = Date.parse('2026-12-10T10:00:00Z');
    expect(retryAfterSeconds('7', now)).toBe(7);
    expect(retryAfterSeconds('0', now)).toBe(1);
    expect(retryAfterSeconds('Thu, 10 Dec 2026 10:00:30 GMT', now)).toBe(30);
    expect(retryAfterSeconds('Thu, 10 Dec 2026 09:00:00 GMT', now)).toBe(1);
    expect(retryAfterSeconds('soon', now)).toBeUndefined();
    expect(retryAfterSeconds(null, now)).toBeUndefined();
  });
});
