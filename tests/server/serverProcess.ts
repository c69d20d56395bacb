// The server as a real child process (`node --import tsx server/src/main.ts`): what a process
// manager or a load balancer sees, signals included.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { tmpdir } from 'node:os';
import { TEST_PASSWORD } from './testApp.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** One JWT_SECRET for the servers of a test run: links and tokens are valid on every server. */
export const SHARED_SECRET = randomBytes(48).toString('base64url');

export interface ServerProcess {
  child: ChildProcess;
  /** http://127.0.0.1:<port>, from the banner */
  url: string;
  /** everything it printed so far, stdout and stderr */
  output(): string;
  /** resolves with the exit code once the process has ended */
  exited: Promise<number | null>;
  /** resolves once the output contains `text` */
  printed(text: string, timeoutMs?: number): Promise<void>;
}

/**
 * Starts the server on a free port of 127.0.0.1 with `env` (DATA_DIR, and DATABASE_URL on
 * PostgreSQL); resolves once it printed its banner, so it listens.
 */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? tmpdir(),
      HOST: '127.0.0.1',
      PORT: '0',
      ADMIN_USERNAME: 'admin',
      ADMIN_PASSWORD: TEST_PASSWORD,
      JWT_SECRET: SHARED_SECRET,
      SEED_DEMO: 'off',
      LOG_LEVEL: 'info',
      ...env,
    },
  });
  let log = '';
  const waiters = new Set<() => void>();
  const append = (chunk: string) => {
    log += chunk;
    for (const check of waiters) check();
  };
  child.stdout!.setEncoding('utf8').on('data', append);
  child.stderr!.setEncoding('utf8').on('data', append);
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  let ended = false;
  void exited.then(() => {
    ended = true;
    for (const check of waiters) check();
  });

  const printed = (text: string, timeoutMs = 60_000) =>
    new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(new Error(`the server did not print "${text}" in ${timeoutMs} ms:\n${log}`));
      }, timeoutMs);
      function check() {
        if (log.includes(text) || ended) {
          clearTimeout(timer);
          waiters.delete(check);
          if (log.includes(text)) resolve();
          else reject(new Error(`the server ended before it printed "${text}":\n${log}`));
        }
      }
      waiters.add(check);
      check();
    });

  await printed('Interview AI Admin is running at', 90_000);
  const url = /running at (http:\/\/[^\s]+)/.exec(log)![1]!;
  return { child, url, output: () => log, exited, printed };
}

/** Signs in through the server's API; the token. */
export async function signIn(url: string): Promise<string> {
  const res = await fetch(`${url}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: TEST_PASSWORD }),
  });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { data: { token: string } }).data.token;
}
