// The API at 60 candidates: the segregated list, signed in, beside a bare Fastify that answers
// the product's own bytes (per encoding) from memory. Both are loaded by the same client
// (autocannon in its own process) at 10 connections, in alternating rounds; the medians of the
// rounds are reported.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { API } from './config.mjs';
import { startChild } from './child.mjs';
import { ACCEPT_ENCODING, runLoad } from './load.mjs';
import { freePort } from './server.mjs';
import { median } from './stats.mjs';
import { signIn } from './signIn.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const LIST = '/api/candidate/segregated?page=1&limit=100';
const NOT_REPEATED = new Set([
  'date',
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'vary',
]);

/** One answer of the product, as sent: status, headers, the body's bytes still encoded. */
function rawGet(url, headers) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on('error', reject);
  });
}

/**
 * The product's answers, once for each encoding a client may ask for (the bytes as sent), and
 * the headers the baseline repeats.
 */
async function productAnswers(url, auth) {
  const answers = {};
  let repeated = {};
  for (const asked of ['br', 'gzip', 'identity']) {
    const res = await rawGet(`${url}${LIST}`, { ...auth, 'accept-encoding': asked });
    if (res.status !== 200) throw new Error(`${LIST} answered ${res.status}`);
    answers[asked] = { body: res.body, encoding: res.headers['content-encoding'] ?? null };
    repeated = Object.fromEntries(
      Object.entries(res.headers).filter(([key]) => !NOT_REPEATED.has(key)),
    );
  }
  return { answers, headers: repeated };
}

async function startBaseline({ answers, headers }) {
  const dir = mkdtempSync(path.join(tmpdir(), 'iaa-bench-bare-'));
  const meta = { path: new URL(LIST, 'http://x').pathname, headers, answers: {} };
  for (const [asked, { body, encoding }] of Object.entries(answers)) {
    const file = path.join(dir, asked);
    writeFileSync(file, body);
    meta.answers[asked] = { file, encoding };
  }
  writeFileSync(path.join(dir, 'meta.json'), JSON.stringify(meta));
  const port = await freePort();
  const child = await startChild(path.join(here, 'bareFastify.mjs'), [
    port,
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
  runLoad({ url, headers, connections: API.connections, seconds });

const summary = (rounds) => ({
  rounds,
  requestsPerSecond: median(rounds.map((r) => r.requestsPerSecond)),
  p50Ms: median(rounds.map((r) => r.p50Ms)),
  p99Ms: median(rounds.map((r) => r.p99Ms)),
  non2xx: rounds.reduce((a, r) => a + r.non2xx + r.errors + r.timeouts, 0),
});

export async function apiBench(url) {
  const auth = { authorization: `Bearer ${await signIn(url)}` };
  const headers = { ...auth, 'accept-encoding': ACCEPT_ENCODING };
  const product = await productAnswers(url, auth);
  const baseline = await startBaseline(product);
  try {
    const rounds = [];
    const bare = [];
    await load(`${url}${LIST}`, headers, API.warmupSeconds);
    await load(`${baseline.url}${LIST}`, headers, API.warmupSeconds);
    // alternating rounds: a burst of load from elsewhere on the machine hits both alike
    for (let i = 0; i < API.rounds; i++) {
      rounds.push(await load(`${url}${LIST}`, headers, API.seconds));
      bare.push(await load(`${baseline.url}${LIST}`, headers, API.seconds));
    }
    return {
      endpoint: `GET ${LIST}`,
      connections: API.connections,
      secondsPerRound: API.seconds,
      bodyBytes: product.answers.identity.body.length,
      wireBodyBytes: product.answers.br.body.length,
      encoding: product.answers.br.encoding ?? 'identity',
      product: summary(rounds),
      baseline: summary(bare),
    };
  } finally {
    await baseline.stop();
  }
}
