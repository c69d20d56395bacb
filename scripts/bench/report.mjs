// The bench's results: a table on stdout, bench-results.json, and the budget verdict.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { root, RUNS, SIGN_IN_JS_BUDGET } from './config.mjs';
import { kB, ms } from './stats.mjs';

function resultRows({ signInPage: s, signedInShell: d, api: a, scale }) {
  const rows = [
    [
      'sign-in page JS, on the wire',
      `${kB(s.wireBytes)} (${s.files} files, ${s.encodings.join('/')})`,
    ],
    ['sign-in page JS, uncompressed', kB(s.decodedBytes)],
    ['sign-in page JS, gzip -9 estimate', kB(s.gzipEstimateBytes)],
    [
      'first contentful paint, median',
      s.fcpMedianMs === null ? 'n/a' : `${ms(s.fcpMedianMs)} (${RUNS} runs)`,
    ],
  ];
  if (d) {
    rows.push(
      [
        'signed-in shell JS added, on the wire',
        `${kB(d.wireBytes)} (${d.files} files, ${d.encodings.join('/')})`,
      ],
      ['signed-in shell JS added, uncompressed', kB(d.decodedBytes)],
      ['total JS signed in, on the wire', kB(s.wireBytes + d.wireBytes)],
      [
        'sign-in click to dashboard, median',
        d.dashboardMedianMs === null ? 'n/a' : ms(d.dashboardMedianMs),
      ],
    );
  } else rows.push(['signed-in shell', 'not measured (sign-in failed)']);
  if (a) {
    rows.push(
      [
        'API segregated list',
        `${a.requestsPerSecond.toFixed(0)} req/s (${a.requests} req, ${a.concurrency} concurrent, ${kB(a.responseBytes)} each)`,
      ],
      ['API latency p50 / p95', `${a.p50Ms.toFixed(1)} ms / ${a.p95Ms.toFixed(1)} ms`],
    );
  }
  for (const run of scale?.runs ?? []) rows.push(...scaleRows(run));
  for (const why of scale?.skipped ?? []) rows.push(['scale', `skipped: ${why}`]);
  return rows;
}

const figures = (f) =>
  `${f.requestsPerSecond} req/s, p50 ${f.p50Ms} ms, p99 ${f.p99Ms} ms (${f.requests} req` +
  `${f.non2xx ? `, ${f.non2xx} not 2xx` : ''})`;

/** One engine at one size: the three endpoints and the server's peak memory. */
function scaleRows(run) {
  const at = `${run.engine} ${run.candidates.toLocaleString('en')}`;
  return [
    [`${at}: segregated list`, figures(run.segregatedList)],
    [`${at}: dashboard stats`, figures(run.dashboardStats)],
    [`${at}: candidate create`, figures(run.candidateCreate)],
    [`${at}: server peak RSS`, `${run.peakRssMB ?? '?'} MB`],
  ];
}

/** Prints and writes the results; sets a failing exit code over budget or on any problem. */
export function report(results, problems) {
  const rows = resultRows(results);
  const width = Math.max(...rows.map((r) => r[0].length));
  console.log('\nbench results');
  for (const [k, v] of rows) console.log(`  ${k.padEnd(width)}  ${v}`);

  writeFileSync(path.join(root, 'bench-results.json'), JSON.stringify(results, null, 2) + '\n');
  console.log('\nwrote bench-results.json');
  for (const p of problems) console.error(`bench: ${p}`);

  const s = results.signInPage;
  if (s.wireBytes > SIGN_IN_JS_BUDGET) {
    console.error(
      `bench: sign-in page JS is ${kB(s.wireBytes)} on the wire, over the ${kB(SIGN_IN_JS_BUDGET)} budget`,
    );
    process.exitCode = 1;
  } else {
    console.log(`sign-in page JS ${kB(s.wireBytes)} is within the ${kB(SIGN_IN_JS_BUDGET)} budget`);
  }
  if (problems.length > 0) process.exitCode = 1;
}
