// "Score again" (POST /interview/:id/rescore, docs/scoring.md) on a real database, with a fake
// OpenAI-compatible model started in the test: answers scored by the built-in scorer are scored
// by the model configured now, every earlier scoring kept newest first, tokens summed, final
// scores set by hand left, reviews still counted; only owners, admins and recruiters may.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { summariseFeedback } from '../../server/src/modules/scoring/index.ts';
import { addMember, auditEntries, callAs } from './memberHelpers.ts';
import { completedInterview, HISTORY } from './reviewFixtures.ts';
import { startTestApp, type TestApp } from './testApp.ts';

let model: Server;
let t: TestApp;
let workspace: string;
const tokens = { owner: '', reviewer: '' };
let asked = 0;

beforeAll(async () => {
  // scores every answer 4, quoting its first three words, and says it used 150 tokens
  model = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      asked += 1;
      const body = JSON.parse(raw) as { messages: { content: string }[] };
      const answer =
        /<<<ANSWER\n([\s\S]*)\nANSWER>>>/.exec(body.messages.at(-1)!.content)?.[1] ?? '';
      const quote = answer.split(/\s+/).slice(0, 3).join(' ');
      const content = JSON.stringify({
        score: 4,
        explanation: 'Covers the main point.',
        quotes: [quote],
      });
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          choices: [{ message: { role: 'assistant', content } }],
          usage: { total_tokens: 150 },
        }),
      );
    });
  });
  await new Promise<void>((resolve) => model.listen(0, '127.0.0.1', resolve));
  const port = (model.address() as AddressInfo).port;
  t = await startTestApp({
    LLM_BASE_URL: `http://127.0.0.1:${port}/v1`,
    LLM_MODEL: 'stub-model',
  });
  tokens.owner = await t.login();
  workspace = await t.adminId();
  tokens.reviewer = (await addMember(t, tokens.owner, 'reviewer', 'rob')).token;
});
afterAll(async () => {
  await t?.close();
  model?.closeAllConnections();
  await new Promise<void>((resolve) => model?.close(() => resolve()));
});

describe('Score again', () => {
  it('scores the answers with the model configured now and keeps the built-in scorer’s beside', async () => {
    const id = await completedInterview(t, workspace, 'Scored offline');
    // a person's final score on the second answer stays
    await callAs(t, tokens.owner, 'PUT', `/interview/${id}/answers/1`, { score: 1 });
    const refused = await callAs(t, tokens.reviewer, 'POST', `/interview/${id}/rescore`);
    expect(refused.status).toBe(403);

    asked = 0;
    const res = await callAs(t, tokens.owner, 'POST', `/interview/${id}/rescore`);
    expect(res.status, res.body.msg).toBe(200);
    expect(res.body.msg).toBe('Interview scored again');
    const [first, second, third] = res.body.data.history;
    // the not-scorable answer is not sent to the model
    expect(asked).toBe(2);
    expect(first).toMatchObject({
      score: 4,
      auto_score: 4,
      scorer: 'llm',
      model: 'stub-model',
      tokens: 150,
    });
    expect(first.scores.map((s: { scorer: string; score: number }) => [s.scorer, s.score])).toEqual(
      [
        ['llm', 4],
        ['built-in', HISTORY[0]!.score],
      ],
    );
    expect(first.scores[1]).toMatchObject({ scorer_version: 2, prompt_hash: 'aaaaaaaaaaaaaaaa' });
    // set by hand: its final score stays, the model's is kept beside it
    expect(second).toMatchObject({ score: 1, scorer: 'admin', auto_score: 4 });
    expect(third).toMatchObject({ score: null, scorable: false });
    expect(res.body.data.score).toBe(2.5);
    expect(res.body.data.tokens_used).toBe(300);
    // feedback a person wrote stays as it was
    expect(res.body.data.feedback).toBe('');

    // again: three scorings, newest first; the tokens of each counted
    const again = await callAs(t, tokens.owner, 'POST', `/interview/${id}/rescore`);
    expect(again.body.data.history[0].scores).toHaveLength(3);
    expect(again.body.data.tokens_used).toBe(600);
    const audit = await auditEntries(t, tokens.owner, '&action=interview.rescore');
    expect(audit.items).toHaveLength(2);
  });

  it('writes the summary again when the interview wrote it, not when a person did', async () => {
    const id = await completedInterview(t, workspace, 'Summarised');
    // the feedback the interview ended with: its summary of the built-in scores (3, 2, none)
    const written = summariseFeedback(HISTORY.map((h) => ({ skill: h.skill, score: h.score })));
    await callAs(t, tokens.owner, 'PUT', `/interview/${id}`, { feedback: written });
    const res = await callAs(t, tokens.owner, 'POST', `/interview/${id}/rescore`);
    // the model gave 4 to both scorable answers: the summary follows
    expect(res.body.data.feedback).toBe(
      summariseFeedback([
        { skill: 'Databases', score: 4 },
        { skill: 'Databases', score: 4 },
        { skill: 'Databases', score: null },
      ]),
    );
    expect(res.body.data.feedback).not.toBe(written);
  });

  it('counts the reviews in the final scores it makes', async () => {
    const id = await completedInterview(t, workspace, 'Reviewed, then scored again');
    await callAs(t, tokens.reviewer, 'PUT', `/interview/${id}/reviews/mine`, {
      answers: [{ index: 0, score: 2 }],
    });
    const res = await callAs(t, tokens.owner, 'POST', `/interview/${id}/rescore`);
    expect(res.body.data.history[0]).toMatchObject({ score: 2, auto_score: 4, review_count: 1 });
    expect(res.body.data.history[1]).toMatchObject({ score: 4 });
    // a reviewer 2 from the model's 4: it needs another look
    expect(res.body.data.needs_review).toBe(true);
  });

  it('refuses an interview that is not completed, in words', async () => {
    const res = await callAs(t, tokens.owner, 'POST', '/interview/nobody/rescore');
    expect(res.status).toBe(404);
    expect(res.body.msg).toBe('Interview not found');
  });
});
