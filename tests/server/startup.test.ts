// Issue 10, items 3 and 7: private DATA_DIR, the admin password at start and its reset command,
// the banner's real address, and the case-insensitive username migration.
import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { banner, isLoopback } from '../../server/src/banner.ts';
import { startServer } from '../../server/src/bootstrap.ts';
import { resetPassword } from '../../server/src/cli/resetPassword.ts';
import { loadConfig } from '../../server/src/config.ts';
import { openDatabase } from '../../server/src/db/database.ts';
import {
  engineUnderTest,
  freshDatabase,
  startTestApp,
  TEST_PASSWORD,
  type TestApp,
} from './testApp.ts';

const modeOf = (file: string) => statSync(file).mode & 0o777;
const opened: TestApp[] = [];
afterEach(async () => {
  for (const app of opened.splice(0)) await app.close();
});

/** Every directory and file under dir, with its mode. */
function modes(dir: string): Map<string, number> {
  const found = new Map<string, number>([['.', modeOf(dir)]]);
  const walk = (current: string) => {
    for (const entry of readdirSync(current, { withFileTypes: true })) {
      const full = path.join(current, entry.name);
      found.set(path.relative(dir, full), modeOf(full));
      if (entry.isDirectory()) walk(full);
    }
  };
  walk(dir);
  return found;
}

describe('DATA_DIR modes', () => {
  it('is 0700 with every file 0600 whatever the umask, also after writes', async () => {
    const previous = process.umask(0);
    try {
      const t = await startTestApp({ SEED_DEMO: 'on' });
      opened.push(t);
      // a write, so the WAL has content, and a stray file from an older version
      await t.login();
      writeFileSync(path.join(t.dataDir, 'resumes', 'stray.pdf'), 'x', { mode: 0o644 });
      const found = modes(t.dataDir);
      // on PostgreSQL the database is not in DATA_DIR, and the secret comes from JWT_SECRET
      const sqlite = engineUnderTest() === 'sqlite';
      const sqliteFiles = ['interview-admin.db', 'interview-admin.db-wal', 'jwt-secret'];
      for (const name of ['.', 'resumes', ...(sqlite ? sqliteFiles : [])]) {
        expect(found.has(name), name).toBe(true);
      }
      for (const name of sqliteFiles) expect(found.has(name), name).toBe(sqlite);
      // the seed's resumes are files here with SQLite; with PostgreSQL they are in the database
      const resumeFiles = [...found.keys()].filter((f) => f.startsWith('resumes/'));
      expect(resumeFiles.length > 1).toBe(sqlite);
      for (const [name, mode] of found) {
        if (name === 'resumes/stray.pdf') continue;
        const isDir = statSync(path.join(t.dataDir, name)).isDirectory();
        expect(mode.toString(8), name).toBe(isDir ? '700' : '600');
      }
      // a restart makes what an older version or a hand left open private too
      const config = loadConfig({
        ...t.databaseEnv,
        DATA_DIR: t.dataDir,
        ADMIN_PASSWORD: TEST_PASSWORD,
        SEED_DEMO: 'off',
        LOG_LEVEL: 'silent',
      });
      const again = await startServer(config, { logger: false });
      expect(modeOf(path.join(t.dataDir, 'resumes', 'stray.pdf')).toString(8)).toBe('600');
      await again.app.close();
      await again.db.destroy();
    } finally {
      process.umask(previous);
    }
  });
});

