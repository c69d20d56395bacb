// Headless Chromium for the bench (Debian's /usr/bin/chromium driven by playwright-core), and
// pages that record what the bench reads (scripts/bench/inPage.mjs) from the document's start.
import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS } from './config.mjs';
import { observePage, pageRecord } from './inPage.mjs';

export function findChromium() {
  const ok = (f) => {
    try {
      accessSync(f, constants.X_OK);
      return true;
    } catch {
      return false;
    }
  };
  if (process.env.CHROMIUM_PATH && ok(process.env.CHROMIUM_PATH)) return process.env.CHROMIUM_PATH;
  if (ok('/usr/bin/chromium')) return '/usr/bin/chromium';
  const w = spawnSync('which', ['chromium'], { encoding: 'utf8' });
  if (w.status === 0 && w.stdout.trim()) return w.stdout.trim();
  throw new Error('no Chromium: apt-get install -y chromium (Debian), or set CHROMIUM_PATH');
}

export function launchChromium() {
  return chromium.launch({ executablePath: findChromium(), headless: true, args: CHROMIUM_ARGS });
}

/** localStorage entries of a signed-in console (see src/authProvider/session.ts). */
export function consoleSession({ token, user }) {
  return {
    'interview-ai-admin:AI_token': token,
    'interview-ai-admin:user_data': JSON.stringify(user),
  };
}

/**
 * A page in a fresh context (cold cache, empty storage) at `baseURL`, recording from the start;
 * `session` (localStorage entries) signs it in; `options`, the context's own (a phone's screen).
 * `close()` ends the context.
 */
export async function benchPage(browser, baseURL, session, options = {}) {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 1366, height: 900 },
    ...options,
  });
  await context.addInitScript(observePage, session ?? null);
  const page = await context.newPage();
  page.setDefaultTimeout(30_000);
  return { page, record: () => page.evaluate(pageRecord), close: () => context.close() };
}

/** Runs `fn(i)` `runs` times, collecting results and one line per failed run. */
export async function repeat(runs, label, fn, errors) {
  const out = [];
  for (let i = 0; i < runs; i++) {
    try {
      out.push(await fn(i));
    } catch (err) {
      errors.push(`${label}, run ${i + 1}: ${String(err.message ?? err).split('\n')[0]}`);
    }
  }
  return out;
}
