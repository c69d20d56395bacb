// Scheduled backups (BACKUP_DIR, BACKUP_EVERY_HOURS, BACKUP_KEEP; docs/backup.md) on the engine
// under test, driven by the schedule with a clock moved forward: a backup when due and not before,
// the newest BACKUP_KEEP kept, a failure kept in plain words; GET /admin/backups tells owners and
// admins the last one (or that backups are off), and refuses recruiters and reviewers.
import { existsSync, mkdirSync, readdirSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { restoreBackup } from '../../server/src/cli/restore.ts';
import { NOT_PERMITTED } from '../../server/src/auth/permissions.ts';
import { cleanUp, createCandidate, newDataDir, tempDir } from './backupHelpers.ts';
import { addMember, callAs } from './memberHelpers.ts';
import { createTestClock, startTestApp, type TestApp } from './testApp.ts';

const HOUR = 3_600_000;
const apps: TestApp[] = [];

afterEach(async () => {
  for (const app of apps.splice(0)) await app.close();
});
afterAll(cleanUp);

async function appWith(env: Record<string, string>) {
  const clock = createTestClock();
  const t = await startTestApp(env, { clock });
  apps.push(t);
  return { t, clock, token: await t.login() };
}

const backups = (dir: string) =>
  readdirSync(dir)
    .filter((name) => name.endsWith('.tar'))
    .sort();

describe('scheduled backups', () => {
  it('writes a backup when due, not before, and keeps the newest BACKUP_KEEP', async () => {
    const dir = path.join(tempDir(), 'backups');
    const { t, clock, token } = await appWith({
      BACKUP_DIR: dir,
      BACKUP_EVERY_HOURS: '6',
      BACKUP_KEEP: '2',
    });
    await createCandidate(t, token, 1);
    const before = await callAs(t, token, 'GET', '/admin/backups');
    expect(before).toEqual({
      status: 200,
      body: {
        data: { scheduled: true, every_hours: 6, keep: 2, last: null },
        msg: 'Backups fetched',
        statusCode: 200,
      },
    });

    // unfinished files: one a server left when it died hours ago, one of a backup under way
    mkdirSync(dir, { recursive: true });
    const stale = path.join(dir, 'backup-2026-01-01T00-00-00-000Z.tar.partial');
    const underWay = path.join(dir, 'backup-2026-01-02T00-00-00-000Z.tar.partial');
    writeFileSync(stale, 'cut');
    writeFileSync(underWay, 'growing');
    utimesSync(stale, new Date(Date.now() - 3 * HOUR), new Date(Date.now() - 3 * HOUR));

    const first = (await t.schedule.runDue()).backup!;
    expect(first).toEqual({
      ok: true,
      at: expect.any(String),
      file: expect.stringMatching(/^backup-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z\.tar$/),
      bytes: expect.any(Number),
      removed: 1,
    });
    expect(backups(dir)).toEqual([first.file]);
    expect([existsSync(stale), existsSync(underWay)]).toEqual([false, true]);
    const written = path.join(dir, first.file as string);
    expect(statSync(written).size).toBe(first.bytes);
    expect(statSync(written).mode & 0o777).toBe(0o600);
    expect((await callAs(t, token, 'GET', '/admin/backups')).body.data).toEqual({
      scheduled: true,
      every_hours: 6,
      keep: 2,
      last: { at: first.at, file: first.file, bytes: first.bytes, ok: true, error: null },
    });

    // not due again before 6 hours have passed
    clock.advance(5 * HOUR);
    expect((await t.schedule.runDue()).backup).toBeUndefined();
    const names = [first.file as string];
    for (let i = 0; i < 3; i += 1) {
      clock.advance(6 * HOUR);
      const next = (await t.schedule.runDue()).backup!;
      expect(next.ok).toBe(true);
      names.push(next.file as string);
      expect(next.removed).toBe(i === 0 ? 0 : 1);
    }
    // the names sort as their times: the two kept are the newest two
    expect([...names].sort()).toEqual(names);
    expect(backups(dir)).toEqual(names.slice(-2));

    // a scheduled backup is a backup as the command writes it: it restores
    const target = newDataDir();
    const report = await restoreBackup(path.join(dir, names.at(-1)!), target);
    expect(report.tables.candidates).toBe(1);
    expect(report.resumes.files).toBe(1);
  }, 60_000);

  it('keeps a failure in plain words, shown to owners and admins', async () => {
    const blocker = path.join(tempDir(), 'a-file');
    writeFileSync(blocker, 'not a directory');
    const dir = path.join(blocker, 'backups');
    const { t, token } = await appWith({ BACKUP_DIR: dir, BACKUP_EVERY_HOURS: '24' });
    const message =
      `The backup could not be written into BACKUP_DIR (${dir}): ` +
      'a part of the path is a file, not a directory.';
    expect((await t.schedule.runDue()).backup).toEqual({ ok: false, error: message });
    expect(existsSync(dir)).toBe(false);
    const status = await callAs(t, token, 'GET', '/admin/backups');
    expect(status.body.data).toEqual({
      scheduled: true,
      every_hours: 24,
      keep: 7,
      last: { at: expect.any(String), file: null, bytes: null, ok: false, error: message },
    });
  }, 60_000);

  it('are off by default: no backup, and GET /admin/backups says so', async () => {
    const { t, token } = await appWith({});
    expect((await t.schedule.runDue()).backup).toBeUndefined();
    const status = await callAs(t, token, 'GET', '/admin/backups');
    expect(status.body.data).toEqual({
      scheduled: false,
      every_hours: null,
      keep: null,
      last: null,
    });
  }, 60_000);
});

describe('GET /admin/backups', () => {
  it('answers owners and admins; recruiters and reviewers get 403', async () => {
    const { t, token } = await appWith({});
    const admin = await addMember(t, token, 'admin', 'backup-admin');
    const recruiter = await addMember(t, token, 'recruiter', 'backup-recruiter');
    const reviewer = await addMember(t, token, 'reviewer', 'backup-reviewer');
    expect((await callAs(t, admin.token, 'GET', '/admin/backups')).status).toBe(200);
    for (const member of [recruiter, reviewer]) {
      const refused = await callAs(t, member.token, 'GET', '/admin/backups');
      expect(refused.status).toBe(403);
      expect(refused.body.msg).toBe(NOT_PERMITTED);
    }
  }, 60_000);
});
