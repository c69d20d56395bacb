// Phase 4: kill -9 during 1,000 candidate creates; restart on the same DATA_DIR and count the
// acknowledged writes that survived, and the temporary or unreferenced files the start-up sweep
// leaves behind.
import { existsSync, readdirSync, utimesSync } from 'node:fs';
import path from 'node:path';
import { ADMIN_PASSWORD, ADMIN_USERNAME, WRITES } from './config.mjs';
import { api, login, pool } from './http.mjs';
import { candidateForm, resumePdf } from './pdfs.mjs';
import { removeDataDir, startServer } from './server.mjs';

const filesIn = (dir) => (existsSync(dir) ? readdirSync(dir) : []);

/** Temporary uploads (tmp/*, resumes/*.tmp) and the stored resume files of a data directory. */
function files(dataDir) {
  const resumes = filesIn(path.join(dataDir, 'resumes'));
  return {
    temp: [
      ...filesIn(path.join(dataDir, 'tmp')).map((f) => `tmp/${f}`),
      ...resumes
        .filter((f) => f.endsWith('.tmp') || f.endsWith('.upload'))
        .map((f) => `resumes/${f}`),
    ],
    resumes: resumes.filter((f) => !f.endsWith('.tmp') && !f.endsWith('.upload')),
  };
}

/** Every live candidate: id → its resume file name. */
async function allCandidates(url, token) {
  const found = new Map();
  for (let page = 1; page <= 100; page++) {
    const res = await api(url, 'GET', `/candidate/list?page=${page}&limit=100`, {
      token,
      phase: 'writes',
    });
    if (res.status !== 200) throw new Error(`candidate list page ${page}: ${res.status}`);
    for (const c of res.body.data.items) {
      found.set(c.id, /\/resumes\/([^?]+)/.exec(c.resume_url ?? '')?.[1]);
    }
    if (page >= res.body.data.pages) break;
  }
  return found;
}

export async function writesPhase(out) {
  const problems = [];
  let server = await startServer();
  const dataDir = server.dataDir;
  try {
    const token = await login(server.url, ADMIN_USERNAME, ADMIN_PASSWORD);
    const pdf = await resumePdf();
    const acked = new Map(); // request number → candidate id
    const otherStatuses = {};
    let killed = false;
    let killedAtMs;
    let failedInFlight = 0;
    let errors = 0;
    const started = performance.now();
    out.sent = await pool(
      WRITES.total,
      WRITES.concurrency,
      async (i) => {
        try {
          const res = await api(server.url, 'POST', '/candidate/create', {
            body: candidateForm(i, pdf, 'write'),
            token,
            timeoutMs: 60_000,
            phase: 'writes',
          });
          if (res.status === 201) {
            acked.set(i, res.body.data.id);
            if (acked.size >= WRITES.killAfterAcks && !killed) {
              killed = true;
              killedAtMs = performance.now() - started;
              await server.kill();
            }
          } else {
            otherStatuses[res.status] = (otherStatuses[res.status] ?? 0) + 1;
          }
        } catch {
          if (killed) failedInFlight += 1;
          else errors += 1;
        }
      },
      () => killed,
    );
    out.acked = acked.size;
    out.killedAfterS = killedAtMs === undefined ? null : (killedAtMs / 1000).toFixed(1);
    out.failedInFlight = failedInFlight;
    out.otherStatuses = otherStatuses;
    out.errors = errors;
    if (!killed) {
      problems.push(`the server was never killed (${acked.size} acknowledged)`);
      await server.kill();
    }

    // what the crash left; then age it past the sweep's one-hour grace, as a later start would see
    const left = files(dataDir);
    out.tempAfterKill = left.temp.length;
    const hoursAgo = new Date(Date.now() - 2 * 3600_000);
    for (const f of [...left.temp, ...left.resumes.map((r) => `resumes/${r}`)]) {
      utimesSync(path.join(dataDir, f), hoursAgo, hoursAgo);
    }

    server = await startServer({ dataDir, env: { LOG_LEVEL: 'info' } });
    const sweep = /Start-up sweep: [^"]*/.exec(server.log())?.[0];
    out.sweepLog = sweep ?? '(no sweep line in the log)';
    const token2 = await login(server.url, ADMIN_USERNAME, ADMIN_PASSWORD);
    const present = await allCandidates(server.url, token2);
    out.present = present.size;
    out.lost = [...acked.values()].filter((id) => !present.has(id)).length;
    out.unacknowledgedKept = present.size - (acked.size - out.lost);
    const after = files(dataDir);
    const referenced = new Set(present.values());
    out.missingResumeFiles = [...present.values()].filter(
      (f) => !f || !after.resumes.includes(f),
    ).length;
    out.tempAfterSweep = after.temp.length;
    out.orphansAfterSweep = after.resumes.filter((f) => !referenced.has(f)).length;

    if (out.lost) problems.push(`${out.lost} acknowledged write(s) lost`);
    if (out.missingResumeFiles)
      problems.push(`${out.missingResumeFiles} candidate(s) without their resume file`);
    if (out.tempAfterSweep)
      problems.push(`${out.tempAfterSweep} temporary file(s) survived the sweep`);
    if (out.orphansAfterSweep)
      problems.push(`${out.orphansAfterSweep} unreferenced resume file(s) survived the sweep`);
    if (errors) problems.push(`${errors} request(s) failed before the kill`);
    const bad = Object.keys(otherStatuses);
    if (bad.length) problems.push(`creates answered ${JSON.stringify(otherStatuses)}`);
  } finally {
    await server.stop();
    removeDataDir(dataDir);
  }
  return problems;
}