describe('ADMIN_PASSWORD on an existing database', () => {
  it('is reported as not applied, and reset-password applies a new one, ending sessions', async () => {
    const t = await startTestApp();
    opened.push(t);
    const token = await t.login();
    const config = loadConfig({
      ...t.databaseEnv,
      DATA_DIR: t.dataDir,
      ADMIN_PASSWORD: 'a-different-password-9',
      SEED_DEMO: 'off',
      LOG_LEVEL: 'silent',
    });
    const second = await startServer(config, { logger: false });
    expect(second.adminPasswordIgnored).toBe(true);
    const text = banner(config, second, '127.0.0.1', 8080);
    expect(text).toContain('ADMIN_PASSWORD is set, but the admin "admin" already exists');
    expect(text).toContain('npm run reset-password -- admin');
    await second.app.close();
    await second.db.destroy();

    await expect(resetPassword(config, 'admin', 'short')).rejects.toThrow(/at least 12/);
    await expect(resetPassword(config, 'admin', 'Password1234')).rejects.toThrow(/common/);
    await expect(resetPassword(config, 'nobody', 'a-different-password-9')).rejects.toThrow(
      /No admin "nobody"/,
    );
    expect(await resetPassword(config, 'ADMIN', 'a-different-password-9')).toBe('admin');
    // the running server sees the new password and the ended session at once
    await expect(t.login()).rejects.toThrow(/401/);
    await t.login('admin', 'a-different-password-9');
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/admin/me',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.statusCode).toBe(401);
  });

  it('is applied when the admin is created', async () => {
    const t = await startTestApp();
    opened.push(t);
    expect(t.createdAdmin).toBe(true);
    expect(t.adminPasswordIgnored).toBe(false);
  });
});

describe('the banner', () => {
  const config = loadConfig({ HOST: '0.0.0.0', SEED_DEMO: 'off' });
  const started = {
    seeded: false,
    createdAdmin: false,
    generatedPassword: undefined,
    adminPasswordIgnored: false,
  } as Parameters<typeof banner>[1];

  it('shows the real address and warns beyond loopback', () => {
    const text = banner(config, started, '0.0.0.0', 8080);
    expect(text).toContain('running at http://0.0.0.0:8080 (every network interface)');
    expect(text).not.toContain('localhost');
    expect(text).toContain('WARNING:    listening beyond loopback (HOST=0.0.0.0)');
    expect(banner(config, started, '::', 8080)).toContain('http://[::]:8080');
  });

  it('does not warn on loopback', () => {
    const text = banner(config, started, '127.0.0.1', 8081);
    expect(text).toContain('running at http://127.0.0.1:8081');
    expect(text).not.toContain('WARNING');
    for (const address of ['127.0.0.1', '::1', '127.0.1.1', '::ffff:127.0.0.1']) {
      expect(isLoopback(address), address).toBe(true);
    }
    for (const address of ['0.0.0.0', '::', '192.168.1.5', '10.0.0.1']) {
      expect(isLoopback(address), address).toBe(false);
    }
  });
});

describe('migration 002_username_nocase', () => {
  it('stops the start naming look-alike usernames, and changes nothing', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'iaa-nocase-'));
    const database = await freshDatabase();
    const config = loadConfig({ ...database.env, DATA_DIR: dataDir });
    try {
      // a database as version 001 left it, with two look-alikes
      const { db } = await openDatabase(config, { migrateTo: '001_initial' });
      for (const [id, username] of [
        ['a1', 'victim'],
        ['a2', 'VICTIM'],
        ['a3', 'other'],
      ]) {
        await sql`insert into admins (id, username, password_hash, role, created_at)
          values (${id}, ${username}, 'x', 'admin', '2026-01-01')`.execute(db);
      }
      await db.destroy();

      await expect(openDatabase(config)).rejects.toThrow(
        /migration failed at 002_username_nocase.*differ only in case.*(victim, VICTIM|VICTIM, victim)/s,
      );
      // rename one, and the migration passes
      await renameWithoutMigrating(dataDir, database.env.DATABASE_URL);
      const { db: fixed } = await openDatabase(config);
      const rows = await fixed.selectFrom('admins').select(['username', 'token_version']).execute();
      expect(rows).toHaveLength(3);
      expect(rows.every((r) => r.token_version === 0)).toBe(true);
      await fixed.destroy();
    } finally {
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

/** Counts the admins (all 3 still there) and renames `a2`, through the driver: no migration. */
async function renameWithoutMigrating(dataDir: string, databaseUrl: string | undefined) {
  const count = 'select count(*) as n from admins';
  const rename = "update admins set username = 'victim2' where id = 'a2'";
  if (databaseUrl) {
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    expect((await client.query(count)).rows).toEqual([{ n: '3' }]);
    await client.query(rename);
    await client.end();
    return;
  }
  const BetterSqlite3 = (await import('better-sqlite3')).default;
  const raw = new BetterSqlite3(path.join(dataDir, 'interview-admin.db'));
  expect(raw.prepare(count).get()).toEqual({ n: 3 });
  raw.prepare(rename).run();
  raw.close();
}
