import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { loadConfig, type Config } from '../../server/src/config.ts';
import { startServer, type Started } from '../../server/src/bootstrap.ts';
import { hashPassword } from '../../server/src/auth/password.ts';
import type { Clock } from '../../server/src/clock.ts';
import type { PdfPoolOptions } from '../../server/src/lib/pdfPool.ts';
import { newId } from '../../server/src/lib/ids.ts';
import type { Engine } from '../../server/src/db/database.ts';
import { createDatabase, type TestDatabase } from '../support/postgres.ts';
import { SQLITE_FILE } from '../support/migratedTemplate.ts';
import { insertAdmin } from './rows.ts';

export const TEST_PASSWORD = 'test-password-123';
/** the signing key of test servers on PostgreSQL, where the environment must give one */
export const TEST_JWT_SECRET = 'test-signing-key-6yK2pQ9vX4mR7tW1zB8nC3dF5gH0jL';

/** The test cluster's URL in the server-pg project (tests/support/postgresGlobalSetup.ts). */
const postgresUrl = () => inject('postgresUrl') || undefined;

/** The engine this run of the server suite tests: PostgreSQL in server-pg, else SQLite. */
export const engineUnderTest = (): Engine => (postgresUrl() ? 'postgres' : 'sqlite');

interface PlacedDatabase {
  env: Record<string, string>;
  drop(): Promise<void>;
}

/**
 * A fresh, empty database of the engine under test: on PostgreSQL a new database in the test
 * cluster (DATABASE_URL in `env`); on SQLite nothing (the DATA_DIR's file is the database). The
 * tests of the migrations start from it.
 */
export async function freshDatabase(): Promise<PlacedDatabase> {
  const cluster = postgresUrl();
  if (!cluster) return { env: {}, drop: async () => {} };
  return postgresEnv(await createDatabase(cluster));
}

/**
 * A database of the engine under test already migrated to the latest version: a copy of the
 * run's template (tests/support/migratedTemplate.ts), on SQLite written into `dataDir`. Without a
 * template (a project with no such global setup), an empty one that the server migrates.
 */
async function migratedDatabase(dataDir: string): Promise<PlacedDatabase> {
  const cluster = postgresUrl();
  if (cluster) return postgresEnv(await createDatabase(cluster, inject('postgresTemplate')));
  const template = inject('sqliteTemplate');
  if (template) copyFileSync(template, path.join(dataDir, SQLITE_FILE));
  return { env: {}, drop: async () => {} };
}

// PostgreSQL asks for a JWT_SECRET from the environment (one key for every server)
const postgresEnv = (database: TestDatabase): PlacedDatabase => ({
  env: { DATABASE_URL: database.url, JWT_SECRET: TEST_JWT_SECRET },
  drop: database.drop,
});

/** Real time, moved forward by `advance`: tests order records in time without sleeping. */
export interface TestClock extends Clock {
  advance(ms: number): void;
}

export function createTestClock(): TestClock {
  let offset = 0;
  return {
    now: () => new Date(Date.now() + offset),
    advance: (ms) => {
      offset += ms;
    },
  };
}

export interface TestApp extends Started {
  config: Config;
  /** the app's clock: tests move it forward instead of sleeping */
  clock: TestClock;
  dataDir: string;
  /** DATABASE_URL on PostgreSQL, else nothing: for a test that loads a config of its own */
  databaseEnv: Record<string, string>;
  /** signs in and returns the token */
  login(username?: string, password?: string): Promise<string>;
  /** a second admin, to check that records of one are invisible to the other */
  createAdmin(username: string, password?: string): Promise<string>;
  /** the id of an admin account, by username ('admin': the one the start created) */
  adminId(username?: string): Promise<string>;
  close(): Promise<void>;
}

/**
 * The real app in a fresh temporary DATA_DIR, on a real SQLite file there or, in the server-pg
 * project, on a fresh PostgreSQL database; either starts as a copy of the run's migrated template.
 */
export async function startTestApp(
  env: Record<string, string> = {},
  options: { clock?: TestClock; pdf?: PdfPoolOptions } = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'iaa-test-'));
  const database = await migratedDatabase(dataDir);
  const config = loadConfig({
    ...database.env,
    DATA_DIR: dataDir,
    ADMIN_USERNAME: 'admin',
    ADMIN_PASSWORD: TEST_PASSWORD,
    SEED_DEMO: 'off',
    LOG_LEVEL: 'silent',
    ...env,
  });
  const clock = options.clock ?? createTestClock();
  const started = await startServer(config, { logger: false, clock, pdf: options.pdf });
  await started.app.ready();
  const testApp: TestApp = {
    ...started,
    clock,
    config,
    dataDir,
    databaseEnv: database.env,
    async login(username = 'admin', password = TEST_PASSWORD) {
      const res = await started.app.inject({
        method: 'POST',
        url: '/api/admin/login',
        payload: { username, password },
      });
      if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
      return res.json().data.token as string;
    },
    async adminId(username = 'admin') {
      const row = await started.db
        .selectFrom('admins')
        .select('id')
        .where('username', '=', username)
        .executeTakeFirstOrThrow();
      return row.id;
    },
    async createAdmin(username, password = TEST_PASSWORD) {
      const id = newId();
      await insertAdmin(started.db, username, {
        id,
        password_hash: await hashPassword(password),
        email: `${username}@example.com`,
        created_at: clock.now().toISOString(),
      });
      return id;
    },
    async close() {
      await started.app.close();
      await started.db.destroy();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return testApp;
}

/** Saves a training set of one easy question through the API, as the admin signed in with `token`. */
export function saveTraining(t: TestApp, token: string, domain: string, question: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/training/create',
    headers: { authorization: `Bearer ${token}` },
    payload: { domain, questions: [{ question, difficulty: 'easy', tags: ['t'] }] },
  });
}
