// The scheduled backup (BACKUP_DIR, BACKUP_EVERY_HOURS, BACKUP_KEEP; docs/backup.md): every so
// many hours one server (the schedule runs it once across servers) writes backup-<UTC time>.tar
// into BACKUP_DIR with the backup command's code, then keeps the newest BACKUP_KEEP there.
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../../config.ts';
import { createBackup } from '../../cli/backup.ts';
import { BackupError } from '../../cli/backupArchive.ts';
import { inWords } from '../../cli/backupText.ts';
import type { ScheduledJob } from '../maintenance/schedule.ts';

export const BACKUP_JOB = 'backup';
const HOUR = 3_600_000;
/** a large installation's backup may take a while; a server that dies lets the job go after this */
const LEASE_MS = 2 * HOUR;
/** `backup-2026-11-22T10-00-00-000Z.tar`: names sort as their times */
const BACKUP_NAME = /^backup-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z\.tar$/;

export const backupFileName = (at: Date) => `backup-${at.toISOString().replace(/[:.]/g, '-')}.tar`;

/**
 * Removes all but the newest `keep` scheduled backups of `dir`, and the unfinished files
 * (`….tar.partial`) of backups that stopped (a server that died) over a lease ago; a backup still
 * being written keeps its file fresh. Answers the names removed.
 */
export async function pruneBackups(dir: string, keep: number, nowMs: number): Promise<string[]> {
  const names = (await readdir(dir)).sort();
  const done = names.filter((name) => BACKUP_NAME.test(name));
  const old = done.slice(0, Math.max(0, done.length - keep));
  for (const name of names.filter((n) => BACKUP_NAME.test(n.replace(/\.partial$/, '')))) {
    if (!name.endsWith('.partial')) continue;
    const info = await stat(path.join(dir, name)).catch(() => undefined);
    if (info && info.mtimeMs < nowMs - LEASE_MS) old.push(name);
  }
  for (const name of old) await rm(path.join(dir, name), { force: true });
  return old;
}

/** A failure in words: the backup's own, or one of the folder. */
function plainly(err: unknown, dir: string): Error {
  if (err instanceof BackupError) return err;
  return new Error(`The backup could not be written into BACKUP_DIR (${dir}): ${inWords(err)}.`);
}

/** The job, when scheduled backups are on (else none); its result is what GET /admin/backups shows. */
export function backupJob(config: Config): ScheduledJob[] {
  const settings = config.dataCare.backup;
  if (!settings) return [];
  const job: ScheduledJob = {
    name: BACKUP_JOB,
    everyMs: settings.everyHours * HOUR,
    leaseMs: LEASE_MS,
    async run(now) {
      try {
        // made private when missing; an existing folder keeps the mode its owner gave it
        await mkdir(settings.dir, { recursive: true, mode: 0o700 });
        const file = path.join(settings.dir, backupFileName(now));
        const { bytes } = await createBackup(config, file, now);
        const removed = await pruneBackups(settings.dir, settings.keep, Date.now());
        return { at: now.toISOString(), file: path.basename(file), bytes, removed: removed.length };
      } catch (err) {
        throw plainly(err, settings.dir);
      }
    },
  };
  return [job];
}
