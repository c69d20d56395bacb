// Phase 2: 1,000 parallel sign-in guesses from one address for one account, the right password
// among them, while the owner signs in from another address (TRUST_PROXY=on, X-Forwarded-For).
import { randomBytes } from 'node:crypto';
import { ADMIN_PASSWORD, ADMIN_USERNAME, LOGIN } from './config.mjs';
import { api } from './http.mjs';
import { removeDataDir, startServer } from './server.mjs';

export async function loginPhase(out) {
  // one reverse-proxy hop is trusted: the last X-Forwarded-For address is the client's
  const server = await startServer({ env: { TRUST_PROXY: 'on' } });
  const problems = [];
  try {
    const signIn = (password, address) =>
      api(server.url, 'POST', '/admin/login', {
        body: { username: ADMIN_USERNAME, password },
        headers: { 'x-forwarded-for': address },
        timeoutMs: 120_000,
        phase: 'login',
      }).then(
        (res) => ({ status: res.status, ms: res.ms, retryAfter: res.headers.get('retry-after') }),
        (err) => ({ status: 'error', error: err.message }),
      );

    // the same number of the cheapest request, for scale: what this machine takes for 1,000 at once
    const baseline = performance.now();
    await Promise.all(
      Array.from({ length: LOGIN.guesses }, () =>
        api(server.url, 'GET', '/health', { phase: 'login', timeoutMs: 120_000 }).catch(() => null),
      ),
    );
    out.healthBurstMs = Math.round(performance.now() - baseline);

    let firstAnswer;
    const flooding = new Promise((resolve) => (firstAnswer = resolve));
    const started = performance.now();
    const guesses = Array.from({ length: LOGIN.guesses }, (_, i) => {
      const password =
        i === LOGIN.rightAt ? ADMIN_PASSWORD : `wrong-${i}-${randomBytes(6).toString('hex')}`;
      return signIn(password, LOGIN.attacker).then((r) => {
        firstAnswer();
        if (r.status === 429) out.last429Ms = Math.round(performance.now() - started);
        return r;
      });
    });
    // the owner signs in from elsewhere once the flood is answering
    const owner = flooding.then(() => signIn(ADMIN_PASSWORD, LOGIN.owner));
    const answers = await Promise.all(guesses);
    out.totalMs = Math.round(performance.now() - started);
    const during = await owner;
    out.ownerDuring = { status: during.status, ms: Math.round(during.ms ?? 0) };
    const afterwards = await signIn(ADMIN_PASSWORD, LOGIN.owner);
    out.ownerAfter = { status: afterwards.status, ms: Math.round(afterwards.ms ?? 0) };

    const count = (pred) => answers.filter(pred).length;
    out.statuses = {};
    for (const a of answers) out.statuses[a.status] = (out.statuses[a.status] ?? 0) + 1;
    out.s401 = count((a) => a.status === 401);
    out.s429 = count((a) => a.status === 429);
    out.s200 = count((a) => a.status === 200);
    out.checks = out.s401 + out.s200;
    out.rightPassword = answers[LOGIN.rightAt].status;
    out.no429RetryAfter = count((a) => a.status === 429 && !a.retryAfter);

    if (out.checks > LOGIN.maxChecks) {
      problems.push(`${out.checks} password checks ran (limit ${LOGIN.maxChecks})`);
    }
    const other = LOGIN.guesses - out.s401 - out.s429 - out.s200;
    if (other) problems.push(`${other} guesses answered neither 401, 429 nor 200`);
    if (out.no429RetryAfter)
      problems.push(`${out.no429RetryAfter} answers 429 without Retry-After`);
    if (during.status !== 200)
      problems.push(`the owner's sign-in during the flood: ${during.status}`);
    if (afterwards.status !== 200) {
      problems.push(`the owner's sign-in after the flood: ${afterwards.status}`);
    }
  } finally {
    await server.stop();
    removeDataDir(server.dataDir);
  }
  return problems;
}
