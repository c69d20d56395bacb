// The OpenAI-compatible scorer against a local stub that speaks the chat-completions protocol on
// 127.0.0.1 (no real model runs here): a good reply, fenced JSON, and every way a reply can fail,
// each of which falls back to the built-in scorer and says so.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { LlmConfig } from '../../server/src/config.ts';
import { BUILTIN_SCORER_VERSION, scoreAnswer } from '../../server/src/modules/scoring/builtin.ts';
import { createScorer } from '../../server/src/modules/scoring/index.ts';
import { RUBRIC_HASH } from '../../server/src/modules/scoring/openai.ts';
import { NOT_SCORABLE } from '../../server/src/modules/scoring/scorable.ts';
import type { AskedQuestion } from '../../server/src/modules/scoring/types.ts';

interface Received {
  url: string;
  authorization: string | undefined;
  body: {
    model: string;
    messages: { role: string; content: string }[];
    temperature: number;
    response_format: { type: string };
  };
}

type Reply = (res: ServerResponse, received: Received) => void;

let server: Server;
let baseUrl: string;
let reply: Reply;
let received: Received[];
/** replies held back (the slow model), ended after each test so the server can close */
const held = new Set<ServerResponse>();

const chat =
  (content: string, usage?: object): Reply =>
  (res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        choices: [{ index: 0, message: { role: 'assistant', content } }],
        ...(usage && { usage }),
      }),
    );
  };

/** A reply that quotes the answer, as the rubric asks. */
const QUOTED = '"quotes": ["Add indexes"]';

