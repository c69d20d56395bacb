// The soak's closing table: one row per figure, then the verdict of each phase.

const s = (ms) => `${(ms / 1000).toFixed(1)} s`;
const list = (xs) => xs.map((u) => `${u.status} in ${s(u.ms)}`).join(', ') || '-';
const counts = (o) =>
  Object.entries(o ?? {})
    .map(([k, v]) => `${k}: ${v}`)
    .join(', ') || '-';

function editorRow(r) {
  if (!r) return '-';
  if (r.etag === null) {
    return `ETag not supported; both saved (${r.statuses.join(', ')}): last write wins, kept "${r.kept}"`;
  }
  return `ETag ${r.etag}; ${r.statuses.join(' / ')} (${r.winners} won), kept "${r.kept}"; stale If-Match: ${r.staleStatus}`;
}

/** Rows [phase, figure, value] from the phases' figures. */
function rows(f) {
  const out = [];
  const b = f.bomb;
  if (b?.health) {
    out.push(['bomb', 'PDF', `${b.bombBytes} bytes, ${b.bombInflatedMiB} MiB inflated`]);
    out.push(['', 'uploads one by one', list(b.oneByOne)]);
    out.push(['', 'uploads at once', list(b.atOnce)]);
    out.push([
      '',
      'health p50 / p99 / max',
      `${b.health.p50} / ${b.health.p99} / ${b.health.max} ms (${b.health.polls} polls, ${b.health.failures} failed)`,
    ]);
    out.push(['', 'server RSS before / peak', `${b.rssBeforeMB} MB / ${b.peakRssMB} MB`]);
    out.push(['', 'real resume afterwards', String(b.afterStatus)]);
  }
  const l = f.login;
  if (l?.statuses) {
    out.push([
      'sign-in',
      '1,000 parallel guesses',
      `401: ${l.s401}, 429: ${l.s429}, 200: ${l.s200} in ${s(l.totalMs)}`,
    ]);
    out.push(['', 'last 429 answered after', s(l.last429Ms)]);
    out.push(['', '1,000 parallel /api/health', `${s(l.healthBurstMs)} (for scale)`]);
    out.push([
      '',
      'password checks run',
      `${l.checks} (right password among them answered ${l.rightPassword})`,
    ]);
    out.push([
      '',
      'owner from elsewhere',
      `during: ${l.ownerDuring.status} in ${s(l.ownerDuring.ms)}, after: ${l.ownerAfter.status} in ${s(l.ownerAfter.ms)}`,
    ]);
  }
  const z = f.fuzz;
  if (z?.classes) {
    out.push([
      'fuzz',
      `${z.sent} requests (seed ${z.seed})`,
      `${counts(z.classes)}; closed unanswered: ${z.noAnswer} (+ ${z.closedConnect} CONNECT); timeouts: ${z.timeouts}; ${z.seconds} s`,
    ]);
    out.push(['', 'health afterwards', `${z.healthAfter}${z.alive ? '' : ' (server died)'}`]);
  }
  const w = f.writes;
  if (w?.acked !== undefined) {
    out.push([
      'kill -9',
      'creates acknowledged',
      `${w.acked} of ${w.sent} sent; killed after ${w.killedAfterS} s, ${w.failedInFlight} in flight`,
    ]);
    if (w.present !== undefined) {
      out.push([
        '',
        'after restart',
        `${w.present} present, lost = ${w.lost}, unacknowledged kept: ${w.unacknowledgedKept}, missing resume files: ${w.missingResumeFiles}`,
      ]);
      out.push([
        '',
        'temp files',
        `${w.tempAfterKill} after the kill, ${w.tempAfterSweep} after the sweep; orphan resumes after: ${w.orphansAfterSweep}`,
      ]);
      out.push(['', 'sweep log', w.sweepLog]);
    }
  }
  const u = f.burst;
  if (u?.statuses) {
    out.push([
      'burst',
      `${u.creates} creates at once`,
      `${counts(u.statuses)} in ${s(u.totalMs)} (PDF ${u.pdfBytes} bytes)`,
    ]);
    out.push(['', 'answer p50 / p99 / max', `${u.p50} / ${u.p99} / ${u.max} ms`]);
    out.push([
      '',
      'listed with a resume',
      `${u.listed} of ${u.creates}; temp files left: ${u.leftoverTemp}; server peak RSS ${u.peakRssMB} MB`,
    ]);
  }
  if (f.editors?.training) {
    out.push(['editors', 'training set', editorRow(f.editors.training)]);
    out.push(['', 'candidate', editorRow(f.editors.candidate)]);
  }
  return out;
}

export function report(figures, verdicts, meta) {
  const table = rows(figures);
  const w0 = Math.max(7, ...table.map((r) => r[0].length));
  const w1 = Math.max(6, ...table.map((r) => r[1].length));
  console.log(`\nsoak summary (${meta})`);
  console.log(`${'phase'.padEnd(w0)}  ${'figure'.padEnd(w1)}  value`);
  console.log(`${'-'.repeat(w0)}  ${'-'.repeat(w1)}  ${'-'.repeat(40)}`);
  for (const [a, b, c] of table) console.log(`${a.padEnd(w0)}  ${b.padEnd(w1)}  ${c}`);
  console.log('');
  for (const v of verdicts) {
    console.log(
      `${v.ok ? 'ok  ' : 'FAIL'}  ${v.phase}${v.problems.length ? `: ${v.problems.join('; ')}` : ''}`,
    );
  }
}
