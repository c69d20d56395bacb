// `npm run styles`: writes src/layout/firstStyles.css, the styles Emotion (MUI's style engine)
// writes for a cold visit of the candidates page and for the screens index.html paints first on a
// phone (the dashboard, the candidates list) while their data loads, as its compiler wrote them;
// src/layout/firstPaint.<screen>.html, those screens' markup, which index.html paints before any
// script on a phone (scripts/vite/firstPaint.ts; the screens are declared in
// scripts/firstPaint/markup.mjs); and src/layout/firstPaintGlobal.css, the global rules that copy
// carries. The build puts the styles in index.html (scripts/vite/firstStyles.ts) and the console's
// Emotion cache takes them as already written (src/layout/firstStyles.ts), so the page's first
// render does not compile them: 111 class names, about 700 rules, which took the first render's
// longest task from 205 to 129 ms (medians of 10 cold visits, 100,000 candidates).
//
// Run it after changing the styles of the frame or the candidates page (or MUI), or the dashboard:
// the e2e test first-styles.test.ts fails when that page renders a class name the file lacks, and
// first-paint.test.ts when a screen's markup while it loads is no longer its file's. It
// builds the console without the file's styles into a directory of its own, serves it with the demo data on
// a temporary database, and records every rule Emotion inserts until the first rows are shown.
/* global window */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { benchPage, consoleSession, launchChromium } from './bench/browser.mjs';
import { root } from './bench/config.mjs';
import { candidateRowsShown } from './bench/inPage.mjs';
import { startServer } from './bench/server.mjs';
import { signInSession } from './bench/signIn.mjs';
import {
  FIRST_PAINT_GLOBAL_FILE,
  FIRST_PAINT_SCREEN,
  FIRST_PAINT_SCREENS,
  firstPaintFile,
  firstPaintMarkup,
  recordEmotionRules,
} from './firstPaint/markup.mjs';

const OUT = path.join(root, 'src/layout/firstStyles.css');

function run(command, args, env) {
  const res = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  if (res.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`);
}

/**
 * `visits(server)` on a server of the console in `clientDir` with the data of `dataDir` (`seed`:
 * the demo's), stopped after them with its data kept.
 */
async function onServer({ clientDir, dataDir, seed }, visits) {
  const server = await startServer({ seed, env: { CLIENT_DIR: clientDir }, dataDir });
  try {
    return await visits(server);
  } finally {
    await server.stop({ keepData: true });
  }
}

/**
 * A cold, signed-in visit of the candidates page: the rules Emotion inserted until its rows were
 * drawn.
 */
async function rulesOfVisit(browser, server) {
  const session = consoleSession(await signInSession(server.url));
  const p = await benchPage(browser, server.url, session);
  try {
    await p.page.addInitScript(recordEmotionRules);
    await p.page.goto('/manage-candidate', { waitUntil: 'commit' });
    await p.page.waitForFunction(candidateRowsShown, { first: 1, count: 1 }, { polling: 'raf' });
    await p.page.waitForTimeout(2000); // the rest of the rows, and the pagination under them
    return await p.page.evaluate(() => window.__emotionRules);
  } finally {
    await p.close();
  }
}

/**
 * A screen painted first (FIRST_PAINT_SCREENS) on a phone, its data never answered: the rules
 * Emotion inserted (its classes', the global ones) and the markup (firstPaintMarkup) once the
 * screen shows its placeholders.
 */
async function screenWhileLoading(browser, server, screen) {
  const session = consoleSession(await signInSession(server.url));
  const p = await benchPage(browser, server.url, session, {
    viewport: FIRST_PAINT_SCREEN,
    isMobile: true,
    hasTouch: true,
  });
  try {
    await p.page.addInitScript(recordEmotionRules);
    // held until the context closes: the page stays as it is while its data loads
    await p.page.route('**/api/**', () => {});
    await p.page.goto(screen.address);
    await p.page.locator(screen.loading).first().waitFor();
    await p.page.waitForTimeout(1000); // anything after the first frame
    const markup = await p.page.evaluate(firstPaintMarkup);
    if (!markup.includes(screen.shows)) throw new Error(`${screen.name} was not drawn`);
    return {
      rules: await p.page.evaluate(() => window.__emotionRules),
      globalRules: await p.page.evaluate(() => window.__emotionGlobalRules),
      markup,
    };
  } finally {
    await p.close();
  }
}

const dir = mkdtempSync(path.join(tmpdir(), 'iaa-first-styles-'));
const dataDir = path.join(dir, 'data');
const browser = await launchChromium();
try {
  const clientDir = path.join(dir, 'client');
  run('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', clientDir], {
    FIRST_STYLES: 'off',
  });
  run('node', ['scripts/build-server.mjs']);
  mkdirSync(dataDir);
  // the demo data (60 candidates), then 2,000 more (scripts/bench/scaleData.ts): 559 without an
  // interview, the first tab's six pages, with its pagination and its 'Go to page' field
  const { rules, painted } = await onServer({ clientDir, dataDir, seed: true }, async (server) => {
    const rules = await rulesOfVisit(browser, server);
    const painted = [];
    for (const screen of FIRST_PAINT_SCREENS) {
      painted.push({ screen, ...(await screenWhileLoading(browser, server, screen)) });
    }
    return { rules, painted };
  });
  for (const screen of painted) rules.push(...screen.rules);
  run('npx', ['tsx', 'scripts/bench/largeData.ts', dataDir, '2000']);
  rules.push(
    ...(await onServer({ clientDir, dataDir, seed: false }, (server) =>
      rulesOfVisit(browser, server),
    )),
  );
  const unique = [...new Set(rules)];
  if (unique.length === 0) throw new Error('Emotion inserted no rules: nothing to write');
  writeFileSync(OUT, `${unique.join('\n')}\n`);
  console.log(`${path.relative(root, OUT)}: ${unique.length} rules`);
  for (const { screen, markup } of painted) {
    writeFileSync(path.join(root, firstPaintFile(screen)), `${markup}\n`);
    console.log(`${firstPaintFile(screen)}: ${markup.length} characters`);
  }
  const globalRules = [...new Set(painted.flatMap((screen) => screen.globalRules))];
  if (globalRules.length === 0) throw new Error('Emotion inserted no global rules');
  writeFileSync(path.join(root, FIRST_PAINT_GLOBAL_FILE), `${globalRules.join('\n')}\n`);
  console.log(`${FIRST_PAINT_GLOBAL_FILE}: ${globalRules.length} rules`);
} finally {
  await browser.close();
  rmSync(dir, { recursive: true, force: true });
}