beforeAll(async () => {
  server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (raw += chunk));
    req.on('end', () => {
      const r: Received = {
        url: req.url ?? '',
        authorization: req.headers.authorization,
        body: JSON.parse(raw) as Received['body'],
      };
      received.push(r);
      reply(res, r);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});

beforeEach(() => {
  received = [];
  for (const res of held) res.destroy();
  held.clear();
});

afterAll(async () => {
  for (const res of held) res.destroy();
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const llm = (extra: Partial<LlmConfig> = {}): LlmConfig => ({
  baseUrl,
  model: 'stub-model',
  apiKey: undefined,
  timeoutMs: 5000,
  ...extra,
});

const QUESTION: AskedQuestion = {
  question: 'How would you make a slow database-backed API faster?',
  skill: 'SQL',
  difficulty: 'medium',
  tags: ['performance'],
  expected_points: ['connection pooling', 'indexes', 'caching'],
};
const ANSWER = 'Add indexes and a connection pool.';
const OFFLINE = scoreAnswer(QUESTION, ANSWER);

function warnings() {
  const seen: { obj: object; msg: string }[] = [];
  return { seen, log: { warn: (obj: object, msg: string) => seen.push({ obj, msg }) } };
}

describe('the OpenAI-compatible scorer', () => {
  it('posts the rubric, question, points and answer, and takes the validated score', async () => {
    reply = chat(
      '{"score": 3.46, "explanation": "Covers pooling and indexes;\\n misses caching.", "quotes": ["add  INDEXES", "a connection pool"]}',
      { prompt_tokens: 180, completion_tokens: 32, total_tokens: 212 },
    );
    const result = await createScorer(llm()).score(QUESTION, ANSWER);
    // with where it came from: the model, the rubric's fingerprint and the tokens it used
    expect(result).toEqual({
      score: 3.5,
      explanation: 'Covers pooling and indexes; misses caching.',
      scorer: 'llm',
      needs_review: false,
      scorable: true,
      model: 'stub-model',
      prompt_hash: RUBRIC_HASH,
      tokens: 212,
    });
    expect(RUBRIC_HASH).toMatch(/^[0-9a-f]{16}$/);
    expect(received).toHaveLength(1);
    const [{ url, authorization, body }] = received as [Received];
    expect(url).toBe('/v1/chat/completions');
    expect(authorization).toBeUndefined();
    expect(body.model).toBe('stub-model');
    expect(body.temperature).toBe(0);
    expect(body.response_format).toEqual({ type: 'json_object' });
    expect(body.messages.map((m) => m.role)).toEqual(['system', 'user']);
    expect(body.messages[0]!.content).toContain('"score"');
    const user = body.messages[1]!.content;
    for (const text of [QUESTION.question, '- connection pooling', '- caching', ANSWER, 'SQL']) {
      expect(user).toContain(text);
    }
  });

  it('sends the API key as a Bearer token when one is set', async () => {
    reply = (res, r) =>
      r.authorization === 'Bearer sk-test-123'
        ? chat(`{"score": 4, "explanation": "Good.", ${QUOTED}}`)(res, r)
        : (res.writeHead(401), res.end('{"error": "no key"}'));
    const result = await createScorer(llm({ apiKey: 'sk-test-123' })).score(QUESTION, ANSWER);
    expect(result.scorer).toBe('llm');
    expect(received[0]!.authorization).toBe('Bearer sk-test-123');
  });

  it('accepts a reply in a ```json fenced block, and a base URL with a trailing slash', async () => {
    reply = chat(
      `Here you go:\n\`\`\`json\n{"score": 2, "explanation": "Partial.", ${QUOTED}}\n\`\`\``,
    );
    const result = await createScorer(llm({ baseUrl: `${baseUrl}/` })).score(QUESTION, ANSWER);
    expect(result).toMatchObject({ score: 2, explanation: 'Partial.', scorer: 'llm' });
    expect(received[0]!.url).toBe('/v1/chat/completions');
  });

  it('cuts a long explanation to 300 characters', async () => {
    reply = chat(
      JSON.stringify({ score: 5, explanation: 'word '.repeat(200), quotes: ['a connection pool'] }),
    );
    const result = await createScorer(llm()).score(QUESTION, ANSWER);
    expect(result.explanation).toHaveLength(300);
    expect(result.explanation.endsWith('…')).toBe(true);
  });

  it('asks the model nothing about an answer that cannot be scored', async () => {
    reply = chat(`{"score": 5, "explanation": "Great.", ${QUOTED}}`);
    for (const [answer, reason] of [
      ['  ', NOT_SCORABLE.empty],
      ['no idea', NOT_SCORABLE.short],
      ['I like long walks on sunny beaches with friends', NOT_SCORABLE.offTopic],
    ] as const) {
      const result = await createScorer(llm()).score(QUESTION, answer);
      expect(result).toMatchObject({
        score: null,
        scorable: false,
        not_scorable_reason: reason,
        explanation: reason,
      });
    }
    expect(received).toHaveLength(0);
  });

  it('refuses a reply that quotes what the answer does not say, and says so; its tokens count', async () => {
    for (const [quotes, reason] of [
      ['"quotes": ["uses Redis for caching"]', 'its quotes are not in the answer'],
      ['"quotes": []', 'no quotes from the answer'],
      ['"quotes": "Add indexes"', 'no quotes from the answer'],
    ]) {
      reply = chat(`{"score": 5, "explanation": "Mentions caching.", ${quotes}}`, {
        total_tokens: 90,
      });
      const result = await createScorer(llm()).score(QUESTION, ANSWER);
      expect(result).toMatchObject({
        score: OFFLINE.score,
        scorer: 'built-in-fallback',
        explanation: `The model could not score this answer (${reason}); scored offline: ${OFFLINE.explanation}`,
        model: 'stub-model',
        tokens: 90,
        scorer_version: BUILTIN_SCORER_VERSION,
      });
    }
  });

  describe('falls back to the built-in scorer, says so, and logs a warning', () => {
    const cases: [name: string, reason: string, reply: Reply][] = [
      ['a 500', 'HTTP 500', (res) => (res.writeHead(500), res.end('{"error": "boom"}'))],
      [
        'a 401 without the key',
        'HTTP 401',
        (res) => (res.writeHead(401), res.end('{"error": "no key"}')),
      ],
      [
        'a body that is not JSON',
        'invalid reply',
        (res) => (res.writeHead(200), res.end('<html>')),
      ],
      ['no choices', 'invalid reply', (res) => (res.writeHead(200), res.end('{"choices": []}'))],
      ['content that is not JSON', 'invalid JSON', chat('I would give it a 4.')],
      ['a score out of range', 'score out of range', chat('{"score": 7, "explanation": "Wow."}')],
      ['a negative score', 'score out of range', chat('{"score": -1, "explanation": "Bad."}')],
      ['no score', 'no score', chat('{"explanation": "Fine."}')],
      ['an empty explanation', 'no explanation', chat('{"score": 3, "explanation": "  "}')],
      ['a JSON array', 'invalid JSON', chat('[3, "ok"]')],
    ];
    it.each(cases)('%s', async (_name, reason, r) => {
      reply = r;
      const { seen, log } = warnings();
      const result = await createScorer(llm(), log).score(QUESTION, ANSWER);
      expect(result).toEqual({
        ...OFFLINE,
        explanation: `The model could not score this answer (${reason}); scored offline: ${OFFLINE.explanation}`,
        scorer: 'built-in-fallback',
        model: 'stub-model',
      });
      expect(seen).toHaveLength(1);
      expect(seen[0]!.obj).toMatchObject({ reason, model: 'stub-model' });
    });

    it('a reply slower than the timeout', async () => {
      reply = (res) => held.add(res); // never answers while the test runs
      const { seen, log } = warnings();
      const result = await createScorer(llm({ timeoutMs: 200 }), log).score(QUESTION, ANSWER);
      expect(result.scorer).toBe('built-in-fallback');
      expect(result.explanation).toBe(
        `The model could not score this answer (timeout); scored offline: ${OFFLINE.explanation}`,
      );
      expect(seen[0]!.obj).toMatchObject({ reason: 'timeout' });
    });

    it('a server that is not there', async () => {
      const gone = createServer();
      await new Promise<void>((resolve) => gone.listen(0, '127.0.0.1', resolve));
      const port = (gone.address() as AddressInfo).port;
      await new Promise<void>((resolve) => gone.close(() => resolve()));
      const { seen, log } = warnings();
      const result = await createScorer(llm({ baseUrl: `http://127.0.0.1:${port}/v1` }), log).score(
        QUESTION,
        ANSWER,
      );
      expect(result.scorer).toBe('built-in-fallback');
      expect(result.explanation).toMatch(
        /^The model could not score this answer \(network error\)/,
      );
      expect(seen[0]!.obj).toMatchObject({ reason: 'network error' });
    });

    it('keeps needs_review from the built-in scorer for a question without points', async () => {
      reply = (res) => (res.writeHead(503), res.end());
      const q = { ...QUESTION, expected_points: [] };
      // (an answer sharing a word with the question: without points, one that shares none is
      // off topic and not scored at all)
      const result = await createScorer(llm()).score(q, 'Add database indexes and a pool.');
      expect(result).toMatchObject({ scorer: 'built-in-fallback', needs_review: true });
    });
  });
});

describe('createScorer', () => {
  it('is the built-in scorer without a model configured', async () => {
    reply = chat(`{"score": 5, "explanation": "Great.", ${QUOTED}}`);
    const result = await createScorer(undefined).score(QUESTION, ANSWER);
    expect(result).toEqual(OFFLINE);
    expect(received).toHaveLength(0);
  });
});
