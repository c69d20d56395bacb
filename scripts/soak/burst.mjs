// Phase: a burst of creates. 200 candidates created at once, each with a small one-page PDF
// resume, against a fresh built server (its PDF workers cold, as after a start): every one must
// answer 201 (no 503: the waiting line is bounded by bytes and estimated wait, not a count), every
// candidate must be listed with its resume, and no temporary upload may be left. One burst, each
// request bounded by its own time limit and the soak's deadline; traffic to 127.0.0.1 only.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { ADMIN_PASSWORD, ADMIN_USERNAME, BURST } from './config.mjs';
import { api, login } from './http.mjs';
import { candidateForm, resumePdf } from './pdfs.mjs';
import { procStatusKb, removeDataDir, startServer } from './server.mjs';
import { percentile } from '../bench/stats.mjs';

const filesIn = (dir) => (existsSync(dir) ? readdirSync(dir) : []);

/** Every live candidate's email the API lists, and whether it has a resume (100 a page, bounded). */
async function listed(url, token) {
  const emails = new Map();
  for (let page = 1; page <= Math.ceil(BURST.creates / 100) + 1; page++) {
    const res = await api(url, 'GET', `/candidate/list?page=${page}&limit=100`, {
      token,
      phase: 'burst',
    });
    if (res.status !== 200) throw new Error(`the list answered ${res.status}`);
    for (const item of res.body.data.items) emails.set(item.email, item.resume_url !== '');
    if (page >= res.body.data.pages) break;
  }
  return emails;
}

export async function burstPhase(out) {
  const server = await startServer();
  const problems = [];
  try {
    const token = await login(server.url, ADMIN_USERNAME, ADMIN_PASSWORD);
    const pdf = await resumePdf('Burst Candidate');
    out.pdfBytes = pdf.length;
    out.creates = BURST.creates;
    const forms = Array.from({ length: BURST.creates }, (_, i) => candidateForm(i, pdf, 'burst'));
    const emails = forms.map((form) => form.get('email'));

    const started = performance.now();
    const answers = await Promise.all(
      forms.map(async (body) => {
        try {
          const res = await api(server.url, 'POST', '/candidate/create', {
            body,
            token,
            timeoutMs: BURST.timeoutMs,
            phase: 'burst',
          });
          return { status: res.status, ms: res.ms, retryAfter: res.headers.get('retry-after') };
        } catch (err) {
          return { status: 0, ms: performance.now() - started, error: err.message };
        }
      }),
    );
    out.totalMs = Math.round(performance.now() - started);
    out.statuses = {};
    for (const a of answers) out.statuses[a.status] = (out.statuses[a.status] ?? 0) + 1;
    const sorted = answers.map((a) => a.ms).sort((x, y) => x - y);
    out.p50 = Math.round(percentile(sorted, 50) ?? 0);
    out.p99 = Math.round(percentile(sorted, 99) ?? 0);
    out.max = Math.round(sorted.at(-1) ?? 0);
    out.peakRssMB = Math.round((procStatusKb(server.pid, 'VmHWM') ?? 0) / 1024);

    const list = await listed(server.url, token);
    out.listed = emails.filter((email) => list.get(email) === true).length;
    out.leftoverTemp = filesIn(path.join(server.dataDir, 'tmp')).length;

    const refused = answers.filter((a) => a.status === 503);
    if (refused.length) {
      problems.push(
        `${refused.length} answered 503 (Retry-After ${[...new Set(refused.map((a) => a.retryAfter))].join(', ')})`,
      );
    }
    const other = answers.filter((a) => a.status !== 201 && a.status !== 503);
    if (other.length) {
      problems.push(
        `${other.length} answered neither 201 nor 503: ${other
          .slice(0, 3)
          .map((a) => a.error ?? a.status)
          .join(', ')}`,
      );
    }
    if (out.listed !== BURST.creates) {
      problems.push(`${BURST.creates - out.listed} of ${BURST.creates} not listed with a resume`);
    }
    if (out.leftoverTemp) problems.push(`${out.leftoverTemp} temporary upload(s) left in tmp/`);
    if (!server.isRunning()) problems.push('the server died');
  } finally {
    await server.stop();
    removeDataDir(server.dataDir);
  }
  return problems;
}
