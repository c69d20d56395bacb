// Answers that race (docs/interview-api.md): the scorer here is a stub OpenAI-compatible endpoint
// that holds its replies until every racing request has reached it, so each answer has read the
// interview before any of them writes: without the write over the version read, both would land.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  freshAddress,
  meetingCall,
  prepareAdmin,
  scheduleInterview,
  type Admin,
  type Link,
} from './meetingHelpers.ts';
import { startTestApp, type TestApp } from './testApp.ts';

let t: TestApp;
let admin: Admin;
let stub: Server;
/** the model's replies wait until this many requests are waiting */
let gate = 1;
let waiting: (() => void)[] = [];
let scored = 0;
/** the model answers something that is not the JSON asked for */
let invalid = false;

beforeAll(async () => {
  stub = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      scored += 1;
      // the answer, quoted as the rubric asks (its words must be in the answer)
      const { messages } = JSON.parse(raw) as { messages: { content: string }[] };
      const quote = /<<<ANSWER\n([\s\S]*)\nANSWER>>>/.exec(messages.at(-1)!.content)?.[1] ?? '';
      waiting.push(() => {
        response.setHeader('content-type', 'application/json');
        const content = invalid
          ? 'I think it is fine.'
          : JSON.stringify({ score: 4, explanation: 'Covers the point.', quotes: [quote] });
        response.end(JSON.stringify({ choices: [{ message: { role: 'assistant', content } }] }));
      });
      if (waiting.length >= gate) {
        const release = waiting;
        waiting = [];
        for (const reply of release) reply();
      }
    });
  });
  await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve));
  const { port } = stub.address() as AddressInfo;
  t = await startTestApp({
    LLM_BASE_URL: `http://127.0.0.1:${port}/v1`,
    LLM_MODEL: 'stub',
    LLM_TIMEOUT_MS: '10000',
  });
  admin = { id: await t.adminId(), token: await t.login() };
  await prepareAdmin(t, admin.token, [{ skill: 'Go', num_questions: 0 }], {
    go: [
      { question: 'What is a goroutine?', difficulty: 'easy' },
      { question: 'What is a channel?', difficulty: 'medium' },
    ],
  });
});
afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => stub?.close(resolve));
});

const history = async (id: string) => {
  const res = await t.app.inject({ url: `/api/interview/${id}`, headers: bearer(admin.token) });
  return res.json().data.history as { answer: string; score: number; scorer: string }[];
};

async function started(): Promise<Link & { address: string }> {
  const link = await scheduleInterview(t, admin, ['Go']);
  const address = freshAddress();
  expect((await meetingCall(t, link, 'start', { address })).statusCode).toBe(200);
  return { ...link, address };
}

describe('answers at the same time', () => {
  it('of two different answers to one question, one lands and the other is refused', async () => {
    const link = await started();
    gate = 2;
    scored = 0;
    const answer = (text: string) =>
      meetingCall(t, link, 'answer', { address: link.address, body: { index: 0, answer: text } });
    const results = await Promise.all([
      answer('first answer about goroutines'),
      answer('second answer about goroutines'),
    ]);
    // both were scored: both had read the interview before either wrote
    expect(scored).toBe(2);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const refused = results.find((r) => r.statusCode === 409)!;
    expect(refused.json().msg).toBe('This question was already answered.');
    const saved = await history(link.id);
    expect(saved).toHaveLength(1);
    expect(['first answer about goroutines', 'second answer about goroutines']).toContain(
      saved[0]!.answer,
    );
    expect(saved[0]).toMatchObject({ score: 4, scorer: 'llm' });
  });

  it('the same answer sent three times lands once, and each request answers 200', async () => {
    const link = await started();
    gate = 3;
    scored = 0;
    const results = await Promise.all(
      [1, 2, 3].map(() =>
        meetingCall(t, link, 'answer', {
          address: link.address,
          body: { index: 0, answer: 'the same goroutine answer' },
        }),
      ),
    );
    expect(scored).toBe(3);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(results.map((r) => r.json().data.answered)).toEqual([1, 1, 1]);
    expect((await history(link.id)).map((h) => h.answer)).toEqual(['the same goroutine answer']);
  });

  it('an admin override while the candidate answers loses neither', async () => {
    const link = await started();
    gate = 1;
    await meetingCall(t, link, 'answer', {
      address: link.address,
      body: { index: 0, answer: 'goroutines are light threads' },
    });
    // the next answer holds at the scorer while the admin overrides the first one
    gate = 2;
    scored = 0;
    const pending = meetingCall(t, link, 'answer', {
      address: link.address,
      body: { index: 1, answer: 'a channel is a typed pipe' },
    });
    while (scored < 1) await new Promise((resolve) => setTimeout(resolve, 5));
    const override = await t.app.inject({
      method: 'PUT',
      url: `/api/interview/${link.id}/answers/0`,
      headers: bearer(admin.token),
      payload: { score: 1.5 },
    });
    expect(override.statusCode, override.body).toBe(200);
    // the held reply goes out; the answer's write over the version it read fails, it reads again
    gate = 1;
    for (const reply of waiting.splice(0)) reply();
    const res = await pending;
    expect(res.statusCode, res.body).toBe(200);
    const saved = await history(link.id);
    expect(saved.map((h) => [h.answer, h.score, h.scorer])).toEqual([
      ['goroutines are light threads', 1.5, 'admin'],
      ['a channel is a typed pipe', 4, 'llm'],
    ]);
  });

  it('saves an answer the model could not score, scored offline and marked so', async () => {
    const link = await started();
    gate = 1;
    invalid = true;
    const res = await meetingCall(t, link, 'answer', {
      address: link.address,
      body: { index: 0, answer: 'goroutines are light threads' },
    });
    invalid = false;
    expect(res.statusCode, res.body).toBe(200);
    const [entry] = (await history(link.id)) as unknown as Record<string, unknown>[];
    expect(entry).toMatchObject({ scorer: 'built-in-fallback', auto_score: entry!.score });
    expect(entry!.explanation).toMatch(/model/i);
  });
});
