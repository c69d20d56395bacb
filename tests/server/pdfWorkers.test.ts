// PDF parsing runs in child processes: a decompression bomb is refused with a clear message in
// seconds while the server keeps answering, and too many parses at once are refused with 503.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/src/config.ts';
import { startTestApp, type TestApp } from './testApp.ts';
import { multipart, resumePdf } from './multipart.ts';
import { bombPdf } from '../../scripts/soak/bombPdf.mjs';

const REFUSED = [
  'The PDF could not be read in time: it may be damaged or too complex.',
  'The PDF needs too much memory to read: it may be damaged or too complex.',
];

let t: TestApp;
let base: string;
let token: string;

const filesIn = (dir: string) => {
  const full = path.join(t.dataDir, dir);
  return existsSync(full) ? readdirSync(full) : [];
};

async function upload(pdf: Uint8Array, n: number) {
  const form = new FormData();
  form.append('name', `Bomb ${n}`);
  form.append('phone', '+1 555 0100');
  form.append('email', `bomb${n}@example.com`);
  form.append('resume', new Blob([pdf], { type: 'application/pdf' }), 'cv.pdf');
  const res = await fetch(`${base}/api/candidate/create`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  return { status: res.status, body: (await res.json()) as { msg: string } };
}

/** Polls /api/health every 200 ms until `stop` settles; returns the slowest answer in ms. */
async function slowestHealth(stop: Promise<unknown>): Promise<number> {
  let done = false;
  void stop.finally(() => (done = true));
  let slowest = 0;
  while (!done) {
    const started = performance.now();
    const res = await fetch(`${base}/api/health`);
    expect(res.status).toBe(200);
    slowest = Math.max(slowest, performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return slowest;
}

beforeAll(async () => {
  t = await startTestApp();
  base = await t.app.listen({ host: '127.0.0.1', port: 0 });
  token = await t.login();
  // a first real upload starts a worker process, as the server's first parse would
  const warm = await upload(await resumePdf(), 0);
  expect(warm.status, warm.body.msg).toBe(201);
});
afterAll(async () => {
  await t?.close();
});

describe('a decompression bomb', () => {
  it('is refused with 400 and a clear message within 10 s, and /api/health answers meanwhile', async () => {
    // 4 streams of 512 MiB of zeros, deflated twice: a few KB on disk, 2 GiB inflated
    const bomb = bombPdf(4, 512);
    expect(bomb.length).toBeLessThan(16 * 1024);
    const resumesBefore = await t.resumes.list();

    const started = performance.now();
    const answer = upload(bomb, 1);
    const slowest = await slowestHealth(answer);
    const { status, body } = await answer;
    const elapsed = performance.now() - started;

    console.log(
      `bomb: ${status} in ${Math.round(elapsed)} ms; slowest /api/health ${Math.round(slowest)} ms`,
    );
    expect(status).toBe(400);
    expect(REFUSED).toContain(body.msg);
    expect(elapsed).toBeLessThan(10_000);
    expect(slowest).toBeLessThan(1000);
    // nothing kept: no resume file, no temporary upload
    expect(await t.resumes.list()).toEqual(resumesBefore);
    expect(filesIn('tmp')).toEqual([]);
  });

  it('does not stop the next upload from being read', async () => {
    const next = await upload(await resumePdf({ name: 'After Bomb' }), 2);
    expect(next.status, next.body.msg).toBe(201);
    expect(filesIn('tmp')).toEqual([]);
  });
});

describe('too many parses at once', () => {
  it('answers 503 with a clear message beyond the waiting line', async () => {
    // a byte budget of 1: the line admits a lone waiter, and nobody beside it
    const busy = await startTestApp({}, { pdf: { size: 1, maxQueueBytes: 1, timeoutMs: 3000 } });
    try {
      const busyToken = await busy.login();
      const bomb = bombPdf(1, 512);
      const send = async (n: number, content: Uint8Array = bomb) => {
        const { payload, headers } = await multipart({
          name: `Busy ${n}`,
          phone: '+1 555 0100',
          resume: { filename: 'cv.pdf', content },
        });
        return busy.app.inject({
          method: 'POST',
          url: '/api/candidate/create',
          payload,
          headers: { ...headers, authorization: `Bearer ${busyToken}` },
        });
      };
      // a first upload starts the one thread
      expect((await send(0, await resumePdf())).statusCode).toBe(201);
      // one parses, one waits, the third is refused at once
      const answers = await Promise.all([send(1), send(2), send(3)]);
      const codes = answers.map((r) => r.statusCode).sort();
      expect(codes).toEqual([400, 400, 503]);
      const refused = answers.find((r) => r.statusCode === 503)!;
      expect(refused.json().msg).toBe(
        'The server is busy reading other PDFs. Try again in a moment.',
      );
      // room comes when the one parsing ends: one parse (the first, under a second) → 1 s
      expect(refused.headers['retry-after']).toBe('1');
    } finally {
      await busy.close();
    }
  });
});

describe('PDF_WORKERS', () => {
  it('sets the number of parses at once, 1 to 16', () => {
    expect(loadConfig({ PDF_WORKERS: '3' }).pdfWorkers).toBe(3);
    expect(loadConfig({}).pdfWorkers).toBeUndefined();
    for (const bad of ['0', '17', 'two', '-1']) {
      expect(() => loadConfig({ PDF_WORKERS: bad })).toThrow(ConfigError);
    }
  });
});

describe('uploads', () => {
  it('keep no temporary file after a 413', async () => {
    const big = new Uint8Array(10 * 1024 * 1024 + 1);
    const res = await upload(big, 3);
    expect(res.status).toBe(413);
    expect(filesIn('tmp')).toEqual([]);
  });
});
