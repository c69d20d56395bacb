// `npm run backup` and `npm run restore` (docs/backup.md) on the engine under test: a backup taken
// while a writer creates candidates holds exactly the candidates created before a moment, each
// record and resume byte as the source has it; restores into a new DATA_DIR and (on the
// PostgreSQL run) a new PostgreSQL database; damaged backups refused with the target untouched; a
// target that holds records refused unless --force; the commands as child processes.
import { execFile } from 'node:child_process';
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBackup, type BackupSource } from '../../server/src/cli/backup.ts';
import { BackupError, startArchive, unpackBackup } from '../../server/src/cli/backupArchive.ts';
import { verifyRows } from '../../server/src/cli/copyTables.ts';
import { restoreBackup } from '../../server/src/cli/restore.ts';
import {
  cleanUp,
  clusterUrl,
  createCandidate,
  newDataDir,
  newPostgres,
  openPlace,
  resumesDiffering,
  rowsMissingFromSource,
  tempDir,
} from './backupHelpers.ts';
import { engineUnderTest, startTestApp, type TestApp } from './testApp.ts';

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, '../..');

let t: TestApp;
let token: string;
let source: BackupSource;
/** candidates created through the API, in the order they were created */
const created: string[] = [];

beforeAll(async () => {
  t = await startTestApp();
  token = await t.login();
  source = t.config;
  for (let n = 0; n < 4; n += 1) created.push(await createCandidate(t, token, n));
}, 60_000);

afterAll(async () => {
  await t?.close();
  await cleanUp();
});

/** A place of the engine under test to restore into. */
const samePlace = () => (engineUnderTest() === 'postgres' ? newPostgres() : newDataDir());

describe('a backup of a running server', () => {
  it('is taken while a writer goes on; the restore holds the records up to a moment, identical', async () => {
    const file = path.join(tempDir(), 'during.tar');
    const before = created.length;
    let done = false;
    const writer = (async () => {
      // a bounded writer: at most 40 candidates, one after the other
      for (let n = 100; n < 140 && !done; n += 1) created.push(await createCandidate(t, token, n));
    })();
    while (created.length < before + 3) await new Promise((r) => setTimeout(r, 5));
    const startedWith = created.length;
    const backup = await createBackup(source, file);
    const endedWith = created.length;
    done = true;
    await writer;

    // writes went on while the backup ran
    expect(endedWith).toBeGreaterThan(startedWith);
    const counted = backup.manifest.tables.candidates!;
    expect(counted).toBeGreaterThanOrEqual(startedWith);
    expect(counted).toBeLessThanOrEqual(endedWith);
    expect(statSync(file).mode & 0o777).toBe(0o600);

    const target = await samePlace();
    const report = await restoreBackup(file, target);
    expect(report.tables).toEqual(backup.manifest.tables);
    const copy = await openPlace(target);
    const live = await openPlace(source);
    try {
      // the candidates restored are exactly the first ones created: a consistent moment
      const ids = new Set(
        (await copy.db.selectFrom('candidates').select('id').execute()).map((r) => r.id),
      );
      expect(created.filter((id) => ids.has(id))).toEqual(created.slice(0, counted));
      expect(await rowsMissingFromSource(live.db, copy.db)).toEqual([]);
      const resumes = await copy.resumes.list();
      expect(resumes).toHaveLength(counted);
      expect(report.resumes.files).toBe(counted);
      expect(await resumesDiffering(live, copy)).toEqual([]);
    } finally {
      await copy.close();
      await live.close();
    }
  }, 120_000);

  it('restores into a new DATA_DIR and a new PostgreSQL: every record and resume as the source', async () => {
    const file = path.join(tempDir(), 'quiet.tar');
    const backup = await createBackup(source, file);
    expect(backup.manifest.engine).toBe(engineUnderTest());
    // on the PostgreSQL run: into PostgreSQL, and into SQLite through a staging database
    const targets = engineUnderTest() === 'postgres' ? [await newPostgres()] : [];
    targets.push(newDataDir());
    for (const target of targets) {
      // a PostgreSQL backup is read into SQLite through a staging database of the test cluster
      const staging =
        !target.databaseUrl && clusterUrl() ? (await newPostgres()).databaseUrl : undefined;
      const report = await restoreBackup(file, target, { staging });
      expect(report.tables.candidates).toBe(created.length);
      expect(report.resumes.files).toBe(created.length);
      const copy = await openPlace(target);
      const live = await openPlace(source);
      try {
        await verifyRows(live.db, copy.db);
        expect(await copy.resumes.list()).toEqual(await live.resumes.list());
        expect(await resumesDiffering(live, copy)).toEqual([]);
      } finally {
        await copy.close();
        await live.close();
      }
      if (!target.databaseUrl) {
        // the signing secret came along, private
        const secret = path.join(target.dataDir, 'jwt-secret');
        expect(statSync(secret).mode & 0o777).toBe(0o600);
        const signed =
          source.jwtSecret ?? readFileSync(path.join(source.dataDir, 'jwt-secret'), 'utf8').trim();
        expect(readFileSync(secret, 'utf8').trim()).toBe(signed);
      }
    }
  }, 120_000);
});

