// A throwaway PostgreSQL cluster for tests: Debian's PostgreSQL 15 (apt-get install postgresql),
// initdb into a temporary directory, pg_ctl on a free port, removed afterwards. PostgreSQL refuses
// to run as root: as root the directory belongs to `postgres` and the commands run as that user.
// Every test app then gets a database of its own in the cluster (createDatabase).
import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export const POSTGRES_BIN = '/usr/lib/postgresql/15/bin';
const INITDB = path.join(POSTGRES_BIN, 'initdb');
const PG_CTL = path.join(POSTGRES_BIN, 'pg_ctl');
/** the role initdb creates, with trust authentication: no password */
const ROLE = 'app';

/** True when Debian's PostgreSQL 15 server binaries are installed. */
export function postgresInstalled(): boolean {
  return existsSync(INITDB) && existsSync(PG_CTL);
}

/** The one line printed when the PostgreSQL half of the tests is skipped. */
export const POSTGRES_MISSING =
  `PostgreSQL 15 is not installed (no ${INITDB}): the PostgreSQL tests are skipped ` +
  '(Debian: apt-get install -y postgresql)';

export interface Cluster {
  /** postgres://app@127.0.0.1:<port>/postgres: the maintenance database */
  url: string;
  /** stops the server and removes its directory */
  stop(): void;
}

/** A port free at the moment of asking. */
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

/** The uid and gid of `postgres` when running as root (PostgreSQL refuses root); else none. */
function unprivilegedUser(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const id = (flag: string) =>
    Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
  return { uid: id('-u'), gid: id('-g') };
}

/** Runs a PostgreSQL program, as `postgres` when we are root; throws with its output. */
function runPostgres(program: string, args: string[]): void {
  const asRoot = process.getuid?.() === 0;
  const [cmd, argv] = asRoot
    ? ['runuser', ['-u', 'postgres', '--', program, ...args]]
    : [program, args];
  const result = spawnSync(cmd, argv, { encoding: 'utf8', timeout: 60_000 });
  if (result.status !== 0) {
    throw new Error(
      `${path.basename(program)} ${args.join(' ')} failed (${result.status ?? result.signal}):\n` +
        `${result.stdout ?? ''}${result.stderr ?? ''}${result.error?.message ?? ''}`,
    );
  }
}

/**
 * Starts a fresh cluster on a free port of 127.0.0.1 (and a Unix socket in its directory). It is
 * for tests only: no fsync, so it is fast and its data does not survive a crash.
 */
export async function startCluster(): Promise<Cluster> {
  const dir = mkdtempSync(path.join(tmpdir(), 'iaa-pg-'));
  const owner = unprivilegedUser();
  if (owner) chownSync(dir, owner.uid, owner.gid);
  const data = path.join(dir, 'db');
  const log = path.join(dir, 'log');
  let started = false;
  const stop = () => {
    if (started) {
      started = false;
      try {
        runPostgres(PG_CTL, ['-D', data, 'stop', '-m', 'fast', '-w']);
      } catch (err) {
        console.error(`could not stop the test PostgreSQL: ${(err as Error).message}`);
      }
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    runPostgres(INITDB, ['-D', data, '-A', 'trust', '-U', ROLE, '-E', 'UTF8', '--no-sync']);
    const port = await freePort();
    const options = [
      `-p ${port}`,
      `-k ${dir}`,
      '-c listen_addresses=127.0.0.1',
      '-c max_connections=300',
      '-c fsync=off',
      '-c synchronous_commit=off',
      '-c full_page_writes=off',
    ].join(' ');
    runPostgres(PG_CTL, ['-D', data, '-o', options, '-l', log, '-w', 'start']);
    started = true;
    return { url: `postgres://${ROLE}@127.0.0.1:${port}/postgres`, stop };
  } catch (err) {
    stop();
    throw err;
  }
}

/** The URL of another database on the same server as `url`. */
function withDatabase(url: string, database: string): string {
  const next = new URL(url);
  next.pathname = `/${database}`;
  return next.toString();
}

export interface TestDatabase {
  /** postgres://…/t_<random>: a new database, empty or a copy of its template */
  url: string;
  /** drops the database, ending any connection still open to it */
  drop(): Promise<void>;
}

/**
 * A new database `t_<random>` in the cluster of `clusterUrl`: empty, or a copy of the database
 * `template` (which nobody may be connected to).
 */
export async function createDatabase(clusterUrl: string, template?: string): Promise<TestDatabase> {
  const name = `t_${randomBytes(8).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: clusterUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(
    template ? `create database ${name} template ${template}` : `create database ${name}`,
  );
  return {
    url: withDatabase(clusterUrl, name),
    drop: () => admin(`drop database if exists ${name} with (force)`),
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** the test cluster's maintenance URL in the server-pg project; '' elsewhere */
    postgresUrl: string;
    /** the cluster's database migrated once for the run, copied per test app (server-pg) */
    postgresTemplate: string;
    /** a SQLite file migrated once for the run, copied per test app (server, server-pg) */
    sqliteTemplate: string;
  }
}
