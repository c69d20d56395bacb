// The bench's output: the bundle report, then one table (metric, product, baseline, ratio, goal,
// ✓/✗), notes and problems on stdout, and everything in bench-results.json.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { root } from './config.mjs';
import { resultRows } from './rows.mjs';
import { kB } from './stats.mjs';

/** Chunks of at least this many brotli bytes get their packages and modules listed. */
const LISTED_CHUNK = 10_000;
const short = (n) => `${(n / 1000).toFixed(1)}k`;

/** A chunk's name without its hash: builds of the same sources name their chunks alike. */
const stem = (file) => path.basename(file).replace(/-[\w-]{8}\.(js|css)$/, '');

/** Which measured pages loaded the chunk: S (sign-in page), C (candidates page). */
function pagesOf(file, loaded) {
  const tags = Object.entries(loaded)
    .filter(([, paths]) => paths.some((p) => stem(p) === stem(file)))
    .map(([tag]) => tag);
  return tags.length ? ` [${tags.join('')}]` : '';
}

function printBundle(bundle, loaded) {
  console.log(
    `\nbundle: ${bundle.chunks.length} chunks, ${kB(bundle.totalRawBytes)} raw, ` +
      `${kB(bundle.totalBrotliBytes)} brotli (raw/brotli; [S] loaded by the sign-in page, [C] by the candidates page; ` +
      `top packages by brotli share; modules in bench-results.json)`,
  );
  const small = bundle.chunks.filter((c) => c.brotliBytes < LISTED_CHUNK);
  for (const c of bundle.chunks.filter((c) => c.brotliBytes >= LISTED_CHUNK)) {
    const from = c.source ? ` ← ${c.source}` : '';
    const tags = pagesOf(c.file, loaded);
    console.log(`  ${c.file} ${c.kind}${tags} ${short(c.rawBytes)}/${short(c.brotliBytes)}${from}`);
    if (c.packages.length > 0) {
      const top = c.packages
        .slice(0, 4)
        .map((p) => `${p.name} ${short(p.rawBytes)}/${short(p.brotliBytes)}`);
      console.log(`      ${top.join(', ')}`);
    }
  }
  if (small.length) {
    const bytes = small.reduce((a, c) => a + c.brotliBytes, 0);
    console.log(
      `  + ${small.length} chunks under ${short(LISTED_CHUNK)} brotli, ${short(bytes)} in all`,
    );
  }
}

const ratioText = (r) => (r === null ? '' : r >= 100 ? `${Math.round(r)}×` : `${r.toFixed(2)}×`);
const mark = (pass) => (pass === true ? '✓' : pass === false ? '✗' : '');

function printTable(rows) {
  // a figure a run could not take (a part that failed, a header an older server does not send)
  // shows as '?' instead of ending the report
  const text = (x) => (x === undefined || x === null ? '?' : String(x));
  const cells = rows.map((r) =>
    [r.metric, r.product, r.baseline, ratioText(r.ratio ?? null), r.goal, mark(r.pass)].map(text),
  );
  const head = ['metric', 'product', 'baseline', 'ratio', 'goal', ''];
  const widths = head.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i].length)));
  const line = (c) =>
    c
      .map((x, i) => x.padEnd(widths[i]))
      .join('  ')
      .trimEnd();
  console.log(`\n${line(head)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  for (const c of cells) console.log(line(c));
  const judged = rows.filter((r) => r.pass !== null);
  console.log(`\ngoals met: ${judged.filter((r) => r.pass).length} of ${judged.length}`);
}

/** Prints everything, writes bench-results.json; a problem (a part that failed) sets exit 1. */
export function report(results, { notes, problems }) {
  if (results.bundle) {
    printBundle(results.bundle, {
      S: results.signInScripts?.product?.paths ?? [],
      C: results.candidatesPage?.jsPaths ?? [],
    });
  }
  const rows = resultRows(results);
  results.table = rows;
  results.notes = notes;
  results.problems = problems;
  // written first: the figures of a long run outlive a failure to print them
  writeFileSync(path.join(root, 'bench-results.json'), JSON.stringify(results, null, 2) + '\n');
  printTable(rows);
  console.log('wrote bench-results.json');
  for (const n of notes) console.log(`note: ${n}`);
  for (const p of problems) console.error(`bench: ${p}`);
  if (problems.length > 0) process.exitCode = 1;
}