describe('a damaged backup', () => {
  let good: Buffer;
  let entries: string[];

  beforeAll(async () => {
    const file = path.join(tempDir(), 'good.tar');
    entries = (await createBackup(source, file)).manifest.entries.map((entry) => entry.name);
    good = readFileSync(file);
  });

  /** Where an entry's bytes start: after its 512-byte header, which begins with its name. */
  const entryAt = (name: string) => good.indexOf(Buffer.from(name + '\0')) + 512;

  const refused = async (bytes: Buffer, message: string | RegExp) => {
    const file = path.join(tempDir(), 'damaged.tar');
    writeFileSync(file, bytes);
    const target = newDataDir();
    await expect(restoreBackup(file, target)).rejects.toThrow(message);
    // the target was not even made
    expect(existsSync(target.dataDir)).toBe(false);
  };

  it('is refused when a byte of an entry is flipped, naming the entry', async () => {
    // the database, the secret and (SQLite) a resume
    const names = [entries[0]!, 'jwt-secret', ...entries.filter((n) => n.startsWith('resumes/'))];
    expect(names.length).toBeGreaterThanOrEqual(engineUnderTest() === 'sqlite' ? 3 : 2);
    for (const name of names.slice(0, 3)) {
      const flipped = Buffer.from(good);
      flipped[entryAt(name) + 10]! ^= 0x01;
      await refused(
        flipped,
        `The backup is damaged: ${name} does not match its checksum. Nothing was restored or changed.`,
      );
    }
  });

  it('is refused when its manifest is changed', async () => {
    const changed = Buffer.from(good);
    const at = changed.indexOf(Buffer.from('"candidates": ')) + 14;
    changed[at] = changed[at] === 0x39 ? 0x38 : 0x39;
    await refused(changed, /^The backup is damaged: the manifest does not match its checksum\./);
  });

  it('is refused when the file is cut short, or empty', async () => {
    await refused(good.subarray(0, Math.floor(good.length / 2)), /damaged: it ends early/);
    await refused(good.subarray(0, 0), /damaged: its manifest is missing/);
  });

  it('is refused when a newer version of the app made it', async () => {
    // a backup whose database has run a migration this version does not know
    const file = path.join(tempDir(), 'newer.tar');
    const { manifest } = await createBackup(source, file);
    const staged = tempDir();
    await unpackBackup(file, staged);
    const writer = await startArchive(file, new Date());
    const database = manifest.engine === 'sqlite' ? 'interview-admin.db' : 'database.pgdump';
    await writer.addFile(manifest.entries[0]!.name, path.join(staged, database));
    await writer.finish({ ...manifest, migration: '999_from_the_future' });
    const target = newDataDir();
    await expect(restoreBackup(file, target)).rejects.toThrow(
      'This backup was made by a newer version of the app (its database is at migration ' +
        '999_from_the_future; this version knows up to ' +
        manifest.migration +
        '). Update the app, then restore.',
    );
    expect(existsSync(target.dataDir)).toBe(false);
  });

  it('a missing file is named', async () => {
    await expect(restoreBackup('/nonexistent/backup.tar', newDataDir())).rejects.toThrow(
      'No backup file at /nonexistent/backup.tar',
    );
  });
});

