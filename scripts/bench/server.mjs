// The built server on a free port of 127.0.0.1, with its own data directory.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ADMIN_PASSWORD, root } from './config.mjs';
import { sleep } from './stats.mjs';

/** A port that was free a moment ago on 127.0.0.1. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/**
 * Resolves once /api/health answers 200. `env` goes on top of the defaults (e.g. DATABASE_URL);
 * `dataDir` reuses a directory (else a new one); `serverDir` runs another build of the server
 * (its main.js; else dist/server). `stop()` ends the server and removes its data directory,
 * `stop({keepData: true})` leaves it for the next start.
 */
export async function startServer({ seed, env = {}, dataDir: reuse, serverDir }) {
  const port = await freePort();
  const dataDir = reuse ?? mkdtempSync(path.join(tmpdir(), 'iaa-bench-'));
  const url = `http://127.0.0.1:${port}`;
  let log = '';
  const child = spawnBuiltServer(
    port,
    dataDir,
    { ADMIN_USERNAME: 'admin', ADMIN_PASSWORD, SEED_DEMO: seed ? 'on' : 'off', ...env },
    serverDir,
  );
  child.stdout.setEncoding('utf8').on('data', (c) => (log += c));
  child.stderr.setEncoding('utf8').on('data', (c) => (log += c));
  const exit = new Promise((r) => child.once('exit', r));
  const stop = async ({ keepData = false } = {}) => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      if ((await Promise.race([exit.then(() => 1), sleep(5000).then(() => 0)])) === 0) {
        child.kill('SIGKILL');
        await exit;
      }
    }
    if (!keepData) rmSync(dataDir, { recursive: true, force: true });
  };
  await waitUntilReady({ url, child, stop, log: () => log });
  return { url, pid: child.pid, stop };
}

async function waitUntilReady({ url, child, stop, log }) {
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      await stop();
      throw new Error(`server exited during start:\n${log()}`);
    }
    try {
      const res = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2000) });
      if (res.status === 200) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`server not ready within 60 s:\n${log()}`);
    }
    await sleep(150);
  }
}

/** The Node flags `npm run serve` starts the server with (package.json): the bench runs the same. */
const SERVE_FLAGS = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'))
  .scripts.serve.split(/\s+/)
  .filter((arg) => arg.startsWith('--'));

/**
 * The Node flags a build starts with: those of its `serve-flags` file when it has one (a copy of
 * a build compared with other flags, compareServers.ts), else `npm run serve`'s.
 */
function serveFlags(serverDir) {
  const file = path.join(serverDir, 'serve-flags');
  if (!existsSync(file)) return SERVE_FLAGS;
  return readFileSync(file, 'utf8').split(/\s+/).filter(Boolean);
}

/**
 * `node <serve flags> dist/server/main.js` (or `serverDir`'s main.js) on 127.0.0.1:`port` with
 * `dataDir`, quiet logs, and `env` on top.
 */
export function spawnBuiltServer(port, dataDir, env, serverDir = path.join(root, 'dist/server')) {
  return spawn(process.execPath, [...serveFlags(serverDir), path.join(serverDir, 'main.js')], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? tmpdir(),
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...env,
    },
  });
}
