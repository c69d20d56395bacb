// PostgreSQL's own programs for backups: pg_dump (custom format) and pg_restore, and, to read a
// PostgreSQL backup into SQLite without a server at hand, a throwaway cluster (initdb and pg_ctl
// in a temporary directory, as the test suite's harness starts one).
import { execFile, execFileSync, spawn } from 'node:child_process';
import { accessSync, chownSync, constants, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BackupError } from './backupArchive.ts';

const DEBIAN_BIN = '/usr/lib/postgresql';

const runnable = (file: string) => {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

/** PostgreSQL's bin directories of Debian's packages, newest version first. */
function debianBins(): string[] {
  try {
    return readdirSync(DEBIAN_BIN)
      .filter((v) => /^\d+$/.test(v))
      .sort((a, b) => Number(b) - Number(a))
      .map((v) => path.join(DEBIAN_BIN, v, 'bin'));
  } catch {
    return [];
  }
}

/** A PostgreSQL program on PATH, else in /usr/lib/postgresql/<newest>/bin; undefined if none. */
export function findPostgresProgram(name: string, onPath = true): string | undefined {
  const onPathDirs = onPath ? (process.env.PATH ?? '').split(path.delimiter).filter(Boolean) : [];
  return [...onPathDirs, ...debianBins()].map((dir) => path.join(dir, name)).find(runnable);
}

function requireProgram(name: string): string {
  const found = findPostgresProgram(name);
  if (!found) {
    throw new BackupError(
      `${name} was not found (on PATH or in ${DEBIAN_BIN}/*/bin): install PostgreSQL's client ` +
        'programs, of the same major version as the server or newer (Debian: apt-get install ' +
        'postgresql-client).',
    );
  }
  return found;
}

/**
 * libpq's view of DATABASE_URL: the URL without its password (a command line is visible to
 * every user of the machine), the password in PGPASSWORD.
 */
function connection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return {
    dbname: parsed.toString(),
    env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
  };
}

/** Runs a program to its end; throws a BackupError with what it printed when it fails. */
function run(program: string, args: string[], env?: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      if (stderr.length < 4000) stderr += chunk;
    });
    child.on('error', (err) => reject(new BackupError(`${program} could not run: ${err.message}`)));
    child.on('close', (code, signal) => {
      if (code === 0) resolve();
      else {
        const said = stderr.trim().split('\n').slice(-3).join(' ');
        reject(new BackupError(`${path.basename(program)} failed (${code ?? signal}): ${said}`));
      }
    });
  });
}

/**
 * pg_dump of the database at `url` in the custom format into `file`, of the transaction snapshot
 * `snapshot` (pg_export_snapshot): the dump holds exactly what the transaction that exported it
 * counted.
 */
export async function pgDump(url: string, snapshot: string, file: string): Promise<void> {
  const { dbname, env } = connection(url);
  await run(
    requireProgram('pg_dump'),
    ['--format=custom', `--snapshot=${snapshot}`, `--file=${file}`, `--dbname=${dbname}`],
    env,
  );
}

/**
 * pg_restore of `file` into the (emptied) database at `url`, all or nothing. The extensions' own
 * comments are left out: only the extension's owner may set them, and a database whose pg_trgm a
 * superuser created would refuse the whole restore for it.
 */
export async function pgRestore(url: string, file: string): Promise<void> {
  const { dbname, env } = connection(url);
  const program = requireProgram('pg_restore');
  const contents = await new Promise<string>((resolve, reject) =>
    execFile(program, ['--list', file], { maxBuffer: 64 * 1024 * 1024 }, (err, stdout, stderr) =>
      err
        ? reject(new BackupError(`pg_restore cannot read the dump: ${String(stderr).trim()}`))
        : resolve(stdout),
    ),
  );
  const list = `${file}.list`;
  await writeFile(
    list,
    contents
      .split('\n')
      .filter((line) => !/ COMMENT - EXTENSION /.test(line))
      .join('\n'),
  );
  await run(
    program,
    [
      '--no-owner',
      '--no-privileges',
      '--exit-on-error',
      '--single-transaction',
      `--use-list=${list}`,
      `--dbname=${dbname}`,
      file,
    ],
    env,
  );
}

export interface Cluster {
  /** postgres://app@127.0.0.1:<port>/postgres */
  url: string;
  stop(): void;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** As root, the programs run as `postgres` (the server refuses root) in a directory it owns. */
function runAsPostgres(program: string, args: string[]): void {
  const asRoot = process.getuid?.() === 0;
  const [cmd, argv] = asRoot
    ? ['runuser', ['-u', 'postgres', '--', program, ...args]]
    : [program, args];
  try {
    execFileSync(cmd, argv, { stdio: ['ignore', 'ignore', 'pipe'], timeout: 120_000 });
  } catch (err) {
    const said = String((err as { stderr?: Buffer }).stderr ?? (err as Error).message).trim();
    throw new BackupError(
      `${path.basename(program)} failed: ${said.split('\n').slice(-2).join(' ')}`,
    );
  }
}

/**
 * A throwaway PostgreSQL server on a free port of 127.0.0.1, its data in a temporary directory:
 * for reading a PostgreSQL backup when no server is given. Throws a BackupError when the server
 * programs (initdb, pg_ctl) are not installed.
 */
export async function startThrowawayCluster(): Promise<Cluster> {
  const initdb = findPostgresProgram('initdb', false);
  const pgCtl = findPostgresProgram('pg_ctl', false);
  if (!initdb || !pgCtl) {
    throw new BackupError(
      'Restoring a PostgreSQL backup into SQLite reads it with PostgreSQL first: pass ' +
        '--staging postgres://… (an empty database it may use), or install the PostgreSQL server ' +
        `programs (Debian: apt-get install postgresql; initdb and pg_ctl in ${DEBIAN_BIN}/*/bin) ` +
        'for a throwaway one.',
    );
  }
  const base = mkdtempSync(path.join(tmpdir(), 'iaa-restore-pg-'));
  if (process.getuid?.() === 0) {
    const id = (flag: string) =>
      Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(base, id('-u'), id('-g'));
  }
  const data = path.join(base, 'db');
  let started = false;
  const stop = () => {
    if (started) {
      started = false;
      try {
        runAsPostgres(pgCtl, ['-D', data, 'stop', '-m', 'fast', '-w']);
      } catch {
        // the directory goes anyway
      }
    }
    rmSync(base, { recursive: true, force: true });
  };
  try {
    runAsPostgres(initdb, ['-D', data, '-A', 'trust', '-U', 'app', '-E', 'UTF8', '--no-sync']);
    const port = await freePort();
    const options = `-p ${port} -k ${base} -c listen_addresses=127.0.0.1 -c fsync=off`;
    runAsPostgres(pgCtl, ['-D', data, '-o', options, '-l', path.join(base, 'log'), '-w', 'start']);
    started = true;
    return { url: `postgres://app@127.0.0.1:${port}/postgres`, stop };
  } catch (err) {
    stop();
    throw err;
  }
}
