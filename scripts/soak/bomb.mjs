// Phase 1: decompression-bomb resumes, one by one and then all at once, while /api/health is
// polled every 100 ms; the server's peak resident memory from /proc.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { ADMIN_PASSWORD, ADMIN_USERNAME, BOMB } from './config.mjs';
import { api, expired, login, requestSignal } from './http.mjs';
import { bombPdf, candidateForm, resumePdf } from './pdfs.mjs';
import { procStatusKb, removeDataDir, startServer } from './server.mjs';
import { percentile, sleep } from '../bench/stats.mjs';

const filesIn = (dir) => (existsSync(dir) ? readdirSync(dir) : []);

/** Polls /api/health until `stop()`; each sample is the answer's time in ms (a failure counts). */
function pollHealth(url, stop) {
  const samples = [];
  let failures = 0;
  const done = (async () => {
    while (!stop() && !expired()) {
      const started = performance.now();
      try {
        const res = await fetch(`${url}/api/health`, { signal: requestSignal(5000) });
        await res.arrayBuffer();
        if (res.status !== 200) failures += 1;
      } catch {
        failures += 1;
      }
      const ms = performance.now() - started;
      samples.push(ms);
      await sleep(Math.max(0, BOMB.healthEveryMs - ms));
    }
  })();
  return { samples, failures: () => failures, done };
}

export async function bombPhase(out) {
  const server = await startServer();
  const problems = [];
  try {
    const token = await login(server.url, ADMIN_USERNAME, ADMIN_PASSWORD);
    const upload = async (n, pdf) => {
      const res = await api(server.url, 'POST', '/candidate/create', {
        body: candidateForm(n, pdf, 'bomb'),
        token,
        timeoutMs: 120_000,
        phase: 'bomb',
      });
      return { status: res.status, ms: Math.round(res.ms), msg: res.body?.msg };
    };
    const resume = await resumePdf();
    // the first real upload starts a PDF worker, as in production after the first parse
    const warm = await upload(0, resume);
    if (warm.status !== 201) problems.push(`a real resume before the bomb answered ${warm.status}`);

    const bomb = bombPdf(BOMB.streams, BOMB.mibEach);
    out.bombBytes = bomb.length;
    out.bombInflatedMiB = BOMB.streams * BOMB.mibEach;
    out.rssBeforeMB = Math.round((procStatusKb(server.pid, 'VmRSS') ?? 0) / 1024);

    let stopped = false;
    const health = pollHealth(server.url, () => stopped);
    out.oneByOne = [];
    for (let i = 1; i <= BOMB.uploads && !expired(); i++) out.oneByOne.push(await upload(i, bomb));
    out.atOnce = expired()
      ? []
      : await Promise.all(Array.from({ length: BOMB.uploads }, (_, i) => upload(100 + i, bomb)));
    stopped = true;
    await health.done;

    out.peakRssMB = Math.round((procStatusKb(server.pid, 'VmHWM') ?? 0) / 1024);
    const sorted = [...health.samples].sort((a, b) => a - b);
    out.health = {
      polls: sorted.length,
      failures: health.failures(),
      p50: Math.round(percentile(sorted, 50) ?? 0),
      p99: Math.round(percentile(sorted, 99) ?? 0),
      max: Math.round(sorted.at(-1) ?? 0),
    };
    const after = await upload(999, resume);
    out.afterStatus = after.status;
    out.leftoverTemp = filesIn(path.join(server.dataDir, 'tmp')).length;

    for (const [i, u] of out.oneByOne.entries()) {
      if (u.status !== 400) problems.push(`bomb ${i + 1} answered ${u.status} (want 400)`);
      else if (u.ms > BOMB.answerWithinMs) problems.push(`bomb ${i + 1} took ${u.ms} ms`);
    }
    for (const [i, u] of out.atOnce.entries()) {
      if (u.status !== 400) problems.push(`parallel bomb ${i + 1} answered ${u.status} (want 400)`);
    }
    if (out.health.failures > 0) problems.push(`${out.health.failures} health polls failed`);
    if (out.health.p99 > BOMB.healthP99Ms) {
      problems.push(`health p99 ${out.health.p99} ms during the bombs (limit ${BOMB.healthP99Ms})`);
    }
    if (after.status !== 201)
      problems.push(`a real resume after the bombs answered ${after.status}`);
    if (out.leftoverTemp) problems.push(`${out.leftoverTemp} temporary upload(s) left in tmp/`);
    if (!server.isRunning()) problems.push('the server died');
  } finally {
    await server.stop();
    removeDataDir(server.dataDir);
  }
  return problems;
}