describe('a target that holds records', () => {
  it('is refused, naming the tables that hold rows; --force replaces what is there', async () => {
    const file = path.join(tempDir(), 'force.tar');
    const backup = await createBackup(source, file);
    const target = await samePlace();
    await restoreBackup(file, target);
    // the target then changes: a candidate renamed, and (SQLite) a stray file among the resumes
    const changed = await openPlace(target);
    await changed.db.updateTable('candidates').set({ name: 'Changed' }).execute();
    await changed.close();
    if (!target.databaseUrl) {
      writeFileSync(path.join(target.dataDir, 'resumes', `${'0'.repeat(32)}.pdf`), '%PDF-1.4');
    }

    const refusal = restoreBackup(file, target);
    await expect(refusal).rejects.toThrow(BackupError);
    await expect(refusal).rejects.toThrow(
      /^Nothing was restored: .* is not empty \(workspaces: 1 row, admins: 1 row, \w+: \d+ rows?.*\)\. Restore into an empty DATA_DIR or database, or add --force to replace what is there\.$/,
    );
    const report = await restoreBackup(file, target, { force: true });
    expect(report.tables).toEqual(backup.manifest.tables);
    const copy = await openPlace(target);
    const live = await openPlace(source);
    try {
      await verifyRows(live.db, copy.db);
      expect(await copy.resumes.list()).toEqual(await live.resumes.list());
      expect(await resumesDiffering(live, copy)).toEqual([]);
    } finally {
      await copy.close();
      await live.close();
    }
  }, 120_000);
});

describe('the npm commands', () => {
  it('npm run backup and npm run restore print what they did and exit 0; a refusal exits 1', async () => {
    const dir = tempDir();
    const file = path.join(dir, 'cli.tar');
    const env = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? dir };
    const backup = await run('npx', ['tsx', 'server/src/cli/backupMain.ts', file], {
      cwd: ROOT,
      env: { ...env, ...t.databaseEnv, DATA_DIR: t.dataDir },
    });
    expect(backup.stdout).toMatch(
      new RegExp(
        `^Backed up the (SQLite|PostgreSQL) database \\(migration \\d{3}_\\w+\\) into ${file}: `,
      ),
    );
    expect(backup.stdout).toMatch(/Rows: workspaces 1, admins 1, admin_skills \d+, candidates \d+/);

    const target = path.join(dir, 'restored');
    const restored = await run('npx', ['tsx', 'server/src/cli/restoreMain.ts', file], {
      cwd: ROOT,
      env: { ...env, DATA_DIR: target },
    });
    // on the PostgreSQL run, through a throwaway PostgreSQL the command starts itself
    expect(restored.stdout).toMatch(
      new RegExp(
        `^Restored ${file} \\((SQLite|PostgreSQL)\\) into ${target} in [\\d.]+ s\\.\nRows: workspaces 1, admins 1, `,
      ),
    );
    expect(restored.stdout).toMatch(new RegExp(`\nResumes restored: ${created.length} \\(`));
    // into the running source itself, which holds records: refused, exit code 1 and the reason
    const again = await run('npx', ['tsx', 'server/src/cli/restoreMain.ts', file], {
      cwd: ROOT,
      env: { ...env, DATA_DIR: t.dataDir, ...t.databaseEnv },
    }).catch((err: { stdout: string; stderr: string; code: number }) => err);
    expect('code' in again && again.code).toBe(1);
    expect(again.stderr).toMatch(/^Nothing was restored: .* is not empty \(/);
    const usage = await run('npx', ['tsx', 'server/src/cli/restoreMain.ts'], {
      cwd: ROOT,
      env,
    }).catch((err: { stderr: string; code: number }) => err);
    expect('code' in usage && usage.code).toBe(2);
    expect(usage.stderr).toMatch(/^Usage: npm run restore -- FILE \[--force\]/);
  }, 120_000);
});
