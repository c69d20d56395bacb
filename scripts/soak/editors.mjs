// Phase 5: two editors read one record and save at the same moment with the same If-Match.
// With ETags exactly one may win (200) and the other must get 409 or 412; without them the
// outcome is last-write-wins, reported as such.
import { ADMIN_PASSWORD, ADMIN_USERNAME } from './config.mjs';
import { api, login } from './http.mjs';
import { candidateForm, resumePdf } from './pdfs.mjs';
import { removeDataDir, startServer } from './server.mjs';

const CONFLICT = [409, 412];

/** Both editors save `edits[0]` and `edits[1]` over what `read()` returned. */
async function race({ read, write, kept }) {
  const first = await read();
  const etag = first.headers.get('etag');
  // without an ETag, send a plausible one anyway: a server that ignores it shows last-write-wins
  const ifMatch = etag ?? '"1"';
  const answers = await Promise.all([write('A', ifMatch), write('B', ifMatch)]);
  const result = {
    etag: etag ?? null,
    statuses: answers.map((a) => a.status),
    winners: answers.filter((a) => a.status === 200).length,
    kept: kept(await read()),
  };
  if (etag) {
    // a save with the first, now stale, ETag must be refused too
    result.staleStatus = (await write('C', etag)).status;
  }
  return result;
}

function judge(name, r, problems) {
  if (r.etag === null) return; // reported, not failed: the server sends no ETag yet
  if (r.winners > 1) problems.push(`${name}: both editors won (${r.statuses.join(', ')})`);
  else if (r.winners === 0) problems.push(`${name}: no editor won (${r.statuses.join(', ')})`);
  else if (!r.statuses.some((s) => CONFLICT.includes(s))) {
    problems.push(`${name}: the loser got ${r.statuses.join(', ')} (want 409 or 412)`);
  }
  if (!CONFLICT.includes(r.staleStatus)) {
    problems.push(`${name}: a stale If-Match answered ${r.staleStatus} (want 409 or 412)`);
  }
}

export async function editorsPhase(out) {
  const server = await startServer();
  const problems = [];
  try {
    const token = await login(server.url, ADMIN_USERNAME, ADMIN_PASSWORD);
    const call = (method, p, opts = {}) =>
      api(server.url, method, p, { token, phase: 'editors', ...opts });

    const created = await call('POST', '/training/create', {
      body: {
        domain: 'Soak editors',
        questions: [{ question: 'Q0', difficulty: 'easy', tags: ['soak'] }],
      },
    });
    if (created.status !== 201) throw new Error(`training create: ${created.status}`);
    const setId = created.body.data.id;
    out.training = await race({
      read: () => call('GET', `/training/${setId}`),
      write: (who, ifMatch) =>
        call('PUT', `/training/${setId}`, {
          body: {
            questions: [{ question: `Edited by ${who}`, difficulty: 'hard', tags: ['soak'] }],
          },
          headers: { 'if-match': ifMatch },
        }),
      kept: (res) => res.body?.data?.questions?.[0]?.question ?? '?',
    });
    judge('training set', out.training, problems);

    const cand = await call('POST', '/candidate/create', {
      body: candidateForm(1, await resumePdf(), 'editors'),
    });
    if (cand.status !== 201) throw new Error(`candidate create: ${cand.status}`);
    const candId = cand.body.data.id;
    out.candidate = await race({
      read: () => call('GET', `/candidate/${candId}`),
      write: (who, ifMatch) => {
        const form = new FormData();
        form.append('name', `Edited by ${who}`);
        return call('PUT', `/candidate/${candId}`, {
          body: form,
          headers: { 'if-match': ifMatch },
        });
      },
      kept: (res) => res.body?.data?.candidate?.name ?? '?',
    });
    judge('candidate', out.candidate, problems);
  } finally {
    await server.stop();
    removeDataDir(server.dataDir);
  }
  return problems;
}
