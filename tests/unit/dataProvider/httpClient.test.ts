import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from 'ra-core';
import { asList, httpClient, type HttpResult } from '../../../src/dataProvider/httpClient';
import { normaliseDates } from '../../../src/dataProvider/envelope';
import { setSession } from '../../../src/authProvider/session';
import { installFakeFetch } from '../support/fakeFetch';
import { fixture } from '../support/fixtures';
import { installMemoryStorage } from '../support/memoryStorage';

async function httpError(promise: Promise<unknown>): Promise<HttpError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(HttpError);
  return error as HttpError;
}

describe('httpClient', () => {
  let api: ReturnType<typeof installFakeFetch>;
  beforeEach(() => {
    installMemoryStorage();
    api = installFakeFetch();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  describe('request', () => {
    it('adds the bearer token when there is one', async () => {
      setSession('tok-123', { _id: 'a1', username: 'admin' });
      api.reply(200, { data: [], msg: 'ok', statusCode: 200 });
      await httpClient('/api/training/list');
      expect(api.request.headers.get('Authorization')).toBe('Bearer tok-123');
      expect(api.request.headers.get('Accept')).toBe('application/json');
    });

    it('sends no Authorization without a token, or when auth is false', async () => {
      api.reply(200, {}).reply(200, {});
      await httpClient('/api/x');
      setSession('tok', { _id: 'a1', username: 'admin' });
      await httpClient('/api/admin/listVoices', { auth: false });
      expect(api.requests[0]!.headers.has('Authorization')).toBe(false);
      expect(api.requests[1]!.headers.has('Authorization')).toBe(false);
    });

    it('sets a JSON content type for string bodies only', async () => {
      api.reply(200, {}).reply(200, {}).reply(200, {});
      await httpClient('/api/a', { method: 'POST', body: '{}' });
      await httpClient('/api/b', { method: 'POST', body: new FormData() });
      await httpClient('/api/c', {
        method: 'DELETE',
        headers: new Headers({ 'Content-Type': 'text/plain' }),
      });
      expect(api.requests[0]!.headers.get('Content-Type')).toBe('application/json');
      expect(api.requests[1]!.headers.has('Content-Type')).toBe(false);
      expect(api.requests[2]!.headers.get('Content-Type')).toBe('text/plain');
    });

    it('keeps headers given as a plain object', async () => {
      api.reply(200, {});
      await httpClient('/api/a', { headers: { Range: 'jobs=0-9' } });
      expect(api.request.headers.get('Range')).toBe('jobs=0-9');
    });
  });

  describe('answer', () => {
    it('unwraps the envelope and keeps msg, status, headers and body text', async () => {
      api.replyFixture('training-list');
      const result = await httpClient('/api/training/list');
      expect(result.status).toBe(200);
      expect(result.msg).toBe('Training data fetched successfully');
      expect(Array.isArray(result.json)).toBe(true);
      expect(result.headers.get('Content-Type')).toBe('application/json');
      expect(JSON.parse(result.body)).toEqual(fixture('training-list'));
    });

    it('reads naive timestamps as UTC at any depth, leaving offsets alone', async () => {
      api.reply(200, {
        data: {
          a: '2025-03-05T15:07:00',
          b: '2025-03-05T15:07:00.123456',
          c: '2025-03-05T15:07:00+05:30',
          d: '2025-03-05T15:07:00Z',
          e: '2025-03-05',
          f: 'hello 2025-03-05T15:07:00',
          nested: [{ when: '2025-03-05T15:07' }],
          n: 5,
          z: null,
        },
        msg: 'ok',
        statusCode: 200,
      });
      const { json } = await httpClient('/api/x');
      expect(json).toEqual({
        a: '2025-03-05T15:07:00Z',
        b: '2025-03-05T15:07:00.123456Z',
        c: '2025-03-05T15:07:00+05:30',
        d: '2025-03-05T15:07:00Z',
        e: '2025-03-05',
        f: 'hello 2025-03-05T15:07:00',
        nested: [{ when: '2025-03-05T15:07Z' }],
        n: 5,
        z: null,
      });
    });

    it('passes bare arrays and bare records through', async () => {
      api.reply(200, [{ id: 1, title: 'Dev', created_at: '2025-03-05T15:07:00' }]);
      api.reply(200, { id: 1, data: 'not an envelope' });
      api.reply(200, { id: 2, msg: 'a record with a msg field' });
      expect((await httpClient('/api/jobs')).json).toEqual([
        { id: 1, title: 'Dev', created_at: '2025-03-05T15:07:00Z' },
      ]);
      expect((await httpClient('/api/jobs/1')).json).toEqual({ id: 1, data: 'not an envelope' });
      expect((await httpClient('/api/jobs/2')).json).toEqual({
        id: 2,
        msg: 'a record with a msg field',
      });
    });

    it('unwraps an envelope whose data is {} (the platform empty list)', async () => {
      api.replyFixture('training-list-empty');
      const { json } = await httpClient('/api/training/list');
      expect(json).toEqual({});
      expect(asList(json)).toEqual([]);
    });

    it('reads a bare object (GET /admin/me) as is', async () => {
      api.reply(200, fixture('me'));
      const { json, msg } = await httpClient('/api/admin/me');
      expect(json).toMatchObject({ username: 'admin', created_at: '2025-01-01T00:00:00Z' });
      expect(msg).toBeUndefined();
    });

    it('accepts an empty or non-JSON success body', async () => {
      api.fetch.mockImplementationOnce(async () => new Response(null, { status: 204 }));
      const empty = await httpClient('/api/x', { method: 'DELETE' });
      expect(empty.json).toBeUndefined();
      expect(empty.status).toBe(204);
      api.reply(200, 'plain text');
      const text = await httpClient('/api/x');
      expect(text.json).toBeUndefined();
      expect(text.body).toBe('plain text');
    });
  });

  describe('errors', () => {
    it.each([
      ['candidate-create-400-resume', 400, 'Resume file is required'],
      ['auth-401-missing-header', 401, 'Missing Authorization Header'],
      ['auth-403-deactivated', 403, 'Account deactivated'],
      ['settings-403-fields', 403, 'Admins cannot update fields: max_ques_limit, role'],
      ['candidate-404', 404, 'Candidate not found'],
      ['candidate-create-409', 409, 'Candidate with this email already exists for this admin.'],
      ['list-skills-500', 500, 'Error: connection refused'],
    ])('%s → HttpError(msg, %i, body)', async (name, status, msg) => {
      api.replyFixture(name, status);
      const error = await httpError(httpClient('/api/x'));
      expect(error.message).toBe(msg);
      expect(error.status).toBe(status);
      expect(error.body).toEqual(fixture(name));
    });

    it('falls back to Something went wrong', async () => {
      api.reply(502, '<html>Bad Gateway</html>').reply(500, { data: {}, statusCode: 500 });
      const html = await httpError(httpClient('/api/x'));
      expect(html.message).toBe('Something went wrong');
      expect(html.status).toBe(502);
      expect(html.body).toBe('<html>Bad Gateway</html>');
      const noMsg = await httpError(httpClient('/api/x'));
      expect(noMsg.message).toBe('Something went wrong');
    });

    it('maps a network failure to status 0 and the unreachable message', async () => {
      api.fail();
      const error = await httpError(httpClient('/api/x'));
      expect(error.status).toBe(0);
      expect(error.message).toBe('Cannot reach the server. Check your connection and try again.');
    });

    it('lets an abort through as an AbortError', async () => {
      api.fetch.mockImplementationOnce(() =>
        Promise.reject(new DOMException('The operation was aborted.', 'AbortError')),
      );
      await expect(httpClient('/api/x')).rejects.toMatchObject({ name: 'AbortError' });
    });
  });

  it('asList turns a non-array into []', () => {
    expect(asList({})).toEqual([]);
    expect(asList(null)).toEqual([]);
    expect(asList(undefined)).toEqual([]);
    expect(asList('x')).toEqual([]);
    expect(asList([1, 2])).toEqual([1, 2]);
  });

  it('normaliseDates leaves non-plain values alone', () => {
    expect(normaliseDates(5)).toBe(5);
    expect(normaliseDates(null)).toBeNull();
    expect(normaliseDates('2025-03-05T15:07:00.5')).toBe('2025-03-05T15:07:00.5Z');
    expect(normaliseDates('2025-03-05T15:07:00-04:00')).toBe('2025-03-05T15:07:00-04:00');
  });
});

/** A fake XMLHttpRequest: the test drives progress, load and error. */
class FakeXhr {
  static instances: FakeXhr[] = [];
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  status = 0;
  responseText = '';
  responseHeaders = '';
  aborted = false;
  upload: { onprogress: ((e: { loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;

  constructor() {
    FakeXhr.instances.push(this);
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  getAllResponseHeaders() {
    return this.responseHeaders;
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ loaded, total });
  }
  respond(status: number, body: unknown, headers = 'content-type: application/json\r\n') {
    this.status = status;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    this.responseHeaders = headers;
    this.onload?.();
  }
}

describe('httpClient upload progress (XMLHttpRequest)', () => {
  let api: ReturnType<typeof installFakeFetch>;
  beforeEach(() => {
    installMemoryStorage();
    api = installFakeFetch();
    FakeXhr.instances = [];
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  const lastXhr = () => FakeXhr.instances[FakeXhr.instances.length - 1]!;

  it('sends FormData by XHR with the token and reports progress', async () => {
    setSession('tok', { _id: 'a1', username: 'admin' });
    const form = new FormData();
    form.append('name', 'Asha');
    const progress = vi.fn();
    const pending = httpClient('/api/candidate/create', {
      method: 'POST',
      body: form,
      onUploadProgress: progress,
    });
    const xhr = lastXhr();
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/candidate/create');
    expect(xhr.headers.authorization).toBe('Bearer tok');
    expect(xhr.headers['content-type']).toBeUndefined();
    expect(xhr.body).toBe(form);
    xhr.progress(50, 200);
    xhr.progress(200, 200);
    xhr.respond(
      201,
      fixture('candidate-create-201'),
      'Content-Type: application/json\r\nX-Request-Id: 7\r\n',
    );
    const result: HttpResult = await pending;
    expect(progress.mock.calls).toEqual([
      [50, 200],
      [200, 200],
    ]);
    expect(api.fetch).not.toHaveBeenCalled();

    // identical to what the fetch path gives for the same answer
    api.replyFixture('candidate-create-201');
    const viaFetch = await httpClient('/api/candidate/create', { method: 'POST', body: form });
    expect(result.json).toEqual(viaFetch.json);
    expect(result.msg).toBe(viaFetch.msg);
    expect(result.status).toBe(viaFetch.status);
    expect(result.body).toBe(viaFetch.body);
    expect(result.headers.get('x-request-id')).toBe('7');
  });

  it('throws the same HttpError as the fetch path', async () => {
    const pending = httpClient('/api/candidate/create', {
      method: 'POST',
      body: new FormData(),
      onUploadProgress: () => {},
    });
    lastXhr().respond(409, fixture('candidate-create-409'));
    const error = await httpError(pending);
    expect(error.status).toBe(409);
    expect(error.message).toBe('Candidate with this email already exists for this admin.');
    expect(error.body).toEqual(fixture('candidate-create-409'));
  });

  it('maps an XHR network error to status 0', async () => {
    const pending = httpClient('/api/candidate/create', {
      method: 'POST',
      body: new FormData(),
      onUploadProgress: () => {},
    });
    lastXhr().onerror?.();
    const error = await httpError(pending);
    expect(error.status).toBe(0);
    expect(error.message).toMatch(/^Cannot reach the server/);
  });

  it('aborts with the signal', async () => {
    const controller = new AbortController();
    const pending = httpClient('/api/candidate/create', {
      method: 'POST',
      body: new FormData(),
      onUploadProgress: () => {},
      signal: controller.signal,
    });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    expect(lastXhr().aborted).toBe(true);
  });

  it('uses fetch for JSON bodies even with a progress callback', async () => {
    api.reply(200, { data: {}, msg: 'ok', statusCode: 200 });
    await httpClient('/api/x', { method: 'POST', body: '{}', onUploadProgress: () => {} });
    expect(FakeXhr.instances).toHaveLength(0);
    expect(api.fetch).toHaveBeenCalledTimes(1);
  });
});
