import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, setSession } from '../../../src/authProvider/session';
import { EARLY_KEPT_MS, fetchEarly } from '../../../src/dataProvider/earlyFetch';
import { httpClient } from '../../../src/dataProvider/httpClient';
import { installFakeFetch } from '../support/fakeFetch';
import { installMemoryStorage } from '../support/memoryStorage';

// an early GET not taken stays for EARLY_KEPT_MS: each test asks for URLs of its own
let test = 0;
let URL_A = '';
const ENVELOPE = { data: { n: 1 }, msg: 'ok', statusCode: 200 };

describe('early GETs (the first data of the screen the console opens on)', () => {
  let api: ReturnType<typeof installFakeFetch>;
  beforeEach(() => {
    installMemoryStorage();
    api = installFakeFetch();
    setSession('tok-1', { _id: 'a1', username: 'admin' });
    URL_A = `/api/admin/dashboard_summary?weeks=${++test}`;
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('is sent at once with the session, and answers the console’s own GET of that URL', async () => {
    api.reply(200, ENVELOPE);
    fetchEarly(URL_A);
    expect(api.requests).toHaveLength(1);
    expect(api.request.headers.get('Authorization')).toBe('Bearer tok-1');
    expect(api.request.headers.get('Accept')).toBe('application/json');
    const result = await httpClient(URL_A, { signal: new AbortController().signal });
    expect(result.json).toEqual({ n: 1 });
    expect(result.msg).toBe('ok');
    // taken once: the next GET asks the server
    api.reply(200, { data: { n: 2 }, msg: 'ok', statusCode: 200 });
    expect((await httpClient(URL_A)).json).toEqual({ n: 2 });
    expect(api.requests).toHaveLength(2);
  });

  it('is not sent without a session, nor twice while one waits to be taken', async () => {
    clearSession();
    fetchEarly(URL_A);
    expect(api.requests).toHaveLength(0);
    setSession('tok-1', { _id: 'a1', username: 'admin' });
    api.reply(200, ENVELOPE);
    fetchEarly(URL_A);
    fetchEarly(URL_A);
    expect(api.requests).toHaveLength(1);
  });

  it('answers only a plain GET of the same URL with the same session', async () => {
    const other = `${URL_A}-other`;
    api.reply(200, ENVELOPE).reply(200, { data: 'posted', msg: 'ok', statusCode: 200 });
    api.reply(200, { data: 'other', msg: 'ok', statusCode: 200 });
    fetchEarly(URL_A);
    expect((await httpClient(URL_A, { method: 'POST', body: '{}' })).json).toBe('posted');
    expect((await httpClient(other)).json).toBe('other');
    expect(api.requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      `GET ${URL_A}`,
      `POST ${URL_A}`,
      `GET ${other}`,
    ]);
    // the early answer is still there for the GET
    expect((await httpClient(URL_A)).json).toEqual({ n: 1 });
  });

  it('is not taken by a GET made with another session: that one asks the server', async () => {
    api.reply(200, ENVELOPE).reply(200, { data: 'mine', msg: 'ok', statusCode: 200 });
    fetchEarly(URL_A);
    setSession('tok-2', { _id: 'a2', username: 'other' });
    expect((await httpClient(URL_A)).json).toBe('mine');
    expect(api.requests[1]!.headers.get('Authorization')).toBe('Bearer tok-2');
  });

  it('reads as the server answered it: an error status is an HttpError, a failure unreachable', async () => {
    api.reply(401, { msg: 'Session expired' });
    fetchEarly(URL_A);
    await expect(httpClient(URL_A)).rejects.toMatchObject({
      status: 401,
      message: 'Session expired',
    });
    api.fail();
    fetchEarly(URL_A);
    await expect(httpClient(URL_A)).rejects.toMatchObject({ status: 0 });
  });

  it('ends in an AbortError when the taker’s signal aborts before the answer', async () => {
    let answer!: (response: Response) => void;
    api.respond(() => new Promise<Response>((resolve) => (answer = resolve)));
    fetchEarly(URL_A);
    const controller = new AbortController();
    const taken = httpClient(URL_A, { signal: controller.signal });
    controller.abort();
    await expect(taken).rejects.toMatchObject({ name: 'AbortError' });
    answer(new Response(JSON.stringify(ENVELOPE)));
    const aborted = new AbortController();
    aborted.abort();
    api.reply(200, ENVELOPE);
    fetchEarly(`${URL_A}-2`);
    await expect(httpClient(`${URL_A}-2`, { signal: aborted.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
  });

  it('is dropped when not taken within EARLY_KEPT_MS', async () => {
    vi.useFakeTimers();
    api.reply(200, ENVELOPE).reply(200, { data: 'fresh', msg: 'ok', statusCode: 200 });
    fetchEarly(URL_A);
    vi.advanceTimersByTime(EARLY_KEPT_MS);
    vi.useRealTimers();
    expect((await httpClient(URL_A)).json).toBe('fresh');
    expect(api.requests).toHaveLength(2);
  });
});
