import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root (the built server resolves dist/client from here). */
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const SERVER_ENTRY = path.join(ROOT, 'dist/server/main.js');

export const ADMIN_USERNAME = 'admin';
export const ADMIN_PASSWORD = 'e2e-admin-password-42';

const READY_TIMEOUT_MS = 30_000;

export interface StartOptions {
  /** load the demo data (SEED_DEMO); off by default */
  seed?: boolean;
  /** extra environment for the server; wins over the defaults */
  env?: Record<string, string>;
  /** a repository copy whose built server to run instead of this one (ROOT) */
  root?: string;
  /** an existing DATA_DIR to run on, which stop() then leaves in place; default: a fresh one */
  dataDir?: string;
}

export interface ApiResponse<T = unknown> {
  status: number;
  /** the parsed JSON body, or the raw text when it is not JSON */
  body: T;
  headers: Headers;
}

export interface RunningServer {
  /** e.g. http://127.0.0.1:41234 (no trailing slash) */
  url: string;
  dataDir: string;
  /** what the server wrote to stderr (and stdout) so far */
  output(): string;
  /** stops the server and removes its DATA_DIR (not one given in its options) */
  stop(): Promise<void>;
  /** signs in as the admin and returns the token */
  apiLogin(username?: string, password?: string): Promise<string>;
  /** calls `/api${path}`; a body that is an object is sent as JSON */
  api<T = unknown>(
    method: string,
    path: string,
    body?: unknown,
    token?: string,
  ): Promise<ApiResponse<T>>;
}

/** A port that was free a moment ago on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      if (addr === null || typeof addr === 'string') {
        srv.close();
        reject(new Error('no port'));
        return;
      }
      srv.close(() => resolve(addr.port));
    });
  });
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function exited(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null;
}

/** Starts the built server (`node dist/server/main.js`) on a free port with a fresh DATA_DIR. */
export async function startServer(options: StartOptions = {}): Promise<RunningServer> {
  const root = options.root ?? ROOT;
  const entry = path.join(root, path.relative(ROOT, SERVER_ENTRY));
  if (!existsSync(entry)) {
    throw new Error(`${path.relative(ROOT, SERVER_ENTRY)} is missing: run \`npm run build\` first`);
  }
  const port = await freePort();
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'iaa-e2e-'));
  const url = `http://127.0.0.1:${port}`;
  let log = '';

  const child = spawn(process.execPath, [entry], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? tmpdir(),
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      ADMIN_USERNAME,
      ADMIN_PASSWORD,
      SEED_DEMO: options.seed ? 'on' : 'off',
      LOG_LEVEL: 'warn',
      ...options.env,
    },
  });
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => (log += chunk));
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => (log += chunk));
  const exit = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const stop = async (): Promise<void> => {
    if (!exited(child)) {
      child.kill('SIGTERM');
      const killed = await Promise.race([exit.then(() => true), sleep(5000).then(() => false)]);
      if (!killed) {
        child.kill('SIGKILL');
        await exit;
      }
    }
    if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + READY_TIMEOUT_MS;
  let lastError = '';
  for (;;) {
    if (exited(child)) {
      await stop();
      throw new Error(
        `server exited during start (code ${child.exitCode}, signal ${child.signalCode}):\n${log}`,
      );
    }
    try {
      const res = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2000) });
      if (res.status === 200) break;
      lastError = `GET /api/health answered ${res.status}`;
    } catch (err) {
      lastError = (err as Error).message;
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(
        `server not ready within ${READY_TIMEOUT_MS / 1000} s (${lastError}); its output:\n${log}`,
      );
    }
    await sleep(150);
  }

  const api = async <T = unknown>(
    method: string,
    apiPath: string,
    body?: unknown,
    token?: string,
  ): Promise<ApiResponse<T>> => {
    const headers: Record<string, string> = {};
    if (token) headers.authorization = `Bearer ${token}`;
    let payload: BodyInit | undefined;
    if (body instanceof FormData || typeof body === 'string') payload = body;
    else if (body !== undefined) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    const res = await fetch(`${url}/api${apiPath}`, { method, headers, body: payload });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      // not JSON: keep the text
    }
    return { status: res.status, body: parsed as T, headers: res.headers };
  };

  const apiLogin = async (
    username: string = ADMIN_USERNAME,
    password: string = ADMIN_PASSWORD,
  ): Promise<string> => {
    const res = await api<{ data?: { token?: string } }>('POST', '/admin/login', {
      username,
      password,
    });
    const token = res.body?.data?.token;
    if (res.status !== 200 || typeof token !== 'string') {
      throw new Error(`login failed: ${res.status} ${JSON.stringify(res.body)}`);
    }
    return token;
  };

  return { url, dataDir, output: () => log, stop, apiLogin, api };
}
