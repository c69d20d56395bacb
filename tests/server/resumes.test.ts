import { createHmac } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { deriveSigningKey, resolveJwtSecret } from '../../server/src/bootstrap.ts';
import {
  signResumeUrl,
  verifyResumeSignature,
  RESUME_LINK_TTL_SECONDS,
} from '../../server/src/lib/resumeStore.ts';
import { startTestApp, type TestApp } from './testApp.ts';
import { multipart, resumePdf } from './multipart.ts';

let t: TestApp;
let token: string;
let url: string;
let file: string;
let pdf: Uint8Array;

beforeAll(async () => {
  t = await startTestApp();
  token = await t.login();
  pdf = await resumePdf();
  const { payload, headers } = await multipart({
    name: 'Resume Owner',
    phone: '12345',
    resume: { filename: '../../etc/passwd.pdf', content: pdf },
  });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/candidate/create',
    payload,
    headers: { ...headers, authorization: `Bearer ${token}` },
  });
  expect(res.statusCode, res.body).toBe(201);
  url = res.json().data.resume_url;
  file = /\/api\/resumes\/([^?]+)/.exec(url)![1]!;
});
afterAll(async () => {
  await t?.close();
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('GET /api/resumes/:file', () => {
  it('serves the PDF by its signed link, without a token, with safe headers', async () => {
    expect(file).toMatch(/^[a-f0-9]{32}\.pdf$/);
    const res = await t.app.inject({ url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-disposition']).toBe('inline; filename="resume.pdf"');
    expect(res.headers['cache-control']).toBe('private, max-age=300');
    expect(Buffer.compare(res.rawPayload, Buffer.from(pdf))).toBe(0);
    // stored with the server's name, never the client's (DATA_DIR/resumes, or the database)
    const stored = await t.resumes.read(file);
    expect(stored?.length).toBe(pdf.length);
  });

  it('makes links valid for at least an hour', () => {
    const expires = Number(new URL(url, 'http://x').searchParams.get('expires'));
    const now = Date.now() / 1000;
    expect(expires).toBeGreaterThanOrEqual(now + RESUME_LINK_TTL_SECONDS - 5);
    expect(expires).toBeLessThanOrEqual(now + RESUME_LINK_TTL_SECONDS + 305);
  });

  it('refuses a tampered signature, expiry or file name', async () => {
    const u = new URL(url, 'http://x');
    const sig = u.searchParams.get('sig')!;
    const expires = u.searchParams.get('expires')!;
    const flip = (s: string) => (s[0] === 'A' ? 'B' : 'A') + s.slice(1);
    const cases = [
      `/api/resumes/${file}?expires=${expires}&sig=${flip(sig)}`,
      `/api/resumes/${file}?expires=${Number(expires) + 300}&sig=${sig}`,
      `/api/resumes/${file}?expires=${expires}`,
      `/api/resumes/${file}?sig=${sig}`,
      `/api/resumes/${file}`,
      `/api/resumes/${file}?expires=abc&sig=${sig}`,
      `/api/resumes/${'0'.repeat(32)}.pdf?expires=${expires}&sig=${sig}`,
    ];
    for (const c of cases) {
      const res = await t.app.inject({ url: c });
      expect(res.statusCode, c).toBe(403);
      expect(res.json().msg).toBe('This resume link has expired or is invalid');
    }
  });

  it('refuses an expired link (clock moved past the expiry)', async () => {
    const expires = Number(new URL(url, 'http://x').searchParams.get('expires'));
    const ahead = Math.max(0, (expires + 1) * 1000 - t.clock.now().getTime());
    t.clock.advance(ahead);
    const res = await t.app.inject({ url });
    t.clock.advance(-ahead);
    expect(res.statusCode).toBe(403);
    expect(res.json().msg).toBe('This resume link has expired or is invalid');
  });

  it('refuses a link signed with a past expiry by the real key', async () => {
    const key = deriveSigningKey(resolveJwtSecret(t.config));
    const old = signResumeUrl(key, file, t.clock.now().getTime() - 2 * 3600 * 1000);
    expect(verifyResumeSignature(key, file, '1', 'x', t.clock.now().getTime())).toBe(false);
    const res = await t.app.inject({ url: old });
    expect(res.statusCode).toBe(403);
    // the same key with a fresh expiry works: the key derivation above is the server's
    const fresh = await t.app.inject({ url: signResumeUrl(key, file, t.clock.now().getTime()) });
    expect(fresh.statusCode).toBe(200);
  });

  it('refuses path traversal and odd names, signed or not', async () => {
    const key = deriveSigningKey(resolveJwtSecret(t.config));
    const names = [
      '..%2F..%2Fjwt-secret',
      '..%2Finterview-admin.db',
      '%2E%2E%2Fjwt-secret',
      'jwt-secret',
      `${file.toUpperCase()}`,
      `${file}%00.pdf`,
    ];
    for (const name of names) {
      const decoded = decodeURIComponent(name);
      // sign the decoded name as if an attacker knew the key: the name pattern still refuses it
      const sig = createHmac('sha256', key).update(`${decoded}.9999999999`).digest('base64url');
      const res = await t.app.inject({ url: `/api/resumes/${name}?expires=9999999999&sig=${sig}` });
      expect([403, 404], name).toContain(res.statusCode);
      expect(res.headers['content-type']).not.toBe('application/pdf');
    }
    const slash = await t.app.inject({ url: '/api/resumes/../jwt-secret' });
    expect(slash.statusCode).toBe(404);
  });

  it('answers 404 when a signed link points to a removed file', async () => {
    const key = deriveSigningKey(resolveJwtSecret(t.config));
    const res = await t.app.inject({
      url: signResumeUrl(key, `${'a'.repeat(32)}.pdf`, t.clock.now().getTime()),
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().msg).toBe('Resume not found');
  });
});
