// The API at 60 candidates: the segregated list, signed in, beside a bare Fastify that answers
// the same body from memory. Both are loaded by the same client (autocannon in its own process)
// at 10 connections, in alternating rounds; the medians of the rounds are reported.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { API } from './config.mjs';
import { runChildJson, startChild } from './child.mjs';
import { freePort } from './server.mjs';
import { median } from './stats.mjs';
import { signIn } from './signIn.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const LIST = '/api/candidate/segregated?page=1&limit=100';
/** what a browser sends; the product and the baseline negotiate the same way */
const ACCEPT_ENCODING = 'gzip, deflate, br';
const NOT_REPEATED = new Set([
  'date',
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'vary',
]);

/** The product's answer, once: the decoded body, the headers to repeat, the encoding it chose. */
async function productAnswer(url, headers) {
  const res = await fetch(`${url}${LIST}`, { headers });
  const body = Buffer.from(await res.arrayBuffer());
  if (res.status !== 200) throw new Error(`${LIST} answered ${res.status}`);
  const repeated = {};
  res.headers.forEach((value, key) => {
    if (!NOT_REPEATED.has(key)) repeated[key] = value;
  });
  const encoding = res.headers.get('content-encoding');
  return { body, headers: repeated, encodings: encoding ? [encoding] : [] };
}

async function startBaseline(answer) {
  const dir = mkdtempSync(path.join(tmpdir(), 'iaa-bench-bare-'));
  writeFileSync(path.join(dir, 'body'), answer.body);
  const meta = { path: new URL(LIST, 'http://x').pathname, ...answer };
  delete meta.body;
  writeFileSync(path.join(dir, 'meta.json'), JSON.stringify(meta));
  const port = await freePort();
  const child = await startChild(path.join(here, 'bareFastify.mjs'), [
    port,
    path.join(dir, 'body'),
    path.join(dir, 'meta.json'),
  ]);
  return {
    url: `http://127.0.0.1:${port}`,
    stop: async () => {
      await child.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

const load = (url, headers, seconds) =>
  runChildJson(
    path.join(here, 'loadClient.mjs'),
    [JSON.stringify({ url, headers, connections: API.connections, seconds })],
    (seconds + 30) * 1000,
  );

const summary = (rounds) => ({
  rounds,
  requestsPerSecond: median(rounds.map((r) => r.requestsPerSecond)),
  p50Ms: median(rounds.map((r) => r.p50Ms)),
  p99Ms: median(rounds.map((r) => r.p99Ms)),
  non2xx: rounds.reduce((a, r) => a + r.non2xx + r.errors + r.timeouts, 0),
});

export async function apiBench(url) {
  const token = await signIn(url);
  const headers = { authorization: `Bearer ${token}`, 'accept-encoding': ACCEPT_ENCODING };
  const answer = await productAnswer(url, headers);
  const baseline = await startBaseline(answer);
  try {
    const product = [];
    const bare = [];
    await load(`${url}${LIST}`, headers, API.warmupSeconds);
    await load(`${baseline.url}${LIST}`, headers, API.warmupSeconds);
    // alternating rounds: a burst of load from elsewhere on the machine hits both alike
    for (let i = 0; i < API.rounds; i++) {
      product.push(await load(`${url}${LIST}`, headers, API.seconds));
      bare.push(await load(`${baseline.url}${LIST}`, headers, API.seconds));
    }
    return {
      endpoint: `GET ${LIST}`,
      connections: API.connections,
      secondsPerRound: API.seconds,
      bodyBytes: answer.body.length,
      encoding: answer.encodings[0] ?? 'identity',
      product: summary(product),
      baseline: summary(bare),
    };
  } finally {
    await baseline.stop();
  }
}
