// Issue 10, item 8: API answers are never sniffed or stored, resumes are sandboxed and die with
// their candidate's trip to the trash, and resume signatures never reach the log.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../../server/src/bootstrap.ts';
import { loadConfig } from '../../server/src/config.ts';
import { redactUrl } from '../../server/src/http/logging.ts';
import { multipart, resumePdf } from './multipart.ts';
import { createTestClock, startTestApp, TEST_PASSWORD, type TestApp } from './testApp.ts';

let t: TestApp;
let token: string;
let pdf: Uint8Array;

beforeAll(async () => {
  t = await startTestApp();
  token = await t.login();
  pdf = await resumePdf();
});
afterAll(async () => {
  await t?.close();
});

const auth = () => ({ authorization: `Bearer ${token}` });

/** A new candidate with a resume: its id and signed resume link. */
async function candidateWithResume(name: string): Promise<{ id: string; url: string }> {
  const { payload, headers } = await multipart({
    name,
    phone: '12345',
    resume: { filename: 'cv.pdf', content: pdf },
  });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/candidate/create',
    payload,
    headers: { ...headers, ...auth() },
  });
  expect(res.statusCode, res.body).toBe(201);
  return { id: res.json().data.id, url: res.json().data.resume_url };
}

async function setDeleted(id: string, deleted: boolean) {
  const { payload, headers } = await multipart({ deleted: String(deleted) });
  return t.app.inject({
    method: 'PUT',
    url: `/api/candidate/${id}`,
    payload,
    headers: { ...headers, ...auth() },
  });
}

describe('API answers', () => {
  it.each([
    ['a success', 'GET', '/api/health', undefined, 200],
    ['a signed-in read', 'GET', '/api/candidate/list', 'auth', 200],
    ['a 401', 'GET', '/api/candidate/list', undefined, 401],
    ['a validation error', 'POST', '/api/admin/login', undefined, 400],
    ['a 404 under /api', 'GET', '/api/no/such/route', undefined, 404],
    ['a 404 at /api itself', 'GET', '/api', undefined, 404],
    ['a bad resume link', 'GET', `/api/resumes/${'0'.repeat(32)}.pdf`, undefined, 403],
  ] as const)('%s carries nosniff and no-store', async (_name, method, url, who, status) => {
    const res = await t.app.inject({
      method,
      url,
      headers: who ? auth() : {},
      ...(method === 'POST' ? { payload: {} } : {}),
    });
    expect(res.statusCode, res.body).toBe(status);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('keeps a router error (over-long parameter) under the same headers', async () => {
    const res = await t.app.inject({ url: `/api/candidate/${'x'.repeat(150)}`, headers: auth() });
    expect(res.statusCode).toBe(404);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('resume files', () => {
  it('are served inline in a CSP sandbox, nosniff, privately cached', async () => {
    const { url } = await candidateWithResume('Sandboxed Resume');
    const res = await t.app.inject({ url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-security-policy']).toBe('sandbox');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-disposition']).toBe('inline; filename="resume.pdf"');
    expect(res.headers['cache-control']).toBe('private, max-age=300');
  });

  it('answers 404 while the candidate is in the trash, and again 200 once restored', async () => {
    const { id, url } = await candidateWithResume('Trashed Resume');
    expect((await t.app.inject({ url })).statusCode).toBe(200);

    expect((await setDeleted(id, true)).statusCode).toBe(200);
    const gone = await t.app.inject({ url });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().msg).toBe('Resume not found');
    expect(gone.headers['cache-control']).toBe('no-store');

    expect((await setDeleted(id, false)).statusCode).toBe(200);
    expect((await t.app.inject({ url })).statusCode).toBe(200);
  });

  it('answers 404 once the candidate is deleted for good', async () => {
    const { id, url } = await candidateWithResume('Deleted Resume');
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/candidate/hard_delete/${id}`,
      headers: auth(),
    });
    expect(del.statusCode).toBe(200);
    expect((await t.app.inject({ url })).statusCode).toBe(404);
  });
});

describe('the log', () => {
  it('redacts every sig parameter of a URL', () => {
    expect(redactUrl('/api/resumes/a.pdf?expires=1&sig=abc-_123')).toBe(
      '/api/resumes/a.pdf?expires=1&sig=[redacted]',
    );
    expect(redactUrl('/api/resumes/a.pdf?sig=abc&expires=1')).toBe(
      '/api/resumes/a.pdf?sig=[redacted]&expires=1',
    );
    expect(redactUrl('/api/candidate/list?design=1')).toBe('/api/candidate/list?design=1');
  });

  it('never holds a resume signature', async () => {
    const lines: string[] = [];
    const dataDir = mkdtempSync(path.join(tmpdir(), 'iaa-log-'));
    const config = loadConfig({
      DATA_DIR: dataDir,
      ADMIN_USERNAME: 'admin',
      ADMIN_PASSWORD: TEST_PASSWORD,
      SEED_DEMO: 'off',
      LOG_LEVEL: 'info',
    });
    const started = await startServer(config, {
      clock: createTestClock(),
      logStream: { write: (line: string) => void lines.push(line) },
    });
    try {
      const url =
        '/api/resumes/0123456789abcdef0123456789abcdef.pdf?expires=99999999999&sig=SECRETSIG';
      const res = await started.app.inject({ url });
      expect(res.statusCode).toBe(403);
      const log = lines.join('');
      expect(log).toContain('/api/resumes/0123456789abcdef0123456789abcdef.pdf');
      expect(log).toContain('sig=[redacted]');
      expect(log).not.toContain('SECRETSIG');
    } finally {
      await started.app.close();
      await started.db.destroy();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
