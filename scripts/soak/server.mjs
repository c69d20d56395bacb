// The built server for the soak: started on a free port of 127.0.0.1 with its own data directory
// (or a given one, for a restart), stopped, killed, and read from /proc. Every child and temporary
// directory is registered so that `cleanupAll` can remove them on any exit.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ADMIN_PASSWORD, ADMIN_USERNAME, JWT_SECRET } from './config.mjs';
import { freePort, spawnBuiltServer } from '../bench/server.mjs';
import { sleep } from '../bench/stats.mjs';

const children = new Set();
const dataDirs = new Set();

/** Kills every server still running and removes every data directory (synchronous: safe in 'exit'). */
export function cleanupAll() {
  for (const child of children) {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }
  children.clear();
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  dataDirs.clear();
}

/** A fresh, registered data directory. */
export function newDataDir() {
  const dir = mkdtempSync(path.join(tmpdir(), 'iaa-soak-'));
  dataDirs.add(dir);
  return dir;
}

/** Removes a data directory now. */
export function removeDataDir(dir) {
  rmSync(dir, { recursive: true, force: true });
  dataDirs.delete(dir);
}

/** A field of /proc/<pid>/status in kB (VmHWM: peak resident memory, VmRSS: now), or null. */
export function procStatusKb(pid, field) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const m = new RegExp(`^${field}:\\s+(\\d+)\\s+kB`, 'm').exec(status);
    return m ? Number(m[1]) : null;
  } catch {
    return null;
  }
}

/**
 * Starts `node dist/server/main.js`; resolves once /api/health answers 200.
 * Returns {url, pid, dataDir, log(), stop(), kill(), exited}.
 */
export async function startServer({ seed = false, env = {}, dataDir } = {}) {
  const port = await freePort();
  const dir = dataDir ?? newDataDir();
  const url = `http://127.0.0.1:${port}`;
  let log = '';
  const child = spawnBuiltServer(port, dir, {
    ADMIN_USERNAME,
    ADMIN_PASSWORD,
    JWT_SECRET,
    SEED_DEMO: seed ? 'on' : 'off',
    ...env,
  });
  children.add(child);
  child.stdout.setEncoding('utf8').on('data', (c) => (log = (log + c).slice(-20_000)));
  child.stderr.setEncoding('utf8').on('data', (c) => (log = (log + c).slice(-20_000)));
  const exit = new Promise((resolve) => child.once('exit', resolve));
  const isRunning = () => child.exitCode === null && child.signalCode === null;
  const server = {
    url,
    pid: child.pid,
    dataDir: dir,
    log: () => log,
    isRunning,
    /** SIGTERM, then SIGKILL after 5 s; keeps the data directory (removeDataDir drops it). */
    async stop() {
      if (isRunning()) {
        child.kill('SIGTERM');
        if ((await Promise.race([exit.then(() => 1), sleep(5000).then(() => 0)])) === 0) {
          child.kill('SIGKILL');
          await exit;
        }
      }
      children.delete(child);
    },
    /** kill -9, as a power cut would */
    async kill() {
      if (isRunning()) child.kill('SIGKILL');
      await exit;
      children.delete(child);
    },
  };
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (!isRunning()) {
      children.delete(child);
      throw new Error(`server exited during start (code ${child.exitCode}):\n${log}`);
    }
    try {
      const res = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2000) });
      if (res.status === 200) return server;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await server.stop();
      throw new Error(`server not ready within 60 s:\n${log}`);
    }
    await sleep(150);
  }
}
