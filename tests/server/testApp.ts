import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig, type Config } from '../../server/src/config.ts';
import { startServer, type Started } from '../../server/src/bootstrap.ts';
import { hashPassword } from '../../server/src/auth/password.ts';
import type { Clock } from '../../server/src/clock.ts';
import type { PdfPoolOptions } from '../../server/src/lib/pdfPool.ts';
import { newId } from '../../server/src/lib/ids.ts';

export const TEST_PASSWORD = 'test-password-123';

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
  /** signs in and returns the token */
  login(username?: string, password?: string): Promise<string>;
  /** a second admin, to check that records of one are invisible to the other */
  createAdmin(username: string, password?: string): Promise<string>;
  close(): Promise<void>;
}

/** The real app on a real SQLite file in a fresh temporary DATA_DIR. */
export async function startTestApp(
  env: Record<string, string> = {},
  options: { clock?: TestClock; pdf?: PdfPoolOptions } = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'iaa-test-'));
  const config = loadConfig({
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
    async login(username = 'admin', password = TEST_PASSWORD) {
      const res = await started.app.inject({
        method: 'POST',
        url: '/api/admin/login',
        payload: { username, password },
      });
      if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
      return res.json().data.token as string;
    },
    async createAdmin(username, password = TEST_PASSWORD) {
      const id = newId();
      await started.db
        .insertInto('admins')
        .values({
          id,
          username,
          password_hash: await hashPassword(password),
          previous_password_hash: null,
          role: 'admin',
          name: username,
          email: `${username}@example.com`,
          phone: '',
          profile_image: null,
          deleted: 0,
          max_ques_limit: 50,
          created_at: clock.now().toISOString(),
        })
        .execute();
      return id;
    },
    async close() {
      await started.app.close();
      await started.db.destroy();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return testApp;
}
