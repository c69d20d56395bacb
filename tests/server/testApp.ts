import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig, type Config } from '../../server/src/config.ts';
import { startServer, type Started } from '../../server/src/bootstrap.ts';
import { hashPassword } from '../../server/src/auth/password.ts';
import { newId, nowIso } from '../../server/src/services/ids.ts';

export const TEST_PASSWORD = 'test-password-123';

export interface TestApp extends Started {
  config: Config;
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
  options: { now?: () => number } = {},
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
  const started = await startServer(config, { logger: false, now: options.now });
  await started.app.ready();
  const testApp: TestApp = {
    ...started,
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
          created_at: nowIso(),
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
