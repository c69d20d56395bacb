// Issue 53, bursts: many creates with small PDF resumes at once on one server all become
// candidates (the waiting line is bounded by the bytes it holds and by the estimated wait, not by
// a count), and a line past its bound answers 503 with Retry-After, after which the upload is read.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bombPdf } from '../../scripts/soak/bombPdf.mjs';
import { startTestApp, type TestApp } from './testApp.ts';
import {
  BUSY,
  burst,
  createCandidate,
  listedCandidates,
  missing,
  smallPdf,
  statusCounts,
  type Answer,
} from './burst.ts';

let pdf: Uint8Array;

beforeAll(async () => {
  pdf = await smallPdf();
});

/** A test app listening on 127.0.0.1 (pool options as given), signed in. */
async function listening(options: Parameters<typeof startTestApp>[1] = {}) {
  const t = await startTestApp({}, options);
  const url = await t.app.listen({ host: '127.0.0.1', port: 0 });
  return { t, url, token: await t.login() };
}

const tmpFiles = (t: TestApp) => {
  const dir = path.join(t.dataDir, 'tmp');
  return existsSync(dir) ? readdirSync(dir) : [];
};

/** Sends `answer`'s create again after its Retry-After, as the console does, until it is read. */
async function retried(url: string, token: string, answer: Answer): Promise<Answer> {
  let last = answer;
  for (let attempt = 0; attempt < 10 && last.status === 503; attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, Number(last.retryAfter) * 1000));
    last = await createCandidate(url, token, answer.email, pdf);
  }
  return last;
}

describe('a burst of creates with small PDFs on one server (default pool)', () => {
  let app: Awaited<ReturnType<typeof listening>>;
  beforeAll(async () => {
    app = await listening();
  });
  afterAll(async () => {
    await app?.t.close();
  });

  for (const count of [50, 200]) {
    it(`${count} at once: every one answers 201 and every candidate is listed with its resume`, async () => {
      const { url, token, t } = app;
      const { answers, ms } = await burst([url], token, `one${count}`, count, pdf);
      console.log(
        `one server, ${count} creates at once: ${Math.round(ms)} ms`,
        statusCounts(answers),
      );
      expect(statusCounts(answers)).toEqual({ 201: count });
      expect(missing(answers, await listedCandidates(url, token))).toEqual([]);
      expect(tmpFiles(t)).toEqual([]);
    }, 60_000);
  }
});

describe('past its bounds the line answers 503 with Retry-After', () => {
  it('beyond its byte budget: refused at once, and read when sent again after Retry-After', async () => {
    // one worker, and a budget of 1 byte: a lone waiter is admitted, nobody beside it
    const { t, url, token } = await listening({
      pdf: { size: 1, maxQueueBytes: 1, timeoutMs: 2000 },
    });
    try {
      expect((await createCandidate(url, token, 'warm@burst.test', pdf)).status).toBe(201);
      // a bomb keeps the one worker busy for up to 2 s while ten small uploads come
      const bomb = createCandidate(url, token, 'bomb@burst.test', bombPdf(1, 512));
      await new Promise((resolve) => setTimeout(resolve, 300));
      const { answers } = await burst([url], token, 'budget', 10, pdf);
      expect((await bomb).status).toBe(400);

      const refused = answers.filter((a) => a.status === 503);
      // the first waited (alone in the line) and was read; the others found it holding the budget
      expect(statusCounts(answers)).toEqual({ 201: 1, 503: 9 });
      for (const answer of refused) {
        expect(answer.msg).toBe(BUSY);
        expect(answer.retryAfter).toMatch(/^[1-9][0-9]*$/);
      }
      const again = await Promise.all(refused.map((a) => retried(url, token, a)));
      expect(statusCounts(again)).toEqual({ 201: 9 });
      expect(missing(answers, await listedCandidates(url, token))).toEqual([]);
      expect(tmpFiles(t)).toEqual([]);
    } finally {
      await t.close();
    }
  }, 60_000);

  it('beyond its wait bound: refused at once, with Retry-After from the estimate', async () => {
    // one worker, and a parse time assumed at 60 s until one is timed: a newcomer behind the
    // first upload would wait about 60 s, over the 30 s bound
    const { t, url, token } = await listening({ pdf: { size: 1, assumedParseMs: 60_000 } });
    try {
      const first = createCandidate(url, token, 'first@burst.test', pdf);
      // the first is in the line while its worker starts (about a second), or parsing
      await new Promise((resolve) => setTimeout(resolve, 100));
      const started = performance.now();
      const late = await createCandidate(url, token, 'late@burst.test', pdf);
      const tookMs = performance.now() - started;
      expect(late).toMatchObject({ status: 503, msg: BUSY });
      // when the line would have room: the estimated 60 s less the 30 s bound
      expect(late.retryAfter).toBe('30');
      expect(tookMs).toBeLessThan(1000);
      expect((await first).status).toBe(201);
      // the first parse is timed now (milliseconds): the same upload is admitted and read
      expect((await createCandidate(url, token, 'late@burst.test', pdf)).status).toBe(201);
    } finally {
      await t.close();
    }
  }, 60_000);
});
